import { PageContainer } from '../../components/page-container';
import { RefusalAlert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingState } from '../../components/ui/loading-state';
import { usePageTitle } from '../../lib/use-page-title';
import { useProfile } from '../../features/profile/api/get-profile';
import { EmailBlock } from '../../features/profile/email-block';
import { PasswordBlock } from '../../features/profile/password-block';
import { ProfileDetailsCard } from '../../features/profile/profile-details-card';
import { SectionCard } from '../../components/ui/section-card';
import { SessionsCard } from '../../features/profile/sessions-card';
import { SubscriptionStatusCard } from '../../features/billing/subscription-status-card';
import { XAccountBlock } from '../../features/profile/x-account-block';
import { ApiTokensCard } from '../../features/tokens/api-tokens-card';
import { DataRightsCard } from '../../features/profile/data-rights-card';
import { PAGE_TEXTS } from './page-texts';

/** /profile (spec §2 "Profile"): account, profile details, subscription status, sessions, API tokens and your data (download, delete). */
export function ProfilePage() {
  usePageTitle('Profile');
  const profile = useProfile();

  let content;
  if (profile.data) {
    const data = profile.data;
    content = (
      <div className="space-y-6">
        <SectionCard title="Account" description={`Signed in as ${data.username}.`}>
          <dl className="divide-y divide-slate-100 dark:divide-slate-800">
            <EmailBlock profile={data} />
            <PasswordBlock />
            <XAccountBlock xAccount={data.xAccount} />
          </dl>
        </SectionCard>
        <ProfileDetailsCard details={data.details} />
        <SubscriptionStatusCard />
        <SessionsCard otherSessions={data.otherSessions} />
        <ApiTokensCard />
        <DataRightsCard />
      </div>
    );
  } else if (profile.error) {
    content = <RefusalAlert error={profile.error} failed={PAGE_TEXTS.fetchFailed} />;
  } else {
    content = <LoadingState />;
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Profile" description="Manage your account, your profile details, your sessions, your API tokens and your data." />
        <div className="mt-8">{content}</div>
      </div>
    </PageContainer>
  );
}

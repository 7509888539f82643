import { PROFILE_TEXTS } from '../../../common/profile';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { errorReason } from '../../lib/field-errors';
import { LoadingState } from '../../components/ui/loading-state';
import { usePageTitle } from '../../lib/use-page-title';
import { useProfile } from './api/get-profile';
import { EmailBlock } from './email-block';
import { PasswordBlock } from './password-block';
import { ProfileDetailsCard } from './profile-details-card';
import { ProfileSection } from './profile-ui';
import { SessionsCard } from './sessions-card';
import { SubscriptionStatusCard } from './subscription-status-card';
import { XAccountBlock } from './x-account-block';

/** /profile (spec §2 "Profile"): account, profile details, subscription status and sessions. */
export function ProfilePage() {
  usePageTitle('Profile');
  const profile = useProfile();

  let content;
  if (profile.data) {
    const data = profile.data;
    content = (
      <div className="space-y-6">
        <ProfileSection title="Account" description={`Signed in as ${data.username}.`}>
          <dl className="divide-y divide-slate-100 dark:divide-slate-800">
            <EmailBlock profile={data} />
            <PasswordBlock />
            <XAccountBlock xAccount={data.xAccount} />
          </dl>
        </ProfileSection>
        <ProfileDetailsCard details={data.details} />
        <SubscriptionStatusCard />
        <SessionsCard otherSessions={data.otherSessions} />
      </div>
    );
  } else if (profile.error) {
    content = <Alert>{PROFILE_TEXTS.fetchFailed(errorReason(profile.error))}</Alert>;
  } else {
    content = <LoadingState />;
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Profile</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">Manage your account, your profile details and your sessions.</p>
        <div className="mt-8">{content}</div>
      </div>
    </PageContainer>
  );
}

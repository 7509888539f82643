import { Link } from 'react-router';
import { paths } from '../../../common/paths';
import { PROFILE_TEXTS } from '../../../common/profile';
import { buttonVariants } from '../../components/ui/button';
import { ProfileSection } from './profile-ui';

/**
 * Subscription Status (spec §2). Billing is not built yet, so every user is in the "none" state:
 * 'No active subscription' with 'View Plans' and 'Get Lifetime Deal'.
 */
export function SubscriptionStatusCard() {
  return (
    <ProfileSection title="Subscription Status">
      <p className="text-sm text-slate-600 dark:text-slate-400">{PROFILE_TEXTS.noSubscription}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={paths.subscription} className={buttonVariants({ size: 'sm' })}>
          View Plans
        </Link>
        <Link to={paths.ltd} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          Get Lifetime Deal
        </Link>
      </div>
    </ProfileSection>
  );
}

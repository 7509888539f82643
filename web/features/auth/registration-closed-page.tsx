import { Link } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { paths } from '../../../common/paths.plain';
import { buttonVariants } from '../../components/ui/button';
import { MessagePage } from '../../components/ui/message-page';
import { usePageTitle } from '../../lib/use-page-title';

export const REGISTRATION_CLOSED_TITLE = 'Registration is Currently Closed';

/** /registration-closed: where registration leads while the admin has switched it off. */
export function RegistrationClosedPage() {
  usePageTitle(REGISTRATION_CLOSED_TITLE);
  return (
    <MessagePage
      icon={LockKeyhole}
      tone="amber"
      title={REGISTRATION_CLOSED_TITLE}
      compactTitle
      message="We are not accepting new registrations at the moment. Please check back later."
      frame="card"
    >
      <Link to={paths.login} className={buttonVariants()}>
        Back to Login
      </Link>
    </MessagePage>
  );
}

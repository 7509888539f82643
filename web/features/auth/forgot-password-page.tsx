import { Link } from 'react-router';
import { paths } from '../../../common/paths';
import { PlaceholderPage } from '../../components/placeholder-page';
import { buttonVariants } from '../../components/ui/button';

/** Request a reset link; link back to login. Not built yet. */
export function ForgotPasswordPage() {
  return (
    <PlaceholderPage title="Forgot Password">
      <Link to={paths.login} className={buttonVariants({ variant: 'secondary' })}>
        Back to Login
      </Link>
    </PlaceholderPage>
  );
}

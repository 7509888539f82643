import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../common/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /reset-password?token=...: set a new password; without a token, goes to /login (spec §2). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  if (!searchParams.get('token')) return <Navigate to={paths.login} replace />;
  return <PlaceholderPage title="Reset Password" />;
}

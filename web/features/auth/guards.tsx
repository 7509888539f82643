import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../common/paths';
import { LoadingState } from '../../components/ui/loading-state';
import { useSession } from '../../api/session';

/** Layout route for the signed-in screens: a visitor goes to /login. */
export function RequireUser() {
  const { user, isPending } = useSession();
  if (isPending) return <LoadingState />;
  if (!user) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Layout route for /dashboard and below: a visitor goes to /login, a non-admin to /. */
export function RequireAdmin() {
  const { user, isPending } = useSession();
  if (isPending) return <LoadingState />;
  if (!user) return <Navigate to={paths.login} replace />;
  if (user.role !== 'admin') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Layout route for /login: a signed-in admin goes to /dashboard, a signed-in user to /. */
export function RedirectIfSignedIn() {
  const { user, isPending } = useSession();
  if (isPending) return <LoadingState />;
  if (user) return <Navigate to={user.role === 'admin' ? paths.dashboard : paths.home} replace />;
  return <Outlet />;
}

import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../common/paths';
import { LoadingState } from '../../components/ui/loading-state';
import { useSession } from '../../api/session';
import { NEXT_PARAM, loginPathFor, safeNextPath } from './next-path';

/** Layout route for the signed-in screens: a visitor goes to /login, which brings them back after. */
export function RequireUser() {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <LoadingState />;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/** Layout route for /dashboard and below: a visitor goes to /login (and back after), a non-admin to /. */
export function RequireAdmin() {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <LoadingState />;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  if (user.role !== 'admin') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Layout route for /login: a signed-in user goes where `next` says, else an admin to /dashboard and a user to /. */
export function RedirectIfSignedIn() {
  const { user, isPending } = useSession();
  const [search] = useSearchParams();
  if (isPending) return <LoadingState />;
  if (user) return <Navigate to={safeNextPath(search.get(NEXT_PARAM)) ?? (user.role === 'admin' ? paths.dashboard : paths.home)} replace />;
  return <Outlet />;
}

import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../common/paths.plain';
import { LoadingState } from '../../components/ui/loading-state';
import { useSession } from '../../api/session';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { RetryAlert } from '../../components/ui/query-state';
import { errorReason } from '../../lib/field-errors';
import { NEXT_PARAM, loginPathFor, safeNextPath } from './next-path';

/** Layout route for the signed-in screens: a visitor goes to /login, which brings them back after. */
export function RequireUser() {
  const { user, isPending, error, retry } = useSession();
  const location = useLocation();
  if (isPending) return <LoadingState />;
  if (error) return <SessionFailed error={error} retry={retry} />;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/** Layout route for /dashboard and below: a visitor goes to /login (and back after), a non-admin to /. */
export function RequireAdmin() {
  const { user, isPending, error, retry } = useSession();
  const location = useLocation();
  if (isPending) return <LoadingState />;
  if (error) return <SessionFailed error={error} retry={retry} />;
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

/**
 * The session could not be read (a server or network failure): that is not being signed out, so
 * the page says so and offers to try again instead of sending a signed-in person to /login.
 */
function SessionFailed({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center px-4">
      <div className="w-full max-w-md">
        <RetryAlert onRetry={retry}>{SHARED_TEXTS.sessionFailed(errorReason(error))}</RetryAlert>
      </div>
    </div>
  );
}

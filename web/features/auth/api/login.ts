import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginRequest } from '../../../../common/auth';
import { paths } from '../../../../common/paths.plain';
import type { SessionResponse, SessionUser } from '../../../../common/session';
import { api } from '../../../lib/api-checked';
import { sessionQueryKey } from '../../../api/session';
import { authRoutes } from '../../../../common/api/routes';
import { NEXT_PARAM, safeNextPath } from '../next-path';

export function login(body: LoginRequest): Promise<{ user: SessionUser }> {
  return api(authRoutes.login, { body });
}

/** Where a user lands after login (spec §2): an admin on /dashboard, a user on /. */
export function homeOf(user: SessionUser): string {
  return user.role === 'admin' ? paths.dashboard : paths.home;
}

/**
 * Signs in (the server sets the httpOnly cookie), then tells the SPA who is signed in and goes
 * back to the page that sent the visitor to login (`?next=`, same-site paths only), else to the
 * user's landing page. The session is written first so the guards there already see the user.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
      await navigate(safeNextPath(search.get(NEXT_PARAM)) ?? homeOf(user), { replace: true });
    },
  });
}

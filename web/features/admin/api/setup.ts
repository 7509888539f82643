import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminRoutes } from '../../../../common/api/routes';
import type { SetupRequest } from '../../../../common/admin';
import { paths } from '../../../../common/paths.plain';
import type { SessionResponse } from '../../../../common/session';
import { sessionQueryKey } from '../../../api/session';
import { api } from '../../../lib/api-checked';

/** Whether this server still waits for its first admin (issue #38). */
export function useSetupStatus() {
  return useQuery({ queryKey: ['setup'], queryFn: ({ signal }) => api(adminRoutes.getSetupStatus, {}, { signal }) });
}

/** Creates the first admin with the printed link; signed in, they land on the dashboard. */
export function useCreateFirstAdmin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: SetupRequest) => api(adminRoutes.createFirstAdmin, { body }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
      queryClient.setQueryData(['setup'], { open: false });
      await navigate(paths.dashboard, { replace: true });
    },
  });
}

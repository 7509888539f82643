import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationToggleSchema } from '../../../../common/admin';
import { apiFetch } from '../../../lib/api';
import { registrationStatusQueryKey } from '../../auth/api/registration-status';
import { auditKey } from './get-audit-log';

export const ADMIN_REGISTRATION_PATH = '/api/admin/registration';

/** Writes `open` (the opposite of what is shown, spec §4) and answers the state now stored. */
export function setRegistrationOpen(open: boolean): Promise<{ open: boolean }> {
  return apiFetch(ADMIN_REGISTRATION_PATH, { method: 'PUT', body: { open }, schema: registrationToggleSchema });
}

export function useToggleRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRegistrationOpen,
    // The display flips only now, to what the server stored; the login screen reads the same query.
    onSuccess: (state) => {
      queryClient.setQueryData(registrationStatusQueryKey, state);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-checked';
import { registrationStatusQueryKey } from '../../../api/registration';
import { auditKey } from './get-audit-log';
import { adminRoutes } from '../../../../common/api/routes';
import { adminSetupKey } from './get-admin-setup';

/** Writes `open` (the opposite of what is shown, spec §4) and answers the state now stored. */
export function setRegistrationOpen(open: boolean): Promise<{ open: boolean }> {
  return api(adminRoutes.setRegistrationOpen, { body: { open } });
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
        queryClient.invalidateQueries({ queryKey: adminSetupKey }),
      ]);
    },
  });
}

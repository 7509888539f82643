import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-checked';
import { adminExtensionsKey } from './get-admin-extensions';
import { auditKey } from './get-audit-log';
import { adminRoutes } from '../../../../common/api/routes';

/** Deletes an extension and its store links (204). */
export function deleteExtension(id: number): Promise<void> {
  return api(adminRoutes.deleteExtension, { params: { id } });
}

export function useDeleteExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExtension,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminExtensionsKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
}

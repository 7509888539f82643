import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ADMIN_EXTENSIONS_PATH, adminExtensionsKey } from './get-admin-extensions';
import { auditKey } from './get-audit-log';

/** Deletes an extension and its store links (204). */
export function deleteExtension(id: number): Promise<void> {
  return apiFetch<undefined>(`${ADMIN_EXTENSIONS_PATH}/${String(id)}`, { method: 'DELETE' });
}

export function useDeleteExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExtension,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminExtensionsKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
}

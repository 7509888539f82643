import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extensionSchema } from '../../../../common/admin';
import type { Extension, ExtensionInput } from '../../../../common/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_EXTENSIONS_PATH, adminExtensionsKey } from './get-admin-extensions';
import { auditKey } from './get-audit-log';

/** A new extension (id null) or the new values of extension `id`, store links included. */
export function saveExtension({ id, input }: { id: number | null; input: ExtensionInput }): Promise<Extension> {
  if (id === null) return apiFetch(ADMIN_EXTENSIONS_PATH, { method: 'POST', body: input, schema: extensionSchema });
  return apiFetch(`${ADMIN_EXTENSIONS_PATH}/${String(id)}`, { method: 'PUT', body: input, schema: extensionSchema });
}

export function useSaveExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExtension,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminExtensionsKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
}

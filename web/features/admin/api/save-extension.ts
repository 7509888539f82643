import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Extension, ExtensionInput } from '../../../../common/admin';
import { api } from '../../../lib/api-checked';
import { adminExtensionsKey } from './get-admin-extensions';
import { auditKey } from './get-audit-log';
import { adminRoutes } from '../../../../common/api/routes';

/** A new extension (id null) or the new values of extension `id`, store links included. */
export function saveExtension({ id, input }: { id: number | null; input: ExtensionInput }): Promise<Extension> {
  return id === null ? api(adminRoutes.createExtension, { body: input }) : api(adminRoutes.updateExtension, { params: { id }, body: input });
}

export function useSaveExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExtension,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminExtensionsKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
}

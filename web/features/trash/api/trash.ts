import { useMutation, useQuery } from '@tanstack/react-query';
import { trashRoutes } from '../../../../common/api/routes';
import { restoreSnapshot, restoreTrashedList, snapshotsKey, trashKey, useRefreshAfterRestore } from '../../../api/trash';
import { api } from '../../../lib/api-checked';

/** The Trash and Import history (issue #21): their queries and the calls that restore or destroy. */
export { restoreSnapshot, restoreTrashedList, useRefreshAfterRestore } from '../../../api/trash';

export function useTrash() {
  return useQuery({ queryKey: trashKey, queryFn: ({ signal }) => api(trashRoutes.getTrash, {}, { signal }) });
}

export function useSnapshots() {
  return useQuery({ queryKey: snapshotsKey, queryFn: ({ signal }) => api(trashRoutes.getImportSnapshots, {}, { signal }) });
}

export function useRestoreTrashedList() {
  const refresh = useRefreshAfterRestore();
  return useMutation({ mutationFn: restoreTrashedList, onSettled: refresh });
}

export function useDeleteTrashedList() {
  const refresh = useRefreshAfterRestore();
  return useMutation({ mutationFn: (id: number) => api(trashRoutes.deleteTrashedList, { params: { id } }), onSettled: refresh });
}

export function useEmptyTrash() {
  const refresh = useRefreshAfterRestore();
  return useMutation({ mutationFn: (through: string | undefined) => api(trashRoutes.emptyTrash, { query: { through } }), onSettled: refresh });
}

export function useRestoreSnapshot() {
  const refresh = useRefreshAfterRestore();
  return useMutation({ mutationFn: restoreSnapshot, onSettled: refresh });
}

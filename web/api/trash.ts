import { useQueryClient } from '@tanstack/react-query';
import { trashRoutes } from '../../common/api/routes';
import type { ListSummary } from '../../common/lists';
import type { SnapshotRestoreResult } from '../../common/trash';
import { api } from '../lib/api-checked';
import { listsKey, membersKey } from './lists';

/**
 * The undo of three features (issue #21): 'Delete List' on the Lists screen, a replace import and
 * the Trash page put lists back with these calls, and refresh every screen that shows them.
 */
export const trashKey = ['trash'] as const;
export const snapshotsKey = ['import-snapshots'] as const;

export function restoreTrashedList(id: number): Promise<ListSummary> {
  return api(trashRoutes.restoreTrashedList, { params: { id } });
}

export function restoreSnapshot(id: number): Promise<SnapshotRestoreResult> {
  return api(trashRoutes.restoreImportSnapshot, { params: { id } });
}

/** After anything here, every screen that shows lists, members, the Trash or the history reads again. */
export function useRefreshAfterRestore() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([listsKey, membersKey, trashKey, snapshotsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

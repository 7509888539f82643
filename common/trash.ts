import { z } from 'zod';

/**
 * Nothing lost (issue #21): the Trash of deleted lists and the snapshots replace imports take,
 * their request and answer schemas and the texts the screens and the server share.
 *
 * - DELETE /api/lists/:id                      → the list and its members go to the Trash (204)
 * - GET    /api/trash                          → TrashResponse: my deleted lists, newest first
 * - POST   /api/trash/:id/restore              → the list back among my lists (if my plan has room)
 * - DELETE /api/trash/:id                      → deleted forever (204)
 * - DELETE /api/trash                          → the whole Trash deleted forever
 * - GET    /api/import/snapshots              → my last 10 snapshots
 * - POST   /api/import/snapshots/:id/restore  → my lists put back as the snapshot holds them; what
 *                                               they replace becomes a snapshot itself (the undo)
 */

/** How many lists a user's Trash keeps at most: deleting one more deletes the oldest there for good. */
export const TRASH_MAX_LISTS = 1000;

/** How many snapshots of a user are kept (the oldest beyond go for good). */
export const SNAPSHOTS_KEPT = 10;

export const TRASH_TEXTS = {
  title: 'Trash',
  intro: (days: number) => `Deleted lists stay here for ${String(days)} days (the last ${TRASH_MAX_LISTS.toLocaleString('en-US')}), then they are deleted for good.`,
  empty: 'The Trash is empty.',
  restore: 'Restore',
  deleteForever: 'Delete forever',
  emptyTrash: 'Empty Trash',
  deleteForeverConfirm: (name: string, count: number) =>
    `Delete "${name}" and its ${String(count)} ${count === 1 ? 'member' : 'members'} for good? This cannot be undone.`,
  emptyTrashConfirm: (lists: number) => `Delete the ${String(lists)} ${lists === 1 ? 'list' : 'lists'} in the Trash for good? This cannot be undone.`,
  movedToTrash: (name: string) => `"${name}" moved to the Trash.`,
  restored: (name: string) => `"${name}" restored.`,
  deletedForever: (name: string) => `"${name}" deleted for good.`,
  trashEmptied: (lists: number) => `${String(lists)} ${lists === 1 ? 'list' : 'lists'} deleted for good.`,
  undo: 'Undo',
  members: (count: number) => `${String(count)} ${count === 1 ? 'member' : 'members'}`,
  deletedOn: (date: string) => `Deleted ${date}`,
  purgedOn: (date: string) => `deleted for good ${date}`,
  notInTrash: 'That list is not in the Trash any more.',
  overLimit: (name: string, maxlist: number) =>
    `"${name}" stays in the Trash: restoring it would go over your plan's ${String(maxlist)} ${maxlist === 1 ? 'list' : 'lists'}. Delete a list or upgrade your plan first.`,
  historyTitle: 'Import history',
  historyIntro: `Before an import replaces your lists, they are kept here: the last ${String(SNAPSHOTS_KEPT)}.`,
  historyEmpty: 'No import has replaced your lists yet.',
  snapshotKind: { import: 'Before an import', restore: 'Before a restore' } as const,
  snapshotCounts: (lists: number, members: number) =>
    `${String(lists)} ${lists === 1 ? 'list' : 'lists'}, ${String(members)} ${members === 1 ? 'member' : 'members'}`,
  restoreSnapshotConfirm: (lists: number, members: number, current: number) =>
    `Put back ${lists === 1 ? 'this list and its' : `these ${String(lists)} lists and their`} ${String(members)} ${members === 1 ? 'member' : 'members'}? ${
      current === 0 ? 'You have no lists now.' : `Your ${String(current)} current ${current === 1 ? 'list' : 'lists'} will be kept in Import history, so you can undo this.`
    }`,
  snapshotRestored: (lists: number, members: number) =>
    `Restored ${String(lists)} ${lists === 1 ? 'list' : 'lists'} and ${String(members)} ${members === 1 ? 'member' : 'members'}.`,
  importUndone: 'Import undone: your lists are back.',
  replacedKept: (lists: number) => `Your ${String(lists)} previous ${lists === 1 ? 'list is' : 'lists are'} kept in Import history.`,
  snapshotNotFound: 'That snapshot is not in your import history any more.',
  snapshotOverLimit: (lists: number, maxlist: number) =>
    `This snapshot holds ${String(lists)} ${lists === 1 ? 'list' : 'lists'}; your plan allows ${String(maxlist)}. Upgrade your plan to restore it.`,
  failed: (reason: string) => `Could not do that: ${reason}`,
} as const;

export const TRASH_ERROR_CODES = {
  notInTrash: 'NOT_IN_TRASH',
  snapshotNotFound: 'SNAPSHOT_NOT_FOUND',
} as const;

export const trashedListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  memberCount: z.number().int(),
  /** ISO date-times: when it was deleted, when the purge takes it. */
  removedAt: z.string(),
  purgeAt: z.string(),
});
export type TrashedList = z.infer<typeof trashedListSchema>;

export const trashResponseSchema = z.object({
  lists: z.array(trashedListSchema),
  retentionDays: z.number().int(),
});
export type TrashResponse = z.infer<typeof trashResponseSchema>;

export const emptyTrashResultSchema = z.object({ deleted: z.number().int() });
/**
 * Empty Trash deletes what the page showed: the lists deleted up to the newest one shown
 * (`through`, its removedAt), not one deleted in another tab since, whose Undo is still on offer.
 */
export const emptyTrashQuerySchema = z.object({ through: z.iso.datetime({ offset: true }).optional() });

export const snapshotSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['import', 'restore']),
  createdAt: z.string(),
  lists: z.number().int(),
  members: z.number().int(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const snapshotsResponseSchema = z.object({ snapshots: z.array(snapshotSchema) });
export type SnapshotsResponse = z.infer<typeof snapshotsResponseSchema>;

export const snapshotRestoreResultSchema = z.object({
  lists: z.number().int(),
  members: z.number().int(),
  /** The snapshot of what the restore replaced (restoring it undoes the restore); null if I had no lists. */
  undoSnapshotId: z.number().int().nullable(),
});
export type SnapshotRestoreResult = z.infer<typeof snapshotRestoreResultSchema>;

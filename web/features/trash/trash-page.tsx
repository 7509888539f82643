import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History, RotateCcw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { trashRoutes } from '../../../common/api/routes';
import { paths } from '../../../common/paths.plain';
import { TRASH_TEXTS, type Snapshot, type TrashedList } from '../../../common/trash';
import { listsQueryOptions } from '../../api/lists';
import { useCurrentWorkspace } from '../../api/workspaces';
import { ViewerNotice, viewerLock } from '../../components/viewer-notice';
import { PageContainer } from '../../components/page-container';
import { Button, buttonVariants } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { toast } from '../../components/ui/toaster';
import { errorReason } from '../../lib/field-errors';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { restoreSnapshot, useDeleteTrashedList, useEmptyTrash, useRefreshAfterRestore, useRestoreSnapshot, useRestoreTrashedList, useSnapshots, useTrash } from './api/trash';

/**
 * /lists/trash (issue #21): the lists I deleted, each with Restore and Delete forever (after a
 * question), and Import history: my lists as they were before my last replace imports, each
 * restorable in one go (after a question that says what happens to the current lists: they are
 * kept as a snapshot themselves, and the toast's Undo restores them).
 */
export function TrashPage() {
  // A Viewer (issue #22) sees the Trash and the history; restoring and deleting are off. A team
  // over its payer's plan (issue #33) restores nothing, and may delete for good.
  const { readOnly, lockOf } = useCurrentWorkspace();
  const locks = { restore: lockOf(trashRoutes.restoreTrashedList), remove: lockOf(trashRoutes.deleteTrashedList) };
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader
        title={TRASH_TEXTS.title}
        actions={
          <Link to={paths.lists} className={buttonVariants({ variant: 'secondary' })}>
            Back to Lists
          </Link>
        }
      />
      {readOnly ? <ViewerNotice reason={readOnly} className="mt-6" /> : null}
      <div className="mt-6 space-y-10">
        <DeletedLists locks={locks} />
        <ImportHistory locked={lockOf(trashRoutes.restoreImportSnapshot)} />
      </div>
    </PageContainer>
  );
}

const rowClass =
  'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** `locks`: why Restore, and Delete forever and Empty Trash, are off here, or null. */
function DeletedLists({ locks }: { locks: { restore: string | null; remove: string | null } }) {
  const trash = useTrash();
  const restore = useRestoreTrashedList();
  const remove = useDeleteTrashedList();
  const empty = useEmptyTrash();
  const [confirming, setConfirming] = useState<TrashedList | 'all' | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  function onRestore(list: TrashedList) {
    setRestoreError(null);
    restore.mutate(list.id, {
      onSuccess: () => toast.success(TRASH_TEXTS.restored(list.name)),
      onError: (failure) => {
        setRestoreError(errorReason(failure));
      },
    });
  }

  return (
    <section aria-labelledby="trash-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="trash-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Deleted lists
          </h2>
          {trash.data ? <p className="text-sm text-slate-600 dark:text-slate-400">{TRASH_TEXTS.intro(trash.data.retentionDays)}</p> : null}
        </div>
        {trash.data && trash.data.lists.length > 0 ? (
          <Button
            variant="secondary"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={() => {
              setConfirming('all');
            }}
            {...viewerLock(locks.remove)}
          >
            {TRASH_TEXTS.emptyTrash}
          </Button>
        ) : null}
      </div>
      {restoreError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200">
          {restoreError}
        </p>
      ) : null}
      <QueryState query={trash} failed={(reason) => `Failed to fetch the Trash: ${reason}`}>
        {({ lists }) =>
          lists.length === 0 ? (
            <EmptyState>{TRASH_TEXTS.empty}</EmptyState>
          ) : (
            <ul className="space-y-2" aria-label="Deleted lists">
              {lists.map((list) => (
                <li key={list.id} className={rowClass}>
                  <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: list.color ?? '#cccccc' }} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900 dark:text-white">
                      {list.icon ? <span className="mr-1.5">{list.icon}</span> : null}
                      {list.name}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {TRASH_TEXTS.members(list.memberCount)} · {TRASH_TEXTS.deletedOn(formatDate(list.removedAt))},{' '}
                      {TRASH_TEXTS.purgedOn(formatDate(list.purgeAt))}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<RotateCcw aria-hidden="true" className="size-4" />}
                      pending={restore.isPending && restore.variables === list.id}
                      aria-label={`${TRASH_TEXTS.restore} ${list.name}`}
                      onClick={() => {
                        onRestore(list);
                      }}
                      {...viewerLock(locks.restore)}
                    >
                      {TRASH_TEXTS.restore}
                    </Button>
                    <Button
                      variant="ghost-danger"
                      size="sm"
                      aria-label={`${TRASH_TEXTS.deleteForever} ${list.name}`}
                      onClick={() => {
                        setConfirming(list);
                      }}
                      {...viewerLock(locks.remove)}
                    >
                      {TRASH_TEXTS.deleteForever}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {confirming === 'all' ? (
        <ConfirmDialog
          title={TRASH_TEXTS.emptyTrash}
          message={TRASH_TEXTS.emptyTrashConfirm(trash.data?.lists.length ?? 0)}
          confirmLabel={TRASH_TEXTS.emptyTrash}
          destructive
          request={empty}
          failed={TRASH_TEXTS.failed}
          onClose={() => {
            empty.reset();
            setConfirming(null);
          }}
          onConfirm={() => {
            // What the page shows: the lists deleted up to the newest one on it (newest first).
            empty.mutate(trash.data?.lists[0]?.removedAt, {
              onSuccess: ({ deleted }) => {
                toast.success(TRASH_TEXTS.trashEmptied(deleted));
                setConfirming(null);
              },
            });
          }}
        />
      ) : confirming ? (
        <ConfirmDialog
          title={TRASH_TEXTS.deleteForever}
          message={TRASH_TEXTS.deleteForeverConfirm(confirming.name, confirming.memberCount)}
          confirmLabel={TRASH_TEXTS.deleteForever}
          destructive
          request={remove}
          failed={TRASH_TEXTS.failed}
          onClose={() => {
            remove.reset();
            setConfirming(null);
          }}
          onConfirm={() => {
            remove.mutate(confirming.id, {
              onSuccess: () => {
                toast.success(TRASH_TEXTS.deletedForever(confirming.name));
                setConfirming(null);
              },
            });
          }}
        />
      ) : null}
    </section>
  );
}

function ImportHistory({ locked }: { locked: string | null }) {
  const snapshots = useSnapshots();
  const restore = useRestoreSnapshot();
  const refresh = useRefreshAfterRestore();
  const [confirming, setConfirming] = useState<Snapshot | null>(null);
  // How many lists a restore replaces (they are kept as a snapshot): the Lists screen's own count.
  const current = useQuery(listsQueryOptions()).data?.quota.used ?? 0;

  return (
    <section aria-labelledby="import-history-heading" id="import-history" className="scroll-mt-20 space-y-3">
      <div>
        <h2 id="import-history-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {TRASH_TEXTS.historyTitle}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{TRASH_TEXTS.historyIntro}</p>
      </div>
      <QueryState query={snapshots} failed={(reason) => `Failed to fetch the import history: ${reason}`}>
        {({ snapshots: rows }) =>
          rows.length === 0 ? (
            <EmptyState>{TRASH_TEXTS.historyEmpty}</EmptyState>
          ) : (
            <ul className="space-y-2" aria-label={TRASH_TEXTS.historyTitle}>
              {rows.map((snapshot) => (
                <li key={snapshot.id} className={rowClass}>
                  <History aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900 dark:text-white">
                      {TRASH_TEXTS.snapshotKind[snapshot.kind]}, {formatDateTime(snapshot.createdAt)}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{TRASH_TEXTS.snapshotCounts(snapshot.lists, snapshot.members)}</p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<RotateCcw aria-hidden="true" className="size-4" />}
                    aria-label={`${TRASH_TEXTS.restore} ${TRASH_TEXTS.snapshotKind[snapshot.kind].toLowerCase()}, ${formatDateTime(snapshot.createdAt)}`}
                    onClick={() => {
                      restore.reset();
                      setConfirming(snapshot);
                    }}
                    {...viewerLock(locked)}
                  >
                    {TRASH_TEXTS.restore}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {confirming ? (
        <ConfirmDialog
          title={TRASH_TEXTS.historyTitle}
          message={TRASH_TEXTS.restoreSnapshotConfirm(confirming.lists, confirming.members, current)}
          confirmLabel={TRASH_TEXTS.restore}
          request={restore}
          onClose={() => {
            restore.reset();
            setConfirming(null);
          }}
          onConfirm={() => {
            restore.mutate(confirming.id, {
              onSuccess: (result) => {
                setConfirming(null);
                const undo = result.undoSnapshotId;
                toast.success(
                  TRASH_TEXTS.snapshotRestored(result.lists, result.members),
                  undo === null
                    ? undefined
                    : {
                        label: TRASH_TEXTS.undo,
                        run: () => {
                          restoreSnapshot(undo)
                            .then(
                              () => toast.success(TRASH_TEXTS.importUndone),
                              (failure: unknown) => toast.error(TRASH_TEXTS.failed(errorReason(failure))),
                            )
                            .finally(() => void refresh());
                        },
                      },
                );
              },
            });
          }}
        />
      ) : null}
    </section>
  );
}

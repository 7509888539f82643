import { useState } from 'react';
import { Link } from 'react-router';
import { Download, LayoutGrid, ListPlus, Rows3, SlidersHorizontal, Trash2, Upload } from 'lucide-react';
import { LISTS_ERROR_CODES, LISTS_TEXTS } from '../../../../common/lists';
import type { ListSummary } from '../../../../common/lists';
import { drawsRoutes, listsRoutes } from '../../../../common/api/routes';
import { paths } from '../../../../common/paths';
import { PageContainer } from '../../../components/page-container';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { ApiRequestError } from '../../../lib/api';
import { errorReason } from '../../../lib/field-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateList } from '../../../features/lists/api/create-list';
import { useLists } from '../../../api/lists';
import { useSession } from '../../../api/session';
import { useCurrentWorkspace } from '../../../api/workspaces';
import { ViewerNotice, viewerLock } from '../../../components/viewer-notice';
import { cn } from '../../../lib/cn';
import { canSeeLtd } from '../../header-links';
import { useShootMembers } from '../../../features/lists/api/shoot-members';
import { DeleteListDialog } from '../../../features/lists/delete-list-dialog';
import type { EditableFieldName } from '../../../features/lists/editable-field';
import { EmojiIconPicker } from '../../../features/lists/emoji-icon-picker';
import { GoToTopButton } from '../../../components/go-to-top-button';
import { LimitAlert } from '../../../features/lists/limit-alert';
import { ListCard } from '../../../features/lists/list-card';
import { sortLists, useListsView, type ListsSort } from '../../../features/lists/use-lists-view';
import { controlClassName } from '../../../components/ui/field-styles';
import { LISTS_SCREEN_TEXTS } from '../../../features/lists/lists-screen-texts';
import { MembersModal } from '../../../features/lists/members-modal';
import { ShootForm } from '../../../features/lists/shoot-form';
import { MessageComposer } from '../../../features/lists/message-composer';
import { ShootResult } from '../../../features/lists/shoot-result';
import { AnnounceDrawDialog } from '../../../features/lists/announce-draw-dialog';
import { formatDateTime } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ImportListDialog } from '../../../features/csv/import-list-dialog';
import { ImportListsDialog } from '../../../features/csv/import-lists-dialog';
import { useCsvExports } from '../../../features/csv/use-csv-exports';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { toast, type ToastAction } from '../../../components/ui/toaster';
import { PAGE_TEXTS } from '../page-texts';

/** No shoot yet: the composer works on the message alone. */
const NO_MENTIONS: readonly string[] = [];

/** Lists whose name contains the text, ignoring case ('Search lists...' is client-side). */
export function filterListsByName(lists: ListSummary[], text: string): ListSummary[] {
  const needle = text.trim().toLowerCase();
  return needle ? lists.filter((list) => list.name.toLowerCase().includes(needle)) : lists;
}

/** /lists (spec §2 "Lists screen"): my lists as cards, the toolbar acting on the selected ones, the shoot. */
export function ListsPage() {
  usePageTitle('Lists');
  const [nameSearch, setNameSearch] = useState('');
  const [memberSearch, setMemberSearch] = useState('');
  const member = useDebouncedValue(memberSearch.trim());
  const lists = useLists(member);

  if (lists.data) return <ListsScreen data={lists.data} nameSearch={nameSearch} setNameSearch={setNameSearch} memberSearch={memberSearch} setMemberSearch={setMemberSearch} />;
  if (lists.error) {
    return (
      <div className="flex min-h-[60vh] flex-1 items-center justify-center px-4">
        <div className="text-center">
          <p role="alert" className="text-lg font-medium text-red-600 dark:text-red-400">
            {`Error: ${SHARED_TEXTS.fetchFailed(errorReason(lists.error))}`}
          </p>
          <Button variant="secondary" className="mt-5" pending={lists.isFetching} onClick={() => void lists.refetch()}>
            {SHARED_TEXTS.tryAgain}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader title="Lists" />
      <LoadingState label={SHARED_TEXTS.loading} />
    </PageContainer>
  );
}

type ScreenProps = {
  data: NonNullable<ReturnType<typeof useLists>['data']>;
  nameSearch: string;
  setNameSearch: (value: string) => void;
  memberSearch: string;
  setMemberSearch: (value: string) => void;
};

function ListsScreen({ data, nameSearch, setNameSearch, memberSearch, setMemberSearch }: ScreenProps) {
  const { lists, quota } = data;
  const { user } = useSession();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<{ listId: number; field: EditableFieldName } | null>(null);
  const [membersOf, setMembersOf] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const [shootError, setShootError] = useState<string | null>(null);
  const [announcing, setAnnouncing] = useState<number | null>(null);
  const [announced, setAnnounced] = useState<{ drawId: string; drawAt: string } | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [importInto, setImportInto] = useState<number | null>(null);
  const create = useCreateList();
  const shoot = useShootMembers();
  const csv = useCsvExports();
  // A Viewer (issue #22) reads, searches, shoots and exports; every change is off, with the reason.
  // A team over its payer's plan (issue #33) too, but for Delete List: its way back within the plan.
  const { readOnly, lockOf } = useCurrentWorkspace();
  const deleteLocked = lockOf(listsRoutes.deleteList);

  const { view, change: changeView } = useListsView(user?.id ?? 0);
  const visible = sortLists(filterListsByName(lists, nameSearch), view.sort);
  // On a phone the toolbar folds behind one button, so the first list is above the fold.
  const [toolsOpen, setToolsOpen] = useState(false);
  // The selection acts on the lists on screen; a list that left (deleted, filtered out by the
  // member search) is not counted, and comes back selected if it returns.
  const selectedIds = lists.filter((list) => selected.has(list.id)).map((list) => list.id);
  const canCreate = quota.canCreate && !limitHit;
  const membersList = lists.find((list) => list.id === membersOf);
  const deletingList = lists.find((list) => list.id === deleting);
  const importList = lists.find((list) => list.id === importInto);

  function imported(summary: string, action?: ToastAction) {
    setImportOpen(false);
    setImportInto(null);
    toast.success(summary, action);
  }

  function createList() {
    create.mutate(undefined, {
      onSuccess: (list) => {
        setNameSearch('');
        setEditing({ listId: list.id, field: 'name' });
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.code === LISTS_ERROR_CODES.listLimit) setLimitHit(true);
      },
    });
  }

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function onShoot(count: number, skipRecent: number, rotation: boolean) {
    if (selectedIds.length === 0) {
      shoot.reset();
      setShootError(LISTS_TEXTS.selectListsToShoot);
      return;
    }
    setShootError(null);
    shoot.mutate({ listIds: selectedIds, count, skipRecent, rotation });
  }

  const createError =
    create.error && !(create.error instanceof ApiRequestError && create.error.code === LISTS_ERROR_CODES.listLimit)
      ? PAGE_TEXTS.createListFailed(errorReason(create.error))
      : null;
  // 'Please select lists to shoot.' goes as soon as a list is selected.
  const liveShootError = shootError === LISTS_TEXTS.selectListsToShoot && selectedIds.length > 0 ? null : shootError;
  const shootFailure =
    liveShootError ??
    (shoot.error
      ? shoot.error instanceof ApiRequestError && shoot.error.code === LISTS_ERROR_CODES.nothingToShoot
        ? shoot.error.message
        : LISTS_SCREEN_TEXTS.shootFailed(errorReason(shoot.error))
      : null);

  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader
        title="Lists"
        badge={
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {PAGE_TEXTS.tierCounter(quota.tier, quota.used, quota.maxlist)}
          </span>
        }
        actions={
          <>
            <Button onClick={createList} disabled={!canCreate} pending={create.isPending} icon={<ListPlus aria-hidden="true" className="size-4" />} {...viewerLock(readOnly)}>
              {LISTS_SCREEN_TEXTS.newList}
            </Button>
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              icon={<Upload aria-hidden="true" className="size-4" />}
              onClick={() => {
                setImportOpen(true);
              }}
              {...viewerLock(readOnly)}
            >
              {SHARED_TEXTS.importCsv}
            </Button>
            <Button
              variant="secondary"
              // Busy, not disabled: a disabled button would drop the keyboard focus mid-download.
              busy={csv.exportingAll}
              icon={<Download aria-hidden="true" className="size-4" />}
              onClick={() => {
                // quota.used counts every list I own, also those a member search hides.
                csv.exportAll(quota.used);
              }}
            >
              {SHARED_TEXTS.exportCsv}
            </Button>
            {/* Deleted lists and Import history (issue #21). */}
            <Link to={paths.trash} className={buttonVariants({ variant: 'ghost' })}>
              <Trash2 aria-hidden="true" className="size-4" />
              {LISTS_SCREEN_TEXTS.trash}
            </Link>
          </>
        }
      />

      <div className="mt-6 space-y-4">
        {readOnly ? <ViewerNotice reason={readOnly} /> : null}
        {canCreate || readOnly ? null : <LimitAlert showLtd={canSeeLtd(user)} />}
        {createError ? <Alert>{createError}</Alert> : null}

        <div className="grid gap-3 md:grid-cols-2">
          <SearchInput label={SHARED_TEXTS.searchLists} value={nameSearch} onChange={setNameSearch} />
          <SearchInput label={SHARED_TEXTS.searchUsers} value={memberSearch} onChange={setMemberSearch} />
        </div>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="secondary"
            className="md:hidden"
            aria-expanded={toolsOpen}
            aria-controls="lists-toolbar"
            icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
            onClick={() => {
              setToolsOpen((open) => !open);
            }}
          >
            {LISTS_SCREEN_TEXTS.selectionTools(selectedIds.length)}
          </Button>
          <div className="ml-auto flex items-center gap-2">
            <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              {LISTS_SCREEN_TEXTS.sortBy}
              <select
                value={view.sort}
                onChange={(event) => {
                  changeView({ sort: event.target.value as ListsSort });
                }}
                className={cn(controlClassName, 'w-auto py-0 pr-8')}
              >
                {(['oldest', 'newest', 'name', 'members'] as const).map((sort) => (
                  <option key={sort} value={sort}>
                    {LISTS_SCREEN_TEXTS.sorts[sort]}
                  </option>
                ))}
              </select>
            </label>
            <div role="group" aria-label={LISTS_SCREEN_TEXTS.viewLabel} className="flex rounded-lg ring-1 ring-slate-300 ring-inset dark:ring-slate-700">
              {([false, true] as const).map((compact) => (
                <button
                  key={String(compact)}
                  type="button"
                  aria-pressed={view.compact === compact}
                  aria-label={compact ? LISTS_SCREEN_TEXTS.compactView : LISTS_SCREEN_TEXTS.cardView}
                  title={compact ? LISTS_SCREEN_TEXTS.compactView : LISTS_SCREEN_TEXTS.cardView}
                  onClick={() => {
                    changeView({ compact });
                  }}
                  className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-700 dark:text-slate-300 dark:aria-pressed:bg-indigo-500/15 dark:aria-pressed:text-indigo-300"
                >
                  {compact ? <Rows3 aria-hidden="true" className="size-4" /> : <LayoutGrid aria-hidden="true" className="size-4" />}
                </button>
              ))}
            </div>
          </div>
        </div>

        <div
          id="lists-toolbar"
          role="toolbar"
          aria-label="Selected lists"
          className={cn(
            toolsOpen ? 'flex' : 'hidden',
            'flex-wrap items-end gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm md:flex dark:border-slate-800 dark:bg-slate-900',
          )}
        >
          <div className="flex gap-1" role="group" aria-label="Selection">
            <Button
              variant="secondary"
              onClick={() => {
                setSelected(new Set());
              }}
            >
              {PAGE_TEXTS.selectNone}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setSelected((current) => new Set([...current, ...visible.map((list) => list.id)]));
              }}
            >
              {PAGE_TEXTS.selectAll}
            </Button>
          </div>
          <Button
            variant="secondary"
            busy={csv.exportingSelected}
            icon={<Download aria-hidden="true" className="size-4" />}
            onClick={() => {
              csv.exportSelected(selectedIds);
            }}
          >
            {PAGE_TEXTS.exportSelected(selectedIds.length)}
          </Button>
          <EmojiIconPicker selected={lists.filter((list) => selected.has(list.id))} readOnly={readOnly} />
          <ShootForm
            busy={shoot.isPending}
            onShoot={onShoot}
            announceLocked={lockOf(drawsRoutes.announceDraw)}
            onAnnounce={(count) => {
              if (selectedIds.length === 0) {
                shoot.reset();
                setShootError(LISTS_TEXTS.selectListsToShoot);
                return;
              }
              setShootError(null);
              setAnnouncing(count);
            }}
            onInvalid={(message) => {
              shoot.reset();
              setShootError(message);
            }}
          />
        </div>

        {shootFailure ? <Alert>{shootFailure}</Alert> : null}
        {announcing !== null ? (
          <AnnounceDrawDialog
            listIds={selectedIds}
            count={announcing}
            onClose={() => {
              setAnnouncing(null);
            }}
            onDone={(drawId, drawAt) => {
              setAnnouncing(null);
              setAnnounced({ drawId, drawAt });
              toast.success(LISTS_SCREEN_TEXTS.announced(formatDateTime(drawAt)));
            }}
          />
        ) : null}
        {announced ? (
          <Alert tone="success">
            {LISTS_SCREEN_TEXTS.announced(formatDateTime(announced.drawAt))}{' '}
            <a href={paths.draw(announced.drawId)} target="_blank" rel="noopener" className="font-semibold underline underline-offset-2">
              {LISTS_SCREEN_TEXTS.announcedCertificate}
            </a>
          </Alert>
        ) : null}
        {shoot.data && !shootFailure ? <ShootResult result={shoot.data} rotation={shoot.variables?.rotation ?? false} /> : null}
        <MessageComposer userId={user?.id ?? 0} usernames={shoot.data && !shootFailure ? shoot.data.usernames : NO_MENTIONS} />
      </div>

      <div className="mt-6">
        {lists.length === 0 && memberSearch.trim() === '' ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
            {quota.canCreate ? (
              <>
                <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{LISTS_SCREEN_TEXTS.emptyTitle}</h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{LISTS_SCREEN_TEXTS.emptyHint}</p>
              </>
            ) : (
              <>
                <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{LISTS_SCREEN_TEXTS.emptyTitle}</h2>
                <p className="mx-auto mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{LISTS_SCREEN_TEXTS.emptyNoPlanHint}</p>
                <Link to={paths.subscription} className={cn(buttonVariants(), 'mt-5')}>
                  {SHARED_TEXTS.viewPlans}
                </Link>
              </>
            )}
          </div>
        ) : visible.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">{LISTS_SCREEN_TEXTS.noMatch}</p>
        ) : (
          <ul aria-label="Lists" className={view.compact ? 'grid grid-cols-1 gap-2 lg:grid-cols-2' : 'grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3'}>
            {visible.map((list) => (
              <li key={list.id} className="flex">
                <div className="flex w-full flex-col [&>article]:flex-1">
                  <ListCard
                    list={list}
                    selected={selected.has(list.id)}
                    onToggleSelected={() => {
                      toggle(list.id);
                    }}
                    editing={editing?.listId === list.id ? editing.field : null}
                    onEdit={(field) => {
                      setEditing(field ? { listId: list.id, field } : null);
                    }}
                    onOpenMembers={() => {
                      setEditing(null);
                      setMembersOf(list.id);
                    }}
                    onDelete={() => {
                      setDeleting(list.id);
                    }}
                    onImport={() => {
                      setEditing(null);
                      setImportInto(list.id);
                    }}
                    onExport={() => {
                      csv.exportList(list);
                    }}
                    exporting={csv.exportingListId === list.id}
                    compact={view.compact}
                    readOnly={readOnly}
                    deleteLocked={deleteLocked}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <GoToTopButton />
      {membersList ? (
        <MembersModal
          list={membersList}
          readOnly={readOnly}
          onClose={() => {
            setMembersOf(null);
          }}
        />
      ) : null}
      {importOpen ? (
        <ImportListsDialog
          onClose={() => {
            setImportOpen(false);
          }}
          onDone={imported}
        />
      ) : null}
      {importList ? (
        <ImportListDialog
          list={importList}
          onClose={() => {
            setImportInto(null);
          }}
          onDone={imported}
        />
      ) : null}
      {deletingList ? (
        <DeleteListDialog
          list={deletingList}
          onClose={() => {
            setDeleting(null);
          }}
        />
      ) : null}
    </PageContainer>
  );
}


import { useState } from 'react';
import { LISTS_ERROR_CODES } from '../../../../common/lists';
import type { ListSummary, ListsResponse } from '../../../../common/lists';
import { drawsRoutes, listsRoutes } from '../../../../common/api/routes';
import { useLists } from '../../../api/lists';
import { useSession } from '../../../api/session';
import { useCurrentWorkspace } from '../../../api/workspaces';
import { GoToTopButton } from '../../../components/go-to-top-button';
import { PageContainer } from '../../../components/page-container';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { RefusalAlert } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { toast, type ToastAction } from '../../../components/ui/toaster';
import { ViewerNotice } from '../../../components/viewer-notice';
import { useCsvExports } from '../../../features/csv/use-csv-exports';
import { useCreateList } from '../../../features/lists/api/create-list';
import type { EditableFieldName } from '../../../features/lists/editable-field';
import { LimitAlert } from '../../../features/lists/limit-alert';
import { ListCard } from '../../../features/lists/list-card';
import { ListsGrid } from '../../../features/lists/lists-grid';
import { ListsViewControls } from '../../../features/lists/lists-view-controls';
import { ShootPanel } from '../../../features/lists/shoot-panel';
import { useListSelection } from '../../../features/lists/use-list-selection';
import { sortLists, useListsView } from '../../../features/lists/use-lists-view';
import { MessageComposer } from '../../../features/compose/message-composer';
import { ApiRequestError } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { canSeeLtd } from '../../header-links';
import { PAGE_TEXTS } from '../page-texts';
import { ListsDialogs, type ListsDialog } from './lists-dialogs';
import { ListsHeader } from './lists-header';
import { SelectionToolbar } from './selection-toolbar';

/** Lists whose name contains the text, ignoring case ('Search lists...' is client-side). */
export function filterListsByName(lists: ListSummary[], text: string): ListSummary[] {
  const needle = text.trim().toLowerCase();
  return needle ? lists.filter((list) => list.name.toLowerCase().includes(needle)) : lists;
}

const isListLimit = (failure: unknown) => failure instanceof ApiRequestError && failure.code === LISTS_ERROR_CODES.listLimit;

/** /lists (spec §2 "Lists screen"): my lists as cards, the toolbar acting on the selected ones, the shoot. */
export function ListsPage() {
  usePageTitle('Lists');
  const [nameSearch, setNameSearch] = useState('');
  const [memberSearch, setMemberSearch] = useState('');
  const lists = useLists(useDebouncedValue(memberSearch.trim()));
  const searches = { nameSearch, setNameSearch, memberSearch, setMemberSearch };

  if (lists.data) return <ListsScreen data={lists.data} {...searches} />;
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader title="Lists" />
      <QueryState query={lists} failed={(reason) => `Error: ${SHARED_TEXTS.fetchFailed(reason)}`} errorClassName="mt-6" retry loading={<LoadingState label={SHARED_TEXTS.loading} />}>
        {() => null}
      </QueryState>
    </PageContainer>
  );
}

type ScreenProps = {
  data: ListsResponse;
  nameSearch: string;
  setNameSearch: (value: string) => void;
  memberSearch: string;
  setMemberSearch: (value: string) => void;
};

function ListsScreen({ data, nameSearch, setNameSearch, memberSearch, setMemberSearch }: ScreenProps) {
  const { lists, quota } = data;
  const { user } = useSession();
  const selection = useListSelection(lists);
  const [editing, setEditing] = useState<{ listId: number; field: EditableFieldName } | null>(null);
  const [dialog, setDialog] = useState<ListsDialog>(null);
  const [limitHit, setLimitHit] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);
  const create = useCreateList();
  const csv = useCsvExports();
  // A Viewer (issue #22) reads, searches, shoots and exports; every change is off, with the reason.
  // A team over its payer's plan (issue #33) too, but for Delete List: its way back within the plan.
  const { readOnly, lockOf } = useCurrentWorkspace();
  const { view, change: changeView } = useListsView(user?.id ?? 0);
  const shown = sortLists(filterListsByName(lists, nameSearch), view.sort);
  const canCreate = quota.canCreate && !limitHit;
  // No list at all (issue #38): no search, view or shoot tools for nothing; the empty state says what to do.
  const noLists = lists.length === 0 && memberSearch.trim() === '' && quota.used === 0;

  function createList() {
    create.mutate(undefined, {
      onSuccess: (list) => {
        setNameSearch('');
        setEditing({ listId: list.id, field: 'name' });
      },
      onError: (failure) => {
        if (isListLimit(failure)) setLimitHit(true);
      },
    });
  }

  function openDialog(next: ListsDialog) {
    setEditing(null);
    setDialog(next);
  }

  function imported(summary: string, action?: ToastAction) {
    setDialog(null);
    toast.success(summary, action);
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <ListsHeader quota={quota} canCreate={canCreate} creating={create.isPending} onCreate={createList} onImport={() => { setDialog({ kind: 'import' }); }} csv={csv} readOnly={readOnly} />

      <div className="mt-6 space-y-4">
        {readOnly ? <ViewerNotice reason={readOnly} /> : null}
        {canCreate || readOnly ? null : <LimitAlert showLtd={canSeeLtd(user)} />}
        {create.error && !isListLimit(create.error) ? <RefusalAlert error={create.error} failed={PAGE_TEXTS.createListFailed} /> : null}
        {noLists ? null : (
          <>
            <div className="grid gap-3 md:grid-cols-2">
              <SearchInput label={SHARED_TEXTS.searchLists} value={nameSearch} onChange={setNameSearch} />
              <SearchInput label={SHARED_TEXTS.searchUsers} value={memberSearch} onChange={setMemberSearch} />
            </div>
            <ListsViewControls view={view} onChangeView={changeView} toolsOpen={toolsOpen} onToggleTools={() => { setToolsOpen((open) => !open); }} selectedCount={selection.selectedIds.length} />
            <ShootPanel
              listIds={selection.selectedIds}
              announceLocked={lockOf(drawsRoutes.announceDraw)}
              toolbar={(shootForm) => (
                <SelectionToolbar selection={selection} shown={shown} open={toolsOpen} csv={csv} readOnly={readOnly}>
                  {shootForm}
                </SelectionToolbar>
              )}
              composer={(usernames) => <MessageComposer userId={user?.id ?? 0} usernames={usernames} />}
            />
          </>
        )}
      </div>

      <div className="mt-6">
        <ListsGrid shown={shown} none={noLists} canCreate={quota.canCreate} compact={view.compact} onCreate={readOnly ? undefined : createList} creating={create.isPending}>
          {(list) => (
            <ListCard
              list={list}
              selected={selection.isSelected(list.id)}
              onToggleSelected={() => { selection.toggle(list.id); }}
              editing={editing?.listId === list.id ? editing.field : null}
              onEdit={(field) => { setEditing(field ? { listId: list.id, field } : null); }}
              onOpenMembers={() => { openDialog({ kind: 'members', listId: list.id }); }}
              onDelete={() => { setDialog({ kind: 'delete', listId: list.id }); }}
              onImport={() => { openDialog({ kind: 'import-into', listId: list.id }); }}
              onExport={() => { csv.exportList(list); }}
              exporting={csv.exportingListId === list.id}
              compact={view.compact}
              readOnly={readOnly}
              deleteLocked={lockOf(listsRoutes.deleteList)}
            />
          )}
        </ListsGrid>
      </div>

      <GoToTopButton />
      <ListsDialogs dialog={dialog} lists={lists} readOnly={readOnly} onClose={() => { setDialog(null); }} onImported={imported} />
    </PageContainer>
  );
}

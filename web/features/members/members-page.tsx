import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import type { MemberRow } from '../../../common/lists';
import { paths } from '../../../common/paths.plain';
import { PageContainer } from '../../components/page-container';
import { RetryAlert } from '../../components/ui/query-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { SearchInput } from '../../components/ui/search-input';
import { errorReason } from '../../lib/field-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { useMembersFirstPage } from './api/get-members';
import { DeleteMemberDialog } from './delete-member-dialog';
import { prepareDateFormat } from '../../lib/format-date';
import { GoToTopButton } from '../../components/go-to-top-button';
import { MemberListDialog } from './member-list-dialog';
import { MembersTable } from './members-table';
import type { MemberAction } from './members-table';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { MEMBERS_SCREEN_TEXTS } from './members-screen-texts';
import { toast, type ToastAction } from '../../components/ui/toaster';
import { ViewerNotice } from '../../components/viewer-notice';
import { useCurrentWorkspace } from '../../api/workspaces';

export const MEMBERS_TEXTS = {
  noMembers: 'No members yet',
  noMatch: 'No members match your search',
  goToLists: 'Go to your lists',
  count: (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'member' : 'members'}`,
} as const;

/** /members (spec §2 "Members screen"): every member of my lists, searchable, copied, moved or removed. */
export function MembersPage() {
  usePageTitle('Members');
  usePreparedFormats();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [listInput, setListInput] = useState('');
  const [searchInput, setSearchInput] = useState('');
  // Both searches wait for the same pause, so typing in both asks the server once.
  const typed = useMemo(() => ({ search: searchInput.trim(), list: listInput.trim() }), [searchInput, listInput]);
  const filter = useDebouncedValue(typed);
  const members = useMembersFirstPage(filter);
  const [action, setAction] = useState<{ kind: MemberAction; member: MemberRow } | null>(null);
  // A Viewer (issue #22), a team over its payer's plan (issue #33): searching and reading, no
  // copying, moving or removing.
  const { readOnly } = useCurrentWorkspace();

  const total = members.data?.total ?? 0;
  const openAction = useCallback((kind: MemberAction, member: MemberRow) => {
    setAction({ kind, member });
  }, []);
  const closeAction = useCallback(() => {
    setAction(null);
  }, []);
  const actionDone = useCallback((message: string, undo?: ToastAction) => {
    setAction(null);
    toast.success(message, undo);
  }, []);

  const filtered = filter.search !== '' || filter.list !== '';
  let content;
  if (members.data) {
    content =
      total === 0 && members.data.members.length === 0 ? (
        <EmptyState filtered={filtered} />
      ) : (
        <MembersTable firstPage={members.data} total={total} onAction={openAction} readOnly={readOnly} />
      );
  } else if (members.error) {
    content = null;
  } else {
    content = <LoadingState label={SHARED_TEXTS.loading} />;
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader title="Members" description="Every member of your lists in one table: copy, move or remove them." headingRef={headingRef} focusable />

      {readOnly ? <ViewerNotice reason={readOnly} className="mt-6" /> : null}
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <SearchInput label={SHARED_TEXTS.searchLists} value={listInput} onChange={setListInput} />
        <SearchInput label={SHARED_TEXTS.searchUsers} value={searchInput} onChange={setSearchInput} />
      </div>

      <div className="mt-6 flex min-h-6 items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        {members.data ? (
          <p aria-live="polite" aria-atomic="true">
            {MEMBERS_TEXTS.count(total)}
          </p>
        ) : null}
        {members.data && members.isFetching ? <Spinner className="text-indigo-600 dark:text-indigo-400" /> : null}
      </div>

      <div className="mt-3 space-y-4">
        {members.error ? (
          // The first page (a later one that fails says so over the rows: members-table.tsx).
          <RetryAlert onRetry={() => void members.refetch()}>
            {MEMBERS_SCREEN_TEXTS.fetchMembersFailed(errorReason(members.error))}
          </RetryAlert>
        ) : null}
        {content}
      </div>

      {action && action.kind !== 'delete' ? (
        <MemberListDialog
          mode={action.kind}
          member={action.member}
          onClose={closeAction}
          onDone={actionDone}
          fallbackFocus={headingRef}
        />
      ) : null}
      {action?.kind === 'delete' ? (
        <DeleteMemberDialog member={action.member} onClose={closeAction} onDone={actionDone} fallbackFocus={headingRef} />
      ) : null}
      <GoToTopButton focusTarget={headingRef} />
    </PageContainer>
  );
}

/**
 * The first Intl number and date formats of a page load ICU's data (about 31 ms and 37 ms in
 * Chromium): done while the first page is on its way, each in a task of its own, that work stays out
 * of the render that shows the first rows and the count.
 */
function usePreparedFormats() {
  useEffect(() => {
    const timers = [setTimeout(() => MEMBERS_TEXTS.count(0)), setTimeout(prepareDateFormat)];
    return () => {
      timers.forEach(clearTimeout);
    };
  }, []);
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <Users aria-hidden="true" className="mx-auto size-8 text-slate-400" />
      <p className="mt-3 font-semibold text-slate-900 dark:text-white">{filtered ? MEMBERS_TEXTS.noMatch : MEMBERS_TEXTS.noMembers}</p>
      {filtered ? null : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Add usernames to your lists and they show up here.{' '}
          <Link to={paths.lists} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
            {MEMBERS_TEXTS.goToLists}
          </Link>
        </p>
      )}
    </div>
  );
}

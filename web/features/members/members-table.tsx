import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { CSSProperties, FocusEvent, RefObject } from 'react';
import type { MemberRow } from '../../../common/lists';
import { xProfileUrl } from '../../../common/x-handle.plain';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RetryAlert } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { errorReason } from '../../lib/field-errors';
import { formatDate } from '../../lib/format-date';
import { useMediaQuery } from '../../lib/use-media-query';
import { viewerLock } from '../../components/viewer-notice';
import { useMembersPages, type MembersPageOf } from './api/get-members';
import { pageOf, pagesOf, pageStart } from './member-pages';
import { MEMBERS_SCREEN_TEXTS } from './members-screen-texts';
import { useRowWindow } from './use-row-window';

/** Every row has this height, so where each one is is known without measuring. */
export const MEMBER_ROW_HEIGHT = 52;
/**
 * Below the md breakpoint a row is a card of three lines (the handle and its date, the list, the
 * actions), still one fixed height so the rows stay virtualised (issue #18: at 390 px the actions
 * were off-screen and the names cut).
 */
export const MEMBER_CARD_HEIGHT = 116;
const PHONE = '(max-width: 767.98px)';
/**
 * Pages holding rows this close to the screen are asked for too: about seven fast wheel flicks
 * ahead, more than a page takes to come (about 10 ms on the server after the page before).
 */
const PREFETCH_ROWS = 150;

/** The columns of the header and of every row: List Name and Username share what Created At and Actions leave. */
const COLUMNS = 'md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem_18rem] md:items-center md:[grid-template-areas:none]';
/** A row as a card on a phone: the handle and its date, the list, then the actions. */
const CARD = "grid grid-cols-[minmax(0,1fr)_auto] content-center gap-y-1 py-2 [grid-template-areas:'user_date'_'list_list'_'actions_actions'] md:gap-y-0 md:py-0";
const AREA = { list: '[grid-area:list] md:[grid-area:auto]', user: '[grid-area:user] md:[grid-area:auto]', date: '[grid-area:date] md:[grid-area:auto]', actions: '[grid-area:actions] md:[grid-area:auto]' };
const ROW = 'absolute inset-x-0 top-0 border-t border-slate-100 contain-strict dark:border-slate-800';
/** A grey bar where a placeholder row's text will be. */
const PLACEHOLDER_BAR = "relative before:absolute before:top-1/2 before:left-4 before:h-3 before:w-24 before:-translate-y-1/2 before:rounded before:bg-slate-200 before:content-[''] dark:before:bg-slate-700";

export type MemberAction = 'copy' | 'change' | 'delete';

type MembersTableProps = {
  /** The first page of the search shown (its rows, and the searches the other pages are read for). */
  firstPage: MembersPageOf;
  /** All members that match, loaded or not (the table's aria-rowcount). */
  total: number;
  onAction: (action: MemberAction, member: MemberRow) => void;
  /** Why Copy, Change and Delete are off (a Viewer, issue #22; a team over its plan, issue #33), or null. */
  readOnly?: string | null;
};

/**
 * The members table (spec §2): a table (ARIA table roles on a grid of divs) whose body draws only
 * the rows on screen, each absolutely placed in a body as tall as every row (at most
 * BODY_MAX_PX: scroll-map.ts), so a million members scroll as fast as 10. Each row is read from
 * its page (member-pages.ts), asked for when it nears the screen; a row whose page has not come
 * yet is drawn as a placeholder.
 *
 * Rows are divs rather than <tr>: a row has a fixed size and `contain: strict`, so adding one lays
 * out and paints only that row, and no spacer row changes height on every frame. Against the same
 * rows in a table element with spacer rows, a 10,000-row scroll took about 9% less main-thread time
 * (prepaint 30% less). The roles and aria-rowindex/aria-rowcount keep the table semantics.
 */
export function MembersTable({ firstPage, total, onAction, readOnly = null }: MembersTableProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(PHONE);
  const rowHeight = phone ? MEMBER_CARD_HEIGHT : MEMBER_ROW_HEIGHT;
  const view = useRowWindow(total, rowHeight, bodyRef);

  // The pages of the rows drawn and of those near them; the first is always there.
  const wanted = pagesOf(Math.max(0, view.first - PREFETCH_ROWS), Math.min(total - 1, view.last + PREFETCH_ROWS)).filter((page) => page > 0);
  const pages = useMembersPages(firstPage.filter, wanted, view.settled);
  const rowAt = (index: number): MemberRow | undefined => {
    const page = pageOf(index);
    const data = page === 0 ? firstPage : pages[wanted.indexOf(page)]?.data;
    return data?.members[index - pageStart(page)];
  };
  let loading = false;
  const failed = pages.filter((page) => page.error !== null);

  // Row elements are recycled by position: a row's React key is its place among the drawn rows
  // (the first drawn is 0), not its member. A flick rewrites the text and attributes of the rows
  // in place; nothing is created, removed or moved, and the DOM order stays the order on screen
  // (Tab and screen readers follow it). Keyed by slot (index modulo the rows drawn), the rows
  // that left the top were moved to the bottom, a DOM move each, restyled and laid out again: in
  // a scroll through 100,000 rows, 32 long tasks against 6 by position (decision 008).
  const focusFollowsMember = useFocusFollowsMember(bodyRef);
  const drawn = [];
  for (let index = view.first; index <= view.last; index += 1) {
    const member = rowAt(index);
    // A row drawn without its member yet: its page is on its way, or will be once the scroll rests.
    if (!member) loading = true;
    const top = index * rowHeight - view.shift;
    drawn.push(
      <MemberTableRow key={index - view.first} member={member} rowIndex={index + 2} top={top} height={rowHeight} onAction={onAction} readOnly={readOnly} />,
    );
  }

  return (
    <div>
      <Card padding="none" className="overflow-x-auto">
        <div role="table" aria-label="Members" aria-rowcount={total + 1} className="text-left text-sm md:min-w-[44rem]">
          <div
            role="rowgroup"
            // On a phone the cards say what each line is: the header stays for screen readers only.
            className="sr-only bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase md:not-sr-only dark:bg-slate-800/60 dark:text-slate-300"
          >
            <div role="row" aria-rowindex={1} className={`md:grid ${COLUMNS}`}>
              {['List Name', 'Username', 'Created At', 'Actions'].map((column) => (
                <div key={column} role="columnheader" className={column === 'Actions' ? 'px-4 py-3 text-right' : 'px-4 py-3'}>
                  {column}
                </div>
              ))}
            </div>
          </div>
          <div
            role="rowgroup"
            ref={bodyRef}
            // Rows drawn shifted (a capped body) can start above the body: they stay inside it.
            className="relative overflow-clip"
            style={{ height: view.height }}
            aria-busy={loading}
            onFocus={focusFollowsMember}
          >
            {drawn}
          </div>
        </div>
      </Card>
      {/* Always there, one line tall: a page starting to load fills it without moving the page
          below the table (a change of the document's height, and a full layout, mid-scroll). */}
      <div className="flex h-14 items-center justify-center">
        {loading ? (
          <div role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <Spinner className="text-indigo-600 dark:text-indigo-400" />
            Loading more members...
          </div>
        ) : null}
      </div>
      {failed.length > 0 ? (
        // Where the person is, however far down: the rows that could not be read are on screen.
        // Above the Go to Top button, which sits in a corner at the bottom.
        <div className="fixed inset-x-4 bottom-20 z-30 mx-auto max-w-lg rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <RetryAlert
            pending={failed.some((page) => page.isFetching)}
            onRetry={() => {
              for (const page of failed) void page.refetch();
            }}
          >
            {MEMBERS_SCREEN_TEXTS.fetchMembersFailed(errorReason(failed[0]!.error))}
          </RetryAlert>
        </div>
      ) : null}
    </div>
  );
}


type MemberTableRowProps = {
  /** Undefined while the row's page has not come: the row is drawn as a placeholder. */
  member: MemberRow | undefined;
  rowIndex: number;
  /** Where the row starts in the table body, in px. */
  top: number;
  height: number;
  onAction: (action: MemberAction, member: MemberRow) => void;
  readOnly: string | null;
};

/**
 * A recycled row can show another member from one render to the next: a link or button focused in
 * it must not then act on someone else. After every render the focus goes to the same control of
 * the member it was on, wherever that member's row now is, or leaves the table when the member is
 * no longer drawn. Returns the focus listener of the table body, which notes where the focus is.
 */
function useFocusFollowsMember(bodyRef: RefObject<HTMLDivElement | null>) {
  const focused = useRef<{ memberId: string; control: number } | null>(null);
  useLayoutEffect(() => {
    const element = document.activeElement;
    const body = bodyRef.current;
    const was = focused.current;
    if (!body || !was || !(element instanceof HTMLElement) || !body.contains(element)) return;
    if (element.closest<HTMLElement>('[data-member-id]')?.dataset.memberId === was.memberId) return;
    const row = body.querySelector<HTMLElement>(`[data-member-id="${was.memberId}"]`);
    const target = row?.querySelectorAll<HTMLElement>(FOCUSABLE)[was.control];
    if (target) target.focus({ preventScroll: true });
    else element.blur();
  });
  return useCallback((event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-member-id]');
    const memberId = row?.dataset.memberId;
    if (!row || memberId === undefined) return;
    focused.current = { memberId, control: [...row.querySelectorAll(FOCUSABLE)].indexOf(event.target as Element) };
  }, []);
}
const FOCUSABLE = 'a[href], button';

/**
 * One member. Ten elements: the actions are text buttons without icons. With icons (an <svg> and
 * a <path> each) a row had sixteen, and a flick restyles and lays out every element of the ~23
 * rows it recycles: in alternated runs of a 110,000-px scroll the rows with icons gave 4, 44 and
 * 1 long tasks, the rows without 1, 0 and 0 (decision 008).
 */
const MemberTableRow = memo(function MemberTableRow({ member, rowIndex, top, height, onAction, readOnly }: MemberTableRowProps) {
  const lock = viewerLock(readOnly);
  const style: CSSProperties = { height, transform: `translateY(${String(top)}px)` };
  if (!member) {
    // The same elements as a member's row, empty: when the page comes, its texts and attributes
    // are written in place, and no element is made or removed (decision 043).
    return (
      <div role="row" aria-rowindex={rowIndex} aria-busy="true" style={style} className={`${CARD} ${COLUMNS} ${ROW}`}>
        <div role="cell" className={`${PLACEHOLDER_BAR} truncate px-4 text-transparent ${AREA.list}`}>
          {SHARED_TEXTS.loading}
        </div>
        <div role="cell" className={`${PLACEHOLDER_BAR} min-h-5 truncate px-4 ${AREA.user}`}>
          <a />
        </div>
        <div role="cell" className={`truncate px-4 ${AREA.date}`}>
          <time />
        </div>
        <div role="cell" className={`invisible flex justify-end gap-1 px-2 md:px-4 ${AREA.actions}`}>
          <Button size="sm" variant="ghost" disabled>
            Copy
          </Button>
          <Button size="sm" variant="ghost" disabled>
            Change
          </Button>
          <Button size="sm" variant="ghost" disabled>
            Delete
          </Button>
        </div>
      </div>
    );
  }
  const handle = `@${member.username}`;
  return (
    <div
      data-member-id={member.id}
      role="row"
      aria-rowindex={rowIndex}
      style={style}
      className={`${CARD} ${COLUMNS} ${ROW} hover:bg-slate-50 dark:hover:bg-slate-800/40`}
    >
      <div role="cell" className={`truncate px-4 text-slate-600 md:font-medium md:text-slate-900 dark:text-slate-400 md:dark:text-slate-100 ${AREA.list}`} title={member.listName}>
        {member.listName}
      </div>
      <div role="cell" className={`truncate px-4 ${AREA.user}`}>
        <a
          href={xProfileUrl(member.username)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
        >
          {handle}
        </a>
      </div>
      <div role="cell" className={`truncate px-4 text-xs text-slate-500 md:text-sm md:text-slate-600 dark:text-slate-400 ${AREA.date}`}>
        <time dateTime={member.createdAt}>{formatDate(member.createdAt)}</time>
      </div>
      <div role="cell" className={`flex justify-end gap-1 px-2 md:px-4 ${AREA.actions}`}>
        <Button size="sm" variant="ghost" aria-label={`Copy ${handle}`} onClick={() => onAction('copy', member)} {...lock}>
          Copy
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Change list of ${handle}`} onClick={() => onAction('change', member)} {...lock}>
          Change
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${handle} from ${member.listName}`} onClick={() => onAction('delete', member)} {...lock}>
          Delete
        </Button>
      </div>
    </div>
  );
});

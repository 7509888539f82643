import { createContext, useContext } from 'react';
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/*
 * The app's tables, in a bordered box. Two ways to fit a narrow screen (below md):
 * - 'cards': each row becomes a card: the row header on top, each cell on a line of its own after
 *   its column's name, the actions at the bottom; the column headers stay for screen readers only.
 * - 'columns': the table stays a table; the page hides the columns a phone has no room for.
 * The explicit roles keep the table's semantics for browsers that drop them once a table is no
 * longer displayed as one.
 */
export type TableLayout = 'cards' | 'columns';

const LayoutContext = createContext<TableLayout>('cards');
const useCards = () => useContext(LayoutContext) === 'cards';

type TableProps = {
  /** Names the table (its caption, read by screen readers only). */
  label?: string;
  busy?: boolean;
  layout?: TableLayout;
  children: ReactNode;
};

export function Table({ label, busy, layout = 'cards', children }: TableProps) {
  return (
    <LayoutContext value={layout}>
      <div
        className={cn(
          'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
          layout === 'cards' ? 'md:overflow-x-auto' : 'overflow-hidden',
          busy && 'opacity-60 transition-opacity',
        )}
      >
        <table role="table" aria-busy={busy || undefined} className={cn('w-full text-left text-sm', layout === 'cards' && 'max-md:block')}>
          {label === undefined ? null : <caption className="sr-only">{label}</caption>}
          {children}
        </table>
      </div>
    </LayoutContext>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead
      role="rowgroup"
      className={cn(
        'border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-950/60 dark:text-slate-400',
        useCards() && 'max-md:sr-only',
      )}
    >
      <tr role="row">{children}</tr>
    </thead>
  );
}

const cellPadding = 'px-3 py-3 md:px-4';

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th role="columnheader" scope="col" className={cn(cellPadding, 'whitespace-nowrap', className)} {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody role="rowgroup" className={cn('divide-y divide-slate-100 dark:divide-slate-800', useCards() && 'max-md:block')} {...props} />;
}

export function Tr(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr role="row" className={cn(useCards() && 'max-md:flex max-md:flex-col max-md:gap-1.5 max-md:px-4 max-md:py-4')} {...props} />;
}

type TdProps = TdHTMLAttributes<HTMLTableCellElement> & {
  /** The column's name, shown before the value when the row is a card (narrow screens). */
  label?: string;
  /** The row's actions: at the bottom of the card. */
  actions?: boolean;
};

export function Td({ label, actions, className, ...props }: TdProps) {
  const cards = useCards();
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        cellPadding,
        'align-middle text-slate-700 dark:text-slate-300',
        cards && 'max-md:p-0',
        cards &&
          label &&
          'max-md:flex max-md:items-center max-md:gap-3 max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-left max-md:before:font-sans max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:uppercase max-md:before:content-[attr(data-label)_/_""] dark:max-md:before:text-slate-400',
        cards && actions && 'max-md:mt-2 max-md:block max-md:[&>div]:justify-start',
        className,
      )}
      {...props}
    />
  );
}

/** The first cell of a row names it (a row header), so a screen reader announces it with each cell. */
export function RowHeader({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      role="rowheader"
      scope="row"
      className={cn(cellPadding, 'align-middle font-medium text-slate-900 dark:text-white', useCards() && 'max-md:block max-md:p-0 max-md:text-base', className)}
      {...props}
    />
  );
}

import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';

/*
 * The tables of the blog screen. On a narrow screen (below md) each row becomes a card: the row
 * header on top, each cell on a line of its own after its column's name, the actions at the bottom;
 * the column headers stay for screen readers only. The explicit roles keep the table's semantics
 * for browsers that drop them once a table is no longer displayed as one.
 */

/** A table in a bordered box; `label` names it (its caption). */
export function Table({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-slate-200 bg-white shadow-sm md:overflow-x-auto dark:border-slate-800 dark:bg-slate-900',
        busy && 'opacity-60 transition-opacity',
      )}
    >
      <table role="table" aria-busy={busy || undefined} className="w-full text-left text-sm max-md:block">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead
      role="rowgroup"
      className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:sr-only dark:border-slate-800 dark:bg-slate-950/60 dark:text-slate-400"
    >
      <tr role="row">{children}</tr>
    </thead>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th role="columnheader" scope="col" className={cn('px-4 py-3 whitespace-nowrap', className)} {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody role="rowgroup" className="divide-y divide-slate-100 max-md:block dark:divide-slate-800" {...props} />;
}

export function Tr(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr role="row" className="max-md:flex max-md:flex-col max-md:gap-1.5 max-md:px-4 max-md:py-4" {...props} />;
}

type TdProps = TdHTMLAttributes<HTMLTableCellElement> & {
  /** The column's name, shown before the value when the row is a card (narrow screens). */
  label?: string;
  /** The row's actions: at the bottom of the card. */
  actions?: boolean;
};

export function Td({ label, actions, className, ...props }: TdProps) {
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        'px-4 py-3 align-middle text-slate-700 max-md:p-0 dark:text-slate-300',
        label &&
          'max-md:flex max-md:items-center max-md:gap-3 max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-left max-md:before:font-sans max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:uppercase max-md:before:content-[attr(data-label)_/_""] dark:max-md:before:text-slate-400',
        actions && 'max-md:mt-2 max-md:block max-md:[&>div]:justify-start',
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
      className={cn('px-4 py-3 align-middle font-medium text-slate-900 max-md:block max-md:p-0 max-md:text-base dark:text-white', className)}
      {...props}
    />
  );
}

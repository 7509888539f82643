import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Label/value pairs on two columns (a card's details): use Detail inside. */
export function DetailList({ compact = false, className, children }: { compact?: boolean; className?: string; children: ReactNode }) {
  return <dl className={cn('grid grid-cols-[auto_1fr]', compact ? 'gap-x-3 gap-y-1' : 'gap-x-4 gap-y-1.5 text-sm', className)}>{children}</dl>;
}

/** One pair of a DetailList: the label in grey, the value beside it. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The message of an empty list or table ('No plans yet…'), in a dashed box. */
export function EmptyState({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p
      className={cn(
        'rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400',
        className,
      )}
    >
      {children}
    </p>
  );
}

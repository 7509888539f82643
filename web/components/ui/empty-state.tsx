import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const boxClassName = 'rounded-2xl border border-dashed border-slate-300 px-6 text-center dark:border-slate-700';
const hintClassName = 'text-sm text-slate-600 dark:text-slate-400';

type EmptyStateProps = {
  className?: string;
  /** A heading over the message ('No lists yet'); without one the box is the message alone. */
  title?: string;
  /** What to do next (a link or a button), under the message. */
  action?: ReactNode;
  children: ReactNode;
};

/** The message of an empty list or table ('No plans yet…'), in a dashed box. */
export function EmptyState({ className, title, action, children }: EmptyStateProps) {
  if (title === undefined) return <p className={cn(boxClassName, hintClassName, 'py-10', className)}>{children}</p>;
  return (
    <div className={cn(boxClassName, 'py-14', className)}>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className={cn(hintClassName, 'mx-auto mt-1 max-w-md')}>{children}</p>
      {action}
    </div>
  );
}

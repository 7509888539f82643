import type { HTMLAttributes } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { refusalText } from '../../lib/field-errors';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-700 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300',
  warning: 'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-300',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-300',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-800 dark:border-indigo-900/60 dark:bg-indigo-950/40 dark:text-indigo-300',
};

const icons = { error: CircleAlert, warning: TriangleAlert, success: CircleCheck, info: Info } as const;

type AlertProps = HTMLAttributes<HTMLDivElement> & { tone?: AlertTone };

/**
 * A message box. An error (in red, spec §8) or a warning (in yellow) is announced at once
 * (role="alert"); a success or an information politely (role="status").
 */
export function Alert({ tone = 'error', className, children, ...props }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm', tones[tone], className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 break-words">{children}</div>
    </div>
  );
}

/** A request's refusal in red, worded by refusalText (in `failed`'s words when given); nothing while there is none. */
export function RefusalAlert({ error, failed, className }: { error: unknown; failed?: (reason: string) => string; className?: string }) {
  const text = refusalText(error, failed);
  return text ? <Alert className={className}>{text}</Alert> : null;
}

import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  /** A help line under the label, describing the checkbox. */
  hint?: string;
};

/**
 * A checkbox with its label beside it (the whole label is clickable). The box itself is 24 px, the
 * smallest target WCAG 2.5.8 accepts without counting on space around it: a smaller one failed
 * when the post form's sticky Save bar covered half of it (issue #18).
 */
export function CheckboxField({ label, hint, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const box = (
    <div className={cn('flex items-center gap-2.5', hint ? null : className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className="size-6 shrink-0 rounded border-slate-300 accent-indigo-600 dark:border-slate-600 dark:accent-indigo-400"
        {...props}
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
  if (!hint) return box;
  return (
    <div className={className}>
      {box}
      <p id={hintId} className="mt-1 ml-8.5 text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
    </div>
  );
}

import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: string };

/** A checkbox with its label beside it (the whole label is clickable). */
export function CheckboxField({ label, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-indigo-600 dark:border-slate-600 dark:accent-indigo-400"
        {...props}
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}

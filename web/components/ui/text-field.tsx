import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

/** The look of a text input, shared by selects and other fields. */
export const inputClassName =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 transition-colors focus:border-indigo-500 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400 dark:aria-[invalid=true]:border-red-400';

export const labelClassName = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

/** The red asterisk after the label of a required field; the input's `required` tells assistive tech. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
      *
    </span>
  );
}

/** The error line under a field, tied to it by aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown in red under the input; marks it aria-invalid. */
  error?: string;
  /** A help line under the input. */
  hint?: string;
  /** Something inside the input's right edge (a show/hide button). */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/** A labelled input: label tied by htmlFor/id, required marker, hint and error described by the input. */
export function TextField({ label, error, hint, trailing, inputRef, className, required, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      {/* The marker stays outside the label, so the label's text is the field's name exactly. */}
      <div className="flex items-baseline">
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
        {required ? <RequiredMark /> : null}
      </div>
      <div className="relative mt-1.5">
        <input
          ref={inputRef}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClassName, trailing ? 'pr-11' : null)}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

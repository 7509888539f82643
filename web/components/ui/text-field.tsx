import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, inputClassName, labelClassName } from './field-styles';

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

type FieldFrameProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** The ids that tie a field's hint and error to its control (aria-describedby). */
export function useFieldIds(hint?: string, error?: string) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** A field's label (with the required marker) above its control, and its hint and error below. */
function FieldFrame({ id, label, required, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      {/* The marker stays outside the label, so the label's text is the field's name exactly. */}
      <div className="flex items-baseline">
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
        {required ? <RequiredMark /> : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

type FieldProps = {
  label: string;
  /** Shown in red under the control; marks it aria-invalid. */
  error?: string;
  /** A help line under the control. */
  hint?: string;
  className?: string;
};

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  FieldProps & {
    /** Something inside the input's right edge (a show/hide button). */
    trailing?: ReactNode;
    inputRef?: Ref<HTMLInputElement>;
  };

/** A labelled input: label tied by htmlFor/id, required marker, hint and error described by the input. */
export function TextField({ label, error, hint, trailing, inputRef, className, required, ...props }: TextFieldProps) {
  const { id, describedBy } = useFieldIds(hint, error);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative mt-1.5">
        <input
          ref={inputRef}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClassName, trailing ? 'pr-11' : null)}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div> : null}
      </div>
    </FieldFrame>
  );
}

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> &
  FieldProps & {
    /** More classes for the textarea itself (a monospace font for HTML). */
    inputClassName?: string;
  };

/** A labelled textarea, styled and described like TextField. */
export function TextareaField({ label, error, hint, className, inputClassName: extra, required, ...props }: TextareaFieldProps) {
  const { id, describedBy } = useFieldIds(hint, error);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClassName, 'mt-1.5 resize-y', extra)}
        {...props}
      />
    </FieldFrame>
  );
}

/** An https address: the keyboard for addresses, no spelling check, 'https://' as the placeholder. */
export function UrlField(props: TextFieldProps) {
  return <TextField type="url" inputMode="url" maxLength={2000} autoComplete="off" spellCheck={false} placeholder="https://" {...props} />;
}

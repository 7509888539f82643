import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EditableFieldName = 'name' | 'communityId' | 'icon';

type EditableFieldProps = {
  editing: boolean;
  /** What the button says to a screen reader before the shown value: 'Edit name'. */
  editLabel: string;
  /** The input's accessible name: 'List name'. */
  inputLabel: string;
  /** The text the input starts with. */
  initial: string;
  placeholder?: string;
  maxLength?: number;
  /** The value as shown on the card (a button that starts editing). */
  children: ReactNode;
  /** The value in words, for the button's name: 'Edit name: Friends'. */
  valueText: string;
  onStart: () => void;
  /** Enter or a click outside: save `value` (the card decides whether anything changed). */
  onCommit: (value: string) => void;
  /** Escape: leave it as it was. */
  onCancel: () => void;
  className?: string;
  inputClassName?: string;
  /** A Viewer's card (issue #22): the value shows, editing is off with the reason. */
  lock?: { disabled?: true; title?: string; 'aria-describedby'?: string };
};

/**
 * Click-to-edit (spec §2): the value is a button; editing shows an input. Enter saves, Escape
 * cancels, and leaving the input (a click outside, Tab) saves too — one rule for every field.
 * The page keeps one field in edit at a time.
 */
export function EditableField({
  editing,
  editLabel,
  inputLabel,
  initial,
  placeholder,
  maxLength,
  children,
  valueText,
  onStart,
  onCommit,
  onCancel,
  className,
  inputClassName,
  lock = {},
}: EditableFieldProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // After Enter or Escape, keyboard users land back on the value they edited.
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  if (editing) {
    return (
      <EditInput
        label={inputLabel}
        initial={initial}
        placeholder={placeholder}
        maxLength={maxLength}
        className={inputClassName}
        onCommit={(value, byKeyboard) => {
          refocus.current = byKeyboard;
          onCommit(value);
        }}
        onCancel={() => {
          refocus.current = true;
          onCancel();
        }}
      />
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      title="Click to edit"
      aria-label={`${editLabel}: ${valueText}`}
      onClick={onStart}
      {...lock}
      className={cn(
        'min-w-0 rounded-md px-1 text-left hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:hover:bg-transparent dark:hover:bg-slate-950/40',
        className,
      )}
    >
      {children}
    </button>
  );
}

function EditInput({
  label,
  initial,
  placeholder,
  maxLength,
  className,
  onCommit,
  onCancel,
}: {
  label: string;
  initial: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
  onCommit: (value: string, byKeyboard: boolean) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  // Enter or Escape ends the edit; the blur that follows must not end it a second time.
  const done = useRef(false);

  return (
    <input
      aria-label={label}
      value={value}
      placeholder={placeholder}
      maxLength={maxLength}
      autoFocus
      autoComplete="off"
      spellCheck={false}
      onFocus={(event) => {
        event.currentTarget.select();
      }}
      onChange={(event) => {
        setValue(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          if (done.current) return;
          done.current = true;
          onCommit(value, true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          if (done.current) return;
          done.current = true;
          onCancel();
        }
      }}
      onBlur={() => {
        if (done.current) return;
        done.current = true;
        onCommit(value, false);
      }}
      className={cn(
        'block w-full min-w-0 rounded-md border border-indigo-400 bg-white px-2 py-1 text-sm text-slate-900 shadow-sm dark:border-indigo-500 dark:bg-slate-950 dark:text-slate-100',
        className,
      )}
    />
  );
}

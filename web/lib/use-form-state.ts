import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';

/** Each wrong field's message, by field name ('title', 'store:Chrome'…). */
export type FormErrors = Partial<Record<string, string>>;

/** What a form's reader (its zod schema, shared with the server) makes of the values. */
export type FormRead<I> = { input: I } | { errors: FormErrors };

type Keys<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/**
 * The state of a form as typed: its values, the message of each wrong field, and the focus on
 * the first wrong field (in the order on screen) after a refused submit. The values are read
 * with the form's own reader (`readPlanForm`…, built on the schema the server checks too), so
 * this hook imports no schema itself.
 */
export function useFormState<V extends object>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [refusal, setRefusal] = useState<{ errors: FormErrors; values: V | null }>({ errors: {}, values: null });
  // A message stays only while its field holds the value it was about (issue #18: no 'Title is
  // required' under a filled title), however the value changed (typing, a slug following a title).
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(refusal.errors)) {
    if (refusal.values === null || (values as Record<string, unknown>)[key] === (refusal.values as Record<string, unknown>)[key] || !(key in (values as object))) errors[key] = message;
  }
  const setErrors = (next: FormErrors) => {
    setRefusal({ errors: next, values });
  };
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function set<K extends keyof V>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  /** Shows these messages and focuses the first wrong field (also for a refusal of the server: 'slug taken'). */
  function refuse(next: FormErrors) {
    setRefusal({ errors: next, values });
    setAttempt((count) => count + 1);
  }

  /** The input to send, or null after showing why not. */
  function accept<I>(read: FormRead<I>): I | null {
    if ('errors' in read) {
      refuse(read.errors);
      return null;
    }
    setErrors({});
    return read.input;
  }

  /** The props of a TextField or TextareaField bound to a text value. */
  function text<K extends Keys<V, string>>(key: K) {
    return {
      name: key,
      value: values[key] as string,
      error: errors[key],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        set(key, event.target.value as V[K]);
      },
    };
  }

  /** The props of a SelectField bound to a text value (no error line). */
  function select<K extends Keys<V, string>>(key: K) {
    const { error: _error, ...props } = text(key);
    return props;
  }

  /** The props of a CheckboxField bound to a boolean value. */
  function checkbox<K extends Keys<V, boolean>>(key: K) {
    return {
      name: key,
      checked: values[key] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        set(key, event.target.checked as V[K]);
      },
    };
  }

  return { values, setValues, set, errors, setErrors, refuse, accept, formRef, text, select, checkbox };
}

// The look of a field, in a module of its own: a select on the first page needs these two
// strings, not the text field's components.

/**
 * One height for every control of a form or a toolbar (issue #18, decision 018): a one-line input,
 * a select and a button (`Button` size md) are all 40 px, so side by side they line up. Small
 * icon buttons inside rows (a member's Copy, a card's menu) and the spec's 30 px emoji picker are
 * the exceptions.
 */
export const CONTROL_HEIGHT = 'h-10';

/** The look of a text input, shared by selects, textareas and other fields (no height: a textarea grows). */
export const inputClassName =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 transition-colors focus:border-indigo-500 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400 dark:aria-[invalid=true]:border-red-400';

/** A one-line input or a select: the field's look at the control height. */
export const controlClassName = `${inputClassName} ${CONTROL_HEIGHT}`;

export const labelClassName = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

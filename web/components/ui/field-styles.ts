// The look of a field, in a module of its own: a select on the first page needs these two
// strings, not the text field's components.

/** The look of a text input, shared by selects and other fields. */
export const inputClassName =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 transition-colors focus:border-indigo-500 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400 dark:aria-[invalid=true]:border-red-400';

export const labelClassName = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

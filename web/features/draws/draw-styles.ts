/** The look the certificate's sections share. */
export const sectionClassName = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
export const headingClassName = 'text-base font-semibold text-slate-900 dark:text-white';
export const codeClassName = 'font-mono text-xs break-all';

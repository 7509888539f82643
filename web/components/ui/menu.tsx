import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The look of a menu's item, a button or a link (the focus moves with the arrow keys). */
export const menuItemClassName =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

/** A button of a menu (role="menuitem", out of the Tab order: useMenuButton moves the focus). */
export function MenuItem({ className, ...props }: Omit<ComponentProps<'button'>, 'role' | 'tabIndex' | 'type'>) {
  return <button type="button" role="menuitem" tabIndex={-1} className={cn(menuItemClassName, className)} {...props} />;
}

/** The line between groups of a menu's items. */
export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-slate-100 dark:bg-slate-800" />;
}

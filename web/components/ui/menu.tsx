import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useMenuButton } from '../../lib/use-menu-button';

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

type HeaderMenuProps = {
  icon: LucideIcon;
  /** What the button is, read before its visible text ('Account menu: '), so the name holds the text (WCAG 2.5.3). */
  label: string;
  /** The visible text (a name), cut short when long. */
  text: string;
  textClassName?: string;
  /** After the text (a badge). */
  badge?: ReactNode;
  busy?: boolean;
  /** The panel's width and placement. */
  panelClassName: string;
  /** Above the items: what the menu is about. */
  header: ReactNode;
  /** Names the items (role="menu"). */
  menuLabel: string;
  menuClassName?: string;
  /** The items: MenuItem buttons and MenuItemLink links. */
  children: ReactNode;
};

/**
 * A dropdown of the header (the account, the workspace), the menu button pattern of useMenuButton:
 * its button (an icon, the text, a chevron that turns while open) and, while open, the panel under
 * it with a header and the items. Choosing an item closes the menu; a button item gives the focus
 * back to the menu's button (the item is gone), a link leaves it to the page it opens.
 */
export function HeaderMenu({ icon: Icon, label, text, textClassName, badge, busy, panelClassName, header, menuLabel, menuClassName, children }: HeaderMenuProps) {
  const { open, setOpen, containerRef, buttonRef, menuRef, buttonProps, menuProps } = useMenuButton();
  return (
    <div ref={containerRef} className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        {...buttonProps}
        aria-busy={busy}
        className="inline-flex h-9 max-w-full min-w-0 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <span className="sr-only">{label}</span>
        <span className={cn('min-w-0 truncate', textClassName)}>{text}</span>
        {badge}
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div className={cn('absolute right-0 z-50 mt-2 origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900', panelClassName)}>
          {header}
          <div
            ref={menuRef}
            {...menuProps}
            aria-label={menuLabel}
            className={menuClassName}
            onClick={(event) => {
              const item = event.target instanceof Element ? event.target.closest('[role="menuitem"]') : null;
              if (!item) return;
              setOpen(false);
              if (item instanceof HTMLButtonElement) buttonRef.current?.focus();
            }}
          >
            {children}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A link of a menu (role="menuitem", out of the Tab order: useMenuButton moves the focus). */
export function MenuItemLink({ className, ...props }: Omit<ComponentProps<typeof Link>, 'role' | 'tabIndex'>) {
  return <Link role="menuitem" tabIndex={-1} className={cn(menuItemClassName, className)} {...props} />;
}

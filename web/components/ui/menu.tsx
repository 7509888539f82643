import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { useMenuButton } from '../../lib/use-menu-button';

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

type MenuButtonState = ReturnType<typeof useMenuButton>;

/** What useMenuButton gives: pass `{...useMenuButton()}` less what the page keeps for itself. */
type HeaderMenuProps = Pick<MenuButtonState, 'open' | 'buttonRef' | 'menuRef' | 'buttonProps' | 'menuProps'> & {
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
  /** The items. */
  children: ReactNode;
};

/**
 * A dropdown of the header (the account, the workspace): its button (an icon, the text, a chevron
 * that turns while open) and, while open, the panel under it with a header and the items.
 */
export function HeaderMenu({ open, buttonRef, menuRef, buttonProps, menuProps, icon: Icon, label, text, textClassName, badge, busy, panelClassName, header, menuLabel, menuClassName, children }: HeaderMenuProps) {
  return (
    <>
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
          <div ref={menuRef} {...menuProps} aria-label={menuLabel} className={menuClassName}>
            {children}
          </div>
        </div>
      ) : null}
    </>
  );
}

/** A link of a menu: it closes the menu (`onClose`) as it goes. */
export function MenuLink({ onClose, className, onClick, ...props }: Omit<ComponentProps<typeof Link>, 'role' | 'tabIndex'> & { onClose: () => void }) {
  return (
    <Link
      role="menuitem"
      tabIndex={-1}
      className={cn(menuItemClassName, className)}
      onClick={(event) => {
        onClose();
        onClick?.(event);
      }}
      {...props}
    />
  );
}

import { Link } from 'react-router';
import { ChevronDown, CircleUser, LogOut } from 'lucide-react';
import type { SessionUser } from '../../common/session';
import { Badge } from '../components/ui/badge';
import { MenuItem, MenuSeparator, menuItemClassName } from '../components/ui/menu';
import { cn } from '../lib/cn';
import { useMenuButton } from '../lib/use-menu-button';
import { useLogout } from '../features/auth/use-logout';
import { accountMenuLinks, displayName } from './header-links';

/**
 * The signed-in user's dropdown (spec §2 and §4): opens with its button; closes on a choice,
 * an outside click, Escape or logout. Arrow keys, Home and End move between the items.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { open, setOpen, containerRef, buttonRef, menuRef, buttonProps, menuProps } = useMenuButton();
  const { logout, isPending } = useLogout();

  const name = displayName(user);
  return (
    <div ref={containerRef} className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        {...buttonProps}
        className="inline-flex h-9 max-w-full min-w-0 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <CircleUser aria-hidden="true" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
        {/* The name says what the button is and holds the visible text (WCAG 2.5.3: label in name). */}
        <span className="sr-only">Account menu: </span>
        <span className="max-w-[9rem] min-w-0 truncate">{name}</span>
        {user.subscriptionType === 'ltd' ? <Badge className="shrink-0">LTD</Badge> : null}
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>

      {open ? (
        <div className="absolute right-0 z-50 mt-2 w-56 origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <div className="border-b border-slate-100 px-3 pt-1.5 pb-2.5 dark:border-slate-800">
            <p className="text-xs text-slate-500 dark:text-slate-400">Signed in as</p>
            <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{user.email || name}</p>
          </div>
          <div ref={menuRef} {...menuProps} aria-label="Account" className="pt-1">
            {accountMenuLinks(user).map((link) => (
              <Link key={link.to} to={link.to} role="menuitem" tabIndex={-1} className={menuItemClassName} onClick={() => {
                  setOpen(false);
                }}
              >
                {link.label}
              </Link>
            ))}
            <MenuSeparator />
            <MenuItem
              disabled={isPending}
              onClick={() => {
                setOpen(false);
                logout();
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </MenuItem>
          </div>
        </div>
      ) : null}
    </div>
  );
}


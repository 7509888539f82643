import { CircleUser, LogOut } from 'lucide-react';
import type { SessionUser } from '../../common/session';
import { Badge } from '../components/ui/badge';
import { HeaderMenu, MenuItem, MenuItemLink, MenuSeparator } from '../components/ui/menu';
import { useLogout } from '../features/auth/use-logout';
import { accountMenuLinks, displayName } from './header-links';

/**
 * The signed-in user's dropdown (spec §2 and §4): opens with its button; closes on a choice,
 * an outside click, Escape or logout. Arrow keys, Home and End move between the items.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { logout, isPending } = useLogout();

  const name = displayName(user);
  return (
    <HeaderMenu
      icon={CircleUser}
      label="Account menu: "
      text={name}
      textClassName="max-w-[9rem] max-sm:sr-only"
      badge={user.subscriptionType === 'ltd' ? <Badge className="shrink-0">LTD</Badge> : null}
      panelClassName="w-56"
      header={
        <div className="border-b border-slate-100 px-3 pt-1.5 pb-2.5 dark:border-slate-800">
          <p className="text-xs text-slate-500 dark:text-slate-400">Signed in as</p>
          <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{user.email || name}</p>
        </div>
      }
      menuLabel="Account"
      menuClassName="pt-1"
    >
      {accountMenuLinks(user).map((link) => (
        <MenuItemLink key={link.to} to={link.to}>
          {link.label}
        </MenuItemLink>
      ))}
      <MenuSeparator />
      <MenuItem
        disabled={isPending}
        onClick={() => {
          logout();
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </MenuItem>
    </HeaderMenu>
  );
}


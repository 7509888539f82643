import { CircleUser, LogOut } from 'lucide-react';
import type { SessionUser } from '../../common/session';
import { Badge } from '../components/ui/badge';
import { HeaderMenu, MenuItem, MenuLink, MenuSeparator } from '../components/ui/menu';
import { useMenuButton } from '../lib/use-menu-button';
import { useLogout } from '../features/auth/use-logout';
import { accountMenuLinks, displayName } from './header-links';

/**
 * The signed-in user's dropdown (spec §2 and §4): opens with its button; closes on a choice,
 * an outside click, Escape or logout. Arrow keys, Home and End move between the items.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { open, setOpen, containerRef, buttonRef, menuRef, buttonProps, menuProps } = useMenuButton();
  const close = () => {
    setOpen(false);
  };
  const { logout, isPending } = useLogout();

  const name = displayName(user);
  return (
    <div ref={containerRef} className="relative min-w-0">
      <HeaderMenu
        open={open}
        buttonRef={buttonRef}
        menuRef={menuRef}
        buttonProps={buttonProps}
        menuProps={menuProps}
        icon={CircleUser}
        label="Account menu: "
        text={name}
        textClassName="max-w-[9rem]"
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
          <MenuLink key={link.to} to={link.to} onClose={close}>
            {link.label}
          </MenuLink>
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
      </HeaderMenu>
    </div>
  );
}


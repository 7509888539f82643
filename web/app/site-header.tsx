import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ListChecks, Menu, X } from 'lucide-react';
import { paths } from '../../common/paths.plain';
import { PageContainer } from '../components/page-container';
import { cn } from '../lib/cn';
import { useDismiss } from '../lib/use-dismiss';
import { useSession } from '../api/session';
import { ThemeToggle } from '../features/theme/theme-toggle';
import { AccountMenu } from './account-menu';
import { mainNavLinks } from './header-links';
import { WorkspaceMenu } from './workspace-menu';

const MAIN_NAV_ID = 'main-nav-links';

/** The logo mark and name; also used by the footer. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900 dark:text-white">
      <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white dark:bg-indigo-500">
        <ListChecks aria-hidden="true" className="size-5" />
      </span>
      Rollcall
    </span>
  );
}

/**
 * Site header (spec §2 "Header and footer"): logo, main links by login state, theme toggle and
 * the account menu. Below the md breakpoint the links fold into the 'Main menu' button.
 */
export function SiteHeader() {
  const { user, isPending } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navListRef = useRef<HTMLUListElement>(null);
  useDismiss(menuOpen, [menuButtonRef, navListRef], (reason) => {
    setMenuOpen(false);
    if (reason === 'escape') menuButtonRef.current?.focus();
  });

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <PageContainer className="relative flex h-16 items-center gap-2 sm:gap-4">
        <Link to={paths.home} className="shrink-0 rounded-lg" onClick={() => {
            setMenuOpen(false);
          }}
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="md:flex-1">
          <ul
            ref={navListRef}
            id={MAIN_NAV_ID}
            className={cn(
              menuOpen ? 'flex' : 'hidden',
              'absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white p-4 shadow-lg dark:border-slate-800 dark:bg-slate-950',
              'md:static md:flex md:flex-row md:items-center md:border-0 md:bg-transparent md:p-0 md:shadow-none md:dark:bg-transparent',
            )}
          >
            {mainNavLinks(user, isPending).map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={() => {
                    setMenuOpen(false);
                  }}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* min-w-0: on a narrow screen the username gives way (truncated) instead of pushing the bar wider than the screen. */}
        <div className="ml-auto flex min-w-0 items-center gap-1 md:ml-0">
          <ThemeToggle />
          {user ? <WorkspaceMenu /> : null}
          {user ? <AccountMenu user={user} /> : null}
          <button
            ref={menuButtonRef}
            type="button"
            aria-label="Main menu"
            aria-expanded={menuOpen}
            aria-controls={MAIN_NAV_ID}
            onClick={() => {
              setMenuOpen((value) => !value);
            }}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 md:hidden dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </PageContainer>
    </header>
  );
}

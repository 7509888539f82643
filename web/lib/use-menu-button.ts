import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useDismiss } from './use-dismiss';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

/**
 * The WAI-ARIA menu button pattern, shared by the account menu and the list cards' menus: opening
 * focuses the first item; arrows, Home and End move between items; Tab, Escape or a click outside
 * close it (Escape gives the focus back to the button).
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismiss(open, [containerRef], (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  useEffect(() => {
    if (open) menuItems(menuRef.current)[0]?.focus();
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = menuItems(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const target = next[event.key];
    if (target !== undefined) {
      event.preventDefault();
      items[target]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  /** The button's ARIA state and behaviour: a click toggles, ArrowDown opens (the first item gets the focus). */
  const buttonProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => {
      setOpen((value) => !value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' && !open) {
        event.preventDefault();
        setOpen(true);
      }
    },
  } as const;

  /** The menu's role, id and keys (with `ref={menuRef}`). */
  const menuProps = { id: menuId, role: 'menu', onKeyDown: onMenuKeyDown } as const;

  return { open, setOpen, containerRef, buttonRef, menuRef, menuId, onMenuKeyDown, buttonProps, menuProps };
}

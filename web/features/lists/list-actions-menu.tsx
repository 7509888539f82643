import { Download, EllipsisVertical, Trash2, Upload } from 'lucide-react';
import { MenuItem, MenuSeparator } from '../../components/ui/menu';
import { useMenuButton } from '../../lib/use-menu-button';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';

/**
 * A card's 'List actions' menu (spec §2): Delete List, and the per-list CSV import and export.
 * Menu button pattern: opens on click or ArrowDown, arrows/Home/End move, Escape or a click
 * outside closes. `readOnly` and `deleteLocked` say why Import and Delete are off, or null.
 */
export function ListActionsMenu({
  onDelete,
  onImport,
  onExport,
  readOnly = null,
  deleteLocked = readOnly,
}: {
  onDelete: () => void;
  onImport: () => void;
  onExport: () => void;
  readOnly?: string | null;
  deleteLocked?: string | null;
}) {
  const { open, setOpen, containerRef, buttonRef, menuRef, buttonProps, menuProps } = useMenuButton();
  // A Viewer's Import and Delete (issue #22), a team over its plan's Import (issue #33; Delete
  // is its way back): aria-disabled, not disabled, so the arrow keys still reach them and their
  // title says why; a click does nothing.
  const lockOf = (reason: string | null) => (reason ? ({ 'aria-disabled': true, title: reason, className: 'opacity-50 cursor-not-allowed' } as const) : null);
  const locked = lockOf(readOnly);
  const deleteLock = lockOf(deleteLocked);

  function choose(action: () => void) {
    setOpen(false);
    // A dialog opened by the action hands focus back to the menu button when it closes.
    buttonRef.current?.focus();
    action();
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={LISTS_SCREEN_TEXTS.listActions}
        {...buttonProps}
        className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-950/40"
      >
        <EllipsisVertical aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          {...menuProps}
          aria-label={LISTS_SCREEN_TEXTS.listActions}
          className="absolute right-0 z-30 mt-1 w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <MenuItem {...locked} onClick={() => { if (!readOnly) choose(onImport); }}>
            <Upload aria-hidden="true" className="size-4" />
            {SHARED_TEXTS.importCsv}
          </MenuItem>
          <MenuItem onClick={() => { choose(onExport); }}>
            <Download aria-hidden="true" className="size-4" />
            {SHARED_TEXTS.exportCsv}
          </MenuItem>
          <MenuSeparator />
          <MenuItem className={deleteLock ? `text-red-600 dark:text-red-400 ${deleteLock.className}` : 'text-red-600 dark:text-red-400'} aria-disabled={deleteLock?.['aria-disabled']} title={deleteLock?.title} onClick={() => { if (!deleteLocked) choose(onDelete); }}>
            <Trash2 aria-hidden="true" className="size-4" />
            {LISTS_SCREEN_TEXTS.deleteList}
          </MenuItem>
        </div>
      ) : null}
    </div>
  );
}

import { Download, EllipsisVertical, Trash2, Upload } from 'lucide-react';
import { CSV_TEXTS } from '../../../common/csv';
import { useMenuButton } from '../../lib/use-menu-button';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800';


/**
 * A card's 'List actions' menu (spec §2): Delete List, and the per-list CSV import and export.
 * Menu button pattern: opens on click or ArrowDown, arrows/Home/End move, Escape or a click
 * outside closes.
 */
export function ListActionsMenu({ onDelete, onImport, onExport }: { onDelete: () => void; onImport: () => void; onExport: () => void }) {
  const { open, setOpen, containerRef, buttonRef, menuRef, menuId, onMenuKeyDown } = useMenuButton();

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
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-950/40"
      >
        <EllipsisVertical aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={LISTS_SCREEN_TEXTS.listActions}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-30 mt-1 w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => { choose(onImport); }}>
            <Upload aria-hidden="true" className="size-4" />
            {CSV_TEXTS.importCsv}
          </button>
          <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => { choose(onExport); }}>
            <Download aria-hidden="true" className="size-4" />
            {CSV_TEXTS.exportCsv}
          </button>
          <div role="separator" className="my-1 h-px bg-slate-100 dark:bg-slate-800" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${itemClass} text-red-600 dark:text-red-400`}
            onClick={() => { choose(onDelete); }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {LISTS_SCREEN_TEXTS.deleteList}
          </button>
        </div>
      ) : null}
    </div>
  );
}

import { useRef, useState } from 'react';
import { SmilePlus, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorReason } from '../../lib/field-errors';
import { useDismiss } from '../../lib/use-dismiss';
import type { ListSummary } from '../../../common/lists';
import { useRefreshListsAndMembers } from '../../api/lists';
import { setListsIcon, useSetListsIcon } from './api/set-lists-icon';
import { EmojiPopover } from '../../components/emoji/emoji-popover';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { toast } from '../../components/ui/toaster';
import { viewerLock } from '../../components/viewer-notice';
import { SHARED_TEXTS } from '../../components/shared-texts';

/**
 * The toolbar's emoji picker (spec §2): choosing an emoji writes it as the icon of every selected
 * list; the clear button removes their icons. Without a selection it says so instead. The toast's
 * Undo gives each list back the icon it had (issue #21).
 */
export function EmojiIconPicker({ selected, readOnly = null }: { selected: Pick<ListSummary, 'id' | 'icon'>[]; readOnly?: string | null }) {
  const selectedIds = selected.map((list) => list.id);
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const setIcon = useSetListsIcon();
  const refresh = useRefreshListsAndMembers();

  useDismiss(open, [containerRef], (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  function apply(icon: string | null) {
    setOpen(false);
    buttonRef.current?.focus();
    if (selectedIds.length === 0) {
      toast.error(LISTS_SCREEN_TEXTS.noListsSelectedForIcon);
      return;
    }
    // The icons as they were, grouped: one call per former icon puts them back.
    const before = new Map<string | null, number[]>();
    for (const list of selected) before.set(list.icon, [...(before.get(list.icon) ?? []), list.id]);
    setIcon.mutate(
      { listIds: selectedIds, icon },
      {
        onSuccess: ({ updated }) => {
          toast.success(LISTS_SCREEN_TEXTS.iconsUpdated(updated), {
            label: SHARED_TEXTS.undo,
            run: () => {
              Promise.all([...before].map(([former, listIds]) => setListsIcon({ listIds, icon: former })))
                .then(
                  (answers) => toast.success(LISTS_SCREEN_TEXTS.iconsBack(answers.reduce((sum, answer) => sum + answer.updated, 0))),
                  (failure: unknown) => toast.error(LISTS_SCREEN_TEXTS.undoFailed(errorReason(failure))),
                )
                .finally(() => void refresh());
            },
          });
        },
        onError: (failure) => {
          toast.error(LISTS_SCREEN_TEXTS.iconsFailed(errorReason(failure)));
        },
      },
    );
  }

  return (
    <div ref={containerRef} className="relative flex items-center gap-1">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={setIcon.isPending}
        {...viewerLock(readOnly)}
        onClick={() => {
          if (selectedIds.length === 0) {
            toast.error(LISTS_SCREEN_TEXTS.noListsSelectedForIcon);
            return;
          }
          setOpen((value) => !value);
        }}
        className="inline-flex h-[30px] items-center gap-2 rounded-[21px] border border-slate-300 bg-white px-3 text-[15px] text-slate-500 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-400 dark:hover:bg-slate-900"
      >
        {setIcon.isPending ? <Spinner /> : <SmilePlus aria-hidden="true" className="size-4" />}
        {LISTS_SCREEN_TEXTS.pickEmoji}
      </button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={LISTS_SCREEN_TEXTS.clearIcon}
        title={LISTS_SCREEN_TEXTS.clearIcon}
        disabled={setIcon.isPending}
        onClick={() => {
          apply(null);
        }}
        {...viewerLock(readOnly)}
        className="px-2"
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
      {open ? <EmojiPopover label={LISTS_SCREEN_TEXTS.pickEmoji} onSelect={apply} /> : null}
    </div>
  );
}

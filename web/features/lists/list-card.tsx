import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Users } from 'lucide-react';
import { LIST_NAME_MAX, MEMBER_MATCHES_SHOWN, communityIdSchema, listNameSchema } from '../../../common/lists';
import { LIST_TINT_OPACITY, parseHexColor } from '../../../common/list-colors.plain';

import type { ListSummary } from '../../../common/lists';
import { Alert } from '../../components/ui/alert';
import { ExternalIconLink } from '../../components/ui/external-link';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { useUpdateList } from './api/update-list';
import type { ListChange } from './api/update-list';
import { EditableField } from './editable-field';
import type { EditableFieldName } from './editable-field';
import { ListActionsMenu } from './list-actions-menu';
import { CardIconPicker } from './card-icon-picker';
import { xCommunityUrl } from '../../../common/x-handle.plain';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { viewerLock } from '../../components/viewer-notice';

/** Room for a pasted community address (x.com/i/communities/<id>), which the schema reduces to its id. */
const COMMUNITY_PASTE_MAX = 200;

/** The colour input's value when a list has none. */
export const FALLBACK_LIST_COLOR = '#cccccc';

/**
 * "The card background is the hex colour at 0.2 opacity." Over the page, every colour keeps the
 * card's text at 4.5:1 or more in both themes (common/list-colors.plain.ts, decision 018).
 */
export function cardBackground(hex: string | null): string | undefined {
  const rgb = hex ? parseHexColor(hex) : null;
  if (!rgb) return undefined;
  return `rgba(${rgb.map(String).join(', ')}, ${String(LIST_TINT_OPACITY)})`;
}

/** What an edited field sends, or a reason it cannot; null when nothing changed. */
function changeFor(field: 'name' | 'communityId', value: string, list: ListSummary): { change: ListChange } | { invalid: string } | null {
  if (field === 'name') {
    const parsed = listNameSchema.safeParse(value);
    if (!parsed.success) return { invalid: parsed.error.issues[0]?.message ?? 'Invalid name' };
    return parsed.data === list.name ? null : { change: { name: parsed.data } };
  }
  // The icon is chosen in the emoji picker (CardIconPicker, issue #38), never typed.
  const parsed = communityIdSchema.safeParse(value);
  if (!parsed.success) return { invalid: parsed.error.issues[0]?.message ?? 'Invalid community id' };
  return parsed.data === list.communityId ? null : { change: { communityId: parsed.data ?? '' } };
}

function withChange(list: ListSummary, change: ListChange): ListSummary {
  if ('communityId' in change) return { ...list, communityId: change.communityId || null };
  return { ...list, ...change };
}

type ListCardProps = {
  list: ListSummary;
  selected: boolean;
  onToggleSelected: () => void;
  /** The field of this card in edit, if any (one at a time across the page). */
  editing: EditableFieldName | null;
  onEdit: (field: EditableFieldName | null) => void;
  onOpenMembers: () => void;
  onDelete: () => void;
  /** The per-list CSV import and export of the card's menu. */
  onImport: () => void;
  onExport: () => void;
  /** This list's export is downloading. */
  exporting?: boolean;
  /** One line (issue #18: 61 lists were 11,454 px on a phone): the icon, the name, the members and the menu. */
  compact?: boolean;
  /**
   * Why nothing on the card changes the list (a Viewer, issue #22; a team over its payer's plan,
   * issue #33), or null; the members and Export stay.
   */
  readOnly?: string | null;
  /** Why 'Delete List' is off, or null: the same as `readOnly` unless said (a team over its plan may delete). */
  deleteLocked?: string | null;
};

/** One list (spec §2 "Each card has"). */
export function ListCard({ list, selected, onToggleSelected, editing, onEdit, onOpenMembers, onDelete, onImport, onExport, exporting = false, compact = false, readOnly = null, deleteLocked = readOnly }: ListCardProps) {
  const update = useUpdateList();
  const [error, setError] = useState<string | null>(null);
  const [draftColor, setDraftColor] = useState<string | null>(null);
  const colorRef = useRef<HTMLInputElement>(null);

  // While a change is on its way, the card shows it already.
  const shown = update.isPending ? withChange(list, update.variables.change) : list;
  const color = draftColor ?? shown.color ?? FALLBACK_LIST_COLOR;

  function save(change: ListChange, after?: () => void) {
    setError(null);
    update.mutate(
      { id: list.id, change },
      {
        onError: (failure) => {
          setError(LISTS_SCREEN_TEXTS.updateListFailed(errorReason(failure)));
        },
        onSettled: after,
      },
    );
  }

  function commit(field: 'name' | 'communityId', value: string) {
    onEdit(null);
    const result = changeFor(field, value, list);
    if (result === null) return;
    if ('invalid' in result) {
      setError(LISTS_SCREEN_TEXTS.updateListFailed(result.invalid));
      return;
    }
    save(result.change);
  }

  // The colour saves once the choice is made (the native 'change' event: the picker closed, or
  // a value was typed), while 'input' only previews it on the card.
  const saveColor = useEffectEvent((value: string) => {
    save({ color: value.toLowerCase() }, () => {
      setDraftColor(null);
    });
  });
  useEffect(() => {
    const input = colorRef.current;
    if (!input) return;
    function onChange(event: Event) {
      saveColor((event.target as HTMLInputElement).value);
    }
    input.addEventListener('change', onChange);
    return () => {
      input.removeEventListener('change', onChange);
    };
  }, []);

  const fieldProps = (field: 'name' | 'communityId') => ({
    lock: viewerLock(readOnly),
    editing: editing === field && readOnly === null,
    onStart: () => {
      onEdit(field);
    },
    onCommit: (value: string) => {
      commit(field, value);
    },
    onCancel: () => {
      onEdit(null);
    },
  });

  return (
    <article
      aria-label={shown.name}
      aria-busy={update.isPending}
      style={{ backgroundColor: cardBackground(color) }}
      className={cn(
        'flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow dark:border-slate-800 dark:bg-slate-900',
        compact ? 'gap-2 px-3 py-2' : 'gap-3 p-4',
        selected && 'ring-2 ring-indigo-500 ring-offset-2 ring-offset-white dark:ring-indigo-400 dark:ring-offset-slate-950',
      )}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          aria-label={LISTS_SCREEN_TEXTS.selectList(shown.name)}
          checked={selected}
          onChange={onToggleSelected}
          className="mt-2 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 dark:border-slate-600 dark:accent-indigo-400"
        />
        <CardIconPicker
          icon={shown.icon}
          open={editing === 'icon' && readOnly === null}
          onOpen={() => {
            onEdit('icon');
          }}
          onClose={() => {
            onEdit(null);
          }}
          onChoose={(icon) => {
            save({ icon });
          }}
          readOnly={readOnly}
        />
        <div className="min-w-0 flex-1 pt-1">
          <EditableField
            {...fieldProps('name')}
            editLabel="Edit name"
            valueText={shown.name}
            inputLabel={LISTS_SCREEN_TEXTS.listName}
            initial={list.name}
            maxLength={LIST_NAME_MAX}
            className="block max-w-full truncate text-base font-semibold text-slate-900 dark:text-white"
          >
            {shown.name}
          </EditableField>
          {list.matches && list.matches.length > 0 ? (
            // 'Search users across all lists' (issue #38): who matched, not only which lists.
            <p className="mt-0.5 truncate text-xs text-slate-600 dark:text-slate-400">
              {LISTS_SCREEN_TEXTS.matches(list.matches.slice(0, MEMBER_MATCHES_SHOWN).map((handle) => `@${handle}`).join(' '), list.matches.length > MEMBER_MATCHES_SHOWN)}
            </p>
          ) : null}
        </div>
        {update.isPending || exporting ? <Spinner className="mt-2 text-slate-500" /> : null}
        {compact ? <MembersButton count={list.memberCount} onClick={onOpenMembers} compact /> : null}
        <ListActionsMenu onDelete={onDelete} onImport={onImport} onExport={onExport} readOnly={readOnly} deleteLocked={deleteLocked} />
      </div>
      {compact ? null : (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <EditableField
              {...fieldProps('communityId')}
              editLabel="Edit community ID"
              valueText={shown.communityId ? SHARED_TEXTS.communityId(shown.communityId) : SHARED_TEXTS.notSet}
              inputLabel={LISTS_SCREEN_TEXTS.communityIdInput}
              initial={list.communityId ?? ''}
              placeholder="Community ID"
              maxLength={COMMUNITY_PASTE_MAX}
              inputClassName="w-44"
            >
              {shown.communityId ? SHARED_TEXTS.communityId(shown.communityId) : SHARED_TEXTS.notSet}
            </EditableField>
            {shown.communityId ? (
              <ExternalIconLink
                href={xCommunityUrl(shown.communityId)}
                label={LISTS_SCREEN_TEXTS.openCommunity(shown.communityId)}
                className="hover:bg-white/60 dark:hover:bg-slate-950/40"
              />
            ) : null}
          </div>

          <div className="mt-auto flex items-center justify-between gap-2">
            <MembersButton count={list.memberCount} onClick={onOpenMembers} />
            <label className="inline-flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
              <span className="sr-only">{LISTS_SCREEN_TEXTS.listColour}</span>
              <input
                ref={colorRef}
                type="color"
                value={color}
                {...viewerLock(readOnly)}
                onChange={(event) => {
                  setDraftColor(event.target.value.toLowerCase());
                }}
                className="h-8 w-10 cursor-pointer rounded border border-slate-300 bg-transparent p-0.5 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600"
              />
            </label>
          </div>
        </>
      )}

      {error ? (
        <Alert className="py-2">
          <div className="flex items-start justify-between gap-2">
            <span>{error}</span>
            <button
              type="button"
              onClick={() => {
                setError(null);
              }}
              className="text-xs underline"
            >
              Dismiss
            </button>
          </div>
        </Alert>
      ) : null}
    </article>
  );
}

/** 'N members', opening the list's members (in a compact row, the count alone says it). */
function MembersButton({ count, onClick, compact = false }: { count: number; onClick: () => void; compact?: boolean }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onClick}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-white/60 dark:text-indigo-300 dark:hover:bg-slate-950/40',
        compact && 'mt-1',
      )}
    >
      <Users aria-hidden="true" className="size-4" />
      {LISTS_SCREEN_TEXTS.members(count)}
    </button>
  );
}

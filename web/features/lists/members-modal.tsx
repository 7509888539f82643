import { useMemo, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { Search, Trash2 } from 'lucide-react';
import type { ListSummary, Member } from '../../../common/lists';
import { PASTE_REFUSAL_TEXTS, readPasted, xProfileUrl } from '../../../common/x-handle.plain';
import { Alert, RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ExternalIconLink } from '../../components/ui/external-link';
import { Spinner } from '../../components/ui/spinner';
import { controlClassName, inputClassName } from '../../components/ui/field-styles';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { useAddMember } from './api/add-member';
import { useAddMembersBulk } from './api/add-members-bulk';
import { useListMembers } from './api/get-list-members';
import { useRemoveMember } from './api/remove-member';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { toast } from '../../components/ui/toaster';
import { addMember, useRefreshListsAndMembers } from '../../api/lists';
import { viewerLock } from '../../components/viewer-notice';

/**
 * The members of one list (spec §2 "Members modal"): server search, add one, paste many, remove.
 * Closing (Escape, a click outside, the close button) unmounts it, which clears both inputs.
 */
export function MembersModal({ list, onClose, readOnly = null }: { list: ListSummary; onClose: () => void; readOnly?: string | null }) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const members = useListMembers(list.id, debouncedSearch);
  const addInputRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog title={LISTS_SCREEN_TEXTS.membersTitle(list.name)} onClose={onClose} initialFocusRef={readOnly ? undefined : addInputRef} className="max-w-xl">
      <div className="space-y-4">
        {/* A Viewer (issue #22), a team over its plan (issue #33): searching the members, no adding or removing. */}
        {readOnly ? <Alert tone="info">{readOnly}</Alert> : null}
        <AddMemberForm listId={list.id} inputRef={addInputRef} readOnly={readOnly} />
        <BulkAddForm listId={list.id} readOnly={readOnly} />

        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            aria-label={LISTS_SCREEN_TEXTS.searchMembers}
            placeholder={LISTS_SCREEN_TEXTS.searchMembers}
            autoComplete="off"
            spellCheck={false}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
            className={cn(controlClassName, 'pl-9')}
          />
        </div>

        {members.data ? (
          <MemberRows list={list} members={members.data.members} total={members.data.total} searching={debouncedSearch !== ''} readOnly={readOnly} />
        ) : members.error ? (
          <RefusalAlert error={members.error} failed={SHARED_TEXTS.fetchFailed} />
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <Spinner />
            {SHARED_TEXTS.loading}
          </p>
        )}
      </div>
    </Dialog>
  );
}

function AddMemberForm({ listId, inputRef, readOnly }: { listId: number; inputRef: RefObject<HTMLInputElement | null>; readOnly: string | null }) {
  const [username, setUsername] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddMember();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = username.trim();
    if (trimmed === '' || add.isPending) return;
    setAdded(null);
    add.mutate(
      { listId, username: trimmed },
      {
        onSuccess: (member) => {
          setUsername('');
          setAdded(`Added @${member.username}`);
          inputRef.current?.focus();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add member" className="space-y-2">
      <div className="flex gap-2">
        <input
          ref={inputRef}
          aria-label={LISTS_SCREEN_TEXTS.addNewMember}
          placeholder={LISTS_SCREEN_TEXTS.addNewMember}
          autoComplete="off"
          spellCheck={false}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            add.reset();
            setAdded(null);
          }}
          className={controlClassName}
          {...viewerLock(readOnly)}
        />
        <Button type="submit" disabled={username.trim() === '' || add.isPending || readOnly !== null} aria-busy={add.isPending}>
          {add.isPending ? <Spinner /> : null}
          {LISTS_SCREEN_TEXTS.add}
        </Button>
      </div>
      <RefusalAlert error={add.error} failed={LISTS_SCREEN_TEXTS.addMemberFailed} />
      {added ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {added}
        </p>
      ) : null}
    </form>
  );
}

/** How many of each side the preview lists before "and N more". */
const PREVIEW_SHOWN = 20;

function BulkAddForm({ listId, readOnly }: { listId: number; readOnly: string | null }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const bulk = useAddMembersBulk();
  // What the paste will add and what it refuses, and why, before anything is added (issue #38):
  // the server reads it with the same rule (readPasted), and also skips who is already in the list.
  const preview = useMemo(() => {
    const entries = readPasted(text);
    const seen = new Set<string>();
    const handles: string[] = [];
    for (const entry of entries) {
      if (!('handle' in entry) || seen.has(entry.handle.toLowerCase())) continue;
      seen.add(entry.handle.toLowerCase());
      handles.push(entry.handle);
    }
    return { handles, refused: entries.filter((entry) => 'reason' in entry) };
  }, [text]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (preview.handles.length === 0 || bulk.isPending) return;
    bulk.mutate(
      { listId, text },
      {
        onSuccess: (result) => {
          if (result.invalid.length === 0) setText('');
        },
      },
    );
  }

  return (
    <div>
      <button
        type="button"
        aria-expanded={open && readOnly === null}
        onClick={() => {
          setOpen((value) => !value);
        }}
        {...viewerLock(readOnly)}
        className="text-sm font-medium text-indigo-600 hover:text-indigo-500 hover:underline disabled:no-underline disabled:opacity-50 dark:text-indigo-400"
      >
        {LISTS_SCREEN_TEXTS.pasteMany}
      </button>
      {open && readOnly === null ? (
        <form noValidate onSubmit={onSubmit} aria-label={LISTS_SCREEN_TEXTS.pasteMany} className="mt-2 space-y-2">
          <textarea
            aria-label={LISTS_SCREEN_TEXTS.pasteManyLabel}
            placeholder={LISTS_SCREEN_TEXTS.pasteManyHint}
            rows={4}
            value={text}
            onChange={(event) => {
              bulk.reset();
              setText(event.target.value);
            }}
            className={inputClassName}
          />
          {text.trim() !== '' && !bulk.data ? (
            <div role="region" aria-label={LISTS_SCREEN_TEXTS.pastePreview} className="space-y-1 text-sm">
              <p className="text-slate-700 dark:text-slate-300">
                {LISTS_SCREEN_TEXTS.pasteWillAdd(preview.handles.length)}{' '}
                <span className="break-words">{preview.handles.slice(0, PREVIEW_SHOWN).map((handle) => `@${handle}`).join(' ')}</span>
                {preview.handles.length > PREVIEW_SHOWN ? ` ${LISTS_SCREEN_TEXTS.pasteMore(preview.handles.length - PREVIEW_SHOWN)}` : null}
              </p>
              {preview.refused.length > 0 ? (
                <div>
                  <p className="font-medium text-red-700 dark:text-red-300">{LISTS_SCREEN_TEXTS.pasteRefused(preview.refused.length)}</p>
                  <ul className="list-disc pl-5 text-slate-700 dark:text-slate-300">
                    {preview.refused.slice(0, PREVIEW_SHOWN).map((entry, index) => (
                      <li key={`${String(index)}-${entry.text}`} className="break-words">
                        “{entry.text}”: {'reason' in entry ? PASTE_REFUSAL_TEXTS[entry.reason] : null}
                      </li>
                    ))}
                  </ul>
                  {preview.refused.length > PREVIEW_SHOWN ? <p>{LISTS_SCREEN_TEXTS.pasteMore(preview.refused.length - PREVIEW_SHOWN)}</p> : null}
                </div>
              ) : null}
            </div>
          ) : null}
          <Button type="submit" variant="secondary" disabled={preview.handles.length === 0 || bulk.isPending} aria-busy={bulk.isPending}>
            {bulk.isPending ? <Spinner /> : null}
            {preview.handles.length > 0 ? LISTS_SCREEN_TEXTS.pasteAdd(preview.handles.length) : LISTS_SCREEN_TEXTS.addAll}
          </Button>
          {bulk.data ? (
            <Alert tone={bulk.data.added.length > 0 ? 'success' : 'info'}>{bulk.data.message}</Alert>
          ) : null}
          <RefusalAlert error={bulk.error} failed={LISTS_SCREEN_TEXTS.addMemberFailed} />
        </form>
      ) : null}
    </div>
  );
}

function MemberRows({ list, members, total, searching, readOnly }: { list: ListSummary; members: Member[]; total: number; searching: boolean; readOnly: string | null }) {
  const remove = useRemoveMember();
  const refresh = useRefreshListsAndMembers();

  /** One click removes (no question); the toast's Undo puts the username back in the list (issue #21). */
  function removeMember(member: Member) {
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.success(LISTS_SCREEN_TEXTS.memberRemoved(member.username, list.name), {
          label: SHARED_TEXTS.undo,
          run: () => {
            addMember({ listId: list.id, username: member.username })
              .then(
                () => toast.success(LISTS_SCREEN_TEXTS.memberBack(member.username, list.name)),
                (failure: unknown) => toast.error(LISTS_SCREEN_TEXTS.undoFailed(errorReason(failure))),
              )
              .finally(() => void refresh());
          },
        });
      },
    });
  }

  return (
    <div className="space-y-2">
      <RefusalAlert error={remove.error} failed={LISTS_SCREEN_TEXTS.removeMemberFailed} />
      {members.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{searching ? LISTS_SCREEN_TEXTS.noMembersFound : LISTS_SCREEN_TEXTS.noMembers}</p>
      ) : (
        <ul aria-label="Members" className="max-h-48 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          {members.map((member) => {
            const removing = remove.isPending && remove.variables === member.id;
            return (
              <li key={member.id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
                <span className="min-w-0 flex-1 truncate text-slate-900 dark:text-slate-100">{`@${member.username}`}</span>
                <ExternalIconLink
                  href={xProfileUrl(member.username)}
                  label={LISTS_SCREEN_TEXTS.openOnX(member.username)}
                  className="hover:bg-slate-100 dark:hover:bg-slate-800"
                />
                <button
                  type="button"
                  aria-label={LISTS_SCREEN_TEXTS.removeMember(member.username)}
                  disabled={removing}
                  onClick={() => {
                    removeMember(member);
                  }}
                  {...viewerLock(readOnly)}
                  className="inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-red-950/40 dark:hover:text-red-400"
                >
                  {removing ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {total > members.length ? LISTS_SCREEN_TEXTS.showingOf(members.length, total) : LISTS_SCREEN_TEXTS.members(total)}
      </p>
    </div>
  );
}

import { useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { LISTS_TEXTS } from '../../../common/lists';
import type { MemberRow } from '../../../common/lists';
import { Alert, RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { errorReason } from '../../lib/field-errors';
import { useCopyMember } from './api/copy-member';
import { useLists } from '../../api/lists';
import type { MemberTarget } from './api/member-target';
import { moveMember, useMoveMember } from './api/move-member';
import { deleteMember, useRefreshListsAndMembers } from '../../api/lists';
import { toast, type ToastAction } from '../../components/ui/toaster';
import { useListsHolding } from './api/get-members';
import { MemberDialog } from './member-dialog';
import { MEMBERS_SCREEN_TEXTS } from './members-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';

export type MemberListMode = 'copy' | 'change';

const MODE = {
  copy: {
    title: 'Copy member',
    description: (member: MemberRow) => `Add @${member.username} to another list; it stays in ${member.listName}.`,
    failed: MEMBERS_SCREEN_TEXTS.copyMemberFailed,
    done: (username: string, listName: string) => `Copied @${username} to ${listName}.`,
    undone: (username: string, listName: string) => `@${username} is no longer in ${listName}.`,
  },
  change: {
    title: 'Change list',
    description: (member: MemberRow) => `Move @${member.username} from ${member.listName} to another list.`,
    failed: MEMBERS_SCREEN_TEXTS.changeListFailed,
    done: (username: string, listName: string) => `Moved @${username} to ${listName}.`,
    undone: (username: string, listName: string) => `@${username} is back in ${listName}.`,
  },
} as const;

/** What Confirm sends: a typed new list name wins, else the chosen list, else nothing (spec §5). */
export function memberTarget(listId: string, newListName: string): MemberTarget | null {
  const name = newListName.trim();
  if (name !== '') return { newListName: name };
  if (listId !== '') return { listId: Number(listId) };
  return null;
}

type MemberListDialogProps = {
  mode: MemberListMode;
  member: MemberRow;
  onClose: () => void;
  /** After success, with the sentence to announce ('Copied @name to Friends.') and its Undo (issue #21). */
  onDone: (message: string, undo?: ToastAction) => void;
  fallbackFocus?: RefObject<HTMLElement | null>;
};

/**
 * The copy/change modal (spec §2 "Members screen"): one of my other lists, or a new list by name.
 * A new list past my plan's limit shows the two limit notices and cannot be confirmed.
 */
export function MemberListDialog({ mode, member, onClose, onDone, fallbackFocus }: MemberListDialogProps) {
  const texts = MODE[mode];
  const lists = useLists();
  const copy = useCopyMember();
  const move = useMoveMember();
  const mutation = mode === 'copy' ? copy : move;
  const refresh = useRefreshListsAndMembers();
  const [listId, setListId] = useState('');
  const [newListName, setNewListName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const quota = lists.data?.quota;
  const wantsNewList = newListName.trim() !== '';
  const overLimit = wantsNewList && quota !== undefined && !quota.canCreate;
  const holding = useListsHolding(member.username);
  // Only lists the member is not in yet (the server would refuse the others as duplicates).
  const choices = (lists.data?.lists ?? [])
    .filter((list) => list.id !== member.listId && !holding.data?.has(list.id))
    .map((list) => ({ value: String(list.id), label: list.name }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || overLimit) return;
    const target = memberTarget(listId, newListName);
    if (!target) {
      setError(LISTS_TEXTS.selectOrCreateList);
      return;
    }
    setError(null);
    mutation.mutate(
      { memberId: member.id, target },
      {
        onSuccess: ({ member: saved }) => {
          onDone(texts.done(member.username, saved.listName), {
            label: 'Undo',
            // A copy is removed again; a move goes back to the list it came from (a list created
            // for it stays, empty).
            run: () => {
              const back = mode === 'copy' ? deleteMember(saved.id).then(() => saved.listName) : moveMember({ memberId: saved.id, target: { listId: member.listId } }).then(() => member.listName);
              back
                .then((listName) => {
                  toast.success(texts.undone(member.username, mode === 'copy' ? saved.listName : listName));
                })
                .catch((failure: unknown) => {
                  toast.error(MEMBERS_SCREEN_TEXTS.undoFailed(errorReason(failure)));
                })
                .finally(() => {
                  void refresh();
                });
            },
          });
        },
        onError: (reason) => {
          setError(texts.failed(errorReason(reason)));
        },
      },
    );
  }

  return (
    <MemberDialog title={texts.title} description={texts.description(member)} onClose={onClose} fallbackFocus={fallbackFocus}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField
          data-autofocus
          label="List"
          value={listId}
          disabled={mutation.isPending}
          onChange={(event) => {
            setListId(event.target.value);
            // One or the other: choosing a list clears a typed name.
            if (event.target.value !== '') setNewListName('');
            setError(null);
          }}
          options={[{ value: '', label: lists.isPending || holding.isPending ? 'Loading lists...' : choices.length === 0 ? MEMBERS_SCREEN_TEXTS.noOtherList : 'Select a list' }, ...choices]}
        />
        <RefusalAlert error={lists.error} failed={SHARED_TEXTS.fetchFailed} />
        <p className="text-center text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">or</p>
        <TextField
          label="New list name"
          value={newListName}
          maxLength={100}
          autoComplete="off"
          disabled={mutation.isPending}
          onChange={(event) => {
            setNewListName(event.target.value);
            if (event.target.value.trim() !== '') setListId('');
            setError(null);
          }}
        />
        {overLimit ? (
          <Alert tone="info">
            <p>{MEMBERS_SCREEN_TEXTS.limitNotice(quota.used, quota.maxlist ?? 0)}</p>
            <p className="mt-1 font-medium">{MEMBERS_SCREEN_TEXTS.upgradeNotice}</p>
          </Alert>
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex justify-end gap-3 pt-1">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending || overLimit}>
            {mutation.isPending ? <Spinner /> : null}
            Confirm
          </Button>
        </div>
      </form>
    </MemberDialog>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { memberRowSchema } from '../../../../common/lists';
import { membersQueryKeyRoot } from './get-members';
import { listsQueryKeyRoot } from './get-my-lists';

/** Where a copied or moved member goes: one of my lists, or a new list by name (spec §5). */
export type MemberTarget = { listId: number } | { newListName: string };

export const memberResponseSchema = z.object({ member: memberRowSchema });
export type MemberResponse = z.infer<typeof memberResponseSchema>;

/** After any change to a member: the members table and the lists (counts, new lists) read again. */
export function useRefreshMembersAndLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: membersQueryKeyRoot }),
      queryClient.invalidateQueries({ queryKey: listsQueryKeyRoot }),
    ]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberSchema } from '../../../../common/lists';
import type { Member } from '../../../../common/lists';
import { apiFetch } from '../../../lib/api';
import { LISTS_PATH, listsKey } from './get-lists';

/** '@name', 'name' or an x.com link: the server normalises it; 409 DUPLICATE_MEMBER, 400 INVALID_HANDLE. */
export function addMember({ listId, username }: { listId: number; username: string }): Promise<Member> {
  return apiFetch(`${LISTS_PATH}/${String(listId)}/members`, { method: 'POST', body: { username }, schema: memberSchema });
}

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

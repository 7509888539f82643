import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '../../../../common/lists';
import { api } from '../../../lib/api-checked';
import { listsKey } from '../../../api/lists';
import { listsRoutes } from '../../../../common/api/routes';

/** '@name', 'name' or an x.com link: the server normalises it; 409 DUPLICATE_MEMBER, 400 INVALID_HANDLE. */
export function addMember({ listId, username }: { listId: number; username: string }): Promise<Member> {
  return api(listsRoutes.addMember, { params: { id: listId }, body: { username } });
}

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

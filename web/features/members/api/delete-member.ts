import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useRefreshMembersAndLists } from './member-target';

export const deleteMemberPath = (memberId: number) => `/api/members/${String(memberId)}`;

/** Removes one membership (the username stays in my other lists, spec §4). */
export function deleteMember(memberId: number): Promise<void> {
  return apiFetch<undefined>(deleteMemberPath(memberId), { method: 'DELETE' });
}

export function useDeleteMember() {
  const refresh = useRefreshMembersAndLists();
  return useMutation({ mutationFn: deleteMember, onSuccess: refresh });
}

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { memberResponseSchema, useRefreshMembersAndLists } from './member-target';
import type { MemberResponse, MemberTarget } from './member-target';

export const moveMemberPath = (memberId: number) => `/api/members/${String(memberId)}/move`;

/** "Change": moves the member to another list (copy and remove in one step on the server, spec §4). */
export function moveMember({ memberId, target }: { memberId: number; target: MemberTarget }): Promise<MemberResponse> {
  return apiFetch(moveMemberPath(memberId), { method: 'POST', body: target, schema: memberResponseSchema });
}

export function useMoveMember() {
  const refresh = useRefreshMembersAndLists();
  return useMutation({ mutationFn: moveMember, onSuccess: refresh });
}

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { memberResponseSchema, useRefreshMembersAndLists } from './member-target';
import type { MemberResponse, MemberTarget } from './member-target';

export const copyMemberPath = (memberId: number) => `/api/members/${String(memberId)}/copy`;

/** Adds the member's username to another list; the original membership stays (spec §4). */
export function copyMember({ memberId, target }: { memberId: number; target: MemberTarget }): Promise<MemberResponse> {
  return apiFetch(copyMemberPath(memberId), { method: 'POST', body: target, schema: memberResponseSchema });
}

export function useCopyMember() {
  const refresh = useRefreshMembersAndLists();
  return useMutation({ mutationFn: copyMember, onSuccess: refresh });
}

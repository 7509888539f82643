import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-checked';
import { useRefreshListsAndMembers } from '../../../api/lists';
import type { MemberResponse, MemberTarget } from './member-target';
import { membersRoutes } from '../../../../common/api/routes';

/** Adds the member's username to another list; the original membership stays (spec §4). */
export function copyMember({ memberId, target }: { memberId: number; target: MemberTarget }): Promise<MemberResponse> {
  return api(membersRoutes.copyMember, { params: { id: memberId }, body: target });
}

export function useCopyMember() {
  const refresh = useRefreshListsAndMembers();
  return useMutation({ mutationFn: copyMember, onSuccess: refresh });
}

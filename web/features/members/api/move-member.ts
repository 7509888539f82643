import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-checked';
import { useRefreshListsAndMembers } from '../../../api/lists';
import type { MemberResponse, MemberTarget } from './member-target';
import { membersRoutes } from '../../../../common/api/routes';

/** "Change": moves the member to another list (copy and remove in one step on the server, spec §4). */
export function moveMember({ memberId, target }: { memberId: number; target: MemberTarget }): Promise<MemberResponse> {
  return api(membersRoutes.moveMember, { params: { id: memberId }, body: target });
}

export function useMoveMember() {
  const refresh = useRefreshListsAndMembers();
  return useMutation({ mutationFn: moveMember, onSuccess: refresh });
}

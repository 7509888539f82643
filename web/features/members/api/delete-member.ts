import { useMutation } from '@tanstack/react-query';
import { deleteMember, useRefreshListsAndMembers } from '../../../api/lists';

/** Removes one membership from the Members screen; the table and the lists read again. */
export function useDeleteMember() {
  const refresh = useRefreshListsAndMembers();
  return useMutation({ mutationFn: deleteMember, onSuccess: refresh });
}

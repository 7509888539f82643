import { useMutation } from '@tanstack/react-query';
import { deleteMember, useRefreshListsAndMembers } from '../../../api/lists';

/** Removes one membership from a list's members modal; the lists (counts) and the Members screen read again. */
export function useRemoveMember() {
  const refresh = useRefreshListsAndMembers();
  return useMutation({ mutationFn: deleteMember, onSettled: refresh });
}

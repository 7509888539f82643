import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addMember, listsKey } from '../../../api/lists';

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

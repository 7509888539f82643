import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bulkAddResultSchema } from '../../../../common/lists';
import { api } from '../../../lib/api-checked';
import { listsKey } from '../../../api/lists';
import { listsRoutes } from '../../../../common/api/routes';

export type BulkAddResult = z.infer<typeof bulkAddResultSchema>;

/** Pasted handles (newlines, commas or spaces between them); the answer says what was added and skipped. */
export function addMembersBulk({ listId, text }: { listId: number; text: string }): Promise<BulkAddResult> {
  return api(listsRoutes.addMembersBulk, { params: { id: listId }, body: { text } });
}

export function useAddMembersBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMembersBulk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkAddResultSchema } from '../../../../common/lists';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { LISTS_PATH, listsKey } from './get-lists';

export type BulkAddResult = z.infer<typeof bulkAddResultSchema>;

/** Pasted handles (newlines, commas or spaces between them); the answer says what was added and skipped. */
export function addMembersBulk({ listId, text }: { listId: number; text: string }): Promise<BulkAddResult> {
  return apiFetch(`${LISTS_PATH}/${String(listId)}/members/bulk`, { method: 'POST', body: { text }, schema: bulkAddResultSchema });
}

export function useAddMembersBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMembersBulk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

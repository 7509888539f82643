import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { LISTS_PATH, listsKey } from './get-lists';

export const LISTS_ICON_PATH = `${LISTS_PATH}/icon`;

/** The toolbar's emoji picker: one icon (or null to clear) written on every selected list. */
export function setListsIcon(body: { listIds: number[]; icon: string | null }): Promise<{ updated: number }> {
  return apiFetch(LISTS_ICON_PATH, { method: 'POST', body, schema: z.object({ updated: z.number().int() }) });
}

export function useSetListsIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListsIcon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { giveawaysRoutes } from '../../../../common/api/routes';
import type { CreateGiveaway } from '../../../../common/giveaways';
import { api } from '../../../lib/api-checked';
import { useRefreshListsAndMembers } from '../../../api/lists';

/** Giveaways (issue #36): the workspace's, and one entry page's. */

export const giveawaysKey = ['giveaways'] as const;
const entryPageKey = (id: string) => ['giveaway-entry-page', id] as const;

/**
 * /giveaways: the giveaways (those matching `search`) with the first page of past draws, then
 * 'Show more' pages of draws after the last one shown.
 */
export function useGiveaways(search = '') {
  return useInfiniteQuery({
    queryKey: [...giveawaysKey, search],
    queryFn: ({ pageParam, signal }) => api(giveawaysRoutes.getGiveaways, { query: { q: search || undefined, before: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.moreDraws ? (page.draws.at(-1)?.id ?? null) : null),
    // A new search keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCreateGiveaway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGiveaway) => api(giveawaysRoutes.createGiveaway, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giveawaysKey }),
  });
}

export function usePublicGiveaway(id: string) {
  return useQuery({ queryKey: entryPageKey(id), queryFn: ({ signal }) => api(giveawaysRoutes.getPublicGiveaway, { params: { id } }, { signal }) });
}

export function useEnterGiveaway(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { handle: string; consent: true }) => api(giveawaysRoutes.enterGiveaway, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: entryPageKey(id) }),
  });
}

export function useWithdrawEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withdrawToken: string) => api(giveawaysRoutes.withdrawEntry, { params: { id }, body: { withdrawToken } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: entryPageKey(id) }),
  });
}

export function useSaveEntrants(id: string) {
  const refresh = useRefreshListsAndMembers();
  return useMutation({ mutationFn: (name: string) => api(giveawaysRoutes.saveGiveawayEntrants, { params: { id }, body: { name } }), onSuccess: () => refresh() });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPlanRequest, HandledPlanRequest } from '../../../../common/plan-requests';
import { api } from '../../../lib/api-checked';
import { billingKey } from '../../../api/billing';
import { tiersKey } from './get-admin-plans';
import { adminRoutes } from '../../../../common/api/routes';

/** The open requests for a plan, oldest first (issue #38). */
export async function getPlanRequests(signal?: AbortSignal): Promise<AdminPlanRequest[]> {
  const { requests } = await api(adminRoutes.getPlanRequests, {}, { signal });
  return requests;
}

export const planRequestsQueryOptions = queryOptions({
  queryKey: [...tiersKey, 'requests'] as const,
  queryFn: ({ signal }) => getPlanRequests(signal),
});

export function usePlanRequests() {
  return useQuery(planRequestsQueryOptions);
}

/** 'Give plan': gives the plan asked for (audited) and closes the request. */
export function givePlanRequest(id: number): Promise<HandledPlanRequest> {
  return api(adminRoutes.givePlanRequest, { params: { id } });
}

/** 'Dismiss': closes the request without giving the plan. */
export function dismissPlanRequest(id: number): Promise<HandledPlanRequest> {
  return api(adminRoutes.dismissPlanRequest, { params: { id } });
}

/** After either, or a refusal (another admin handled it): the requests, the holders and the assignments are read again. */
function useHandle(mutationFn: (id: number) => Promise<HandledPlanRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: tiersKey }), queryClient.invalidateQueries({ queryKey: billingKey })]),
  });
}

export const useGivePlanRequest = () => useHandle(givePlanRequest);
export const useDismissPlanRequest = () => useHandle(dismissPlanRequest);

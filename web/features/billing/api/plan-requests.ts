import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyPlanRequest } from '../../../../common/plan-requests';
import { api } from '../../../lib/api-checked';
import { billingKey } from '../../../api/billing';
import { billingRoutes } from '../../../../common/api/routes';

/** My open requests for a plan (issue #38). */
export async function getMyPlanRequests(signal?: AbortSignal): Promise<MyPlanRequest[]> {
  const { requests } = await api(billingRoutes.getMyPlanRequests, {}, { signal });
  return requests;
}

export const myPlanRequestsQueryOptions = queryOptions({
  queryKey: [...billingKey, 'plan-requests'] as const,
  queryFn: ({ signal }) => getMyPlanRequests(signal),
});

/** Only for a signed-in person: a visitor has none to read. */
export function useMyPlanRequests(signedIn: boolean) {
  return useQuery({ ...myPlanRequestsQueryOptions, enabled: signedIn });
}

/** 'Ask for this plan': the admins get a mail and see it on their dashboard. */
export function createPlanRequest(planId: number): Promise<MyPlanRequest> {
  return api(billingRoutes.createPlanRequest, { body: { planId } });
}

export function useCreatePlanRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlanRequest,
    // Asked now, or asked before (409): either way my requests are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPlanRequestsQueryOptions.queryKey }),
  });
}

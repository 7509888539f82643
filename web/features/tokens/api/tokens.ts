import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiToken } from '../../../../common/api-tokens';
import { tokensRoutes } from '../../../../common/api/routes';
import { api } from '../../../lib/api-checked';

/** My personal API tokens (issue #23): listed, created (the token shown once), revoked. */
export const apiTokensQueryKey = ['api-tokens'] as const;

export const apiTokensQueryOptions = queryOptions({
  queryKey: apiTokensQueryKey,
  queryFn: ({ signal }) => api(tokensRoutes.getApiTokens, {}, { signal }),
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiToken) => api(tokensRoutes.createApiToken, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(tokensRoutes.revokeApiToken, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

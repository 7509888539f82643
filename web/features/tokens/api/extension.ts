import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EXTENSION_TOKEN_SCOPE, extensionTokenName } from '../../../../common/extension.plain';
import { homeRoutes, tokensRoutes } from '../../../../common/api/routes';
import { api } from '../../../lib/api-checked';
import { apiTokensQueryKey, apiTokensQueryOptions } from './tokens';

/** Whether this server's build holds the extension's zip, and its name and size (issue #38). */
export function useExtensionDownload() {
  return useQuery(
    queryOptions({
      queryKey: ['extension-download'] as const,
      queryFn: ({ signal }) => api(homeRoutes.getExtensionDownload, {}, { signal }),
    }),
  );
}

/**
 * 'Connect the extension' (issue #38): one read-and-write token for the current workspace, made by
 * the token service's own route (its rate limit and its limit of live tokens), named 'Browser
 * extension', or 'Browser extension 2', … beside my live tokens, so each browser's can be revoked alone.
 */
export function useConnectExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { tokens } = await queryClient.fetchQuery({ ...apiTokensQueryOptions, staleTime: 0 });
      const name = extensionTokenName(tokens.filter((token) => token.revokedAt === null).map((token) => token.name));
      return api(tokensRoutes.createApiToken, { body: { name, scope: EXTENSION_TOKEN_SCOPE } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

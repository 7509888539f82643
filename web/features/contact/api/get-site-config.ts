import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../../../common/blog';
import { api } from '../../../lib/api-checked';
import { blogRoutes } from '../../../../common/api/routes';

/** The chat widget script to load on /contact (null: none). */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return api(blogRoutes.getSiteConfig, {}, { signal });
}

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'] as const,
  queryFn: ({ signal }) => getSiteConfig(signal),
  staleTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfigSchema } from '../../../../common/blog';
import type { SiteConfig } from '../../../../common/blog';
import { apiFetch } from '../../../lib/api';

export const SITE_CONFIG_PATH = '/api/site-config';

/** The chat widget script to load on /contact (null: none). */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiFetch(SITE_CONFIG_PATH, { schema: siteConfigSchema, signal });
}

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'] as const,
  queryFn: ({ signal }) => getSiteConfig(signal),
  staleTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}

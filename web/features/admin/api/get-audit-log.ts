import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { auditPageSchema } from '../../../../common/admin';
import type { z } from 'zod';
import { api } from '../../../lib/api-checked';
import { adminRoutes } from '../../../../common/api/routes';

/** Every admin change adds an entry: each mutation of the admin area invalidates this. */
export const auditKey = ['admin', 'audit'] as const;

export type AuditPage = z.infer<typeof auditPageSchema>;

/** One page of the audit log (50 entries, newest first). */
export function getAuditLog(page: number, signal?: AbortSignal): Promise<AuditPage> {
  return api(adminRoutes.getAuditLog, { query: { page } }, { signal });
}

export function auditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...auditKey, page] as const,
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}

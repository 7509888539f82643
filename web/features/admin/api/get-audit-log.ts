import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema } from '../../../../common/admin';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api';

export const ADMIN_AUDIT_PATH = '/api/admin/audit';
/** Every admin change adds an entry: each mutation of the admin area invalidates this. */
export const auditKey = ['admin', 'audit'] as const;

export type AuditPage = z.infer<typeof auditPageSchema>;

/** One page of the audit log (50 entries, newest first). */
export function getAuditLog(page: number, signal?: AbortSignal): Promise<AuditPage> {
  return apiFetch(`${ADMIN_AUDIT_PATH}?page=${String(page)}`, { schema: auditPageSchema, signal });
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

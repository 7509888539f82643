import type { QueryClient } from '@tanstack/react-query';
import { adminStatsKey } from './get-admin-stats';
import { adminUsersKey } from './get-admin-users';
import { auditKey } from './get-audit-log';

/** After a user is created, changed, blocked or deleted: the cards, the counts and the audit log. */
export function invalidateAfterUserChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUsersKey }),
    queryClient.invalidateQueries({ queryKey: adminStatsKey }),
    queryClient.invalidateQueries({ queryKey: auditKey }),
  ]);
}

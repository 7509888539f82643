import type { QueryClient } from '@tanstack/react-query';
import type { ImportMode } from '../../../../common/csv';

/** The import and export routes of common/csv.ts. */
export const CSV_ROUTES = {
  importPreview: (mode: ImportMode) => `/api/import/preview?${new URLSearchParams({ mode }).toString()}`,
  import: (mode: ImportMode) => `/api/import?${new URLSearchParams({ mode }).toString()}`,
  listImportPreview: (listId: number) => `/api/lists/${String(listId)}/import/preview`,
  listImport: (listId: number) => `/api/lists/${String(listId)}/import`,
  exportAll: '/api/export',
  exportSelected: '/api/export/selected',
  exportList: (listId: number) => `/api/lists/${String(listId)}/export`,
} as const;

/**
 * An import changes lists and members: every query of the Lists screen starts with ['lists'] and
 * every query of the Members screen with ['members'] (web/features/lists/api/get-lists.ts,
 * web/features/members/api/get-members.ts). The roots are repeated here rather than imported so
 * that this feature does not reach into another one.
 */
export function refreshListsAndMembers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['lists'] }),
    queryClient.invalidateQueries({ queryKey: ['members'] }),
  ]);
}

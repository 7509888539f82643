import { useQuery } from '@tanstack/react-query';
import { membersRoutes } from '../../../../common/api/routes';
import { membersKey } from '../../../api/lists';
import { api } from '../../../lib/api-checked';

/**
 * The composer's @-mention suggestions: my members whose username starts with or contains
 * `text` (the server's search, issue #19). Under ['members'], so a change to my members refreshes them.
 */
export function useMemberSuggestions(text: string | null) {
  return useQuery({
    queryKey: [...membersKey, 'suggest', text] as const,
    queryFn: ({ signal }) => api(membersRoutes.suggestMembers, { query: { q: text ?? '' } }, { signal }),
    enabled: text !== null && text !== '',
    staleTime: 30_000,
  });
}

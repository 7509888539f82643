import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { composeRoutes } from '../../../../common/api/routes';
import type { Composer, CreateTemplateInput, MessageTemplate, UpdateComposerSettings, UpdateTemplateInput } from '../../../../common/message-templates';
import { api } from '../../../lib/api-checked';

/** The composer's settings and my message templates (issue #19), read when the composer opens. */
export const composerKey = ['composer'] as const;

export function useComposer(enabled: boolean) {
  return useQuery({ queryKey: composerKey, queryFn: ({ signal }) => api(composeRoutes.getComposer, {}, { signal }), enabled, staleTime: 60_000 });
}

/**
 * Changes a setting at once on screen (the query's data), then on the server; a refusal puts back
 * what the server holds.
 */
export function useUpdateComposerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateComposerSettings) => api(composeRoutes.updateComposerSettings, { body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: composerKey });
      queryClient.setQueryData<Composer>(composerKey, (current) => (current ? { ...current, ...change } : current));
    },
    onSuccess: (composer) => {
      queryClient.setQueryData(composerKey, composer);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: composerKey }),
  });
}

/** After a template changes: the server's templates and settings (a new one is the last used). */
function useRefreshComposer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: composerKey });
}

export function useCreateTemplate() {
  const refresh = useRefreshComposer();
  return useMutation({
    mutationFn: (input: CreateTemplateInput): Promise<MessageTemplate> => api(composeRoutes.createTemplate, { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateTemplate() {
  const refresh = useRefreshComposer();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateTemplateInput }): Promise<MessageTemplate> => api(composeRoutes.updateTemplate, { params: { id }, body: change }),
    onSuccess: refresh,
  });
}

export function useDeleteTemplate() {
  const refresh = useRefreshComposer();
  return useMutation({
    mutationFn: (id: number) => api(composeRoutes.deleteTemplate, { params: { id } }),
    onSuccess: refresh,
  });
}

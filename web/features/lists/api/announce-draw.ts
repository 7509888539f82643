import { useMutation } from '@tanstack/react-query';
import { drawsRoutes } from '../../../../common/api/routes';
import type { AnnounceDraw } from '../../../../common/draws';
import { api } from '../../../lib/api-checked';

/** Announces a draw of the selected lists (issue #20): members frozen and the seed committed now, drawn at `drawAt`. */
export function useAnnounceDraw() {
  return useMutation({ mutationFn: (body: AnnounceDraw) => api(drawsRoutes.announceDraw, { body }) });
}

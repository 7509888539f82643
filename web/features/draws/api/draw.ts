import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { drawsRoutes } from '../../../../common/api/routes';
import type { DrawCertificate, DrawSettings } from '../../../../common/draws';
import { api } from '../../../lib/api-checked';

/** A draw's certificate (issue #20): public; its owner also gets what they chose not to publish. */
const drawKey = (id: string) => ['draws', id] as const;

/**
 * An announced draw is read again when its time comes (then every 3 s until it is drawn), so its
 * winners appear by themselves; not over and over during a wait of days.
 */
export function useDraw(id: string) {
  return useQuery({
    queryKey: drawKey(id),
    queryFn: ({ signal }) => api(drawsRoutes.getDraw, { params: { id } }, { signal }),
    refetchInterval: (query) => {
      const draw = query.state.data;
      if (draw?.status !== 'announced') return false;
      const wait = draw.drawAt === null ? 0 : Date.parse(draw.drawAt) - Date.now();
      return wait <= 0 ? 3000 : Math.min(wait + 1000, 3_600_000);
    },
  });
}

export function useDrawNow(id: string) {
  const keep = useKeepCertificate(id);
  return useMutation({ mutationFn: () => api(drawsRoutes.drawNow, { params: { id } }), onSuccess: keep });
}

function useKeepCertificate(id: string) {
  const queryClient = useQueryClient();
  return (certificate: DrawCertificate) => {
    queryClient.setQueryData(drawKey(id), certificate);
  };
}

export function useUpdateDrawSettings(id: string) {
  const keep = useKeepCertificate(id);
  return useMutation({ mutationFn: (change: DrawSettings) => api(drawsRoutes.updateDrawSettings, { params: { id }, body: change }), onSuccess: keep });
}

export function useRedrawOne(id: string) {
  const keep = useKeepCertificate(id);
  return useMutation({ mutationFn: (replace: string) => api(drawsRoutes.redrawOne, { params: { id }, body: { replace } }), onSuccess: keep });
}

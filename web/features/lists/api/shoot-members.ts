import { useMutation } from '@tanstack/react-query';
import { shootResponseSchema } from '../../../../common/lists';
import type { ShootResponse } from '../../../../common/lists';
import { apiFetch } from '../../../lib/api';

export const SHOOT_PATH = '/api/shoot';

export type ShootRequest = { listIds: number[]; count: number; skipRecent: number };

/** Draws `count` random members of the selected lists (spec §9), leaving out those of my last `skipRecent` shoots. */
export function shootMembers(body: ShootRequest): Promise<ShootResponse> {
  return apiFetch(SHOOT_PATH, { method: 'POST', body, schema: shootResponseSchema });
}

export function useShootMembers() {
  return useMutation({ mutationFn: shootMembers });
}

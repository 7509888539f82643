import { useMutation } from '@tanstack/react-query';
import type { ShootResponse } from '../../../../common/lists';
import { api } from '../../../lib/api-checked';
import { listsRoutes } from '../../../../common/api/routes';

export type ShootRequest = { listIds: number[]; count: number; skipRecent: number; rotation: boolean; provablyFair?: boolean };

/** Draws `count` random members of the selected lists (spec §9), leaving out those of my last `skipRecent` shoots or, in rotation, those of this round; each draw has a certificate. */
export function shootMembers(body: ShootRequest): Promise<ShootResponse> {
  return api(listsRoutes.shoot, { body });
}

export function useShootMembers() {
  return useMutation({ mutationFn: shootMembers });
}

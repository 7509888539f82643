import { z } from 'zod';

/** A numeric id in the path (`/…/:id`): a positive 32-bit integer, else 400. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

import { z } from 'zod';
import { INT32_MAX } from '../../common/integers';

/** A numeric id in the path (`/…/:id`): a positive 32-bit integer, else 400. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) });

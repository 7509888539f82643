import { z } from 'zod';

/**
 * Whole numbers that reach the database: ids are `serial` and counts, amounts and positions are
 * `integer` columns, i.e. 32-bit. A JSON number outside that range passed `.int()` and then failed
 * its query (a 500); these schemas refuse it with a 400 instead.
 */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/** The id of a row, as a JSON body or a query carries it. */
export const idSchema = z.number().int().positive().max(INT32_MAX);
/** A value of an `integer` column. */
export const int32Schema = z.number().int().min(INT32_MIN).max(INT32_MAX);

/** An id in a path or a query string (`/…/:id`, `?before=`): a positive 32-bit integer, else 400. */
export const idParamSchema = z.coerce.number().int().positive().max(INT32_MAX);
/** A numeric id in the path (`/…/:id`). */
export const idParamsSchema = z.object({ id: idParamSchema });

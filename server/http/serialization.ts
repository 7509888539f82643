import type { FastifySerializerCompiler } from 'fastify';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/**
 * Kinds of schema that check a value the same way in both directions. A default, a prefault, a
 * catch, a transform or a pipe (a codec is one) does not: parsing fills a missing value, catches an
 * error or transforms, where encoding refuses or runs the way back.
 */
const SAME_BOTH_WAYS = new Set([
  'object', 'array', 'tuple', 'record', 'union', 'optional', 'nullable', 'lazy',
  'string', 'number', 'bigint', 'boolean', 'date', 'null', 'literal', 'enum', 'custom', 'unknown', 'any',
]);

/** Every schema inside a zod schema (objects' fields, arrays' items, unions' options, wrappers, lazies), once each. */
function* schemasIn(schema: unknown, seen = new Set<unknown>()): Generator<{ type: string }> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> & { type: string } } } | null)?._zod?.def;
  if (!def || seen.has(schema)) return;
  seen.add(schema);
  yield def;
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue; // a length, a pattern: checked the same both ways
    const children = key === 'shape' ? Object.values(value as object) : Array.isArray(value) ? value : [value];
    for (const child of children) if (typeof child === 'object') yield* schemasIn(child, seen);
  }
  if (typeof def.getter === 'function') yield* schemasIn((def.getter as () => unknown)(), seen);
}

/** Whether parsing a value with this schema is the same check as encoding it. */
export const checksSameBothWays = (schema: $ZodType): boolean => [...schemasIn(schema)].every(({ type }) => SAME_BOTH_WAYS.has(type));

/**
 * The serializer of every route's answer: its zod schema checks it and keeps only what the
 * contract names (an unknown key is left out), then JSON.stringify writes it.
 *
 * The type provider's own serializer checks with `safeEncode`, which walks each level of an answer
 * twice (a first pass to see whether a codec applies, then the checks) and so a list of objects
 * about four times: at a thousand lists it cost more than the JSON itself (decision 045). Where
 * the schema checks the same both ways (most answers, the lists among them) it is parsed, in one
 * pass; an answer with a default, a transform or a pipe is encoded as before.
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = ({ schema: given, method, url }) => {
  const schema = zodSchemaOf(given);
  const check = checksSameBothWays(schema) ? safeParse : safeEncode;
  return (data) => {
    const result = check(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

function zodSchemaOf(given: $ZodType | { properties: $ZodType }): $ZodType {
  if (given instanceof $ZodType) return given;
  if ('properties' in given && given.properties instanceof $ZodType) return given.properties;
  throw new InvalidSchemaError(JSON.stringify(given));
}

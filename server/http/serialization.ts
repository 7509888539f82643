import type { FastifySerializerCompiler } from 'fastify';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * The serializer of every route's answer: its zod schema checks it and keeps only what the
 * contract names (an unknown key is left out), then JSON.stringify writes it.
 *
 * The type provider's own serializer checks with `safeEncode`, which walks each level of an answer
 * twice (a first pass to see whether a codec applies, then the checks) and so a list of objects
 * about four times: at a thousand lists it cost more than the JSON itself (decision 045). The
 * contract's answers hold no codec, so parsing them is the same check in one pass. A schema given
 * one would have to be encoded here again.
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = ({ schema: given, method, url }) => {
  const schema = zodSchemaOf(given);
  return (data) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

function zodSchemaOf(given: $ZodType | { properties: $ZodType }): $ZodType {
  if (given instanceof $ZodType) return given;
  if ('properties' in given && given.properties instanceof $ZodType) return given.properties;
  throw new InvalidSchemaError(JSON.stringify(given));
}

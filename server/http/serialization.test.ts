import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../common/api/contract';
import { serializerCompiler } from './serialization';

/** Every node of a zod schema (objects, arrays, unions, wrappers, lazies), once each. */
function* nodesOf(schema: unknown, seen = new Set<unknown>()): Generator<{ type: string; reverseTransform?: unknown }> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> & { type: string; reverseTransform?: unknown } } } | null)?._zod?.def;
  if (!def || seen.has(schema)) return;
  seen.add(schema);
  yield def;
  for (const [key, value] of Object.entries(def)) {
    const children = key === 'shape' ? Object.values(value as object) : Array.isArray(value) ? value : [value];
    for (const child of children) if (typeof child === 'object') yield* nodesOf(child, seen);
  }
  if (typeof def.getter === 'function') yield* nodesOf((def.getter as () => unknown)(), seen);
}

/** A codec is a pipe with a way back (zod 4): what `safeEncode` would run and `safeParse` does not. */
const isCodec = (node: { type: string; reverseTransform?: unknown }) => node.type === 'pipe' && typeof node.reverseTransform === 'function';

describe('the answers’ serializer (decision 045)', () => {
  const answerSchema = z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.object({ label: z.string() })) });

  async function appAnswering(answer: unknown) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(serializerCompiler);
    app.get('/thing', { schema: { response: { 200: answerSchema } } }, () => answer as z.infer<typeof answerSchema>);
    await app.ready();
    return app;
  }

  it('sends only what the contract names: a key the handler added is left out, at every depth', async () => {
    const app = await appAnswering({ id: 7, name: 'Seven', passwordHash: 'secret', tags: [{ label: 'a', ownerEmail: 'x@example.com' }] });
    const response = await app.inject({ url: '/thing' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify({ id: 7, name: 'Seven', tags: [{ label: 'a' }] }));
    await app.close();
  });

  it('refuses an answer that breaks its schema: a 500, never the wrong shape', async () => {
    const app = await appAnswering({ id: 'seven', name: 'Seven', tags: [] });
    const response = await app.inject({ url: '/thing' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('seven');
    await app.close();
  });

  it('is the right check for every answer of the contract: none holds a codec, whose encoding parsing would skip', () => {
    const withCodec = Object.entries(contract).filter(([, endpoint]) =>
      [...nodesOf((endpoint as { response?: unknown }).response)].some(isCodec),
    );
    expect(withCodec.map(([name]) => name)).toEqual([]);
    // The walk does find a codec where there is one.
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    expect([...nodesOf(z.object({ list: z.array(codec) }))].some(isCodec)).toBe(true);
    expect([...nodesOf(z.object({ name: z.string().pipe(z.string()) }))].some(isCodec)).toBe(false);
  });
});

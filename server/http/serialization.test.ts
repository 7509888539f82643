import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../common/api/contract';
import { checksSameBothWays, serializerCompiler } from './serialization';

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

  it('keeps encoding an answer whose schema parses differently: a missing defaulted value is still a 500, not filled in', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(serializerCompiler);
    const withDefault = z.object({ id: z.number(), isActive: z.boolean().default(true) });
    app.get('/plan', { schema: { response: { 200: withDefault } } }, () => ({ id: 1 }) as z.infer<typeof withDefault>);
    expect((await app.inject({ url: '/plan' })).statusCode).toBe(500);
    await app.close();
  });

  it('parses, in one pass, the answers that check the same both ways: the lists, the members, the suggestions', () => {
    for (const name of ['getLists', 'getMembers', 'suggestMembers'] as const) expect(checksSameBothWays(contract[name].response as never), name).toBe(true);
    expect(checksSameBothWays(contract.getAdminPlans.response as never)).toBe(false); // its plans' fields have defaults
    expect(checksSameBothWays(z.object({ list: z.array(z.codec(z.string(), z.number(), { decode: Number, encode: String })) }))).toBe(false);
    expect(checksSameBothWays(z.object({ name: z.string().transform((name) => name.trim()) }))).toBe(false);
  });
});

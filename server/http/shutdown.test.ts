import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support/config';
import { createTestDatabase } from '../../test/support/database';
import { buildApp } from '../app';

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then stops accepting', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      app.get('/api/test-slow', { config: { public: true } }, async () => {
        resolve();
        await new Promise<void>((r) => (release = r));
        return { done: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const inFlight = fetch(`${base}/api/test-slow`);
    await started;
    const closing = app.close();
    // While closing, the slow request is still being served…
    setTimeout(() => release(), 100);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    // …and once closed, nothing new is accepted.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    await database.close();
  });
});

import { fork } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimServer, startServerClaims, type ServerClaims } from '../../e2e/server-claims';

// Issue #34: two browser-test files ran on one app at the same time (Vitest 4 gave both the pool
// id 1 after the server and web projects' group: e2e/server-claims.ts), so one file's lists
// showed up in the other's. A file now holds its server for as long as its process lives.

let claims: ServerClaims | undefined;
afterEach(async () => {
  await claims?.close();
  claims = undefined;
});

/** A promise's state now, without waiting for it. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  return (await Promise.race([promise.then(() => true), Promise.resolve(pending)])) !== pending;
}

describe('each browser-test file has a server of its own', () => {
  it('gives two files running side by side two different servers, and a third one only when one of them is done', async () => {
    claims = await startServerClaims(2);
    const first = await claimServer(claims.port);
    const second = await claimServer(claims.port);
    expect([first.index, second.index].sort()).toEqual([0, 1]);

    const third = claimServer(claims.port);
    await vi.waitFor(() => expect(claims?.waiting()).toBe(1));
    expect(await settledYet(third)).toBe(false);

    first.release();
    expect((await third).index).toBe(first.index);
    second.release();
    (await third).release();
  });

  it('frees the server of a file whose process ended without a word (a crash, a timeout)', async () => {
    claims = await startServerClaims(1);
    const child = fork(
      '-e',
      [`require('node:net').connect(${String(claims.port)}, '127.0.0.1').on('data', () => process.send('claimed')); setInterval(() => {}, 1000);`],
      { stdio: 'ignore', execArgv: [] },
    );
    await new Promise((resolve) => child.once('message', resolve));
    const next = claimServer(claims.port);
    await vi.waitFor(() => expect(claims?.waiting()).toBe(1));
    expect(await settledYet(next)).toBe(false);
    child.kill('SIGKILL');
    expect((await next).index).toBe(0);
    (await next).release();
  });

  it('passes over a file that stopped waiting', async () => {
    claims = await startServerClaims(1);
    const holder = await claimServer(claims.port);
    const gaveUp = net.connect(claims.port, '127.0.0.1');
    await vi.waitFor(() => expect(claims?.waiting()).toBe(1));
    gaveUp.destroy();
    await vi.waitFor(() => expect(claims?.waiting()).toBe(0));
    holder.release();
    const after = await claimServer(claims.port);
    expect(after.index).toBe(holder.index);
    after.release();
  });
});

import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { AppError } from '../http/errors';
import { HeavyWork } from '../http/heavy-work';

/**
 * Issue #16, item 12: one user's 12 concurrent imports held the whole 10-connection pool and
 * another user's request waited 5 s. Heavy work (CSV imports, previews, exports) is bounded per
 * user and in all; past the bound it answers 429 with Retry-After, and others' reads go on.
 */

/** A file big enough that an import takes a while: 40 lists of 400 members. */
const bigCsv = () =>
  ['"List Name","Members"', ...Array.from({ length: 40 }, (_, list) => `"List ${String(list)}","${Array.from({ length: 400 }, (_, m) => `m${String(list)}_${String(m)}`).join(';')}"`)].join('\n');

describe('HeavyWork', () => {
  it('gives a user two places, everyone five, and each place back once', () => {
    const heavy = new HeavyWork(2, 5);
    const first = heavy.acquire(1);
    heavy.acquire(1);
    expect(() => heavy.acquire(1)).toThrow('Another import or export of yours is still running');
    first();
    first(); // twice is once
    const again = heavy.acquire(1);
    expect(() => heavy.acquire(1)).toThrow(AppError);
    heavy.acquire(2);
    heavy.acquire(2);
    heavy.acquire(3);
    expect(() => heavy.acquire(4)).toThrow('The server is busy with other imports and exports');
    again();
    heavy.acquire(4);
  });

  it('gives the place back when the work fails, and when a stream closes, not before', async () => {
    const heavy = new HeavyWork(1, 5);
    await expect(heavy.run(1, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const stream = await heavy.stream(1, async () => Readable.from(['a', 'b']));
    expect(() => heavy.acquire(1)).toThrow(AppError);
    stream.destroy();
    await new Promise((resolve) => stream.once('close', resolve));
    heavy.acquire(1)();
    await expect(heavy.stream(1, () => Promise.reject(new Error('no lists')))).rejects.toThrow('no lists');
    heavy.acquire(1);
  });
});

// The embedded database runs one transaction at a time for everyone, so requests never overlap
// there; with a pool of connections (PostgreSQL) they do, and the bound decides.
describe.runIf(process.env.TEST_DATABASE_URL)('heavy work is bounded per user (PostgreSQL)', () => {
  const t = useTestApp();

  async function person(tier: number) {
    const { user, cookie } = await createSignedInUser(t.db);
    await givePlan(t.db, user.id, { tier, maxlist: null });
    const c = client(t.app);
    c.cookie = cookie;
    return c;
  }

  it('answers a user’s third simultaneous import 429 with Retry-After, and another user’s read does not wait for them', async () => {
    const hog = await person(8001);
    const other = await person(8002);
    const csv = bigCsv();
    const finished: string[] = [];
    const imports = Array.from({ length: 12 }, () =>
      hog.post('/api/import?mode=replace', csv, { 'content-type': 'text/csv' }).then((response) => {
        if (response.statusCode === 200) finished.push('import');
        return response;
      }),
    );
    const read = other.get('/api/lists').then((response) => {
      finished.push('read');
      return response;
    });
    const answers = await Promise.all(imports);
    expect((await read).statusCode).toBe(200);

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Another import or export of yours is still running. Please try again in a few seconds.' });
    // The other user's read is not queued behind the imports.
    expect(finished[0]).toBe('read');

    // Once they are done, the next import goes through.
    expect((await hog.post('/api/import?mode=replace', csv, { 'content-type': 'text/csv' })).statusCode).toBe(200);
  });
});

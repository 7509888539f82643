import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/support/app';
import { relayEnv, testConfig } from '../test/support/config';
import { makeDue } from '../test/support/draws';
import { createSignedInUser, givePlan } from '../test/support/factories';
import { client } from '../test/support/http';
import { buildApp } from './app';

describe('the background passes of an instance', () => {
  // The tests' app runs no due-draws pass (DUE_DRAWS_SECONDS=0): the data is made before the instance below starts.
  const t = useTestApp();

  it('draws the due draws and purges the old Trash when an instance is ready', async () => {
    const c = client(t.app);
    const signedIn = await createSignedInUser(t.db);
    await givePlan(t.db, signedIn.user.id, { tier: 900, maxlist: null });
    c.cookie = signedIn.cookie;
    const listId = ((await c.post('/api/lists', { name: 'Entrants' })).json() as { id: number }).id;
    await c.post(`/api/lists/${String(listId)}/members/bulk`, { text: 'ann bob cat' });
    const { drawId } = (await c.post('/api/draws', { listIds: [listId], count: 1, drawAt: new Date(Date.now() + 5 * 60_000).toISOString() })).json() as { drawId: string };
    await makeDue(t.db, t.app.drand, drawId);
    const oldId = ((await c.post('/api/lists', { name: 'Old' })).json() as { id: number }).id;
    await c.delete(`/api/lists/${String(oldId)}`);
    await t.db.execute(sql`update lists set removed_at = now() - interval '2 days' where id = ${oldId}`);

    const instance = await buildApp({ config: testConfig({ DUE_DRAWS_SECONDS: '3600', TRASH_DAYS: '1', ...relayEnv(t.relay) }), database: t.database, mailer: t.mail.mailer });
    try {
      await instance.ready();
      await vi.waitFor(async () => {
        expect((await t.db.execute(sql`select status from draws where id = ${drawId}`)).rows).toEqual([{ status: 'drawn' }]);
        expect((await t.db.execute(sql`select 1 from lists where id = ${oldId}`)).rows).toEqual([]);
      });
    } finally {
      await instance.close();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Giveaway } from '../../common/giveaways';
import { useTestApp } from '../../test/support/app';
import { giveawayBody } from '../../test/support/giveaways';
import { client, signedInPerson } from '../../test/support/http';
import type { Person } from '../../test/support/teams';

// Issue #36 item 2: a giveaway's entry page, shared on X or by QR code, carries its own head.

// A built index.html like Vite's, so the head of /enter/{id} can be seen.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-enter-client-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Rollcall</title><meta name="description" content="Rollcall default" /></head><body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const html = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

describe('the entry page’s head', () => {
  const t = useTestApp({ clientDir });

  const giveaway = (overrides: Parameters<typeof giveawayBody>[0] = {}) => giveawayBody({ winnerCount: 1, rules: 'One entry a person.', ...overrides });

  async function create(host: Person, body: object): Promise<Giveaway> {
    const made = await host.c.post('/api/giveaways', body);
    expect(made.statusCode, made.body).toBe(201);
    return made.json() as Giveaway;
  }
  const page = async (id: string) => {
    const answer = await client(t.app).get(`/enter/${id}`, { accept: 'text/html' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    return answer.body;
  };

  it('names the giveaway, its prize and organiser, and nothing else of the host', async () => {
    const host = await signedInPerson(t);
    const list = await host.c.post('/api/lists', { name: 'Secret regulars' });
    const listId = (list.json() as { id: number }).id;
    const made = await create(host, giveaway({ listIds: [listId], rules: 'Secret rule text' }));
    const body = await page(made.id);
    const description = 'Enter “Spring giveaway” — A signed poster, by Poster Club.';
    expect(body).toContain('<title>Spring giveaway — Rollcall</title>');
    expect(body).toContain(`<meta name="description" content="${description}" />`);
    expect(body).toContain('<meta property="og:title" content="Spring giveaway" />');
    expect(body).toContain(`<meta property="og:description" content="${description}" />`);
    expect(body).toContain(`<meta property="og:url" content="${new URL(`/enter/${made.id}`, t.app.config.appUrl).toString()}" />`);
    expect(body).toContain('<meta name="twitter:card" content="summary" />');
    expect(body).toContain('<meta name="robots" content="noindex" />');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    // Nothing of the host but the organiser's public name.
    for (const secret of [host.user.email, host.user.username, 'Secret regulars', 'Europe/Paris', 'Secret rule text', made.commitment]) expect(body).not.toContain(secret);
    // The same at the address with a trailing slash or a query (a QR code's tracking tag).
    expect(await page(`${made.id}/`)).toContain('<title>Spring giveaway — Rollcall</title>');
    expect(await page(`${made.id}?from=qr`)).toContain('<title>Spring giveaway — Rollcall</title>');
  });

  it('writes every word the host chose as text: no tag, attribute or replacement pattern gets out', async () => {
    const host = await signedInPerson(t);
    const title = '</title><script>alert("x")</script> $& \'quoted\'';
    const prize = '"><img src=x onerror=alert(1)> & more';
    const organiser = '</head><body>Evil & Co';
    const made = await create(host, giveaway({ title, prize, organiser }));
    const body = await page(made.id);
    expect(body).toContain(`<title>${html(title)} — Rollcall</title>`);
    const description = html(`Enter “${title}” — ${prize}, by ${organiser}.`);
    expect(body).toContain(`<meta name="description" content="${description}" />`);
    expect(body).toContain(`<meta property="og:title" content="${html(title)}" />`);
    expect(body).toContain(`<meta property="og:description" content="${description}" />`);
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<img');
    expect(body).not.toContain('"x"');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<\/head>/g)).toHaveLength(1);
    expect(body.match(/<body>/g)).toHaveLength(1);
  });

  it('says when entries are closed, and when the page takes none', async () => {
    const host = await signedInPerson(t);
    const closed = await create(host, giveaway({ organiser: 'Poster Co.' }));
    await t.db.execute(sql`update giveaways set closes_at = now() - interval '1 second' where id = ${closed.id}`);
    expect(await page(closed.id)).toContain('<meta name="description" content="“Spring giveaway” — A signed poster, by Poster Co. Entries are closed." />');
    const list = await host.c.post('/api/lists', { name: 'Regulars' });
    const listsOnly = await create(host, giveaway({ entryPage: false, listIds: [(list.json() as { id: number }).id] }));
    expect(await page(listsOnly.id)).toContain('<meta name="description" content="“Spring giveaway” — A signed poster, by Poster Club." />');
  });

  it('gives an unknown or malformed id the plain head, not an error', async () => {
    // (An address that does not decode is refused by the framework before any page: 400.)
    for (const id of ['B'.repeat(22), 'not-an-id', `${'D'.repeat(21)}%C3%A9`, 'a%2Fb', `${'E'.repeat(22)}%27%3Cx`]) {
      const body = await page(id);
      expect(body).toContain('<title>Rollcall</title>');
      expect(body).toContain('<meta name="description" content="Rollcall default" />');
      expect(body).not.toContain('og:');
    }
  });
});

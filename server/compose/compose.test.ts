import { describe, expect, it } from 'vitest';
import { COMPOSE_TEXTS, TEMPLATES_MAX } from '../../common/message-templates';
import { DEFAULT_MENTION_WARNING } from '../../common/compose-limits.plain';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser } from '../../test/support/factories';
import { client } from '../../test/support/http';

// Issue #19: message templates per user (create, rename, delete; the last used one comes back)
// and the composer's settings, kept on the server for wherever the user signs in.

describe('the composer’s templates and settings', () => {
  const t = useTestApp();

  async function person() {
    const c = client(t.app);
    c.cookie = (await createSignedInUser(t.db)).cookie;
    return c;
  }

  it('starts with the defaults and no templates', async () => {
    const me = await person();
    const answer = await me.get('/api/compose');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ mentionWarning: DEFAULT_MENTION_WARNING, numbered: false, lastTemplateId: null, templates: [] });
    // Issue #36: X's spam guidance on unsolicited mentions; the composer warns above 5 in one post.
    expect(answer.json()).toMatchObject({ mentionWarning: 5 });
  });

  it('saves, renames, changes and deletes a template; the one saved or chosen last comes back', async () => {
    const me = await person();
    const created = await me.post('/api/compose/templates', { name: '  Weekly thanks ', message: '🎉 Thanks {mentions}!' });
    expect(created.statusCode).toBe(201);
    const weekly = created.json() as { id: number; name: string; message: string };
    expect(weekly).toMatchObject({ name: 'Weekly thanks', message: '🎉 Thanks {mentions}!' });
    const giveaway = (await me.post('/api/compose/templates', { name: 'Giveaway', message: 'Winners: {mentions}' })).json() as { id: number };
    let composer = (await me.get('/api/compose')).json();
    expect(composer.templates.map((template: { name: string }) => template.name)).toEqual(['Giveaway', 'Weekly thanks']);
    expect(composer.lastTemplateId).toBe(giveaway.id);

    expect((await me.patch('/api/compose/settings', { lastTemplateId: weekly.id })).json().lastTemplateId).toBe(weekly.id);
    expect((await me.get('/api/compose')).json().lastTemplateId).toBe(weekly.id);

    const renamed = await me.patch(`/api/compose/templates/${String(weekly.id)}`, { name: 'Monday thanks' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: weekly.id, name: 'Monday thanks', message: '🎉 Thanks {mentions}!' });
    const changed = await me.patch(`/api/compose/templates/${String(weekly.id)}`, { message: 'Thank you {mentions}' });
    expect(changed.json()).toMatchObject({ name: 'Monday thanks', message: 'Thank you {mentions}' });

    expect((await me.delete(`/api/compose/templates/${String(weekly.id)}`)).statusCode).toBe(204);
    composer = (await me.get('/api/compose')).json();
    expect(composer.templates.map((template: { name: string }) => template.name)).toEqual(['Giveaway']);
    expect(composer.lastTemplateId).toBeNull();
    expect((await me.delete(`/api/compose/templates/${String(weekly.id)}`)).statusCode).toBe(404);
  });

  it('keeps each name once whatever its case, refuses empty names and messages in the field’s words', async () => {
    const me = await person();
    await me.post('/api/compose/templates', { name: 'Giveaway', message: 'a' });
    const twice = await me.post('/api/compose/templates', { name: 'GIVEAWAY', message: 'b' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(COMPOSE_TEXTS.templateNameTaken('GIVEAWAY'));
    const other = (await me.post('/api/compose/templates', { name: 'Other', message: 'c' })).json() as { id: number };
    const renamed = await me.patch(`/api/compose/templates/${String(other.id)}`, { name: 'giveaway' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.message).toBe(COMPOSE_TEXTS.templateNameTaken('giveaway'));

    const noName = await me.post('/api/compose/templates', { name: '   ', message: 'x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain(COMPOSE_TEXTS.nameRequired);
    const noMessage = await me.post('/api/compose/templates', { name: 'Blank', message: '  \n ' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().error.message).toContain(COMPOSE_TEXTS.messageRequired);
    expect((await me.post('/api/compose/templates', { name: 'Long', message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await me.post('/api/compose/templates', { name: 'n'.repeat(61), message: 'x' })).statusCode).toBe(400);
  });

  it(`keeps at most ${String(TEMPLATES_MAX)} templates, even when saves race`, async () => {
    const me = await person();
    for (let i = 0; i < TEMPLATES_MAX - 2; i += 1) await me.post('/api/compose/templates', { name: `T${String(i)}`, message: 'x' });
    const racing = await Promise.all(Array.from({ length: 5 }, (_, i) => me.post('/api/compose/templates', { name: `Race ${String(i)}`, message: 'x' })));
    expect(racing.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    const refused = racing.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().error.message).toBe(COMPOSE_TEXTS.templateLimit);
    expect((await me.get('/api/compose')).json().templates).toHaveLength(TEMPLATES_MAX);
  });

  it('keeps the mention warning and numbering, within bounds', async () => {
    const me = await person();
    const saved = await me.patch('/api/compose/settings', { mentionWarning: 5, numbered: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ mentionWarning: 5, numbered: true, lastTemplateId: null });
    expect((await me.patch('/api/compose/settings', { numbered: false })).json()).toMatchObject({ mentionWarning: 5, numbered: false });
    for (const mentionWarning of [0, 51, 2.5, '7']) expect((await me.patch('/api/compose/settings', { mentionWarning })).statusCode).toBe(400);
    expect((await me.get('/api/compose')).json()).toMatchObject({ mentionWarning: 5, numbered: false });
  });

  it('never shows, uses, changes or deletes another user’s template', async () => {
    const owner = await person();
    const secret = (await owner.post('/api/compose/templates', { name: 'Secret plan', message: 'secret message' })).json() as { id: number };
    const stranger = await person();
    const path = `/api/compose/templates/${String(secret.id)}`;
    expect((await stranger.get('/api/compose')).body).not.toContain('secret');
    expect((await stranger.patch(path, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await stranger.patch(path, { message: 'changed' })).statusCode).toBe(404);
    expect((await stranger.delete(path)).statusCode).toBe(404);
    const borrow = await stranger.patch('/api/compose/settings', { lastTemplateId: secret.id });
    expect(borrow.statusCode).toBe(404);
    expect(borrow.json().error.message).toBe(COMPOSE_TEXTS.templateNotFound);
    expect((await owner.get('/api/compose')).json().templates).toEqual([expect.objectContaining({ name: 'Secret plan', message: 'secret message' })]);
  });

  it('asks for a session', async () => {
    const visitor = client(t.app);
    expect((await visitor.get('/api/compose')).statusCode).toBe(401);
    expect((await visitor.post('/api/compose/templates', { name: 'x', message: 'y' })).statusCode).toBe(401);
  });
});

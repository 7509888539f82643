import { describe, expect, it } from 'vitest';
import { SETUP_ERROR_CODES, SETUP_TEXTS } from '../../common/admin';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser } from '../../test/support/factories';
import { client } from '../../test/support/http';

// Issue #38: the first admin from the browser, with the one-time link the server prints at start.

describe('the first admin from the setup link', () => {
  const t = useTestApp();
  const body = (token: string, n = 1) => ({ token, email: `first${String(n)}@example.com`, username: `first_admin${String(n)}`, password: 'a long enough password' });

  it('creates the first admin once, signed in, only with the link of this run, and never once an admin exists', async () => {
    const visitor = client(t.app);
    // No link printed yet: nothing to do, and no token opens it.
    expect((await visitor.get('/api/setup')).json()).toEqual({ open: false });
    expect((await visitor.post('/api/setup', body('B'.repeat(43)))).json().error.code).toBe(SETUP_ERROR_CODES.linkInvalid);

    const old = t.app.setupGate.issue();
    // A restart prints a new link: the old one opens nothing.
    const token = t.app.setupGate.issue();
    expect((await visitor.get('/api/setup')).json()).toEqual({ open: true });
    const stale = await visitor.post('/api/setup', body(old));
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.message).toBe(SETUP_TEXTS.linkInvalid);
    // Not a token at all: refused before anything is read.
    expect((await visitor.post('/api/setup', body('not a token'))).statusCode).toBe(400);
    // Someone's e-mail is not taken over by a setup link.
    const someone = await createSignedInUser(t.db);
    const taken = await visitor.post('/api/setup', { ...body(token), email: someone.user.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe(SETUP_ERROR_CODES.emailTaken);

    // Two at once with the link: one admin.
    const [a, b] = await Promise.all([client(t.app).post('/api/setup', body(token, 1)), client(t.app).post('/api/setup', body(token, 2))]);
    const answers = [a, b].map((answer) => answer.statusCode).sort();
    expect(answers[0]).toBe(201);
    expect([403, 409]).toContain(answers[1]);
    const made = a.statusCode === 201 ? a : b;
    expect(made.json().user).toMatchObject({ role: 'admin' });
    // Signed in: the cookie opens the admin area.
    const cookie = String(made.headers['set-cookie']).split(';')[0]!;
    const admin = client(t.app);
    admin.cookie = cookie;
    expect((await admin.get('/api/admin/stats')).statusCode).toBe(200);

    // Used: the same link again, or a new one while an admin exists, creates nobody.
    expect((await visitor.post('/api/setup', body(token, 3))).statusCode).toBe(403);
    const another = t.app.setupGate.issue();
    const late = await visitor.post('/api/setup', body(another, 4));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(SETUP_TEXTS.adminExists);
    expect((await visitor.get('/api/setup')).json()).toEqual({ open: false });
  });
});

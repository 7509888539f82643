import bcrypt from 'bcrypt';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS } from '../../common/auth';
import { useTestApp } from '../../test/support/app';
import { createUser } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { oneTimeTokens, profiles, sessions, users } from '../db/schema';
import { setRegistrationOpen } from './registration-settings';

const PASSWORD = 'correct horse battery';

describe('accounts', () => {
  const t = useTestApp();
  const userRow = (email: string) => t.db.select().from(users).where(eq(users.email, email)).then((rows) => rows[0]!);

  describe('registration', () => {
    it('creates an unverified user with the spec’s defaults and mails a verification link', async () => {
      const response = await client(t.app).post('/api/auth/register', { email: ' Ada.Lovelace@Example.com ', password: PASSWORD });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: AUTH_TEXTS.registrationSuccess });
      const user = await userRow('ada.lovelace@example.com');
      expect(user).toMatchObject({ username: 'ada.lovelace', role: 'user', isVerified: false, isBlocked: false });
      expect(user.passwordHash).toMatch(/^\$2b\$10\$.{53}$/);
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile).toMatchObject({ presence: 'online', chatAvailable: true, xVerified: false });
      const mail = t.mail.lastTo('ada.lovelace@example.com')!;
      expect(mail.subject).toBe('Verify your email for Rollcall');
      expect(mail.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}$/);
      expect(mail.text).toContain(mail.link!);
      expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=');
    });

    it('derives a free username from the local part', async () => {
      await client(t.app).post('/api/auth/register', { email: 'grace@one.example', password: PASSWORD });
      await client(t.app).post('/api/auth/register', { email: 'grace@two.example', password: PASSWORD });
      expect((await userRow('grace@one.example')).username).toBe('grace');
      expect((await userRow('grace@two.example')).username).toBe('grace2');
    });

    it('answers an already registered e-mail exactly like a new one, and mails the owner instead', async () => {
      const existing = await createUser(t.db, { email: 'taken@example.com' });
      const response = await client(t.app).post('/api/auth/register', { email: 'TAKEN@example.com', password: PASSWORD });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: AUTH_TEXTS.registrationSuccess });
      expect(t.mail.lastTo('taken@example.com')!.subject).toBe('You already have a Rollcall account');
      expect(await t.db.select().from(users).where(eq(users.email, 'taken@example.com'))).toHaveLength(1);
      expect((await userRow('taken@example.com')).passwordHash).toBe(existing.passwordHash);
    });

    it('refuses short passwords and passwords over 72 bytes, saying why', async () => {
      const short = await client(t.app).post('/api/auth/register', { email: 'short@example.com', password: 'seven77' });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toContain('Password must be at least 8 characters');
      // 25 × 'é' is 25 characters but 50 bytes; 37 × 'é' is 74 bytes.
      const long = await client(t.app).post('/api/auth/register', { email: 'long@example.com', password: 'é'.repeat(37) });
      expect(long.statusCode).toBe(400);
      expect(long.json().error.message).toContain('at most 72 bytes (the limit of bcrypt');
      const fits = await client(t.app).post('/api/auth/register', { email: 'fits@example.com', password: 'é'.repeat(36) });
      expect(fits.statusCode).toBe(201);
      expect((await client(t.app).post('/api/auth/register', { email: 'not-an-email', password: PASSWORD })).statusCode).toBe(400);
    });

    it('is refused while registration is closed, and open again when reopened', async () => {
      await setRegistrationOpen(t.db, false);
      expect((await client(t.app).get('/api/registration-status')).json()).toEqual({ open: false });
      const response = await client(t.app).post('/api/auth/register', { email: 'closed@example.com', password: PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('REGISTRATION_CLOSED');
      expect(await t.db.select().from(users).where(eq(users.email, 'closed@example.com'))).toEqual([]);
      await setRegistrationOpen(t.db, true);
      expect((await client(t.app).get('/api/registration-status')).json()).toEqual({ open: true });
    });

    it('says "Failed to send verification email" when the mail cannot go out', async () => {
      t.mail.failNextSend();
      const response = await client(t.app).post('/api/auth/register', { email: 'nomail@example.com', password: PASSWORD });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe(AUTH_TEXTS.sendVerificationFailed);
    });
  });

  describe('verification', () => {
    it('verifies with the mailed link once; the link then no longer works', async () => {
      const person = client(t.app);
      await person.post('/api/auth/register', { email: 'verify@example.com', password: PASSWORD });
      const token = t.mail.tokenFor('verify@example.com');
      const first = await person.post('/api/verify-email', { token });
      expect(first.json()).toEqual({ success: true, message: AUTH_TEXTS.verifySuccess });
      expect((await userRow('verify@example.com')).isVerified).toBe(true);
      const again = await person.post('/api/verify-email', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toEqual({ code: 'INVALID_TOKEN', message: AUTH_TEXTS.verifyFailed });
    });

    it('refuses an expired link and an older link once a newer one was sent', async () => {
      const person = client(t.app);
      await person.post('/api/auth/register', { email: 'expiry@example.com', password: PASSWORD });
      const first = t.mail.tokenFor('expiry@example.com');
      const resent = await person.post('/api/resend-verification', { email: 'expiry@example.com', password: PASSWORD });
      expect(resent.json()).toEqual({ success: true, message: AUTH_TEXTS.resendSuccess });
      const second = t.mail.tokenFor('expiry@example.com');
      expect(second).not.toBe(first);
      expect((await person.post('/api/verify-email', { token: first })).statusCode).toBe(400);

      const user = await userRow('expiry@example.com');
      await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, user.id));
      expect((await person.post('/api/verify-email', { token: second })).statusCode).toBe(400);
      expect((await userRow('expiry@example.com')).isVerified).toBe(false);
    });

    it('resends only to someone who knows the password, and says when there is nothing to verify', async () => {
      await createUser(t.db, { email: 'unverified@example.com', password: PASSWORD, isVerified: false });
      const before = t.mail.sent.length;
      const wrong = await client(t.app).post('/api/resend-verification', { email: 'unverified@example.com', password: 'wrong password' });
      expect(wrong.statusCode).toBe(401);
      expect(t.mail.sent.length).toBe(before);
      await createUser(t.db, { email: 'done@example.com', password: PASSWORD });
      const done = await client(t.app).post('/api/resend-verification', { email: 'done@example.com', password: PASSWORD });
      expect(done.json()).toEqual({ success: true, message: AUTH_TEXTS.alreadyVerified });
    });

    it('ignores a userId in the body: identity never comes from the request body', async () => {
      const victim = await createUser(t.db, { isVerified: false });
      const response = await client(t.app).post('/api/resend-verification', { userId: victim.id });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('login', () => {
    it('answers an unknown e-mail and a wrong password alike, spending a bcrypt check on both', async () => {
      await createUser(t.db, { email: 'known@example.com', password: PASSWORD });
      const compare = vi.spyOn(bcrypt, 'compare');
      const unknown = await client(t.app).post('/api/auth/login', { email: 'nobody@example.com', password: PASSWORD });
      expect(compare).toHaveBeenCalledTimes(1);
      const wrong = await client(t.app).post('/api/auth/login', { email: 'known@example.com', password: 'not the password' });
      expect(compare).toHaveBeenCalledTimes(2);
      compare.mockRestore();
      for (const response of [unknown, wrong]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('tells an unverified user to verify first, and refuses a blocked user', async () => {
      await createUser(t.db, { email: 'pending@example.com', password: PASSWORD, isVerified: false });
      const pending = await client(t.app).post('/api/auth/login', { email: 'pending@example.com', password: PASSWORD });
      expect(pending.statusCode).toBe(403);
      expect(pending.json().error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: AUTH_TEXTS.verifyBeforeLogin });
      await createUser(t.db, { email: 'blocked@example.com', password: PASSWORD, isBlocked: true });
      const blocked = await client(t.app).post('/api/auth/login', { email: 'blocked@example.com', password: PASSWORD });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error.code).toBe('ACCOUNT_BLOCKED');
      expect(blocked.headers['set-cookie']).toBeUndefined();
    });

    it('signs in with an httpOnly SameSite=Lax cookie, records last_login_at, and gives a new session each time', async () => {
      const user = await createUser(t.db, { email: 'login@example.com', password: PASSWORD, role: 'admin' });
      const person = client(t.app);
      const response = await person.post('/api/auth/login', { email: 'Login@Example.com', password: PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ id: user.id, role: 'admin', email: 'login@example.com' });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^rollcall_session=[\w-]{43}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/);
      expect((await userRow('login@example.com')).lastLoginAt).toBeInstanceOf(Date);
      expect((await person.get('/api/session')).json().user.id).toBe(user.id);

      const firstCookie = person.cookie;
      await person.post('/api/auth/login', { email: 'login@example.com', password: PASSWORD });
      expect(person.cookie).not.toBe(firstCookie);
      // The session the request came with was replaced, not kept alongside (fixation).
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    });

    it('logs out on the server', async () => {
      await createUser(t.db, { email: 'bye@example.com', password: PASSWORD });
      const person = client(t.app);
      await person.post('/api/auth/login', { email: 'bye@example.com', password: PASSWORD });
      const token = person.cookie;
      await person.post('/api/auth/logout');
      expect(person.cookie).toBeNull();
      person.cookie = token;
      expect((await person.get('/api/session')).json()).toEqual({ user: null });
    });

    it('accepts hashes imported from the old product ($2b$, cost 10)', async () => {
      const legacyHash = bcrypt.hashSync('old product pw', 10);
      await createUser(t.db, { email: 'legacy@example.com', passwordHash: legacyHash });
      const response = await client(t.app).post('/api/auth/login', { email: 'legacy@example.com', password: 'old product pw' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    it('answers the same whether or not the account exists, and mails only a real account', async () => {
      await createUser(t.db, { email: 'resetme@example.com', password: PASSWORD });
      const before = t.mail.sent.length;
      const known = await client(t.app).post('/api/request-password-reset', { email: 'resetme@example.com' });
      const unknown = await client(t.app).post('/api/request-password-reset', { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ success: true, message: AUTH_TEXTS.resetRequested });
      expect(unknown.body).toBe(known.body);
      expect(t.mail.sent.length).toBe(before + 1);
      expect(t.mail.lastTo('resetme@example.com')!.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    });

    it('answers the same success when the reset mail cannot be sent', async () => {
      await createUser(t.db, { email: 'unlucky@example.com', password: PASSWORD });
      t.mail.failNextSend();
      const response = await client(t.app).post('/api/request-password-reset', { email: 'unlucky@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: AUTH_TEXTS.resetRequested });
    });

    it('sets the new password once, ends every session, and marks the e-mail verified', async () => {
      const user = await createUser(t.db, { email: 'forgot@example.com', password: PASSWORD, isVerified: false });
      await t.db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
      const signedIn = client(t.app);
      await signedIn.post('/api/auth/login', { email: 'forgot@example.com', password: PASSWORD });
      await t.db.update(users).set({ isVerified: false }).where(eq(users.id, user.id));

      await client(t.app).post('/api/request-password-reset', { email: 'forgot@example.com' });
      const token = t.mail.tokenFor('forgot@example.com');
      const reset = await client(t.app).post('/api/reset-password', { token, newPassword: 'a brand new secret' });
      expect(reset.json()).toEqual({ success: true, message: AUTH_TEXTS.resetSuccess });
      expect((await signedIn.get('/api/session')).json()).toEqual({ user: null });
      expect((await userRow('forgot@example.com')).isVerified).toBe(true);
      expect((await client(t.app).post('/api/auth/login', { email: 'forgot@example.com', password: PASSWORD })).statusCode).toBe(401);
      expect((await client(t.app).post('/api/auth/login', { email: 'forgot@example.com', password: 'a brand new secret' })).statusCode).toBe(200);

      const reused = await client(t.app).post('/api/reset-password', { token, newPassword: 'yet another secret' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error).toEqual({ code: 'INVALID_TOKEN', message: AUTH_TEXTS.invalidResetToken });
    });

    it('lets exactly one of two concurrent resets with one token win', async () => {
      await createUser(t.db, { email: 'race@example.com', password: PASSWORD });
      await client(t.app).post('/api/request-password-reset', { email: 'race@example.com' });
      const token = t.mail.tokenFor('race@example.com');
      const results = await Promise.all([
        client(t.app).post('/api/reset-password', { token, newPassword: 'first contender' }),
        client(t.app).post('/api/reset-password', { token, newPassword: 'second contender' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const winner = results[0]!.statusCode === 200 ? 'first contender' : 'second contender';
      expect((await client(t.app).post('/api/auth/login', { email: 'race@example.com', password: winner })).statusCode).toBe(200);
    });

    it('refuses an expired link and a link replaced by a newer one', async () => {
      const user = await createUser(t.db, { email: 'old-link@example.com', password: PASSWORD });
      await client(t.app).post('/api/request-password-reset', { email: 'old-link@example.com' });
      const older = t.mail.tokenFor('old-link@example.com');
      await client(t.app).post('/api/request-password-reset', { email: 'old-link@example.com' });
      const newer = t.mail.tokenFor('old-link@example.com');
      expect((await client(t.app).post('/api/reset-password', { token: older, newPassword: 'does not matter' })).statusCode).toBe(400);
      await t.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(oneTimeTokens.userId, user.id));
      expect((await client(t.app).post('/api/reset-password', { token: newer, newPassword: 'does not matter' })).statusCode).toBe(400);
    });

    it('stores only hashes of the tokens it mails', async () => {
      await createUser(t.db, { email: 'hashes@example.com', password: PASSWORD });
      await client(t.app).post('/api/request-password-reset', { email: 'hashes@example.com' });
      const token = t.mail.tokenFor('hashes@example.com');
      const rows = await t.db.select({ tokenHash: oneTimeTokens.tokenHash }).from(oneTimeTokens);
      expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_TEXTS } from '../../common/profile';
import { useTestApp } from '../../test/support/app';
import { createUser } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { users } from '../db/schema';

const PASSWORD = 'correct horse battery';

describe('profile', () => {
  const t = useTestApp();

  async function signedIn(email: string) {
    const user = await createUser(t.db, { email, password: PASSWORD });
    const person = client(t.app);
    await person.post('/api/auth/login', { email, password: PASSWORD });
    return { user, person };
  }

  it('shows the signed-in user’s own profile with the spec’s defaults', async () => {
    const { user, person } = await signedIn('me@example.com');
    const response = await person.get('/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: user.username,
      email: 'me@example.com',
      isVerified: true,
      xAccount: null,
      pendingEmail: null,
      details: { nickname: null, country: null, language: null, presence: 'online', chatAvailable: true, xVerified: false },
      otherSessions: 0,
    });
  });

  it('saves the profile details; empty texts save as null', async () => {
    const { person } = await signedIn('details@example.com');
    const saved = await person.put('/api/profile/details', {
      nickname: '  Ada  ',
      country: 'France',
      language: '',
      presence: 'busy',
      chatAvailable: false,
      xVerified: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().details).toEqual({ nickname: 'Ada', country: 'France', language: null, presence: 'busy', chatAvailable: false, xVerified: true });
    expect((await person.get('/api/profile')).json().details.presence).toBe('busy');
    const bad = await person.put('/api/profile/details', { nickname: 'x', country: null, language: null, presence: 'away', chatAvailable: true, xVerified: false });
    expect(bad.statusCode).toBe(400);
  });

  it('saves the X account trimmed, from a handle or a profile link, and empty as null', async () => {
    const { user, person } = await signedIn('xacct@example.com');
    expect((await person.put('/api/profile/x-account', { xAccount: '  @ada_dev ' })).json().xAccount).toBe('ada_dev');
    expect((await person.put('/api/profile/x-account', { xAccount: 'https://x.com/grace_h?s=20' })).json().xAccount).toBe('grace_h');
    const [row] = await t.db.select({ xAccounts: users.xAccounts }).from(users).where(eq(users.id, user.id));
    expect(row!.xAccounts).toEqual(['grace_h']);
    const invalid = await person.put('/api/profile/x-account', { xAccount: 'not a handle!' });
    expect(invalid.statusCode).toBe(400);
    expect((await person.put('/api/profile/x-account', { xAccount: '   ' })).json().xAccount).toBeNull();
  });

  it('changes the e-mail only after the new address confirms it, and only with the current password', async () => {
    const { user, person } = await signedIn('before@example.com');
    const wrong = await person.post('/api/profile/email', { email: 'after@example.com', currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(PROFILE_TEXTS.wrongCurrentPassword);

    const asked = await person.post('/api/profile/email', { email: 'After@Example.com', currentPassword: PASSWORD });
    expect(asked.json()).toEqual({ success: true, message: PROFILE_TEXTS.emailChangeSent('after@example.com') });
    const profile = (await person.get('/api/profile')).json();
    expect(profile.email).toBe('before@example.com');
    expect(profile.pendingEmail).toBe('after@example.com');

    const token = t.mail.tokenFor('after@example.com');
    expect((await client(t.app).post('/api/verify-email', { token })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: 'after@example.com', isVerified: true });
    expect((await person.get('/api/profile')).json().pendingEmail).toBeNull();
  });

  it('refuses an e-mail that belongs to another account', async () => {
    await createUser(t.db, { email: 'someone@example.com' });
    const { person } = await signedIn('mine@example.com');
    const response = await person.post('/api/profile/email', { email: 'someone@example.com', currentPassword: PASSWORD });
    expect(response.statusCode).toBe(409);
  });

  it('changes the password with the current one, under the password rules', async () => {
    const { person } = await signedIn('pw@example.com');
    const short = await person.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    const ok = await person.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'a longer password' });
    expect(ok.json()).toEqual({ success: true, message: PROFILE_TEXTS.passwordChanged });
    expect((await client(t.app).post('/api/auth/login', { email: 'pw@example.com', password: 'a longer password' })).statusCode).toBe(200);
  });

  it('never answers another user’s data, whatever the body says', async () => {
    const other = await createUser(t.db, { email: 'other@example.com' });
    const { person } = await signedIn('self@example.com');
    const response = await person.put('/api/profile/details', {
      userId: other.id,
      nickname: 'hijack',
      country: null,
      language: null,
      presence: 'online',
      chatAvailable: true,
      xVerified: false,
    });
    expect(response.json().email).toBe('self@example.com');
    const otherProfile = await t.db.query.profiles.findFirst({ where: (p, { eq: is }) => is(p.userId, other.id) });
    expect(otherProfile!.nickname).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { client } from '../../test/http';
import * as password from './password';

/**
 * Attacks on accounts found from outside (issue #16): registration telling whether an e-mail has
 * an account (items 5), old reset links outliving a password or e-mail change (6), password
 * spraying from one address (7).
 */

// Counts the bcrypt hashes registration computes, whatever path it takes.
vi.mock('./password', async (importOriginal) => {
  const original = await importOriginal<typeof password>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const PASSWORD = 'correct horse battery';

describe('registration does not tell whether an e-mail has an account', () => {
  const t = useTestApp();

  it('answers a taken username the same whether the e-mail is new or already registered, with a bcrypt hash on both paths', async () => {
    await createUser(t.db, { username: 'taken_name', email: 'owner@example.com', password: PASSWORD });
    const hashes = vi.mocked(password.hashPassword);

    const answers = [];
    for (const email of ['owner@example.com', 'someone-new@example.com']) {
      hashes.mockClear();
      const response = await client(t.app).post('/api/auth/register', { email, password: 'a new password', username: 'taken_name' });
      answers.push({ status: response.statusCode, body: response.json() });
      expect(hashes, email).toHaveBeenCalledTimes(1);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(409);
  });

  it('answers a free username 201 either way, spends the same bcrypt work, and mails the existing owner instead', async () => {
    await createUser(t.db, { username: 'first_owner', email: 'first@example.com', password: PASSWORD });
    const hashes = vi.mocked(password.hashPassword);

    const answers = [];
    for (const [email, username] of [['first@example.com', 'fresh_one'], ['brand-new@example.com', 'fresh_two']] as const) {
      hashes.mockClear();
      const response = await client(t.app).post('/api/auth/register', { email, password: 'a new password', username });
      answers.push({ status: response.statusCode, body: response.json() });
      expect(hashes, email).toHaveBeenCalledTimes(1);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(201);
    expect(t.mail.lastTo('first@example.com')?.subject).toMatch(/already/i);
    expect(t.mail.lastTo('brand-new@example.com')?.link).toContain('/verify-email?token=');
  });
});

describe('old links die with a password or e-mail change, and with every reset', () => {
  const t = useTestApp();

  async function signedIn(email: string) {
    await createUser(t.db, { email, password: PASSWORD });
    const person = client(t.app);
    expect((await person.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    return person;
  }
  const requestReset = (email: string) => client(t.app).post('/api/request-password-reset', { email });
  const resetWith = (token: string) => client(t.app).post('/api/reset-password', { token, newPassword: 'taken over 123' });

  it('voids an unused reset link when the password is changed', async () => {
    const person = await signedIn('pw-change@example.com');
    await requestReset('pw-change@example.com');
    const oldLink = t.mail.tokenFor('pw-change@example.com');
    expect((await person.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'my new password' })).statusCode).toBe(200);
    expect((await resetWith(oldLink)).statusCode).toBe(400);
  });

  it('voids unused reset and e-mail-change links when the e-mail is changed', async () => {
    const person = await signedIn('mail-change@example.com');
    await requestReset('mail-change@example.com');
    const oldReset = t.mail.tokenFor('mail-change@example.com');
    expect((await person.post('/api/profile/email', { email: 'second@example.com', currentPassword: PASSWORD })).statusCode).toBe(200);
    const firstChange = t.mail.tokenFor('second@example.com');
    expect((await person.post('/api/profile/email', { email: 'third@example.com', currentPassword: PASSWORD })).statusCode).toBe(200);
    const secondChange = t.mail.tokenFor('third@example.com');
    expect((await client(t.app).post('/api/verify-email', { token: secondChange })).statusCode).toBe(200);
    // The address changed: a reset link mailed to the old address, and the other change link, are void.
    expect((await resetWith(oldReset)).statusCode).toBe(400);
    expect((await client(t.app).post('/api/verify-email', { token: firstChange })).statusCode).toBe(400);
  });

  it('voids pending e-mail-change links when the password is reset', async () => {
    const person = await signedIn('reset-all@example.com');
    expect((await person.post('/api/profile/email', { email: 'attacker-chosen@example.com', currentPassword: PASSWORD })).statusCode).toBe(200);
    const change = t.mail.tokenFor('attacker-chosen@example.com');
    await requestReset('reset-all@example.com');
    expect((await resetWith(t.mail.tokenFor('reset-all@example.com'))).statusCode).toBe(200);
    expect((await client(t.app).post('/api/verify-email', { token: change })).statusCode).toBe(400);
  });
});

describe('password spraying', () => {
  const t = useTestApp();

  it('stops one address trying one password on many accounts, while another address still signs in', async () => {
    const victims = await Promise.all(Array.from({ length: 3 }, (_, i) => createUser(t.db, { email: `victim${String(i)}@example.com`, password: PASSWORD })));
    const sprayer = client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      // A different account each time: the per-account limit never trips.
      statuses.push((await sprayer.post('/api/auth/login', { email: `sprayed${String(i)}@example.com`, password: 'Summer2026!' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    // Even the right password of a real account waits from that address…
    expect((await sprayer.post('/api/auth/login', { email: victims[0]!.email, password: PASSWORD })).statusCode).toBe(429);
    // …while the owner, from their own address, signs in.
    expect((await client(t.app).post('/api/auth/login', { email: victims[0]!.email, password: PASSWORD })).statusCode).toBe(200);
  });
});

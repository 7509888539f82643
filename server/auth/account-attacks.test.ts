import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { createUser } from '../../test/support/factories';
import { recordStatements } from '../../test/support/db-statements';
import { client } from '../../test/support/http';
import { users } from '../db/schema';
import * as password from './password';

/**
 * Attacks on accounts found from outside (issue #16): registration telling whether an e-mail has
 * an account (items 5), old reset links outliving a password or e-mail change (6), password
 * spraying from one address (7).
 */

// Counts the bcrypt work registration does, whatever path it takes.
vi.mock('./password', async (importOriginal) => {
  const original = await importOriginal<typeof password>();
  return { ...original, hashPassword: vi.fn(original.hashPassword), verifyPassword: vi.fn(original.verifyPassword) };
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

// Issue #33, item 10: the answers were the same, but a new e-mail took 2–4 ms longer (its account,
// profile and link took eight more round trips to the database), enough to tell 32 of 40 probes apart.
// Timing is machine speed, so this proves the work is the same instead: the bcrypt work, every
// statement sent to the database in order, the mail sent, and the answer byte for byte.
describe('registration does the same work whether or not the e-mail has an account', () => {
  const t = useTestApp();

  async function registerRecorded(body: { email: string; username?: string }) {
    vi.mocked(password.hashPassword).mockClear();
    vi.mocked(password.verifyPassword).mockClear();
    const mailsBefore = t.mail.sent.length;
    const { result: response, statements } = await recordStatements(t.database, () =>
      client(t.app).post('/api/auth/register', { ...body, password: 'a new password' }),
    );
    const { date: _date, ...headers } = response.headers;
    return {
      answer: { status: response.statusCode, headers, body: response.body },
      work: {
        bcryptHashes: vi.mocked(password.hashPassword).mock.calls.length,
        bcryptCompares: vi.mocked(password.verifyPassword).mock.calls.length,
        statements,
        mails: t.mail.sent.slice(mailsBefore).map((mail) => mail.to),
      },
    };
  }

  it('with a username: one hash, the same statements, one mail and the same answer for a new and a registered e-mail', async () => {
    const owner = await createUser(t.db, { username: 'kept_owner', email: 'Kept@example.com', password: PASSWORD });
    const existing = await registerRecorded({ email: 'kept@example.com', username: 'try_one' });
    const fresh = await registerRecorded({ email: 'fresh@example.com', username: 'try_two' });

    expect(existing.answer.status).toBe(201);
    expect(existing.answer).toEqual(fresh.answer);
    // Recorded to the end of the request: the account's statement, sent after the hash, is there.
    expect(existing.work.statements.some((statement) => /insert into "users"/.test(statement))).toBe(true);
    expect(existing.work).toEqual({ ...fresh.work, mails: ['Kept@example.com'] });
    expect(fresh.work).toMatchObject({ bcryptHashes: 1, bcryptCompares: 0, mails: ['fresh@example.com'] });
    // Each got its own mail: the owner, at the address they keep, is told; the newcomer verifies.
    expect(t.mail.lastTo('Kept@example.com')?.subject).toMatch(/already/i);
    expect(t.mail.lastTo('fresh@example.com')?.link).toContain('/verify-email?token=');
    // The account that was there is as it was, and its owner still signs in; the name tried is still free.
    const [after] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(after).toEqual(owner);
    expect((await client(t.app).post('/api/auth/login', { email: 'kept@example.com', password: PASSWORD })).statusCode).toBe(200);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'try_one'))).toEqual([]);
  });

  it('without a username (one made from the e-mail): the same work and answer too', async () => {
    await createUser(t.db, { username: 'plain_owner', email: 'plain@example.com', password: PASSWORD });
    const existing = await registerRecorded({ email: 'plain@example.com' });
    const fresh = await registerRecorded({ email: 'plainer@example.com' });

    expect(existing.answer.status).toBe(201);
    expect(existing.answer).toEqual(fresh.answer);
    expect(existing.work).toEqual({ ...fresh.work, mails: ['plain@example.com'] });
    expect(fresh.work).toMatchObject({ bcryptHashes: 1, mails: ['plainer@example.com'] });
  });

  it('makes one account of two registrations racing for one e-mail, and answers both alike', async () => {
    const [first, second] = await Promise.all(
      ['race_one', 'race_two'].map((username) => client(t.app).post('/api/auth/register', { email: 'Racing@example.com', password: 'a new password', username })),
    );
    expect(first!.statusCode).toBe(201);
    expect(second!.body).toBe(first!.body);
    const accounts = await t.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, 'racing@example.com'));
    expect(accounts).toHaveLength(1);
    const mails = t.mail.sent.filter((mail) => mail.to.toLowerCase() === 'racing@example.com').map((mail) => mail.subject);
    expect(mails.sort()).toEqual(['Verify your email for Rollcall', 'You already have a Rollcall account']);
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

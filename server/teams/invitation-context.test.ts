import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../../common/auth';
import { TEAM_TEXTS } from '../../common/teams';
import { useTestApp } from '../../test/support/app';
import { createUser } from '../../test/support/factories';
import { client, signedInPerson } from '../../test/support/http';
import { createTeam } from '../../test/support/teams';

const PASSWORD = 'a long enough password';

/** Invitations that keep their context (issue #38, item 4; decision 031). */
describe('invitations that keep their context', () => {
  const t = useTestApp();

  /** An owner with a team, who invites `email` (as typed) with `role`; the link's token. */
  async function invite(email: string, role: 'editor' | 'viewer' = 'editor') {
    const { owner, workspaceId } = await createTeam(t, []);
    const sent = await owner.c.post('/api/team/invites', { email, role });
    expect(sent.statusCode, sent.body).toBe(201);
    return { owner, workspaceId, token: t.mail.tokenFor(email) };
  }

  const verified = async (email: string) =>
    (await t.db.execute<{ is_verified: boolean }>(sql`select is_verified from users where lower(email) = lower(${email})`)).rows[0]?.is_verified;

  it('registers the invited address verified, in the team, signed in there, without a verification mail', async () => {
    const { owner, workspaceId, token } = await invite('New.Invitee@Example.com', 'viewer');
    const mailsBefore = t.mail.sent.length;
    const visitor = client(t.app);
    // The form lowercases the address; the invitation was typed with capitals: still the same address.
    const registered = await visitor.post('/api/auth/register', { email: 'new.invitee@example.com', password: PASSWORD, inviteToken: token });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({
      success: true,
      message: TEAM_TEXTS.accepted(`Mods ${String(owner.user.id)}`),
      joined: {
        workspace: { id: workspaceId, name: `Mods ${String(owner.user.id)}`, personal: false, role: 'viewer', billedToMe: false },
        user: { email: 'new.invitee@example.com', role: 'user' },
      },
    });
    expect(t.mail.sent.length).toBe(mailsBefore);
    expect(await verified('new.invitee@example.com')).toBe(true);

    // Signed in by the answer's cookie, in the team's workspace.
    const session = (await visitor.get('/api/session')).json();
    expect(session.user.email).toBe('new.invitee@example.com');
    expect((await visitor.get('/api/workspaces')).json().current).toMatchObject({ id: workspaceId, role: 'viewer' });
    // The link is spent, and the owner reads who joined.
    expect((await visitor.post('/api/invites/lookup', { token })).statusCode).toBe(404);
    const log = (await owner.c.get('/api/team/activity')).json().entries as { action: string; subject: string }[];
    expect(log[0]).toMatchObject({ actor: 'new.invitee', action: 'team.join', subject: 'as Viewer' });
    // And the password works for the next sign-in: the account needs nothing more.
    expect((await client(t.app).post('/api/auth/login', { email: 'new.invitee@example.com', password: PASSWORD })).statusCode).toBe(200);
  });

  it('asks another address to verify as usual: the link proves only the address it was sent to', async () => {
    const { workspaceId, token } = await invite('invited.one@example.com');
    const visitor = client(t.app);
    const registered = await visitor.post('/api/auth/register', { email: 'someone.else@example.com', password: PASSWORD, inviteToken: token });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ success: true, message: AUTH_TEXTS.registrationSuccess });
    expect(registered.headers['set-cookie']).toBeUndefined();
    expect(await verified('someone.else@example.com')).toBe(false);
    expect(t.mail.lastTo('someone.else@example.com')?.link).toMatch(/verify-email\?token=/);
    // Signing in still waits for that mail, and the invitation is still there for its address.
    const login = await visitor.post('/api/auth/login', { email: 'someone.else@example.com', password: PASSWORD });
    expect(login.json().error.message).toBe(AUTH_TEXTS.verifyBeforeLogin);
    expect((await visitor.post('/api/invites/lookup', { token })).json().email).toBe('invited.one@example.com');
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from workspace_members where workspace_id = ${workspaceId}`);
    expect(rows[0]!.n).toBe(1);
  });

  it('verifies nothing with a used, withdrawn or expired invitation, nor a made-up token', async () => {
    const { owner, token } = await invite('late.one@example.com');
    await t.db.execute(sql`update workspace_invites set expires_at = now() - interval '1 second' where lower(email) = 'late.one@example.com'`);
    const expired = await client(t.app).post('/api/auth/register', { email: 'late.one@example.com', password: PASSWORD, inviteToken: token });
    expect(expired.json()).toEqual({ success: true, message: AUTH_TEXTS.registrationSuccess });
    expect(await verified('late.one@example.com')).toBe(false);

    const withdrawn = await owner.c.post('/api/team/invites', { email: 'gone.one@example.com', role: 'editor' });
    const withdrawnToken = t.mail.tokenFor('gone.one@example.com');
    await owner.c.delete(`/api/team/invites/${String(withdrawn.json().id)}`);
    await client(t.app).post('/api/auth/register', { email: 'gone.one@example.com', password: PASSWORD, inviteToken: withdrawnToken });
    expect(await verified('gone.one@example.com')).toBe(false);

    await client(t.app).post('/api/auth/register', { email: 'guess@example.com', password: PASSWORD, inviteToken: 'A'.repeat(43) });
    expect(await verified('guess@example.com')).toBe(false);
  });

  it('leaves an account that already has the address untouched and signs nobody in', async () => {
    const existing = await createUser(t.db, { email: 'taken.one@example.com', isVerified: false });
    const { workspaceId, token } = await invite('taken.one@example.com');
    const attempt = await client(t.app).post('/api/auth/register', { email: 'taken.one@example.com', password: PASSWORD, inviteToken: token });
    // The same answer as any registration: nothing says the address has an account.
    expect(attempt.json()).toEqual({ success: true, message: AUTH_TEXTS.registrationSuccess });
    expect(attempt.headers['set-cookie']).toBeUndefined();
    expect(await verified('taken.one@example.com')).toBe(false);
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from workspace_members where workspace_id = ${workspaceId} and user_id = ${existing.id}`);
    expect(rows[0]!.n).toBe(0);
  });

  it('lists in the Workspace menu only the open invitations sent to my own address, and accepts them by id', async () => {
    const me = await signedInPerson(t, 0);
    const { owner, workspaceId } = await invite(me.user.email.toUpperCase(), 'editor');
    // Someone else's invitation, to the same team: never mine to see or accept.
    await owner.c.post('/api/team/invites', { email: 'not.me@example.com', role: 'owner' });
    const theirs = (await t.db.execute<{ id: number }>(sql`select id from workspace_invites where email = 'not.me@example.com'`)).rows[0]!.id;

    const mine = (await me.c.get('/api/invites')).json().invites as { id: number; workspace: string; inviter: string; role: string }[];
    expect(mine).toEqual([{ id: expect.any(Number), workspace: `Mods ${String(owner.user.id)}`, inviter: owner.user.username, role: 'editor', expiresAt: expect.any(String) }]);
    // The owner's own menu holds nothing of what they sent.
    expect((await owner.c.get('/api/invites')).json().invites).toEqual([]);

    const stolen = await me.c.post(`/api/invites/${String(theirs)}/accept`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe(TEAM_TEXTS.inviteNotFound);

    const accepted = await me.c.post(`/api/invites/${String(mine[0]!.id)}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().workspace).toMatchObject({ id: workspaceId, role: 'editor' });
    expect((await me.c.get('/api/workspaces')).json().current.id).toBe(workspaceId);
    // Spent: gone from the menu, and refused a second time.
    expect((await me.c.get('/api/invites')).json().invites).toEqual([]);
    expect((await me.c.post(`/api/invites/${String(mine[0]!.id)}/accept`)).statusCode).toBe(404);
    expect((await client(t.app).get('/api/invites')).statusCode).toBe(401);
  });
});

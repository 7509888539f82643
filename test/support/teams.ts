import { expect } from 'vitest';
import type { TestContext } from './app';
import { signedInPerson } from './http';

export type Person = Awaited<ReturnType<typeof signedInPerson>>;

/**
 * An owner (on a plan of `maxlist` lists; null: unlimited) with a new team, current for them, and
 * members who accepted invitations with these roles (no plan of their own), as the app does it.
 */
export async function createTeam(t: TestContext, roles: ('editor' | 'viewer' | 'owner')[], maxlist: number | null = null) {
  const owner = await signedInPerson(t, maxlist);
  const created = await owner.c.post('/api/workspaces', { name: `Mods ${String(owner.user.id)}` });
  expect(created.statusCode, created.body).toBe(201);
  const workspaceId = created.json().id as number;
  const members: Person[] = [];
  for (const role of roles) members.push(await joinTeam(t, owner, role));
  return { owner, members, workspaceId };
}

/** A new person (no plan unless `maxlist`) invited by `owner` to their current team with `role`, who accepts. */
export async function joinTeam(t: TestContext, owner: Person, role: 'editor' | 'viewer' | 'owner', maxlist = 0): Promise<Person> {
  const member = await signedInPerson(t, maxlist);
  const invited = await owner.c.post('/api/team/invites', { email: member.user.email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await member.c.post('/api/invites/accept', { token: t.mail.tokenFor(member.user.email) });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}

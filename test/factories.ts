import { randomBytes } from 'node:crypto';
import type { Db } from '../server/db/open';
import { users } from '../server/db/schema';
import { createSession, SESSION_COOKIE } from '../server/auth/session-service';

type NewUser = typeof users.$inferInsert;

/** A user row with unique username and email; the hash is a placeholder (no login through it). */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}) {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.com`,
      passwordHash: `$2b$10$${'x'.repeat(53)}`,
      isVerified: true,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** A signed-in user: the row and the Cookie header of a live session. */
export async function createSignedInUser(db: Db, overrides: Partial<NewUser> = {}) {
  const user = await createUser(db, overrides);
  const { token } = await createSession(db, user.id);
  return { user, token, cookie: `${SESSION_COOKIE}=${token}` };
}

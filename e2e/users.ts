import type { Db } from '../server/db/open';
import { profiles, users } from '../server/db/schema';
import { hashPassword } from '../server/auth/password';

/** The people the browser tests sign in as; each journey has its own, so tests never collide. */
export const E2E_PASSWORD = 'e2e password 1';
export const E2E_USERS = {
  unverified: { email: 'unverified@e2e.test', username: 'pending_pat', isVerified: false, role: 'user' },
  forgetful: { email: 'forgetful@e2e.test', username: 'forgetful_fran', isVerified: true, role: 'user' },
  profile: { email: 'profile@e2e.test', username: 'profile_pia', isVerified: true, role: 'user' },
  admin: { email: 'admin@e2e.test', username: 'admin_ada', isVerified: true, role: 'admin' },
} as const;

export async function seedUsers(db: Db): Promise<void> {
  const passwordHash = await hashPassword(E2E_PASSWORD);
  for (const person of Object.values(E2E_USERS)) {
    const [user] = await db.insert(users).values({ ...person, passwordHash }).returning({ id: users.id });
    await db.insert(profiles).values({ userId: user!.id });
  }
}

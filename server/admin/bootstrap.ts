import { count, eq, sql } from 'drizzle-orm';
import { emailSchema, passwordSchema, usernameSchema } from '../../common/auth';
import type { Db } from '../db/open';
import { profiles, users } from '../db/schema';
import { deriveUsername } from '../auth/accounts-service';
import { hashPassword } from '../auth/password';

export type BootstrapResult = { action: 'created' | 'promoted'; id: number; email: string; username: string };

/**
 * `npm run admin -- create`: a verified admin, or an existing user (same e-mail) promoted to
 * admin and marked verified — their password stays as it is.
 */
export async function createOrPromoteAdmin(db: Db, input: { email: string; password: string; username?: string }): Promise<BootstrapResult> {
  const email = emailSchema.parse(input.email);
  const [existing] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email));
  if (existing) {
    await db.update(users).set({ role: 'admin', isVerified: true, isBlocked: false }).where(eq(users.id, existing.id));
    return { action: 'promoted', id: existing.id, email: existing.email, username: existing.username };
  }
  const password = passwordSchema.parse(input.password);
  const username = input.username ? usernameSchema.parse(input.username) : await deriveUsername(db, email);
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ username, email, passwordHash, role: 'admin', isVerified: true }).returning({ id: users.id });
    await tx.insert(profiles).values({ userId: user!.id });
    return user!.id;
  });
  return { action: 'created', id, email, username };
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

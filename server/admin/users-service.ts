import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { ADMIN_ERROR_CODES, ADMIN_TEXTS, ADMIN_USERS_PAGE_SIZE, type AdminUser, type UsersPage } from '../../common/admin';
import { AUTH_ERROR_CODES } from '../../common/auth';
import type { Role } from '../../common/session';
import { hashPassword } from '../auth/password';
import { deleteUserSessions } from '../auth/session-service';
import { deleteWorkspacesOf, workspacesLeavingWith } from '../teams/workspaces-service';
import { getEntitlements } from '../billing/entitlements';
import type { Db } from '../db/open';
import { containsPattern, isForeignKeyViolation, isUniqueViolation } from '../db/sql';
import { profiles, users } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { recordAudit } from '../audit/audit-log';

/** Users management (spec §2, §6): search, create, edit, block, delete — each recorded in the audit log. */

const userNotFound = () => notFound(ADMIN_TEXTS.userNotFound);
const taken = () => new AppError(409, AUTH_ERROR_CODES.usernameTaken, 'This email or username is already registered.');

async function toAdminUser(db: Db, user: typeof users.$inferSelect): Promise<AdminUser> {
  // Every list that goes with the user, those in the Trash or an import snapshot too, and those of
  // the teams no one else owns: what 'delete with lists' deletes.
  const [owned, plan] = await Promise.all([workspacesLeavingWith(db, user.id, false), getEntitlements(db, user.id)]);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    isVerified: user.isVerified,
    isBlocked: user.isBlocked,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    planName: plan.planName,
    lists: owned.listCount,
  };
}

export async function searchUsers(db: Db, search: string | undefined, page: number): Promise<UsersPage> {
  const filter = search
    ? or(sql`lower(${users.username}) like ${containsPattern(search)}`, sql`lower(${users.email}) like ${containsPattern(search)}`)
    : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(filter).orderBy(asc(users.id)).limit(ADMIN_USERS_PAGE_SIZE).offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(filter),
  ]);
  return { users: await Promise.all(rows.map((user) => toAdminUser(db, user))), total: total?.n ?? 0, page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

export async function createUserByAdmin(db: Db, adminId: number, input: { username: string; email: string; password: string; role: Role }): Promise<AdminUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, role: input.role, passwordHash, isVerified: true })
        .returning();
      await tx.insert(profiles).values({ userId: user!.id });
      await recordAudit(tx, adminId, 'user.create', `user ${user!.email}`, { username: user!.username, role: user!.role });
      return toAdminUser(tx, user!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Another admin who can still sign in remains besides this user. */
async function anotherAdminRemains(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isBlocked, false), ne(users.id, userId)));
  return (row?.n ?? 0) > 0;
}
const lastAdmin = () => new AppError(409, ADMIN_ERROR_CODES.lastAdmin, ADMIN_TEXTS.lastAdmin);

/** Locks the user row (edits of one user queue), or 404. */
async function lockUser(db: Db, userId: number) {
  // Admin rows are locked too, so two admins demoting each other at once cannot both pass the check.
  await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw userNotFound();
  return user;
}

export async function updateUserByAdmin(
  db: Db,
  adminId: number,
  userId: number,
  input: { username: string; email: string; role: Role; password?: string },
): Promise<AdminUser> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (user.role === 'admin' && input.role !== 'admin' && !(await anotherAdminRemains(tx, userId))) throw lastAdmin();
      const [updated] = await tx
        .update(users)
        .set({ username: input.username, email: input.email, role: input.role, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, userId))
        .returning();
      // A new password ends the user's sessions, as a reset does.
      if (passwordHash) await deleteUserSessions(tx, userId);
      await recordAudit(tx, adminId, 'user.update', `user ${updated!.email}`, {
        username: updated!.username,
        email: updated!.email,
        role: updated!.role,
        passwordChanged: passwordHash !== null,
      });
      return toAdminUser(tx, updated!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** A blocked user cannot sign in, and their open sessions end at once. */
export async function setUserBlocked(db: Db, adminId: number, userId: number, blocked: boolean): Promise<AdminUser> {
  if (blocked && userId === adminId) throw new AppError(409, ADMIN_ERROR_CODES.lastAdmin, ADMIN_TEXTS.notYourself);
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (blocked && user.role === 'admin' && !(await anotherAdminRemains(tx, userId))) throw lastAdmin();
    const [updated] = await tx.update(users).set({ isBlocked: blocked }).where(eq(users.id, userId)).returning();
    if (blocked) await deleteUserSessions(tx, userId);
    await recordAudit(tx, adminId, blocked ? 'user.block' : 'user.unblock', `user ${user.email}`);
    return toAdminUser(tx, updated!);
  });
}

/**
 * Spec §6: the profile first, then the user. A user who owns lists is not deleted unless the admin
 * explicitly asks for the lists to go too (`withLists`); any other data that holds on (a
 * subscription record) answers the spec's foreign-key message.
 */
export async function deleteUserByAdmin(db: Db, adminId: number, userId: number, withLists: boolean): Promise<void> {
  if (userId === adminId) throw new AppError(409, ADMIN_ERROR_CODES.lastAdmin, ADMIN_TEXTS.notYourself);
  try {
    await db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (user.role === 'admin' && !(await anotherAdminRemains(tx, userId))) throw lastAdmin();
      // Their personal workspace and the teams no one else owns go with them (issue #22), and
      // every list there, in the Trash or not, counts here and goes with the rest.
      const { workspaceIds, listCount } = await workspacesLeavingWith(tx, userId);
      if (listCount > 0 && !withLists) throw new AppError(409, ADMIN_ERROR_CODES.userHasData, ADMIN_TEXTS.foreignKey);
      await deleteWorkspacesOf(tx, userId, workspaceIds);
      await tx.delete(profiles).where(eq(profiles.userId, userId));
      await tx.delete(users).where(eq(users.id, userId));
      await recordAudit(tx, adminId, 'user.delete', `user ${user.email}`, { username: user.username, listsDeleted: listCount });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(409, ADMIN_ERROR_CODES.userHasData, ADMIN_TEXTS.foreignKey);
    throw error;
  }
}

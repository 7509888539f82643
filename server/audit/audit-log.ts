import { count, desc, eq } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../common/admin';
import type { Db } from '../db/open';
import { adminAudit, users } from '../db/schema';

/**
 * Records an admin action (who, what, to what, the new values — never a password), in the
 * caller's transaction when there is one, so an action and its record stand or fall together.
 */
export async function recordAudit(db: Db, actorId: number, action: string, target: string | null, details: Record<string, unknown> | null = null) {
  const [actor] = await db.select({ email: users.email }).from(users).where(eq(users.id, actorId));
  await db.insert(adminAudit).values({ actorId, actorEmail: actor?.email ?? null, action, target, details: wellFormed(details) as typeof details });
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The details with each lone UTF-16 surrogate (which JSON allows a client to send) replaced by
 * U+FFFD, as the drivers store it in a text column: jsonb refuses the "\ud800" that JSON.stringify
 * writes for one, and the admin's action failed with a 500.
 */
export function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd');
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), wellFormed(item)]));
  }
  return value;
}

export async function auditPage(db: Db, page: number): Promise<{ entries: AuditEntry[]; total: number; page: number; pageSize: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .orderBy(desc(adminAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(adminAudit),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: row.actorEmail,
      action: row.action,
      target: row.target,
      details: (row.details as Record<string, unknown> | null) ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

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
  await db.insert(adminAudit).values({ actorId, actorEmail: actor?.email ?? null, action, target, details });
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

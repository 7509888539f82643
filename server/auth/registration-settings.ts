import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { parameters } from '../db/schema';

/** "Key 'register' holds 'true' or 'false'." Open unless it says 'false' (spec §4). */
export async function isRegistrationOpen(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: parameters.value }).from(parameters).where(eq(parameters.key, 'register'));
  return row?.value !== 'false';
}

export async function setRegistrationOpen(db: Db, open: boolean): Promise<void> {
  const value = open ? 'true' : 'false';
  await db.insert(parameters).values({ key: 'register', value }).onConflictDoUpdate({ target: parameters.key, set: { value } });
}

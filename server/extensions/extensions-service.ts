import { and, asc, eq, inArray } from 'drizzle-orm';
import { type z } from 'zod';
import { ADMIN_TEXTS, STORE_NAMES, type extensionInputSchema, type Extension } from '../../common/admin';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/open';
import { extensionStoreUrls, extensions } from '../db/schema';
import { notFound } from '../http/errors';

type ExtensionValues = z.output<typeof extensionInputSchema>;

/** The extensions catalogue (spec §3): extensions with one link per store, in the order of STORE_NAMES. */
async function withStores(db: Db, rows: (typeof extensions.$inferSelect)[]): Promise<Extension[]> {
  const ids = rows.map((row) => row.id);
  const stores = ids.length ? await db.select().from(extensionStoreUrls).where(inArray(extensionStoreUrls.extensionId, ids)) : [];
  const order = (name: string) => STORE_NAMES.indexOf(name as (typeof STORE_NAMES)[number]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    version: row.version,
    imageUrl: row.imageUrl,
    isPublic: row.isPublic,
    isFree: row.isFree,
    stores: stores
      .filter((store) => store.extensionId === row.id)
      .sort((a, b) => order(a.storeName) - order(b.storeName))
      .map((store) => ({ storeName: store.storeName, storeUrl: store.storeUrl })),
  }));
}

/**
 * What a person may see (spec §6: premium and private extensions are tied to a subscription):
 * everyone sees public free ones; a plan holder sees every extension. The server filters, so
 * nothing hidden ever reaches a browser that may not show it.
 */
export async function visibleExtensions(db: Db, subscriber: boolean): Promise<Extension[]> {
  const rows = await db
    .select()
    .from(extensions)
    .where(subscriber ? undefined : and(eq(extensions.isPublic, true), eq(extensions.isFree, true)))
    .orderBy(asc(extensions.id));
  return withStores(db, rows);
}

export async function allExtensions(db: Db): Promise<Extension[]> {
  return withStores(db, await db.select().from(extensions).orderBy(asc(extensions.id)));
}

const extensionNotFound = () => notFound(ADMIN_TEXTS.extensionNotFound);

async function saveStores(db: Db, id: number, stores: ExtensionValues['stores']) {
  await db.delete(extensionStoreUrls).where(eq(extensionStoreUrls.extensionId, id));
  if (stores.length) await db.insert(extensionStoreUrls).values(stores.map((store) => ({ extensionId: id, ...store })));
}

export async function createExtension(db: Db, adminId: number, values: ExtensionValues): Promise<Extension> {
  return db.transaction(async (tx) => {
    const { stores, ...fields } = values;
    const [row] = await tx.insert(extensions).values(fields).returning();
    await saveStores(tx, row!.id, stores);
    await recordAudit(tx, adminId, 'extension.create', `extension ${row!.title}`, { ...fields, stores: stores.map((s) => s.storeName) });
    return (await withStores(tx, [row!]))[0]!;
  });
}

export async function updateExtension(db: Db, adminId: number, id: number, values: ExtensionValues): Promise<Extension> {
  return db.transaction(async (tx) => {
    const { stores, ...fields } = values;
    const [row] = await tx.update(extensions).set(fields).where(eq(extensions.id, id)).returning();
    if (!row) throw extensionNotFound();
    await saveStores(tx, id, stores);
    await recordAudit(tx, adminId, 'extension.update', `extension ${row.title}`, { ...fields, stores: stores.map((s) => s.storeName) });
    return (await withStores(tx, [row]))[0]!;
  });
}

export async function deleteExtension(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(extensions).where(eq(extensions.id, id)).returning();
    if (!row) throw extensionNotFound();
    await recordAudit(tx, adminId, 'extension.delete', `extension ${row.title}`);
  });
}

import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  COMPOSE_ERROR_CODES,
  COMPOSE_TEXTS,
  DEFAULT_COMPOSER_SETTINGS,
  TEMPLATES_MAX,
  type Composer,
  type CreateTemplateInput,
  type MessageTemplate,
  type UpdateComposerSettings,
  type UpdateTemplateInput,
} from '../../common/message-templates';
import type { Db, Tx } from '../db/open';
import { composerSettings, MESSAGE_TEMPLATES_NAME_KEY, messageTemplates, users } from '../db/schema';
import { isUniqueViolation } from '../db/sql';
import { AppError, notFound } from '../http/errors';

/**
 * The composer's server half (issue #19): my message templates and my composer settings. Every
 * query names the user, so a template of someone else answers like a missing one (404).
 */

const templateColumns = { id: messageTemplates.id, name: messageTemplates.name, message: messageTemplates.message, updatedAt: messageTemplates.updatedAt };
const toTemplate = (row: { id: number; name: string; message: string; updatedAt: Date }): MessageTemplate => ({ ...row, updatedAt: row.updatedAt.toISOString() });
const templateNotFound = () => notFound(COMPOSE_TEXTS.templateNotFound);
const nameTaken = (name: string) => new AppError(409, COMPOSE_ERROR_CODES.templateNameTaken, COMPOSE_TEXTS.templateNameTaken(name));
const mine = (userId: number, templateId: number) => and(eq(messageTemplates.id, templateId), eq(messageTemplates.userId, userId));

/** My settings (the defaults until I change one) and my templates by name. */
export async function getComposer(db: Db | Tx, userId: number): Promise<Composer> {
  const [settings, templates] = await Promise.all([
    db
      .select({ mentionWarning: composerSettings.mentionWarning, numbered: composerSettings.numbered, lastTemplateId: composerSettings.lastTemplateId })
      .from(composerSettings)
      .where(eq(composerSettings.userId, userId)),
    db
      .select(templateColumns)
      .from(messageTemplates)
      .where(eq(messageTemplates.userId, userId))
      .orderBy(asc(sql`lower(${messageTemplates.name})`), asc(messageTemplates.id)),
  ]);
  return { ...(settings[0] ?? DEFAULT_COMPOSER_SETTINGS), templates: templates.map(toTemplate) };
}

/** Changes what is given of my settings; a last template must be one of mine. */
export async function updateComposerSettings(db: Db, userId: number, change: UpdateComposerSettings): Promise<Composer> {
  return db.transaction(async (tx) => {
    if (change.lastTemplateId !== undefined && change.lastTemplateId !== null) {
      const [template] = await tx.select({ id: messageTemplates.id }).from(messageTemplates).where(mine(userId, change.lastTemplateId));
      if (!template) throw templateNotFound();
    }
    await saveSettings(tx, userId, change);
    return getComposer(tx, userId);
  });
}

async function saveSettings(tx: Tx, userId: number, change: UpdateComposerSettings) {
  if (Object.keys(change).length === 0) return;
  await tx
    .insert(composerSettings)
    .values({ ...DEFAULT_COMPOSER_SETTINGS, ...change, userId })
    .onConflictDoUpdate({ target: composerSettings.userId, set: change });
}

/**
 * Saves a new template of mine, if I keep fewer than TEMPLATES_MAX (my user row is locked first, so
 * two saves at the limit cannot both see room), and makes it my last used one.
 */
export async function createTemplate(db: Db, userId: number, input: CreateTemplateInput): Promise<MessageTemplate> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx.select({ n: count() }).from(messageTemplates).where(eq(messageTemplates.userId, userId));
      if ((kept?.n ?? 0) >= TEMPLATES_MAX) throw new AppError(409, COMPOSE_ERROR_CODES.templateLimit, COMPOSE_TEXTS.templateLimit);
      const [template] = await tx.insert(messageTemplates).values({ userId, name: input.name, message: input.message }).returning(templateColumns);
      await saveSettings(tx, userId, { lastTemplateId: template!.id });
      return toTemplate(template!);
    });
  } catch (error) {
    if (isUniqueViolation(error, MESSAGE_TEMPLATES_NAME_KEY)) throw nameTaken(input.name);
    throw error;
  }
}

/** Renames one of my templates or changes its message. */
export async function updateTemplate(db: Db, userId: number, templateId: number, change: UpdateTemplateInput): Promise<MessageTemplate> {
  try {
    const [template] = await db
      .update(messageTemplates)
      .set({ ...change, updatedAt: sql`now()` })
      .where(mine(userId, templateId))
      .returning(templateColumns);
    if (!template) throw templateNotFound();
    return toTemplate(template);
  } catch (error) {
    if (change.name !== undefined && isUniqueViolation(error, MESSAGE_TEMPLATES_NAME_KEY)) throw nameTaken(change.name);
    throw error;
  }
}

/** Deletes one of my templates (if it was my last used one, none is). */
export async function deleteTemplate(db: Db, userId: number, templateId: number): Promise<void> {
  const deleted = await db.delete(messageTemplates).where(mine(userId, templateId)).returning({ id: messageTemplates.id });
  if (deleted.length === 0) throw templateNotFound();
}

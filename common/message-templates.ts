import { z } from 'zod';
import { DEFAULT_MENTION_WARNING, MENTION_WARNING_MAX, MESSAGE_MAX } from './compose-limits.plain';
import { idSchema } from './integers';

/**
 * The composer's server half (issue #19): a user's named message templates (create, rename,
 * change, delete; the last used one comes back) and their composer settings (the mention warning,
 * numbering). Per user, wherever they sign in; the message being typed stays in the browser.
 */

export const TEMPLATE_NAME_MAX = 60;
/** Enough for every occasion a community runs; a limit so one account cannot fill the database. */
export const TEMPLATES_MAX = 50;

export const COMPOSE_TEXTS = {
  templateNotFound: 'Template not found',
  templateNameTaken: (name: string) => `You already have a template named "${name}".`,
  templateLimit: `You can keep up to ${String(TEMPLATES_MAX)} templates: delete one first.`,
  nameRequired: 'Name is required',
  nameTooLong: `Name: at most ${String(TEMPLATE_NAME_MAX)} characters`,
  messageRequired: 'Type a message to save it as a template',
  messageTooLong: `Message: at most ${String(MESSAGE_MAX)} characters`,
} as const;

export const COMPOSE_ERROR_CODES = {
  templateNameTaken: 'TEMPLATE_NAME_TAKEN',
  templateLimit: 'TEMPLATE_LIMIT_REACHED',
} as const;

const templateName = z.string().trim().min(1, COMPOSE_TEXTS.nameRequired).max(TEMPLATE_NAME_MAX, COMPOSE_TEXTS.nameTooLong);
const templateMessage = z
  .string()
  .max(MESSAGE_MAX, COMPOSE_TEXTS.messageTooLong)
  .refine((message) => message.trim() !== '', COMPOSE_TEXTS.messageRequired);

export const templateSchema = z.object({ id: z.number().int(), name: z.string(), message: z.string(), updatedAt: z.string() });
export type MessageTemplate = z.infer<typeof templateSchema>;

export const createTemplateSchema = z.object({ name: templateName, message: templateMessage });
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;
export const updateTemplateSchema = z
  .object({ name: templateName.optional(), message: templateMessage.optional() })
  .refine((body) => body.name !== undefined || body.message !== undefined, 'Give a name or a message');
export type UpdateTemplateInput = z.infer<typeof updateTemplateSchema>;

export const composerSettingsSchema = z.object({
  /** Above this many mentions in one post the composer warns. */
  mentionWarning: z.number().int().min(1).max(MENTION_WARNING_MAX),
  /** Number the posts "1/3". */
  numbered: z.boolean(),
  /** The template chosen or saved last: it comes back when the composer opens. */
  lastTemplateId: idSchema.nullable(),
});
export type ComposerSettings = z.infer<typeof composerSettingsSchema>;
export const DEFAULT_COMPOSER_SETTINGS: ComposerSettings = { mentionWarning: DEFAULT_MENTION_WARNING, numbered: false, lastTemplateId: null };

export const updateComposerSettingsSchema = composerSettingsSchema.partial();
export type UpdateComposerSettings = z.infer<typeof updateComposerSettingsSchema>;

/** Everything the composer reads: the settings and my templates, by name. */
export const composerSchema = composerSettingsSchema.extend({ templates: z.array(templateSchema) });
export type Composer = z.infer<typeof composerSchema>;

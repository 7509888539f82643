import { z } from 'zod';
import { emailSchema } from './auth';
import { xHandleSchema } from './x-handle-schema';

/**
 * The operator's contact channels (issue #38): an e-mail (CONTACT_EMAIL), an X account (CONTACT_X)
 * and the support hours (CONTACT_HOURS), read at start by the server's configuration, sent to the
 * browser by GET /api/site-config and shown on /contact each only when set. The same schemas check
 * the environment and the answer.
 */

/** The support hours are one short line. */
export const CONTACT_HOURS_MAX_LENGTH = 80;

/**
 * Plain text by allow-list: letters, digits, spaces and a timetable's punctuation. No line break,
 * no markup, no control or text-direction character: what the operator wrote is what a visitor reads.
 */
export const CONTACT_HOURS_PATTERN = /^[\p{L}\p{M}\p{N} .,:;!?()'’"&+/–—-]+$/u;

export const CONTACT_SETTING_MESSAGES = {
  email: 'must be an e-mail address like support@example.com',
  xHandle: 'must be an X username (1 to 15 letters, digits or underscores), with or without its @, e.g. @rollcall_help',
  hours: `must be one line of plain text of at most ${String(CONTACT_HOURS_MAX_LENGTH)} characters (letters, digits, spaces and . , : ; ! ? ( ) ' " & + / -), e.g. "Monday to Friday, 9:00 to 17:00 CET"`,
} as const;

export const contactHoursSchema = z
  .string()
  .trim()
  .min(1, CONTACT_SETTING_MESSAGES.hours)
  .max(CONTACT_HOURS_MAX_LENGTH, CONTACT_SETTING_MESSAGES.hours)
  .regex(CONTACT_HOURS_PATTERN, CONTACT_SETTING_MESSAGES.hours);

/** An X account as an operator writes it: 'rollcall_help' or '@rollcall_help', kept without its '@'. */
export const contactXHandleSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(xHandleSchema);

/** What the browser is told: each channel, or null when the operator has not set it. */
export const siteContactSchema = z.object({
  email: emailSchema.nullable(),
  xHandle: xHandleSchema.nullable(),
  hours: contactHoursSchema.nullable(),
});
export type SiteContact = z.infer<typeof siteContactSchema>;

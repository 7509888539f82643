import { createGiveawaySchema, GIVEAWAY_TEXTS, type CreateGiveaway } from '../../../common/giveaways';
import { fieldErrors } from '../../lib/field-errors';
import type { FormRead } from '../../lib/use-form-state';
import { browserTimeZone, instantOf, localValueOf } from '../../lib/zoned-time';

/** The 'New giveaway' form as typed (issue #36). */
export type GiveawayFormValues = {
  title: string;
  prize: string;
  rules: string;
  organiser: string;
  winnerCount: string;
  /** A wall-clock time in `timeZone`, as the datetime-local input gives it. */
  closesAt: string;
  timeZone: string;
  listIds: number[];
  entryPage: boolean;
};

/** A week from now on the hour, in the browser's zone; the entry page on, one winner. */
export function newGiveawayValues(now = Date.now(), timeZone = browserTimeZone()): GiveawayFormValues {
  const inAWeek = new Date(now + 7 * 24 * 3600_000);
  inAWeek.setUTCMinutes(0, 0, 0);
  return { title: '', prize: '', rules: '', organiser: '', winnerCount: '1', closesAt: localValueOf(inAWeek.toISOString(), timeZone), timeZone, listIds: [], entryPage: true };
}

/** Reads the form with the schema the server checks: the closing time becomes a moment in its zone. */
export function readGiveawayForm(values: GiveawayFormValues): FormRead<CreateGiveaway> {
  const closesAt = instantOf(values.closesAt, values.timeZone);
  const parsed = createGiveawaySchema.safeParse({ ...values, winnerCount: Number(values.winnerCount), closesAt: closesAt ?? '' });
  if (parsed.success) return { input: parsed.data };
  const errors = fieldErrors(parsed.error);
  if (closesAt === null) errors.closesAt = GIVEAWAY_TEXTS.closesAtRequired;
  return { errors };
}

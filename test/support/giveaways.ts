import type { CreateGiveaway } from '../../common/giveaways';

/**
 * A giveaway's body as the 'New giveaway' form sends it (issue #36): closing in an hour, from the
 * entry page, in Paris's zone; a test names what it needs otherwise.
 */
export function giveawayBody(overrides: Partial<CreateGiveaway> = {}): CreateGiveaway {
  return {
    title: 'Spring giveaway',
    prize: 'A signed poster',
    rules: 'One entry a person. Winners are mentioned on X.',
    organiser: 'Poster Club',
    winnerCount: 2,
    closesAt: new Date(Date.now() + 3600_000).toISOString(),
    timeZone: 'Europe/Paris',
    listIds: [],
    entryPage: true,
    ...overrides,
  };
}

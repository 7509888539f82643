import { slugify } from '../../../../common/blog';

/**
 * The slug field follows the name (or the title) with slugify until it is edited by hand; emptying
 * it hands it back to the name. An existing item's slug counts as edited: its address stays.
 */
export type SlugState = { slug: string; slugEdited: boolean };

/** The slug once the name became `name`. */
export function slugAfterName(state: SlugState, name: string): SlugState {
  return state.slugEdited ? { slug: state.slug, slugEdited: true } : { slug: slugify(name), slugEdited: false };
}

/** The slug as typed by hand. */
export function slugTyped(slug: string): SlugState {
  return { slug, slugEdited: slug.trim() !== '' };
}

import type { Db } from '../db/open';
import type { HandleSet } from './handle-set';

/** Below this many members a selection is read in a few milliseconds: not worth the memory. */
export const SHOOT_CACHE_MIN_MEMBERS = 10_000;
/** At 100,000 members a selection weighs ~3 MiB: a handful of large selections per process. */
const MAX_SELECTIONS = 8;
/** The usernames kept per list, all lists together: ~6 MiB of strings at 400,000. */
const MAX_LIST_MEMBERS = 400_000;

/** The usernames of one list, joined by the unit separator, as SQL's string_agg wrote them. */
export interface ListNames {
  names: string;
  entries: number;
}

/**
 * The members of large selections, kept between shoots (a community manager shoots the same lists
 * again and again), at two levels:
 * - a selection (owner and list ids) keeps its de-duplicated HandleSet, valid for the exact
 *   members_version of each of its lists: a repeated shoot reads nothing;
 * - each list keeps its usernames, valid for its own members_version: after a change to one list
 *   of a thousand, only that list is read again, and the set is rebuilt from the others in memory.
 * A database trigger bumps a list's members_version on every change to its members, from any
 * process, so a stale entry is never used (docs/decisions/009).
 */
export class ShootCache {
  private readonly selections = new Map<string, { version: string; handles: HandleSet }>();
  private readonly lists = new Map<number, { version: string } & ListNames>();
  private listMembers = 0;

  selection(key: string, version: string): HandleSet | undefined {
    const entry = this.selections.get(key);
    if (!entry) return undefined;
    this.selections.delete(key);
    if (entry.version !== version) return undefined;
    this.selections.set(key, entry); // most recently used last
    return entry.handles;
  }

  keepSelection(key: string, version: string, handles: HandleSet): void {
    this.selections.delete(key);
    this.selections.set(key, { version, handles });
    while (this.selections.size > MAX_SELECTIONS) this.selections.delete(this.selections.keys().next().value!);
  }

  list(listId: number, version: string): ListNames | undefined {
    const entry = this.lists.get(listId);
    if (!entry) return undefined;
    this.dropList(listId);
    if (entry.version !== version) return undefined;
    this.lists.set(listId, entry);
    this.listMembers += entry.entries;
    return entry;
  }

  keepList(listId: number, version: string, names: ListNames): void {
    this.dropList(listId);
    this.lists.set(listId, { version, ...names });
    this.listMembers += names.entries;
    while (this.listMembers > MAX_LIST_MEMBERS && this.lists.size > 1) this.dropList(this.lists.keys().next().value!);
  }

  private dropList(listId: number): void {
    const entry = this.lists.get(listId);
    if (!entry) return;
    this.lists.delete(listId);
    this.listMembers -= entry.entries;
  }
}

const caches = new WeakMap<Db, ShootCache>();

/** One cache per database handle (tests open many). */
export function shootCacheFor(db: Db): ShootCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ShootCache()));
  return cache;
}

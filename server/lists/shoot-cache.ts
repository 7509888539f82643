import type { Db } from '../db/open';
import type { HandleSet } from './handle-set';

/** Below this many members a selection is read in a few milliseconds: not worth the memory. */
export const SHOOT_CACHE_MIN_MEMBERS = 10_000;
/** At 100,000 members a selection weighs ~3 MiB: a handful of large selections per process. */
const MAX_SELECTIONS = 8;
/**
 * The members kept, all selections together, and again all lists together (issue #40): a
 * million-member selection (~32 MiB: its string, offsets and table) and the usernames of its lists
 * (~15 MiB), so that after a change to one list of a million-member account only that list is read
 * again. Past it the least recently used goes; the newest is always kept.
 */
export const SHOOT_CACHE_MAX_MEMBERS = 1_000_000;

/** The usernames of one list, joined by line feeds, as SQL's string_agg wrote them. */
export interface ListNames {
  names: string;
  entries: number;
}

/** One list of a kept selection, as its text holds it: at which members_version, how long its usernames joined are, how many. */
export interface KeptList {
  id: number;
  version: string;
  length: number;
  entries: number;
}

/** A selection kept: its set, and its lists as the set holds them (in the set's order). */
export interface KeptSelection {
  handles: HandleSet;
  lists: readonly KeptList[];
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
  /** Each selection with what it counts against the bound: its members, and those of the list before it still holds in lists it no longer shares (HandleSet.heldBefore). */
  private readonly selections = new Map<string, KeptSelection & { version: string; weight: number }>();
  private selectionMembers = 0;
  private readonly lists = new Map<number, { version: string } & ListNames>();
  private listMembers = 0;

  /** The selection kept under `key`, whatever its version: what a shoot after a change works its set out from and stores its list as a change to. */
  previous(key: string): KeptSelection | undefined {
    return this.selections.get(key);
  }

  selection(key: string, version: string): HandleSet | undefined {
    const entry = this.selections.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.dropSelection(key);
      return undefined;
    }
    this.selections.delete(key);
    this.selections.set(key, entry); // most recently used last
    return entry.handles;
  }

  /** `handles` whole, as built (its size is every member), of `lists`. */
  keepSelection(key: string, version: string, handles: HandleSet, lists: readonly KeptList[]): void {
    this.dropSelection(key);
    const weight = handles.size + handles.heldBefore();
    this.selections.set(key, { version, handles, lists, weight });
    this.selectionMembers += weight;
    while ((this.selections.size > MAX_SELECTIONS || this.selectionMembers > SHOOT_CACHE_MAX_MEMBERS) && this.selections.size > 1) {
      this.dropSelection(this.selections.keys().next().value!);
    }
  }

  private dropSelection(key: string): void {
    const entry = this.selections.get(key);
    if (!entry) return;
    this.selections.delete(key);
    this.selectionMembers -= entry.weight;
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
    while (this.listMembers > SHOOT_CACHE_MAX_MEMBERS && this.lists.size > 1) this.dropList(this.lists.keys().next().value!);
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

import type { Db } from '../db/open';
import type { HandleSet } from './handle-set';

/** Below this many members a selection is read in a few milliseconds: not worth the memory. */
export const SHOOT_CACHE_MIN_MEMBERS = 10_000;
/** At 100,000 members an entry weighs ~3 MiB: a handful of large selections per process. */
const SHOOT_CACHE_MAX_ENTRIES = 8;

interface Entry {
  version: string;
  handles: HandleSet;
}

/**
 * The members of large selections, kept between shoots (a community manager shoots the same lists
 * again and again). An entry is keyed by owner and list ids and valid for one `version`: the sum
 * of the lists' members_version, which a database trigger bumps on every change to their members,
 * from any process, so a stale entry is never used (docs/decisions/009).
 */
export class ShootCache {
  private readonly entries = new Map<string, Entry>();

  get(selection: string, version: string): HandleSet | undefined {
    const entry = this.entries.get(selection);
    if (!entry) return undefined;
    this.entries.delete(selection);
    if (entry.version !== version) return undefined;
    this.entries.set(selection, entry); // most recently used last
    return entry.handles;
  }

  set(selection: string, version: string, handles: HandleSet): void {
    this.entries.delete(selection);
    this.entries.set(selection, { version, handles });
    while (this.entries.size > SHOOT_CACHE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

const caches = new WeakMap<Db, ShootCache>();

/** One cache per database handle (tests open many). */
export function shootCacheFor(db: Db): ShootCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ShootCache()));
  return cache;
}

/**
 * The entrant lists this process knows are stored, per database: a repeated shoot does not send
 * them again. Only a hint: a list may have been purged since (purgeUnusedEntrants), and the shoot
 * then stores it again (shoot-draws.ts).
 */

const storedLists = new WeakMap<object, Set<string>>();
/** Past this many fingerprints the set starts again empty. */
const STORED_LISTS_MAX = 1000;

export function storedListsOf(db: object) {
  let stored = storedLists.get(db);
  if (!stored) storedLists.set(db, (stored = new Set()));
  const known = stored;
  return {
    has: (fingerprint: string) => known.has(fingerprint),
    forget: (fingerprint: string) => void known.delete(fingerprint),
    remember(fingerprint: string) {
      if (known.size >= STORED_LISTS_MAX) known.clear();
      known.add(fingerprint);
    },
  };
}

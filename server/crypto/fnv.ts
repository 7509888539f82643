/**
 * FNV-1a, 32 bits (http://www.isthe.com/chongo/tech/comp/fnv/): the hash of the shoot's index of
 * handles (server/lists/handle-set.ts) and of the lines and chunks an entrant list's change is
 * worked out by (server/draws/entrant-changes.ts). Fast and spread enough for a table, never a
 * secret or a proof: what is published is SHA-256. Written once, for both.
 */
export const FNV_OFFSET = 0x811c9dc5 | 0;
export const FNV_PRIME = 0x01000193;

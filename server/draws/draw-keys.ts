import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { DRAW_SEED_BYTES, toHex } from '../../common/draw.plain';
import { draws } from '../db/schema';
import { fingerprintOf } from './storage';

/**
 * A new draw's id and seed, and what ties draws together (issue #33, docs/draws.md "Other
 * draws"): the same lists, the same eligible entrants, or the same members as a set.
 */

export const newDrawId = () => randomBytes(16).toString('base64url');
export const newSeed = () => toHex(randomBytes(DRAW_SEED_BYTES));

/**
 * The selection key of some lists: the SHA-256 of their ids sorted and joined by commas (a
 * thousand ids would not fit a btree index entry; the hash always does).
 */
export const selectionOf = (listIds: readonly number[]) => fingerprintOf([...new Set(listIds)].sort((a, b) => a - b).join(','));

/** What ties draws together (issue #33): the same lists, the same eligible entrants, or the same members as a set. */
export type DrawKeys = { selection: string; fingerprint: string; membersKey: string };

/** The draws that share a draw's lists or members. */
export const sharesMembers = (keys: DrawKeys) =>
  sql`(${draws.selection} = ${keys.selection} or ${draws.fingerprint} = ${keys.fingerprint} or ${draws.membersKey} = ${keys.membersKey})`;

/**
 * Whose choices a draw follows: its workspace's draws, or, once its team is gone, its drawer's
 * draws that lost their team too.
 */
export const sameOwnerOf = (owner: { workspaceId: number | null; userId: number }) =>
  owner.workspaceId === null ? sql`(${draws.workspaceId} is null and ${draws.userId} = ${owner.userId})` : sql`${draws.workspaceId} = ${owner.workspaceId}`;

/**
 * Whether a new draw publishes its entrants: as the latest draw of the same lists or members does,
 * in its workspace or by its drawer anywhere (an unpublished list stays unpublished, after a member
 * is added or in another workspace: issue #33); published when it is the first. One index probe
 * per key and scope, the latest of them deciding.
 */
export const publishedLikeBefore = (draw: DrawKeys & { workspaceId: number; userId: number }) => {
  const latest = (scope: SQL, key: SQL) => sql`(select ${draws.publishEntrants} as publish, ${draws.createdAt} as at from ${draws} where ${scope} and ${key} order by ${draws.createdAt} desc limit 1)`;
  const scopes = [sql`${draws.workspaceId} = ${draw.workspaceId}`, sql`${draws.userId} = ${draw.userId}`];
  const keys = [sql`${draws.selection} = ${draw.selection}`, sql`${draws.fingerprint} = ${draw.fingerprint}`, sql`${draws.membersKey} = ${draw.membersKey}`];
  const probes = sql.join(scopes.flatMap((scope) => keys.map((key) => latest(scope, key))), sql` union all `);
  return sql`coalesce((select publish from (${probes}) probes order by at desc limit 1), true)`;
};

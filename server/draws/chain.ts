import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { chainHash, type Chained } from '../../common/certificate-chain.plain';
import type { Tx } from '../db/open';
import { draws } from '../db/schema';
import { nodeDrawCrypto } from './draw-crypto';

/**
 * A new certificate's place in its person's chain (issue #37, common/certificate-chain.plain.ts):
 * the previous one they made, its content hash, and this one's. Taken under a lock on the person
 * for the rest of the caller's transaction (`pg_advisory_xact_lock`, transaction-scoped: what a
 * pooler keeps), so two draws at once still make one line, not a fork.
 */
export type ChainColumns = { chainSeq: number; previousId: string | null; previousHash: string | null; contentHash: string };

/** The lock's first key: the chains' own space among the app's advisory locks. */
const CHAIN_LOCK = 37;

export async function chainLink(tx: Tx, userId: number, content: Omit<Chained, 'chain'>): Promise<ChainColumns> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK}::int, ${userId}::int)`);
  const [last] = await tx
    .select({ id: draws.id, seq: draws.chainSeq, hash: draws.contentHash })
    .from(draws)
    .where(and(eq(draws.userId, userId), isNotNull(draws.chainSeq)))
    .orderBy(desc(draws.chainSeq))
    .limit(1);
  const link = { seq: (last?.seq ?? 0) + 1, previousId: last?.id ?? null, previousHash: last?.hash ?? null };
  return { chainSeq: link.seq, previousId: link.previousId, previousHash: link.previousHash, contentHash: chainHash({ ...content, chain: link }, nodeDrawCrypto.sha256) };
}

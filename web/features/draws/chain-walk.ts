import { sha256 } from '@noble/hashes/sha2.js';
import { drawsRoutes } from '../../../common/api/routes';
import { chainHash } from '../../../common/certificate-chain.plain';
import type { DrawCertificate } from '../../../common/draws';
import { ApiRequestError } from '../../lib/api';
import { api } from '../../lib/api-checked';

/** How far back 'Check the chain' walks at most (one request a certificate). */
export const CHAIN_WALK_MAX = 50;

/** What walking back through a person's chain found (issue #37). */
export type ChainWalk =
  | { outcome: 'holds'; checked: number; toFirst: boolean }
  | { outcome: 'altered'; seq: number; id: string }
  | { outcome: 'missing'; seq: number; id: string };

/**
 * Walks back from a certificate through its person's chain: each certificate's content must give
 * its own hash and the hash the next one names, with no place skipped; a certificate that is gone
 * (404) or changed stops the walk and is named. At most CHAIN_WALK_MAX certificates.
 */
export async function walkChain(from: DrawCertificate, signal?: AbortSignal): Promise<ChainWalk> {
  let current = from;
  for (let checked = 1; ; checked += 1) {
    const link = current.chain!;
    if (chainHash(current, sha256) !== link.contentHash) return { outcome: 'altered', seq: link.seq, id: current.id };
    if (link.previousId === null) return { outcome: 'holds', checked, toFirst: true };
    if (checked >= CHAIN_WALK_MAX) return { outcome: 'holds', checked, toFirst: false };
    let previous: DrawCertificate;
    try {
      previous = await api(drawsRoutes.getDraw, { params: { id: link.previousId } }, { signal });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return { outcome: 'missing', seq: link.seq - 1, id: link.previousId };
      throw error;
    }
    if (!previous.chain || previous.chain.seq !== link.seq - 1 || chainHash(previous, sha256) !== link.previousHash) return { outcome: 'altered', seq: link.seq - 1, id: previous.id };
    current = previous;
  }
}

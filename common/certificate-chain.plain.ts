import { DRAW_ALGORITHM, toHex, utf8, type Sha256 } from './draw.plain';

/**
 * The chain of a person's certificates (issue #37; docs/draws.md "Chain"): each certificate names
 * the previous one its person made (in any workspace) and the SHA-256 of that one's content, so a
 * visitor can walk back through a host's draws, and a certificate deleted or altered afterwards
 * breaks the chain where anyone looks. The content is what was fixed when the draw was made:
 * nothing that comes later (an announced draw's winners follow from what is here).
 */

export const CHAIN_TAG = 'rollcall-certificate-chain-v1';

/** What a certificate shows of its place in the chain. */
export type ChainLink = { seq: number; previousId: string | null; previousHash: string | null; contentHash: string };

/** A certificate's fields the content hash covers, as its JSON shows them. */
export type Chained = {
  id: string;
  algorithm: string;
  createdAt: string;
  count: number;
  entrantCount: number;
  fingerprint: string;
  selectionFingerprint: string;
  commitment: string | null;
  /** A v1 draw made at once: its seed was fixed then (an announced one's, by its commitment). */
  seed: string | null;
  drawAt: string | null;
  leftOutFingerprint: string | null;
  beacon: { round: number; chain: { hash: string } } | null;
  chain: Pick<ChainLink, 'seq' | 'previousId' | 'previousHash'> | null;
};

/**
 * The text a certificate's content hash is taken of: the tag, then one field a line, in this
 * order, an absent one as an empty line. A v1 draw made at once contributes its seed; an announced
 * one its commitment; a v2 draw its round and chain (its seed follows from them).
 */
export function chainContent(certificate: Chained): string {
  const atOnceV1 = certificate.algorithm === DRAW_ALGORITHM && certificate.commitment === null && certificate.drawAt === null;
  const fields = [
    CHAIN_TAG,
    certificate.id,
    certificate.algorithm,
    certificate.createdAt,
    String(certificate.count),
    String(certificate.entrantCount),
    certificate.fingerprint,
    certificate.selectionFingerprint,
    certificate.commitment ?? '',
    atOnceV1 ? (certificate.seed ?? '') : '',
    certificate.drawAt ?? '',
    certificate.leftOutFingerprint ?? '',
    certificate.beacon ? String(certificate.beacon.round) : '',
    certificate.beacon?.chain.hash ?? '',
    certificate.chain ? String(certificate.chain.seq) : '',
    certificate.chain?.previousId ?? '',
    certificate.chain?.previousHash ?? '',
  ];
  return fields.join('\n');
}

export const chainHash = (certificate: Chained, sha256: Sha256): string => toHex(sha256(utf8(chainContent(certificate))));

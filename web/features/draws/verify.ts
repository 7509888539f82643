import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { checkDraw, DRAW_ALGORITHM_V2, type DrawCheck, type DrawCrypto } from '../../../common/draw.plain';
import type { DrawCertificate } from '../../../common/draws';

/** The browser's HMAC-SHA256 and SHA-256 (synchronous, unlike WebCrypto): @noble/hashes, audited, ~8 KB. */
const browserCrypto: DrawCrypto = { hmac: (key, message) => hmac(sha256, key, message), sha256: (bytes) => sha256(bytes) };

/** A check's answer: v1's parts, and for a v2 certificate whether its round holds and whose chain it is. */
export type CertificateCheck = DrawCheck & { beacon?: boolean; league?: boolean };

/**
 * Recomputes a drawn certificate from what it shows (docs/draws.md), with no network: null when it
 * cannot be (not drawn, entrants unpublished). A v2 certificate's round is checked too, its BLS
 * signature against the chain's key (common/draw-v2.plain.ts, loaded only for one).
 */
export async function verifyCertificate(certificate: DrawCertificate): Promise<CertificateCheck | null> {
  if (certificate.seed === null || certificate.winners === null || certificate.entrants === null) return null;
  if (certificate.algorithm === DRAW_ALGORITHM_V2) {
    const { checkDrawV2, v2ToCheck } = await import('../../../common/draw-v2.plain');
    const draw = v2ToCheck(certificate);
    return draw ? checkDrawV2(draw, browserCrypto) : null;
  }
  return checkDraw({ ...certificate, seed: certificate.seed, winners: certificate.winners, entrants: certificate.entrants }, browserCrypto);
}

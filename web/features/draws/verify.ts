import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { checkDraw, type DrawCheck, type DrawCrypto } from '../../../common/draw.plain';
import type { DrawCertificate } from '../../../common/draws';

/** The browser's HMAC-SHA256 and SHA-256 (synchronous, unlike WebCrypto): @noble/hashes, audited, ~8 KB. */
const browserCrypto: DrawCrypto = { hmac: (key, message) => hmac(sha256, key, message), sha256: (bytes) => sha256(bytes) };

/** Recomputes a drawn certificate from what it shows (docs/draws.md); null when it cannot be (not drawn, entrants unpublished). */
export function verifyCertificate(certificate: DrawCertificate): DrawCheck | null {
  if (certificate.seed === null || certificate.winners === null || certificate.entrants === null) return null;
  return checkDraw({ ...certificate, seed: certificate.seed, winners: certificate.winners, entrants: certificate.entrants }, browserCrypto);
}

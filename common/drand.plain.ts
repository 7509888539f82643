import { bls12_381 } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * The drand randomness beacon (issue #37): a round's value is a threshold BLS signature of the
 * round's number by the League of Entropy, unknown to anyone (Rollcall, its operator, a host)
 * until the round's time has come, and checkable by anyone against the chain's public key. Pure
 * (no zod, no network): the server checks a round it fetched, a certificate page checks it again
 * in the browser, both with this code. `@noble/curves` does the pairing (audited, no native code).
 */

/** A chain's info document, as a relay answers `GET {relay}/{chain hash}/info`. */
export type DrandChainInfo = {
  public_key: string;
  period: number;
  genesis_time: number;
  hash: string;
  schemeID: string;
  metadata?: { beaconID?: string };
};

/** One round of a chain, as a relay answers `GET {relay}/{chain hash}/public/{round}`. */
export type DrandBeacon = { round: number; randomness: string; signature: string };

/**
 * The League of Entropy's `quicknet` (unchained, signatures on G1, a round every 3 s), pinned: a
 * certificate made on it says so, one made on another chain says that too.
 */
export const QUICKNET: DrandChainInfo = {
  public_key:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  period: 3,
  genesis_time: 1692803367,
  hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  schemeID: 'bls-unchained-g1-rfc9380',
  metadata: { beaconID: 'quicknet' },
};

/** The one scheme Rollcall checks: unchained rounds, BLS signatures on G1, hashed to G1 by RFC 9380. */
export const DRAND_SCHEME = 'bls-unchained-g1-rfc9380';
/** RFC 9380's domain separation tag for signatures on G1, as drand's `bls-unchained-g1-rfc9380` uses. */
const G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** Whether `chain` is the League of Entropy's quicknet (its hash and key, not its name). */
export const isQuicknet = (chain: Pick<DrandChainInfo, 'hash' | 'public_key'>): boolean => chain.hash === QUICKNET.hash && chain.public_key === QUICKNET.public_key;

/** When a round's value appears, in Unix seconds: round 1 at genesis, then one every period. */
export function roundTime(chain: Pick<DrandChainInfo, 'genesis_time' | 'period'>, round: number): number {
  return chain.genesis_time + chain.period * (round - 1);
}

/**
 * The first round whose time is strictly after `unixSeconds`: the round a draw whose entrants are
 * frozen at that moment waits for (its value cannot have been known when they were frozen).
 */
export function firstRoundAfter(chain: Pick<DrandChainInfo, 'genesis_time' | 'period'>, unixSeconds: number): number {
  if (unixSeconds < chain.genesis_time) return 1;
  return Math.floor((unixSeconds - chain.genesis_time) / chain.period) + 2;
}

/** The message a round signs: SHA-256 of its number as 8 bytes, big-endian, hashed to G1 (RFC 9380). */
export function roundOnCurve(round: number) {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return bls12_381.shortSignatures.hash(sha256(bytes), G1_DST);
}

/** A round's randomness: SHA-256 of its signature. */
export const beaconRandomness = (signatureHex: string): string => bytesToHex(sha256(hexToBytes(signatureHex)));

/**
 * Whether `beacon` is round `round` of `chain`: the chain's scheme is the one Rollcall reads, the
 * signature is the chain key's BLS signature of that round, and the randomness is its SHA-256.
 * Anything malformed (not hex, not a point) is simply not verified.
 */
export function verifyBeacon(chain: Pick<DrandChainInfo, 'public_key' | 'schemeID'>, beacon: DrandBeacon, round: number): boolean {
  if (chain.schemeID !== DRAND_SCHEME || beacon.round !== round || !Number.isSafeInteger(round) || round < 1) return false;
  if (!/^[0-9a-f]{96}$/.test(beacon.signature) || !/^[0-9a-f]{192}$/.test(chain.public_key)) return false;
  try {
    if (!bls12_381.shortSignatures.verify(hexToBytes(beacon.signature), roundOnCurve(round), hexToBytes(chain.public_key))) return false;
  } catch {
    return false;
  }
  return beacon.randomness === beaconRandomness(beacon.signature);
}

import { checkDraw, DRAW_ALGORITHM, entrantsFingerprint, seedV2, toHex, type DRAW_ALGORITHM_V2, type DrawCheck, type DrawCrypto, type DrawToCheck } from './draw.plain';
import { isQuicknet, roundTime, verifyBeacon, type DrandBeacon, type DrandChainInfo } from './drand.plain';

/**
 * Checking a rollcall-draw-v2 certificate (issue #37; docs/draws.md): the drand round it names is
 * signed by its chain's key and came out after the entrants were frozen, the seed is the one that
 * round, the entrant fingerprint and the draw's id give, and the rest is v1's check with that
 * seed. Its own file: the BLS check (@noble/curves) is loaded only for a v2 certificate.
 */

/** What a v2 certificate carries beside v1's: its id, when its entrants were frozen, its round and chain. */
export type DrawToCheckV2 = Omit<DrawToCheck, 'algorithm' | 'commitment' | 'drawAt'> & {
  algorithm: typeof DRAW_ALGORITHM_V2;
  id: string;
  /** When the entrants were frozen and their fingerprint published (ISO; the certificate's `createdAt`): the round must come out after it. */
  createdAt: string;
  beacon: DrandBeacon & { chain: DrandChainInfo };
  /** SHA-256 of who was left out, in the selection's order, one per line (null: nobody was). */
  leftOutFingerprint?: string | null;
};

/** What a failed beacon check says (the page's Verify, `npm run verify`). */
export const BEACON_CHECK_TEXT = "the drand round is not signed by its chain's key, came out before the entrants were frozen, or does not give the seed shown";

export type DrawCheckV2 = DrawCheck & {
  /** The round is signed by the chain's key, came out after the entrants were frozen, and gives the seed shown. */
  beacon: boolean;
  /** The chain is the League of Entropy's quicknet (else a test chain or another network: said in plain words). */
  league: boolean;
};

export function checkDrawV2(draw: DrawToCheckV2, crypto: DrawCrypto): DrawCheckV2 {
  const { chain, ...beacon } = draw.beacon;
  const signed = verifyBeacon(chain, beacon, beacon.round);
  const afterFreeze = roundTime(chain, beacon.round) * 1000 > Date.parse(draw.createdAt);
  let seed: string | null = null;
  try {
    seed = toHex(seedV2({ randomness: beacon.randomness, fingerprint: draw.fingerprint, drawId: draw.id }, crypto));
  } catch {
    seed = null;
  }
  const beaconOk = signed && afterFreeze && seed !== null && seed === draw.seed;
  // The rest is v1's check with the derived seed; a v2 draw has no commitment (nobody chose a seed).
  const rest = checkDraw({ ...draw, algorithm: DRAW_ALGORITHM, seed: seed ?? draw.seed, commitment: null, drawAt: null }, crypto);
  // Who was left out is committed too: the listed ones (put back, v1's check gives the lists'
  // fingerprint) must give the fingerprint published with the entrants; none listed, none committed.
  const listed = draw.leftOutEntrants ?? [];
  const leftOut = rest.leftOut && (draw.leftOutFingerprint ? (draw.leftOutEntrants ?? null) !== null && entrantsFingerprint(listed.map((entry) => entry.handle), crypto) === draw.leftOutFingerprint : listed.length === 0 && (draw.leftOut ?? 0) === 0);
  return { ...rest, leftOut, beacon: beaconOk, league: isQuicknet(chain), verified: rest.verified && leftOut && beaconOk };
}

/**
 * A drawn v2 certificate as its check reads it (the page's Verify, `npm run verify`): null when it
 * cannot be checked yet (not drawn, its round not fetched, its entrants unpublished).
 */
export function v2ToCheck(certificate: {
  id: string;
  algorithm: string;
  createdAt: string;
  seed: string | null;
  winners: readonly string[] | null;
  entrants: readonly string[] | null;
  beacon: { round: number; signature: string | null; randomness: string | null; chain: DrandChainInfo } | null;
} & Omit<DrawToCheck, 'algorithm' | 'seed' | 'winners' | 'entrants' | 'commitment' | 'drawAt'>): DrawToCheckV2 | null {
  const { seed, winners, entrants, beacon } = certificate;
  if (seed === null || winners === null || entrants === null || !beacon?.signature || beacon.randomness === null) return null;
  return {
    ...certificate,
    algorithm: certificate.algorithm as typeof DRAW_ALGORITHM_V2,
    seed,
    winners,
    entrants,
    beacon: { round: beacon.round, signature: beacon.signature, randomness: beacon.randomness, chain: beacon.chain },
  };
}

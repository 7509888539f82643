import { checkDraw, DRAW_ALGORITHM, seedV2, toHex, type DRAW_ALGORITHM_V2, type DrawCheck, type DrawCrypto, type DrawToCheck } from './draw.plain';
import { isQuicknet, roundTime, verifyBeacon, type DrandBeacon, type DrandChainInfo } from './drand.plain';

/**
 * Checking a rollcall-draw-v2 certificate (issue #37; docs/draws.md): the drand round it names is
 * signed by its chain's key and came out after the entrants were frozen, the seed is the one that
 * round, the entrant fingerprint and the draw's id give, and the rest is v1's check with that
 * seed. Its own file: the BLS check (@noble/curves) is loaded only for a v2 certificate.
 */

/** What a v2 certificate carries beside v1's: its id, when its entrants were frozen, its round and chain. */
export type DrawToCheckV2 = Omit<DrawToCheck, 'algorithm' | 'commitment'> & {
  algorithm: typeof DRAW_ALGORITHM_V2;
  id: string;
  /** When the entrant fingerprint was published (ISO): the round must come out after it. */
  frozenAt: string;
  beacon: DrandBeacon & { chain: DrandChainInfo };
};

export type DrawCheckV2 = DrawCheck & {
  /** The round is signed by the chain's key, came out after the entrants were frozen, and gives the seed shown. */
  beacon: boolean;
  /** The chain is the League of Entropy's quicknet (else a test chain or another network: said in plain words). */
  league: boolean;
};

export function checkDrawV2(draw: DrawToCheckV2, crypto: DrawCrypto): DrawCheckV2 {
  const { chain, ...beacon } = draw.beacon;
  const signed = verifyBeacon(chain, beacon, beacon.round);
  const afterFreeze = roundTime(chain, beacon.round) * 1000 > Date.parse(draw.frozenAt);
  let seed: string | null = null;
  try {
    seed = toHex(seedV2({ randomness: beacon.randomness, fingerprint: draw.fingerprint, drawId: draw.id }, crypto));
  } catch {
    seed = null;
  }
  const beaconOk = signed && afterFreeze && seed !== null && seed === draw.seed;
  // The rest is v1's check with the derived seed; a v2 draw has no commitment (nobody chose a seed).
  const rest = checkDraw({ ...draw, algorithm: DRAW_ALGORITHM, seed: seed ?? draw.seed, commitment: null, drawAt: null }, crypto);
  return { ...rest, beacon: beaconOk, league: isQuicknet(chain), verified: rest.verified && beaconOk };
}

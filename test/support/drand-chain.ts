import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { beaconRandomness, DRAND_SCHEME, roundOnCurve, type DrandBeacon, type DrandChainInfo } from '../../common/drand.plain';

/**
 * A test chain (issue #37): the project cannot reach the League of Entropy, so tests sign rounds
 * with a key of their own, the way drand's nodes sign theirs (BLS on G1, RFC 9380), and the code
 * under test checks them exactly as it checks quicknet's.
 */
export function testChain({ genesis = 1_700_000_000, period = 3, seed = 7 }: { genesis?: number; period?: number; seed?: number } = {}) {
  const secretKey = new Uint8Array(32).fill(seed);
  const publicKey = bytesToHex(bls12_381.shortSignatures.getPublicKey(secretKey).toBytes());
  const info: DrandChainInfo = { public_key: publicKey, period, genesis_time: genesis, hash: bytesToHex(new Uint8Array(32).fill(seed + 1)), schemeID: DRAND_SCHEME, metadata: { beaconID: 'rollcall-test' } };
  const sign = (round: number): DrandBeacon => {
    const signature = bytesToHex(bls12_381.shortSignatures.sign(roundOnCurve(round), secretKey).toBytes());
    return { round, signature, randomness: beaconRandomness(signature) };
  };
  return { info, sign };
}

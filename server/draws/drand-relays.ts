import { setTimeout as delay } from 'node:timers/promises';
import { roundTime, verifyBeacon, type DrandBeacon, type DrandChainInfo } from '../../common/drand.plain';

/**
 * Asks drand relays for a round (issue #37): `GET {relay}/{chain hash}/public/{round}`, the same
 * request drand's own clients make, each relay in turn until one answers with a round whose BLS
 * signature checks against the chain's key. A relay that is down, slow, early or lying is passed
 * over (and said in the log); none answering well gives null, never a round of our own making:
 * the draw waits (fail closed).
 */

export type RelayProblem = { relay: string; problem: 'unreachable' | 'not yet' | 'refused' | 'bad answer' | 'bad signature' | 'another chain' };

export type DrandRelays = {
  chain: DrandChainInfo;
  /** How long a 'Provably fair' shoot keeps asking for its round after the round's time (awaitRound). */
  graceMs: number;
  /** The round checked, or null with what each relay did wrong. */
  fetchRound(round: number): Promise<{ beacon: DrandBeacon; relay: string } | { beacon: null; problems: RelayProblem[] }>;
};

/** How long one relay has to answer before the next is asked. */
export const RELAY_TIMEOUT_MS = 5_000;

export function drandRelays({ urls, chain, timeoutMs = RELAY_TIMEOUT_MS, graceMs = ROUND_GRACE_MS }: { urls: readonly string[]; chain: DrandChainInfo; timeoutMs?: number; graceMs?: number }): DrandRelays {
  return {
    chain,
    graceMs,
    async fetchRound(round) {
      const problems: RelayProblem[] = [];
      for (const relay of urls) {
        const problem = await ask(relay, round);
        if ('beacon' in problem) return { beacon: problem.beacon, relay };
        problems.push({ relay, problem: problem.problem });
      }
      return { beacon: null, problems };
    },
  };

  async function ask(relay: string, round: number): Promise<{ beacon: DrandBeacon } | { problem: RelayProblem['problem'] }> {
    let response: Response;
    try {
      response = await fetch(`${relay}/${chain.hash}/public/${String(round)}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch {
      return { problem: 'unreachable' };
    }
    // drand answers a round that is not out yet with 404 (or 425, Too Early, on newer relays).
    if (response.status === 404 || response.status === 425) return { problem: 'not yet' };
    if (!response.ok) return { problem: 'refused' };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { problem: 'bad answer' };
    }
    const beacon = readBeacon(body);
    if (!beacon) return { problem: 'bad answer' };
    return verifyBeacon(chain, beacon, round) ? { beacon } : { problem: 'bad signature' };
  }
}

/** A relay's answer, read by allow-list: the three fields, nothing else kept. */
function readBeacon(body: unknown): DrandBeacon | null {
  const value = body as Partial<DrandBeacon> | null;
  if (typeof value !== 'object' || value === null) return null;
  const { round, randomness, signature } = value;
  if (!Number.isSafeInteger(round) || typeof randomness !== 'string' || typeof signature !== 'string') return null;
  return { round: round!, randomness, signature };
}

/** How long a person's 'Provably fair' shoot waits for its round after the round's time, asking again every second. */
export const ROUND_GRACE_MS = 10_000;

/**
 * Waits for a round that is about to come out (a 'Provably fair' shoot: the next round, at most a
 * period away), then asks the relays until one gives it, for up to ROUND_GRACE_MS after its time.
 */
export async function awaitRound(relays: DrandRelays, round: number): ReturnType<DrandRelays['fetchRound']> {
  const at = roundTime(relays.chain, round) * 1000;
  await delay(Math.max(0, at - Date.now()));
  for (;;) {
    const answer = await relays.fetchRound(round);
    if (answer.beacon || Date.now() >= at + relays.graceMs) return answer;
    await delay(1_000);
  }
}

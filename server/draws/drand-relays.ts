import { verifyBeacon, type DrandBeacon, type DrandChainInfo } from '../../common/drand.plain';

/**
 * Asks drand relays for a round (issue #37): `GET {relay}/{chain hash}/public/{round}`, the same
 * request drand's own clients make, each relay in turn until one answers with a round whose BLS
 * signature checks against the chain's key. A relay that is down, slow, early or lying is passed
 * over (and said in the log); none answering well gives null, never a round of our own making:
 * the draw waits (fail closed).
 */

export type RelayProblem = { relay: string; problem: 'unreachable' | 'not yet' | 'refused' | 'bad answer' | 'bad signature' };

export type DrandRelays = {
  chain: DrandChainInfo;
  /** The round checked, or null with what each relay did wrong. */
  fetchRound(round: number): Promise<{ beacon: DrandBeacon; relay: string } | { beacon: null; problems: RelayProblem[] }>;
};

/** How long one relay has to answer before the next is asked. */
export const RELAY_TIMEOUT_MS = 5_000;

export function drandRelays({ urls, chain, timeoutMs = RELAY_TIMEOUT_MS }: { urls: readonly string[]; chain: DrandChainInfo; timeoutMs?: number }): DrandRelays {
  return {
    chain,
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

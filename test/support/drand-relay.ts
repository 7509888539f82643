import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { roundTime } from '../../common/drand.plain';
import { testChain } from './drand-chain';

export type RelayMode = 'good' | 'bad signature' | 'down' | 'garbage';

/**
 * A local stand-in for a drand relay (issue #37): it answers `GET /{chain hash}/public/{round}`
 * and `/{chain hash}/info` as the League's relays do, signing each round with a test chain's key
 * once the round's time has come (404 before, as drand). Its mode can be changed under a test:
 * a relay that lies ('bad signature': another key's), is down (500), or answers nonsense.
 */
export type DrandRelay = Awaited<ReturnType<typeof startDrandRelay>>;

export async function startDrandRelay(options: { chain?: ReturnType<typeof testChain>; now?: () => number } = {}) {
  const chain = options.chain ?? testChain({ genesis: Math.floor(Date.now() / 1000) - 30 });
  const liar = testChain({ genesis: chain.info.genesis_time, seed: 99 });
  const now = options.now ?? (() => Date.now() / 1000);
  let mode: RelayMode = 'good';
  const asked: number[] = [];
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    // Its mode set from another process (the browser tests' apps run apart from the test files).
    const control = /^\/test-mode\/(good|bad%20signature|down|garbage)$/.exec(request.url ?? '');
    if (control && request.method === 'POST') {
      mode = decodeURIComponent(control[1]!) as RelayMode;
      return send(200, { mode });
    }
    const match = /^\/([0-9a-f]{64})\/(info|public\/(\d+))$/.exec(request.url ?? '');
    if (!match || match[1] !== chain.info.hash) return send(404, { error: 'unknown chain' });
    if (match[2] === 'info') return send(200, chain.info);
    const round = Number(match[3]);
    asked.push(round);
    if (mode === 'down') return send(500, { error: 'down' });
    if (mode === 'garbage') return send(200, '{"round":');
    if (roundTime(chain.info, round) > now()) return send(404, { error: 'requested future beacon' });
    return send(200, mode === 'bad signature' ? liar.sign(round) : chain.sign(round));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    url,
    chain,
    /** The rounds asked for, in order. */
    asked,
    setMode(next: RelayMode) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

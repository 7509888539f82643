import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBeacon } from '../../common/drand.plain';
import { startDrandRelay } from '../../test/support/drand-relay';
import { loadConfig, readDrandChain } from '../config';
import { drandRelays } from './drand-relays';

// Issue #37: rounds fetched from the configured relays, checked, and never made up.

describe('the drand relays', () => {
  let first: Awaited<ReturnType<typeof startDrandRelay>>;
  let second: Awaited<ReturnType<typeof startDrandRelay>>;
  beforeAll(async () => {
    first = await startDrandRelay();
    second = await startDrandRelay({ chain: first.chain });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });
  const round = () => 5; // out: the test chain's genesis was 30 s ago, a round every 3 s

  it('gives a round that checks against the chain’s key, from the first relay that has it', async () => {
    first.setMode('good');
    const relays = drandRelays({ urls: [first.url, second.url], chain: first.chain.info });
    const got = await relays.fetchRound(round());
    expect(got.beacon).not.toBeNull();
    expect('relay' in got && got.relay).toBe(first.url);
    expect(verifyBeacon(first.chain.info, got.beacon!, round())).toBe(true);
  });

  it('passes over a relay that lies, is down or answers nonsense, to the next', async () => {
    for (const mode of ['bad signature', 'down', 'garbage'] as const) {
      first.setMode(mode);
      const got = await drandRelays({ urls: [first.url, second.url], chain: first.chain.info }).fetchRound(round());
      expect('relay' in got && got.relay, mode).toBe(second.url);
    }
  });

  it('gives no round (never one of its own) when no relay answers well, and says why for each', async () => {
    first.setMode('bad signature');
    second.setMode('down');
    const got = await drandRelays({ urls: [first.url, second.url, 'http://127.0.0.1:9'], chain: first.chain.info }).fetchRound(round());
    expect(got).toEqual({ beacon: null, problems: [{ relay: first.url, problem: 'bad signature' }, { relay: second.url, problem: 'refused' }, { relay: 'http://127.0.0.1:9', problem: 'unreachable' }] });
    second.setMode('good');
    // A round whose time has not come: 'not yet'.
    const future = await drandRelays({ urls: [second.url], chain: first.chain.info }).fetchRound(1_000_000_000);
    expect(future).toEqual({ beacon: null, problems: [{ relay: second.url, problem: 'not yet' }] });
  });

  it('reads DRAND_URLS and DRAND_CHAIN, quicknet and the League’s relays by default, and refuses a chain it cannot check', () => {
    const defaults = loadConfig({});
    expect(defaults.drandChain.hash).toBe('52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971');
    expect(defaults.drandUrls).toContain('https://api.drand.sh');
    const set = loadConfig({ DRAND_URLS: `${first.url}/, ${second.url}`, DRAND_CHAIN: JSON.stringify(first.chain.info) });
    expect(set.drandUrls).toEqual([first.url, second.url]);
    expect(set.drandChain).toEqual(first.chain.info);
    expect(() => loadConfig({ DRAND_URLS: 'ftp://relay.example' })).toThrow(/DRAND_URLS/);
    expect(() => loadConfig({ DRAND_CHAIN: JSON.stringify({ ...first.chain.info, schemeID: 'pedersen-bls-chained' }) })).toThrow(/DRAND_CHAIN/);
    expect(readDrandChain('{')).toBeNull();
    expect(readDrandChain(JSON.stringify({ ...first.chain.info, period: 0 }))).toBeNull();
  });
});

import { loadConfig, type Config } from '../../server/config';

/** A valid configuration for tests, as `loadConfig` would build it, with overrides. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  // No due-draws runner: tests draw announced draws by hand (server/draws/draws.test.ts).
  return loadConfig({ APP_URL: 'http://localhost:3000', DATA_DIR: '/nonexistent-test-data', DUE_DRAWS_SECONDS: '0', ...env });
}

/** The settings that point an app at a stand-in drand relay and its test chain (issue #37). */
export const relayEnv = (relay: { url: string; chain: { info: object } }) => ({ DRAND_URLS: relay.url, DRAND_CHAIN: JSON.stringify(relay.chain.info) });

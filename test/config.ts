import { loadConfig, type Config } from '../server/config';

/** A valid configuration for tests, as `loadConfig` would build it, with overrides. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ APP_URL: 'http://localhost:3000', DATA_DIR: '/nonexistent-test-data', ...env });
}

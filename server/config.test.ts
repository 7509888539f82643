import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ROLLCALL_EXTENSION_ORIGIN } from './config';

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('starts with sensible defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/rollcall');
    expect(config.port).toBe(3000);
    expect(config.appUrl.href).toBe('http://localhost:3000/');
    expect(config.dataDir).toBe(path.resolve('/srv/rollcall', 'data'));
    expect(config.databaseUrl).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.stripe).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.secureCookies).toBe(false);
    expect(config.mailFrom).toBe('Rollcall <no-reply@localhost>');
  });

  it('writes demo content on a first start unless DEMO_CONTENT=false, and refuses anything but true or false', () => {
    expect(loadConfig({}).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: 'true' }).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: 'false' }).demoContent).toBe(false);
    expect(() => loadConfig({ DEMO_CONTENT: 'no' })).toThrow('Invalid configuration: DEMO_CONTENT must be true or false (got "no")');
  });

  it('draws due announced draws every 5 seconds unless DUE_DRAWS_SECONDS says otherwise (0: never)', () => {
    expect(loadConfig({}).dueDrawsEveryMs).toBe(5000);
    expect(loadConfig({ DUE_DRAWS_SECONDS: '60' }).dueDrawsEveryMs).toBe(60_000);
    expect(loadConfig({ DUE_DRAWS_SECONDS: '0' }).dueDrawsEveryMs).toBe(0);
    expect(() => loadConfig({ DUE_DRAWS_SECONDS: '1.5' })).toThrow('Invalid configuration: DUE_DRAWS_SECONDS must be a whole number of seconds from 0 to 3600 (got "1.5")');
  });

  it('keeps deleted lists 30 days unless TRASH_DAYS says otherwise (1 to 365)', () => {
    expect(loadConfig({}).trashRetentionDays).toBe(30);
    expect(loadConfig({ TRASH_DAYS: '7' }).trashRetentionDays).toBe(7);
    expect(() => loadConfig({ TRASH_DAYS: '0' })).toThrow('Invalid configuration: TRASH_DAYS must be a whole number of days from 1 to 365 (got "0")');
  });

  it("answers the public API's CORS to the Rollcall extension unless EXTENSION_ORIGINS names others, and refuses anything but extension origins", () => {
    expect(loadConfig({}).extensionOrigins).toEqual([ROLLCALL_EXTENSION_ORIGIN]);
    const two = `chrome-extension://${'a'.repeat(32)}, moz-extension://12345678-1234-1234-1234-123456789abc`;
    expect(loadConfig({ EXTENSION_ORIGINS: two }).extensionOrigins).toEqual([`chrome-extension://${'a'.repeat(32)}`, 'moz-extension://12345678-1234-1234-1234-123456789abc']);
    for (const bad of ['*', 'https://evil.example', `chrome-extension://${'z'.repeat(32)}`, `chrome-extension://${'a'.repeat(32)},https://x.com`]) {
      expect(configError({ EXTENSION_ORIGINS: bad })).toContain('Invalid configuration: EXTENSION_ORIGINS must be a comma-separated list of extension origins');
    }
  });

  it('gives the embedded database 16 MB of shared buffers unless PGLITE_SHARED_BUFFERS_MB says otherwise (1 to 4096)', () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(16);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '64' }).pgliteSharedBuffersMb).toBe(64);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '64MB' })).toThrow(
      'Invalid configuration: PGLITE_SHARED_BUFFERS_MB must be a whole number of megabytes from 1 to 4096 (got "64MB")',
    );
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow('PGLITE_SHARED_BUFFERS_MB must be a whole number of megabytes from 1 to 4096');
  });

  it('takes a daily backup unless DAILY_BACKUP=false', () => {
    expect(loadConfig({}).dailyBackup).toBe(true);
    expect(loadConfig({ DAILY_BACKUP: 'false' }).dailyBackup).toBe(false);
    expect(() => loadConfig({ DAILY_BACKUP: 'off' })).toThrow('Invalid configuration: DAILY_BACKUP must be true or false (got "off")');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', SMTP_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      APP_URL: 'https://rollcall.example.com',
      DATA_DIR: '/var/lib/rollcall',
      DATABASE_URL: 'postgres://u:p@db:5432/rollcall',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Rollcall <hello@example.com>',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      REDIS_URL: 'redis://127.0.0.1:6379',
      CHAT_WIDGET_SRC: 'https://chat.example.com/widget.js',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/rollcall',
      databaseUrl: 'postgres://u:p@db:5432/rollcall',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Rollcall <hello@example.com>',
      stripe: { secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123', apiUrl: null },
      redisUrl: 'redis://127.0.0.1:6379',
      chatWidgetSrc: 'https://chat.example.com/widget.js',
      secureCookies: true,
    });
  });

  it('takes a direct URL beside a pooled one, reads pgbouncer=true as a pooler, and refuses what a pooler cannot carry (issue #39)', () => {
    const pooled = 'postgres://u:p@pooler:6432/rollcall';
    const direct = 'postgres://u:p@db:5432/rollcall';
    // A direct connection: one URL for everything, statements prepared by name.
    expect(loadConfig({ DATABASE_URL: direct })).toMatchObject({ databaseUrl: direct, databaseDirectUrl: direct, databasePooler: false });
    // A pooler, said by the setting or by the URL (its parameter is not PostgreSQL's, so it is removed).
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct, DATABASE_POOLER: 'transaction' })).toMatchObject({ databaseUrl: pooled, databaseDirectUrl: direct, databasePooler: true });
    expect(loadConfig({ DATABASE_URL: `${pooled}?pgbouncer=true&sslmode=disable`, DATABASE_DIRECT_URL: direct })).toMatchObject({
      databaseUrl: `${pooled}?sslmode=disable`,
      databaseDirectUrl: direct,
      databasePooler: true,
    });
    expect(loadConfig({ DATABASE_URL: `${pooled}?pgbouncer=true`, DATABASE_DIRECT_URL: direct, DATABASE_POOLER: 'none' }).databasePooler).toBe(false);
    // Refused in one line that names the setting to change.
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_POOLER: 'transaction' })).toThrow(/^Invalid configuration: DATABASE_URL goes through a pooler .*: set DATABASE_DIRECT_URL to a direct connection to the same database$/);
    expect(() => loadConfig({ DATABASE_URL: `${pooled}?pgbouncer=true` })).toThrow(/set DATABASE_DIRECT_URL/);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow('Invalid configuration: DATABASE_DIRECT_URL is set without DATABASE_URL: set DATABASE_URL too, or neither for the embedded database');
    expect(() => loadConfig({ DATABASE_URL: direct, DATABASE_POOLER: 'session' })).toThrow('Invalid configuration: DATABASE_POOLER must be transaction or none (got "session")');
  });

  it("publishes no contact channel unless CONTACT_EMAIL, CONTACT_X or CONTACT_HOURS is set, each read by common/'s rule", () => {
    expect(loadConfig({}).contact).toEqual({ email: null, xHandle: null, hours: null });
    expect(
      loadConfig({ CONTACT_EMAIL: ' Help@Example.COM ', CONTACT_X: '@rollcall_help', CONTACT_HOURS: '  Lundi au vendredi, 9 h – 17 h (CET)  ' }).contact,
    ).toEqual({ email: 'help@example.com', xHandle: 'rollcall_help', hours: 'Lundi au vendredi, 9 h – 17 h (CET)' });
    expect(loadConfig({ CONTACT_X: 'rollcall_help' }).contact.xHandle).toBe('rollcall_help');
    expect(loadConfig({ CONTACT_EMAIL: '', CONTACT_X: ' ', CONTACT_HOURS: '' }).contact).toEqual({ email: null, xHandle: null, hours: null });
  });

  it.each([
    ['CONTACT_EMAIL', 'support at example.com', 'must be an e-mail address like support@example.com'],
    ['CONTACT_EMAIL', 'a@b.c, evil@example.com', 'must be an e-mail address like support@example.com'],
    ['CONTACT_X', 'https://x.com/rollcall', 'must be an X username (1 to 15 letters, digits or underscores)'],
    ['CONTACT_X', '@@rollcall', 'must be an X username'],
    ['CONTACT_X', 'a_name_far_too_long', 'must be an X username'],
    ['CONTACT_HOURS', '<b>9-5</b>', 'must be one line of plain text of at most 80 characters'],
    ['CONTACT_HOURS', 'Monday\nTuesday', 'must be one line of plain text'],
    ['CONTACT_HOURS', 'Mon\u202eirF', 'must be one line of plain text'],
    ['CONTACT_HOURS', 'x'.repeat(81), 'must be one line of plain text of at most 80 characters'],
  ])('refuses %s=%j at start in one line that names it', (name, value, problem) => {
    const message = configError({ [name]: value });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(`Invalid configuration: ${name} ${problem}`);
  });

  it('names the variable and the problem in one line for a bad port', () => {
    const message = configError({ PORT: 'abc' });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/^Invalid configuration: PORT must be a whole number from 0 to 65535 \(got "abc"\)$/);
    expect(configError({ PORT: '70000' })).toContain('PORT must be a whole number');
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, without echoing it', () => {
    const message = configError({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(message).toContain('DATABASE_URL must be a URL starting with postgres:// or postgresql://');
    expect(message).not.toContain('hunter2');
  });

  it('refuses malformed APP_URL, SMTP_URL, REDIS_URL, CHAT_WIDGET_SRC and MAIL_FROM', () => {
    expect(configError({ APP_URL: 'localhost:3000' })).toContain('APP_URL must be a URL');
    expect(configError({ SMTP_URL: 'http://mail' })).toContain('SMTP_URL must be a URL starting with smtp:// or smtps://');
    expect(configError({ REDIS_URL: 'localhost' })).toContain('REDIS_URL');
    expect(configError({ CHAT_WIDGET_SRC: 'http://chat.example.com/w.js' })).toContain('CHAT_WIDGET_SRC must be a URL starting with https://');
    expect(configError({ MAIL_FROM: 'not an address' })).toContain('MAIL_FROM');
  });

  it('refuses a Stripe key without the webhook secret, and malformed Stripe values', () => {
    expect(configError({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toContain('STRIPE_WEBHOOK_SECRET is required');
    expect(configError({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toContain('STRIPE_SECRET_KEY');
    expect(configError({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'nope' })).toContain('STRIPE_WEBHOOK_SECRET must look like whsec_');
  });

  it('reports every bad variable, one line each', () => {
    const lines = configError({ PORT: '-1', LOG_LEVEL: 'loud' }).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('PORT');
    expect(lines[1]).toContain('LOG_LEVEL');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, and reads hop counts and address lists', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(configError({ TRUST_PROXY: 'yes please' })).toContain('TRUST_PROXY must be false, a number of proxy hops');
  });

  // Issue #16, item 8: `true` believes every X-Forwarded-For hop, so any client picks the address
  // its rate limits count against.
  it('refuses TRUST_PROXY=true at start, saying what to give instead', () => {
    expect(configError({ TRUST_PROXY: 'true' })).toBe(
      'Invalid configuration: TRUST_PROXY=true would let any client choose the address its rate limits count: give the number of proxies in front of Rollcall (e.g. 1) or their addresses (e.g. 10.0.0.0/8) (got "true")',
    );
  });
});

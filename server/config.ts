import path from 'node:path';
import { z } from 'zod';
import { emailSchema } from '../common/auth';
import { CONTACT_SETTING_MESSAGES, contactHoursSchema, contactXHandleSchema, type SiteContact } from '../common/contact';
import { DRAND_SCHEME, QUICKNET, type DrandChainInfo } from '../common/drand.plain';
import { PGLITE_SHARED_BUFFERS_MB } from './db/open';

/**
 * Every environment value of the DESIGN.md "Contracts", parsed and validated once at start.
 * An empty value (`FOO=` in a .env file) counts as unset. A bad value stops the server with one
 * line that names the variable and what is wrong with it (see ConfigError).
 */

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (e.g. ${example})` },
  );

/** A value read by one of common/'s schemas, refused with the configuration's own words. */
const readBy = <T,>(schema: z.ZodType<T, string>, message: string) =>
  z.string().transform((value, context) => {
    const read = schema.safeParse(value);
    if (read.success) return read.data;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** A whole number from `min` to `max` (`unit`: 'seconds', 'days'… or none), one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, unit?: string) => {
  const message = `must be a whole number ${unit ? `of ${unit} ` : ''}from ${String(min)} to ${String(max)}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
};

const mailbox = /^(?:[^<>@\s][^<>@]*\s)?<?[^\s<>@]+@[^\s<>@]+>?$/;

const envSchema = z
  .object({
    PORT: optional(
      wholeNumber(0, 65535),
    ),
    HOST: optional(z.string()),
    APP_URL: optional(urlWithProtocols(['http:', 'https:'], 'https://rollcall.example.com')),
    DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db')),
    DATABASE_DIRECT_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db')),
    DATABASE_POOLER: optional(z.enum(['transaction', 'none'], { message: 'must be transaction or none' })),
    SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@smtp.example.com:587')),
    MAIL_FROM: optional(z.string().regex(mailbox, 'must be an address like "Rollcall <no-reply@example.com>"')),
    STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must look like sk_test_… or sk_live_…')),
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w+$/, 'must look like whsec_…')),
    STRIPE_API_URL: optional(urlWithProtocols(['http:', 'https:'], 'http://127.0.0.1:12111')),
    REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
    CHAT_WIDGET_SRC: optional(urlWithProtocols(['https:'], 'https://chat.example.com/widget.js')),
    CONTACT_EMAIL: optional(readBy(emailSchema, CONTACT_SETTING_MESSAGES.email)),
    CONTACT_X: optional(readBy(contactXHandleSchema, CONTACT_SETTING_MESSAGES.xHandle)),
    CONTACT_HOURS: optional(readBy(contactHoursSchema, CONTACT_SETTING_MESSAGES.hours)),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    DEMO_CONTENT: optional(z.enum(['true', 'false'], { message: 'must be true or false' })),
    DUE_DRAWS_SECONDS: optional(
      wholeNumber(0, 3600, 'seconds'),
    ),
    TRASH_DAYS: optional(
      wholeNumber(1, 365, 'days'),
    ),
    DAILY_BACKUP: optional(z.enum(['true', 'false'], { message: 'must be true or false' })),
    PGLITE_SHARED_BUFFERS_MB: optional(
      wholeNumber(1, 4096, 'megabytes'),
    ),
    DRAW_STORAGE_MB_PER_DAY: optional(
      wholeNumber(1, 100_000, 'megabytes'),
    ),
    EXTENSION_ORIGINS: optional(
      z
        .string()
        .regex(
          /^(chrome-extension:\/\/[a-p]{32}|moz-extension:\/\/[0-9a-f-]{36})(\s*,\s*(chrome-extension:\/\/[a-p]{32}|moz-extension:\/\/[0-9a-f-]{36}))*$/,
          'must be a comma-separated list of extension origins like chrome-extension://ooggbgojncafmehggbokonopkkekdibe',
        ),
    ),
    DRAND_URLS: optional(
      z
        .string()
        .refine(
          (value) =>
            value.split(',').every((part) => {
              try {
                return ['http:', 'https:'].includes(new URL(part.trim()).protocol);
              } catch {
                return false;
              }
            }),
          'must be a comma-separated list of drand relay URLs (e.g. https://api.drand.sh,https://drand.cloudflare.com)',
        ),
    ),
    DRAND_CHAIN: optional(
      z.string().transform((value, context) => {
        const chain = readDrandChain(value);
        if (chain) return chain;
        context.addIssue({ code: 'custom', message: `must be a drand chain's info document as JSON (the /{chain hash}/info answer) with schemeID ${DRAND_SCHEME}` });
        return z.NEVER;
      }),
    ),
    TRUST_PROXY: optional(
      z
        .string()
        .refine((value) => value !== 'true', {
          message:
            '=true would let any client choose the address its rate limits count: give the number of proxies in front of Rollcall (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
        })
        .regex(
          /^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
          'must be false, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs',
        ),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set (subscriptions are confirmed by webhooks)',
      });
    }
  });

/**
 * The Rollcall extension's origin: its id is fixed by the public key in its manifest
 * (extension/manifest-key.ts; a test checks the two agree), the same unpacked or from a store.
 */
export const ROLLCALL_EXTENSION_ORIGIN = 'chrome-extension://ooggbgojncafmehggbokonopkkekdibe';

export interface Config {
  port: number;
  host: string;
  appUrl: URL;
  /** Absolute path; PGlite files, the lock file and the mail outbox live below it. */
  dataDir: string;
  /** DATABASE_URL, for the app's queries: may go through a pooler (its `pgbouncer` parameter removed). */
  databaseUrl: string | null;
  /**
   * DATABASE_DIRECT_URL, else DATABASE_URL: for what needs a session of its own, which a pooler in
   * transaction mode does not keep (migrations and their lock, db:export, db:import, the admin CLI).
   */
  databaseDirectUrl: string | null;
  /** DATABASE_POOLER=transaction, or `pgbouncer=true` in DATABASE_URL: no named prepared statements, no session state (issue #39). */
  databasePooler: boolean;
  /** DEMO_CONTENT=false: no demo blog posts and extensions on an empty database's first start. */
  demoContent: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  stripe: { secretKey: string; webhookSecret: string; /** STRIPE_API_URL: stripe-mock or a test double. */ apiUrl: URL | null } | null;
  redisUrl: string | null;
  chatWidgetSrc: string | null;
  /** CONTACT_EMAIL, CONTACT_X (without its @), CONTACT_HOURS: the operator's channels on /contact, each null when unset (issue #38). */
  contact: SiteContact;
  logLevel: string;
  /**
   * Whether to believe X-Forwarded-For (the client address behind a load balancer): false by
   * default, so a client cannot choose the address its rate limits are counted against; else how
   * many proxies, or which addresses, to believe (never `true`: every hop would be believed).
   */
  trustProxy: false | number | string[];
  /** Cookies get `Secure` and responses HSTS when the public URL is https. */
  secureCookies: boolean;
  /**
   * DRAND_URLS: the drand relays asked for a round (`GET {relay}/{chain hash}/public/{round}`),
   * in order, the next when one fails (default: the League of Entropy's public HTTP relays).
   */
  drandUrls: string[];
  /** DRAND_CHAIN: the chain whose rounds seed v2 draws (default: quicknet, pinned). */
  drandChain: DrandChainInfo;
  /** DUE_DRAWS_SECONDS: how often this instance draws announced draws that came due (0: never, for tests that draw by hand). */
  dueDrawsEveryMs: number;
  /** TRASH_DAYS: how long a deleted list stays in the trash before it is purged (30 days). */
  trashRetentionDays: number;
  /** DAILY_BACKUP=false: no daily dump into DATA_DIR/backups (the embedded database only). */
  dailyBackup: boolean;
  /**
   * PGLITE_SHARED_BUFFERS_MB: the embedded database's shared buffers (16): more keeps more of a big
   * account's pages in the server's memory, which it holds for good (decision 040).
   */
  pgliteSharedBuffersMb: number;
  /**
   * DRAW_STORAGE_MB_PER_DAY: how many megabytes of new entrant lists one person's draws, and one
   * workspace's, may store in 24 hours (100): certificates are kept for good (issue #33).
   */
  drawStorageBytesPerDay: number;
  /** EXTENSION_ORIGINS: the only origins the public API (/api/v1) answers CORS to; the Rollcall extension's by default. */
  extensionOrigins: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The League of Entropy's public HTTP relays (drand's documentation lists them). */
export const LEAGUE_RELAYS = ['https://api.drand.sh', 'https://api2.drand.sh', 'https://api3.drand.sh', 'https://drand.cloudflare.com'] as const;

/** A chain's info document, read by allow-list: the scheme Rollcall checks, hexadecimal key and hash, whole seconds. */
export function readDrandChain(json: string): DrandChainInfo | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const chain = value as Partial<DrandChainInfo> | null;
  if (typeof chain !== 'object' || chain === null) return null;
  const { public_key, period, genesis_time, hash, schemeID } = chain;
  if (schemeID !== DRAND_SCHEME || typeof public_key !== 'string' || !/^[0-9a-f]{192}$/.test(public_key) || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) return null;
  if (!Number.isSafeInteger(period) || period! < 1 || period! > 3600 || !Number.isSafeInteger(genesis_time) || genesis_time! < 0) return null;
  const beaconID = typeof chain.metadata?.beaconID === 'string' ? chain.metadata.beaconID.slice(0, 64) : undefined;
  return { public_key, period: period!, genesis_time: genesis_time!, hash, schemeID, ...(beaconID === undefined ? {} : { metadata: { beaconID } }) };
}

/** A value as one line of the terminal: quoted, its line breaks, control and direction characters escaped. */
export function quoted(value: string): string {
  return JSON.stringify(value).replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The database's URLs and whether a pooler in transaction mode stands in front (issue #39). What
 * cannot work behind one refuses here, in one line that names the setting to change.
 */
function databaseSettings(url: string | undefined, directUrl: string | undefined, pooler: 'transaction' | 'none' | undefined) {
  if (!url) {
    if (directUrl) throw new ConfigError('Invalid configuration: DATABASE_DIRECT_URL is set without DATABASE_URL: set DATABASE_URL too, or neither for the embedded database');
    if (pooler === 'transaction') throw new ConfigError('Invalid configuration: DATABASE_POOLER=transaction needs DATABASE_URL (the pooled address)');
    return { databaseUrl: null, databaseDirectUrl: null, databasePooler: false };
  }
  // `pgbouncer=true` is how other tools (Prisma, Supabase's pooled URLs) say it; not a libpq parameter.
  const parsed = new URL(url);
  const flagged = parsed.searchParams.get('pgbouncer') === 'true';
  parsed.searchParams.delete('pgbouncer');
  const databasePooler = pooler === undefined ? flagged : pooler === 'transaction';
  if (databasePooler && !directUrl) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_URL goes through a pooler in transaction mode (DATABASE_POOLER=transaction or pgbouncer=true), which keeps no session for the migrations\' lock: set DATABASE_DIRECT_URL to a direct connection to the same database',
    );
  }
  const databaseUrl = flagged ? parsed.toString() : url;
  return { databaseUrl, databaseDirectUrl: directUrl ?? databaseUrl, databasePooler };
}

/** Parses the environment; throws a ConfigError whose message is one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const raw = env[name];
      const shown = raw === undefined || /SECRET|KEY|URL/.test(name) ? '' : ` (got ${quoted(raw)})`;
      return `Invalid configuration: ${name}${issue.message.startsWith('=') ? '' : ' '}${issue.message}${shown}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${port}`);
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    appUrl,
    dataDir: path.resolve(cwd, e.DATA_DIR ?? './data'),
    ...databaseSettings(e.DATABASE_URL, e.DATABASE_DIRECT_URL, e.DATABASE_POOLER),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Rollcall <no-reply@${appUrl.hostname}>`,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : null }
        : null,
    redisUrl: e.REDIS_URL ?? null,
    chatWidgetSrc: e.CHAT_WIDGET_SRC ?? null,
    contact: { email: e.CONTACT_EMAIL ?? null, xHandle: e.CONTACT_X ?? null, hours: e.CONTACT_HOURS ?? null },
    logLevel: e.LOG_LEVEL ?? 'info',
    demoContent: e.DEMO_CONTENT !== 'false',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    secureCookies: appUrl.protocol === 'https:',
    dueDrawsEveryMs: (e.DUE_DRAWS_SECONDS ?? 5) * 1000,
    drandUrls: e.DRAND_URLS ? e.DRAND_URLS.split(',').map((url) => url.trim().replace(/\/+$/, '')) : [...LEAGUE_RELAYS],
    drandChain: e.DRAND_CHAIN ?? QUICKNET,
    trashRetentionDays: e.TRASH_DAYS ?? 30,
    dailyBackup: e.DAILY_BACKUP !== 'false',
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB ?? PGLITE_SHARED_BUFFERS_MB,
    drawStorageBytesPerDay: (e.DRAW_STORAGE_MB_PER_DAY ?? 100) * 1_000_000,
    extensionOrigins: e.EXTENSION_ORIGINS ? e.EXTENSION_ORIGINS.split(',').map((origin) => origin.trim()) : [ROLLCALL_EXTENSION_ORIGIN],
  };
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

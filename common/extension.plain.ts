import type { ApiTokenScope } from './api-token-format.plain';

/**
 * The Rollcall browser extension (extension/, issue #23) as the manifest and the extensions
 * catalogue both name it.
 */
export const ROLLCALL_EXTENSION = {
  title: 'Rollcall for X',
  description: 'Add the X profile you are looking at to your Rollcall lists, see which lists hold it, and shoot mentions from the toolbar.',
} as const;

/**
 * The extension as this server hands it out (issue #38, decision 033): the zip `npm run build`
 * writes (`wxt zip`, wxt.config.ts) under dist/, served at one address that does not change with
 * the version; the file a browser saves keeps the versioned name.
 */
export const EXTENSION_DOWNLOAD_PATH = '/downloads/rollcall-extension.zip';
/** The zip's name for a version, as wxt.config.ts writes it (`{{version}}` there) and the download names it. */
export const extensionZipName = (version: string) => `rollcall-extension-${version}.zip`;

/**
 * The token 'Connect the extension' makes: read and write, since the extension adds and removes
 * members and shoots (every /api/v1 route it calls but the reads is `tokenScope: 'write'`).
 */
export const EXTENSION_TOKEN_SCOPE: ApiTokenScope = 'write';
export const EXTENSION_TOKEN_NAME = 'Browser extension';

/**
 * The name of a new extension token beside the names of my live tokens: 'Browser extension',
 * else 'Browser extension 2', 3, … (one token per browser, so each can be revoked alone).
 */
export function extensionTokenName(taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(EXTENSION_TOKEN_NAME)) return EXTENSION_TOKEN_NAME;
  let n = 2;
  while (names.has(`${EXTENSION_TOKEN_NAME} ${String(n)}`)) n += 1;
  return `${EXTENSION_TOKEN_NAME} ${String(n)}`;
}

/** The words of the extension's settings that the /extension page quotes (extension/lib/texts.ts shows them). */
export const EXTENSION_SETTINGS_WORDS = {
  settingsTitle: 'Rollcall settings',
  server: 'Rollcall address',
  token: 'API token',
  save: 'Save and check',
  openSettings: 'Open settings',
  connectedAs: (username: string, workspace: string, scope: string) => `Connected as @${username} in ${workspace} (${scope})`,
  scopes: { read: 'read only', write: 'read and write' } as const,
} as const;

/** What the server answers for the zip when its build has none. */
export const EXTENSION_DOWNLOAD_TEXTS = {
  notBuilt: 'The browser extension is not built on this server. Its operator can build it with npm run build (or npm run build:extension).',
} as const;

import fs from 'node:fs';
import path from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import { EXTENSION_DOWNLOAD_PATH, extensionZipName } from '../../common/extension.plain';
import type { ExtensionDownload } from '../../common/extension-download';

/**
 * The browser extension's zip that this server hands out (issue #38, decision 033): the one
 * `npm run build` wrote for this server's version (package.json), dist/rollcall-extension-<version>.zip.
 * Looked up at each request, so building it while the server runs makes it available at once,
 * and a zip of another version beside it is never served for this one.
 */
export const SERVER_VERSION: string = packageJson.version;

/** Where main.ts finds the zip: dist/ beside dist/client, under the directory it was started in. */
export function builtExtensionZip(distDir = path.resolve('dist')): string {
  return path.join(distDir, extensionZipName(SERVER_VERSION));
}

/** The zip's size when it is there (a regular file), else null. */
export async function zipSize(zipPath: string | null): Promise<number | null> {
  if (zipPath === null) return null;
  const stat = await fs.promises.stat(zipPath).catch(() => null);
  return stat?.isFile() ? stat.size : null;
}

export async function extensionDownload(zipPath: string | null): Promise<ExtensionDownload> {
  const bytes = await zipSize(zipPath);
  if (bytes === null) return { download: null };
  return { download: { version: SERVER_VERSION, fileName: extensionZipName(SERVER_VERSION), bytes, path: EXTENSION_DOWNLOAD_PATH } };
}

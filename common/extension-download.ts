import { z } from 'zod';

/**
 * GET /api/extension-download (public, issue #38): the browser extension's zip this server serves
 * at EXTENSION_DOWNLOAD_PATH (common/extension.plain.ts), or null when its build has none.
 */
export const extensionDownloadSchema = z.object({
  download: z
    .object({
      /** The server's version, which the zip was built with. */
      version: z.string(),
      /** The name a browser saves it under: rollcall-extension-<version>.zip. */
      fileName: z.string(),
      bytes: z.number().int().nonnegative(),
      /** Where to get it (a path of this site). */
      path: z.string(),
    })
    .nullable(),
});
export type ExtensionDownload = z.infer<typeof extensionDownloadSchema>;

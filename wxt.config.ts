import { defineConfig } from 'wxt';
import { extensionZipName, ROLLCALL_EXTENSION } from './common/extension.plain';
import { MANIFEST_KEY } from './extension/manifest-key';

/**
 * The Rollcall browser extension (issue #23, docs/decisions/023-api-and-extension.md), built by
 * WXT from extension/ into dist/extension/ (`npm run build:extension`, which also writes
 * dist/rollcall-extension-<version>.zip). No auto-imports: every file says what it uses.
 */
export default defineConfig({
  srcDir: 'extension',
  publicDir: 'extension/public',
  outDir: 'dist',
  outDirTemplate: 'extension',
  imports: false,
  manifest: {
    name: ROLLCALL_EXTENSION.title,
    description: ROLLCALL_EXTENSION.description,
    // Fixes the extension's id (ooggbgojncafmehggbokonopkkekdibe), loaded unpacked or installed:
    // the server's CORS (EXTENSION_ORIGINS) lets exactly that origin call /api/v1.
    key: MANIFEST_KEY,
    // The two sites come with the content script. The Rollcall server is asked for at run time,
    // on the options page, for the one address the person enters (see extension/lib/connection.ts).
    permissions: ['storage'],
    optional_host_permissions: ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'],
    action: { default_title: 'Rollcall' },
  },
  // dist/rollcall-extension-<version>.zip: the server serves it at EXTENSION_DOWNLOAD_PATH (issue #38).
  zip: { artifactTemplate: extensionZipName('{{version}}') },
});

import fs from 'node:fs';
import { ERROR_CODES } from '../../common/error-codes.plain';
import { EXTENSION_DOWNLOAD_PATH, EXTENSION_DOWNLOAD_TEXTS, extensionZipName } from '../../common/extension.plain';
import { paths } from '../../common/paths.plain';
import { currentUser } from '../http/identity';
import { getEntitlements } from '../billing/entitlements';
import { endpoints, type ZodApp } from '../http/endpoint';
import { errorBody } from '../http/errors';
import { allExtensions, createExtension, deleteExtension, updateExtension, visibleExtensions } from './extensions-service';
import { SERVER_VERSION, extensionDownload, zipSize } from './extension-download';

/** A download is a file of some 30 KB; a burst from one address is a script, not a person. */
const DOWNLOAD_LIMIT = { max: 60, timeWindow: '1 minute' };

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Extension not built · Rollcall</title></head>
<body><h1>Extension not built</h1><p>${EXTENSION_DOWNLOAD_TEXTS.notBuilt}</p><p><a href="${paths.extension}">Back to the extension page</a></p></body></html>
`;

/**
 * The extensions catalogue: public reading (filtered by plan), admin management; and the Rollcall
 * extension's own zip, as this server's build made it (issue #38), for anyone to install.
 */
export async function extensionsRoutes(app: ZodApp, { extensionZip }: { extensionZip: string | null }) {
  const route = endpoints(app);
  route('getExtensions', async (request) => {
    const user = request.sessionUser;
    const subscriber = user !== null && (await getEntitlements(app.db, user.id)).planType !== 'none';
    return { extensions: await visibleExtensions(app.db, subscriber) };
  });
  route('getAdminExtensions', async () => ({ extensions: await allExtensions(app.db) }));
  route('createExtension', async (request) => createExtension(app.db, currentUser(request).id, request.body));
  route('updateExtension', async (request) => updateExtension(app.db, currentUser(request).id, request.params.id, request.body));
  route('deleteExtension', async (request) => deleteExtension(app.db, currentUser(request).id, request.params.id));
  route('getExtensionDownload', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return extensionDownload(extensionZip);
  });

  // Not an API route: a file's address, the same whatever the version (the saved file names it).
  app.get(EXTENSION_DOWNLOAD_PATH, { config: { rateLimit: DOWNLOAD_LIMIT } }, async (request, reply) => {
    const bytes = await zipSize(extensionZip);
    if (bytes === null || extensionZip === null) {
      reply.code(404).header('cache-control', 'no-store');
      return (request.headers.accept ?? '').includes('text/html')
        ? reply.type('text/html; charset=utf-8').send(notBuiltPage)
        : reply.send(errorBody(ERROR_CODES.notFound, EXTENSION_DOWNLOAD_TEXTS.notBuilt));
    }
    return reply
      .headers({
        'content-type': 'application/zip',
        'content-length': String(bytes),
        'content-disposition': `attachment; filename="${extensionZipName(SERVER_VERSION)}"`,
        // One address for every version: a browser or proxy asks again rather than keep an old zip.
        'cache-control': 'no-cache',
      })
      .send(fs.createReadStream(extensionZip));
  });
}

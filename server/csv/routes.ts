import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ALL_LISTS_FILE_NAME,
  CSV_ERROR_CODES,
  CSV_MAX_BYTES,
  CSV_TEXTS,
  LIST_CSV_COLUMNS,
  LISTS_CSV_COLUMNS,
  SELECTED_LISTS_FILE_NAME,
  REJECTED_ROWS_FILE_NAME,
  listCsvFileName,
  mappingOf,
} from '../../common/csv';
import { currentActor } from '../access/actor';
import { logActivity } from '../teams/activity';
import { badRequest } from '../http/errors';
import { assertOwnList } from '../lists/lists-service';
import { endpoints, type ZodApp } from '../http/endpoint';
import { exportCsv } from './export-service';
import { collectLists, readListsSource, rejectedRowsCsv } from './csv-format';
import type { CsvSource } from './csv-reader';
import { importListsReading, importReading, readColumns } from './mapped-csv';
import { CsvUpload, csvTooLarge, notCsv, spoolUpload } from './upload';
import { applyImport, applyListImport, previewImport, previewListImport } from './import-service';

/** A `text/csv` body not read yet: it is written to disk once the person is known (preValidation). */
class UnreadCsv {
  constructor(readonly stream: Readable) {}
}

/** `attachment` with the file name for every browser: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The CSV download of every list of the workspace (`listId` null) or of one: the app's export and
 * the public API's (issue #23), bounded by the same heavy-work places.
 */
export async function sendListsCsv(request: FastifyRequest, reply: FastifyReply, listId: number | null): Promise<FastifyReply> {
  const { db, csvWork } = request.server;
  const { workspaceId, userId } = currentActor(request);
  if (listId === null) {
    const stream = await csvWork.stream(userId, () => exportCsv(db, workspaceId, null, LISTS_CSV_COLUMNS));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(ALL_LISTS_FILE_NAME)).send(stream);
  }
  const list = await assertOwnList(db, workspaceId, listId);
  const stream = await csvWork.stream(userId, () => exportCsv(db, workspaceId, [list.id], LIST_CSV_COLUMNS));
  return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(listCsvFileName(list.name))).send(stream);
}

/** CSV import and export (spec §7), signed-in, on my lists only. */
export async function csvRoutes(app: ZodApp) {
  const route = endpoints(app);

  // Uploads are the file's bytes as they are (`Content-Type: text/csv`, what the web app sends), or
  // one file part of a multipart form (`curl -F file=@lists.csv`). Never `text/plain`: a plain
  // HTML form on any site can send that (decision 016). Either is written to a private file as it
  // arrives (upload.ts), read from there, and removed when the request ends.
  app.removeContentTypeParser('text/plain');
  // The body is left unread until the person is known (the app's preValidation hook runs first):
  // nobody writes to the server's disk without signing in.
  app.addContentTypeParser('text/csv', async (request: FastifyRequest, payload: Readable) => {
    if (Number(request.headers['content-length'] ?? 0) > CSV_MAX_BYTES) throw csvTooLarge();
    return new UnreadCsv(payload);
  });
  // One byte over the limit reaches the spooling, which refuses it in the CSV's own words.
  await app.register(fastifyMultipart, { limits: { fileSize: CSV_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });
  app.addHook('onRequest', async (request, reply) => {
    // However the request ends — answered, refused, or the person gone before the answer — its upload goes.
    reply.raw.once('close', () => {
      if (request.body instanceof CsvUpload) void request.body.remove();
    });
  });
  app.addHook('preValidation', async (request) => {
    if (request.body instanceof UnreadCsv) {
      request.body = await spoolUpload(request.body.stream);
      return;
    }
    if (!request.isMultipart()) return;
    const part = await request.file();
    if (!part) return;
    request.body = await spoolUpload(part.file);
  });
  app.addHook('onResponse', async (request) => {
    if (request.body instanceof CsvUpload) await request.body.remove();
  });
  // bodyLimit holds the bodies fastify reads itself (a JSON body, refused as not a file); a text/csv
  // or multipart upload is counted as it is written to disk (spoolUpload), and over the cap its
  // 413 says tooLarge.
  const upload = { bodyLimit: CSV_MAX_BYTES, config: { tooLarge: { code: CSV_ERROR_CODES.tooLarge, message: CSV_TEXTS.fileTooLarge } } };
  /**
   * The uploaded CSV text; no body is "no file", nor is an empty one. Only what the parsers above
   * read is a file: a JSON string body skipped its checks (a NUL inside reached the database).
   */
  const csvBody = (body: unknown): CsvSource => {
    if (body === undefined || body === null) throw badRequest(CSV_TEXTS.noFileSelected);
    if (!(body instanceof CsvUpload)) throw notCsv();
    if (body.blank) throw badRequest(CSV_TEXTS.noFileSelected);
    return body.source;
  };

  // Imports, previews and exports are heavy: bounded per user and in all (http/heavy-work.ts).
  const heavy = app.csvWork;
  route('previewImport', upload, async (request) => {
    const { workspaceId, userId } = currentActor(request);
    return heavy.run(userId, async () => {
      const source = csvBody(request.body);
      // A file that is not the old format and came without a mapping: its columns, for the mapping step (issue #38).
      const reading = await importReading(source, mappingOf(request.query));
      return reading ? previewImport(app.db, workspaceId, { source, reading }, request.query.mode) : { needsMapping: await readColumns(source) };
    });
  });
  route('importLists', upload, async (request) => {
    const actor = currentActor(request);
    const result = await heavy.run(actor.userId, async () => {
      const source = csvBody(request.body);
      return applyImport(app.db, actor.workspaceId, { source, reading: await importListsReading(source, mappingOf(request.query)) }, request.query.mode);
    });
    await logActivity(request, actor, 'lists.import', `${request.query.mode === 'replace' ? 'a CSV replacing the lists' : 'a CSV merged into the lists'}`);
    return result;
  });
  // What the file holds that an import cannot use, to fix and import again (issue #21).
  route('rejectedRows', upload, async (request, reply) => {
    const { userId } = currentActor(request);
    const source = csvBody(request.body);
    const csv = await heavy.run(userId, async () => {
      const { sink, parsed } = collectLists();
      await readListsSource(source, (await importListsReading(source, mappingOf(request.query)))({ ...sink, member: () => {} }));
      return rejectedRowsCsv(parsed);
    });
    return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(REJECTED_ROWS_FILE_NAME)).send(csv);
  });
  route('previewListImport', upload, async (request) => {
    const { workspaceId, userId } = currentActor(request);
    return heavy.run(userId, () => previewListImport(app.db, workspaceId, request.params.id, csvBody(request.body)));
  });
  route('importList', upload, async (request) => {
    const actor = currentActor(request);
    const result = await heavy.run(actor.userId, () => applyListImport(app.db, actor.workspaceId, request.params.id, csvBody(request.body)));
    await logActivity(request, actor, 'lists.import', `a CSV into list #${String(request.params.id)}`);
    return result;
  });

  route('exportLists', async (request, reply) => sendListsCsv(request, reply, null));
  route('exportSelectedLists', async (request, reply) => {
    const { workspaceId, userId } = currentActor(request);
    const stream = await heavy.stream(userId, () => exportCsv(app.db, workspaceId, request.body.listIds, LISTS_CSV_COLUMNS));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(SELECTED_LISTS_FILE_NAME)).send(stream);
  });
  route('exportList', async (request, reply) => sendListsCsv(request, reply, request.params.id));
}

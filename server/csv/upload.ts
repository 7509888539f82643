import { lstat, mkdtemp, open, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CSV_ERROR_CODES, CSV_MAX_BYTES, CSV_TEXTS } from '../../common/csv';
import { AppError } from '../http/errors';
import { fileSource, type CsvSource } from './csv-reader';

/**
 * A CSV upload, written to disk as it arrives (issue #40: a file of a million members is never
 * held in memory): UTF-8 text without NUL bytes, at most CSV_MAX_BYTES, checked on the way. The
 * file is the person's member handles: it lives in a directory of its own that only the server's
 * user can open (mkdtemp makes it 0700, the file is 0600), and is removed when the request ends.
 */
export class CsvUpload {
  constructor(
    private readonly directory: string,
    private readonly file: string,
    /** Whether the text held anything but white space. */
    readonly blank: boolean,
  ) {}

  /** The file's text, read from disk once per pass. */
  get source(): CsvSource {
    return fileSource(this.file);
  }

  async remove(): Promise<void> {
    await rm(this.directory, { recursive: true, force: true });
  }
}

/** The start of every upload directory's name in the system's temporary directory. */
const UPLOAD_PREFIX = 'rollcall-csv-';
/** Far longer than any upload takes (100 MB at most): a directory this old is a killed server's. */
export const STALE_UPLOAD_MS = 24 * 3600_000;

/**
 * Removes the upload directories a killed server left behind (a crash ends no response, so nothing
 * removed them): this user's, untouched for STALE_UPLOAD_MS. Run at each start (server/main.ts).
 * Another instance on the same machine may be receiving an upload now: a day keeps clear of it.
 * Gives how many it removed.
 */
export async function sweepStaleUploads(now = Date.now()): Promise<number> {
  const directory = os.tmpdir();
  let removed = 0;
  for (const name of await readdir(directory).catch(() => [])) {
    if (!name.startsWith(UPLOAD_PREFIX)) continue;
    const at = path.join(directory, name);
    const stats = await lstat(at).catch(() => null);
    if (!stats?.isDirectory() || stats.uid !== process.getuid?.() || now - stats.mtimeMs < STALE_UPLOAD_MS) continue;
    // One that cannot be removed is left for the next start: the others still go.
    if (await rm(at, { recursive: true, force: true }).then(() => true, () => false)) removed += 1;
  }
  return removed;
}

export const notCsv = () => new AppError(400, CSV_ERROR_CODES.notCsv, CSV_TEXTS.notCsv);
export const csvTooLarge = () => new AppError(413, CSV_ERROR_CODES.tooLarge, CSV_TEXTS.fileTooLarge);

/**
 * Writes `body` to a private temporary file, refusing what is not UTF-8 text (NUL bytes included)
 * or is too large. A refused body is read on to its end without being kept (as fastify does with
 * a body over its limit), so the person gets the answer rather than a broken connection.
 */
export async function spoolUpload(body: Readable): Promise<CsvUpload> {
  const directory = await mkdtemp(path.join(os.tmpdir(), UPLOAD_PREFIX));
  const file = path.join(directory, 'upload.csv');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let blank = true;
  /** The text so far, checked as UTF-8; a wrong byte throws. */
  const decode = (chunk?: Buffer) => {
    const text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    if (blank && text.trim() !== '') blank = false;
  };
  try {
    const handle = await open(file, 'wx', 0o600);
    const write = async (chunk: Buffer) => {
      for (let at = 0; at < chunk.length; ) at += (await handle.write(chunk, at)).bytesWritten;
    };
    try {
      await new Promise<void>((resolve, reject) => {
        let failed = false;
        const fail = (error: unknown) => {
          if (failed) return;
          failed = true;
          body.removeListener('data', onData);
          body.removeListener('end', onEnd);
          body.resume();
          reject(error);
        };
        const onData = (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > CSV_MAX_BYTES) return fail(csvTooLarge());
          if (chunk.includes(0)) return fail(notCsv());
          try {
            decode(chunk);
          } catch {
            return fail(notCsv());
          }
          body.pause();
          write(chunk).then(() => body.resume(), fail);
        };
        const onEnd = () => {
          try {
            decode();
          } catch {
            return fail(notCsv());
          }
          resolve();
        };
        body.on('data', onData);
        body.once('end', onEnd);
        body.once('error', fail);
      });
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return new CsvUpload(directory, file, blank);
}

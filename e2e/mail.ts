import { WAIT_MS } from './limits';
import fs from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';

/** Decodes the quoted-printable soft breaks and escapes nodemailer writes into .eml files. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The link of the newest mail to `to` with a `pathPrefix` link in the outbox, if one is there yet. */
function newestLink(outbox: string, to: string, pathPrefix: string): string | null {
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
  for (const file of files) {
    const eml = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
    if (!new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(eml)) continue;
    const match = new RegExp(`(https?://[^\\s"<]+${pathPrefix.replace(/[?]/g, '\\?')}[^\\s"<]*)`).exec(eml);
    if (match) return match[1]!;
  }
  return null;
}

/**
 * The link of the newest mail to an address in the server's outbox (DATA_DIR/mail/*.eml), the
 * way a developer without SMTP follows it. The server (another process) writes it on its own time:
 * the outbox is read again until the mail is there.
 */
export function linkFromOutbox(dataDir: string, to: string, pathPrefix: string): Promise<string> {
  const outbox = path.join(dataDir, 'mail');
  return vi.waitFor(
    () => {
      const link = newestLink(outbox, to, pathPrefix);
      if (!link) throw new Error(`no mail to ${to} with a ${pathPrefix} link in ${outbox}`);
      return link;
    },
    { timeout: WAIT_MS, interval: 50 },
  );
}

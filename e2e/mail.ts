import fs from 'node:fs';
import path from 'node:path';

/** Decodes the quoted-printable soft breaks and escapes nodemailer writes into .eml files. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * The link of the newest mail to an address in the server's outbox (DATA_DIR/mail/*.eml), the
 * way a developer without SMTP follows it. Waits a little for the file to appear.
 */
export async function linkFromOutbox(dataDir: string, to: string, pathPrefix: string): Promise<string> {
  const outbox = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const eml = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
      if (!new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(eml)) continue;
      const match = new RegExp(`(https?://[^\\s"<]+${pathPrefix.replace(/[?]/g, '\\?')}[^\\s"<]*)`).exec(eml);
      if (match) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} with a ${pathPrefix} link in ${outbox}`);
}

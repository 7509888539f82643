import { WAIT_MS } from './limits';
import fs from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';

/** The link of the newest mail to `to` with a `pathPrefix` link in the outbox, if one is there yet. */
function newestLink(outbox: string, to: string, pathPrefix: string): string | null {
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
  for (const file of files) {
    // Read as a developer reads it: the outbox writes its links as they are (issue #38).
    const eml = fs.readFileSync(path.join(outbox, file), 'utf8');
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

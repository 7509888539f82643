import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { FastifyBaseLogger } from 'fastify';
import { quoted, type Config } from '../config';
import { keepPrivate } from '../db/private-files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the message, printed on the terminal when mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Where a person watching the server can be told a live link (a reset link works as a password):
 * the terminal the server was started from, when there is one (server/main.ts), never the log,
 * which a journal or a log shipper keeps where others read it (issue #38).
 */
export type Terminal = (line: string) => void;

/** The one plain line a mail in the outbox gets on the terminal (issue #38): who, what, and its link. */
export const outboxLine = (message: Pick<MailMessage, 'to' | 'subject' | 'link'>, file: string): string =>
  // The subject can carry a team's name: quoted, its control and direction characters escaped, so
  // it cannot rewrite the line on the terminal or make another link appear there.
  `✉ Mail to ${message.to}, ${quoted(message.subject)}: ${message.link ?? file}`;

/**
 * With SMTP_URL: mail goes out over SMTP. Without: each message is written as an .eml file in
 * DATA_DIR/mail/ (readable by the server's user only) whose links read as they are, and, on a
 * terminal, one line with its link, so a developer can follow it without a mail server.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger, terminal?: Terminal): Mailer {
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, log) : outboxMailer(config.dataDir, config.mailFrom, log, terminal);
  // Callers turn a failure into their own answer (or, for a reset request, into no answer at all):
  // the reason is logged here, once, for every kind of mail.
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}

/**
 * A nodemailer transport made at the first message: nodemailer is loaded then, not at start
 * (decision 040). close() closes it if it was made.
 */
function lazyTransport(make: (nodemailer: typeof Nodemailer) => Transporter) {
  let made: Promise<Transporter> | null = null;
  return {
    get: () =>
      (made ??= import('nodemailer').then(
        ({ default: nodemailer }) => make(nodemailer),
        (error: unknown) => {
          made = null; // tried again at the next message
          throw error;
        },
      )),
    close: () => void made?.then((transport) => transport.close()).catch(() => {}),
  };
}

function smtpMailer(smtpUrl: string, mailFrom: string, log: FastifyBaseLogger): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    async send(message) {
      await (await transport.get()).sendMail({ from: mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/** What the server says at start when there is no SMTP_URL (server/main.ts). */
export const outboxAnnouncement = (outbox: string, onTerminal: boolean): string =>
  onTerminal
    ? `Mail: no SMTP_URL, so messages go to the outbox ${outbox}; each one's link is also printed here.`
    : `Mail: no SMTP_URL, so messages go to the outbox ${outbox} (readable by this server's user only).`;

/** Where mail goes without SMTP_URL: files under the data directory (told to admins on the dashboard). */
export const outboxDir = (dataDir: string): string => path.join(dataDir, 'mail');

/** A MIME node given whole, headers included (nodemailer's `raw`, which its typings leave out). */
type RawPart = Mail.AttachmentLike & { raw: string };

/** RFC 5322's limit on a line; a longer one is left to nodemailer's own encoding. */
const MAX_LINE = 998;

/**
 * A part the outbox writes as it reads (8bit): nodemailer would write quoted-printable, whose soft
 * line breaks and `=3D` break every link a developer copies out of the file (issue #38).
 */
function readablePart(type: 'text/plain' | 'text/html', content: string): string | RawPart {
  const lines = content.split(/\r?\n/);
  if (lines.some((line) => Buffer.byteLength(line) > MAX_LINE)) return content;
  // CRLF, as nodemailer writes the rest of the message.
  return { raw: [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit', '', ...lines].join('\r\n') };
}

function outboxMailer(dataDir: string, mailFrom: string, log: FastifyBaseLogger, terminal?: Terminal): Mailer {
  const outbox = outboxDir(dataDir);
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({
        from: mailFrom,
        to: message.to,
        subject: message.subject,
        text: readablePart('text/plain', message.text),
        html: readablePart('text/html', message.html),
      });
      // Live links inside: for the server's own user only (issue #16), whatever the umask.
      keepPrivate(dataDir);
      fs.mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      // The log names the file, never the link; the terminal, when there is one, gets the link.
      if (terminal) terminal(outboxLine(message, file));
      else log.info({ to: message.to, subject: message.subject, file }, `mail to ${message.to} (${message.subject}) in the outbox: ${file}`);
    },
    close: () => transport.close(),
  };
}

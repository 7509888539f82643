import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { keepPrivate } from '../db/private-files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the message, printed in the log when mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * With SMTP_URL: mail goes out over SMTP. Without: each message is written as an .eml file in
 * DATA_DIR/mail/ and its link is logged, so a developer can follow it without a mail server.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, log) : outboxMailer(config.dataDir, config.mailFrom, log);
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

function smtpMailer(smtpUrl: string, mailFrom: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/** Where mail goes without SMTP_URL: files under the data directory (told to admins on the dashboard). */
export const outboxDir = (dataDir: string): string => path.join(dataDir, 'mail');

function outboxMailer(dataDir: string, mailFrom: string, log: FastifyBaseLogger): Mailer {
  const outbox = outboxDir(dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
      // Live links inside: for the server's own user only (issue #16), whatever the umask.
      keepPrivate(dataDir);
      fs.mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file, link: message.link }, `✉ mail to ${message.to} (${message.subject}) in the outbox${message.link ? ` — open ${message.link}` : ''}`);
    },
    close: () => transport.close(),
  };
}

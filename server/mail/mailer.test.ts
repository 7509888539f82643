import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { verificationMail } from './templates';

const appUrl = new URL('https://rollcall.example.com');
const silent = pino({ level: 'silent' });

describe('mail over SMTP (SMTP_URL)', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a plain-text and HTML message with the link built from APP_URL', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Rollcall <no-reply@rollcall.example.com>', dataDir: '/unused' }, silent);
    await mailer.send(verificationMail(appUrl, 'ada@example.com', 'tok_123'));
    mailer.close();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe('no-reply@rollcall.example.com');
    expect(message!.to).toEqual(['ada@example.com']);
    expect(message!.raw).toContain('Subject: Verify your email for Rollcall');
    expect(message!.raw).toContain('Content-Type: text/plain');
    expect(message!.raw).toContain('Content-Type: text/html');
    expect(message!.raw.replace(/=\r?\n/g, '')).toContain('https://rollcall.example.com/verify-email?token=3Dtok_123');
  });

  it('fails loudly when the SMTP server cannot be reached, and logs why', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'a@b.c', dataDir: '/unused' }, log);
    await expect(mailer.send(verificationMail(appUrl, 'ada@example.com', 't'))).rejects.toThrow();
    mailer.close();
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; to: string; err?: { message: string } });
    expect(logged).toContainEqual(expect.objectContaining({ level: 50, msg: 'mail could not be sent', to: 'ada@example.com' }));
    expect(logged.find((entry) => entry.level === 50)?.err?.message).toMatch(/ECONNREFUSED/);
  });
});

describe('mail to the outbox (no SMTP_URL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-outbox-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const newest = () => {
    const files = fs.readdirSync(path.join(dataDir, 'mail')).sort();
    return { count: files.length, file: path.join(dataDir, 'mail', files.at(-1)!) };
  };
  // A token as long as the real ones, so its link is longer than a quoted-printable line (76).
  const token = 'A'.repeat(20) + '3D' + 'b'.repeat(21);
  const link = `http://localhost:3000/verify-email?token=${token}`;

  it('writes each message as an .eml file in DATA_DIR/mail whose link reads as it is, and logs the file, not the link', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'Rollcall <no-reply@localhost>', dataDir }, log);
    await mailer.send(verificationMail(new URL('http://localhost:3000'), 'grace@example.com', token));
    const { count, file } = newest();
    expect(count).toBe(1);
    expect(file).toMatch(/\.eml$/);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toContain('To: grace@example.com');
    expect(eml).toContain('Subject: Verify your email for Rollcall');
    // Copied out of the file, in the text and in the HTML, the link works: no soft breaks, no =3D.
    expect(eml.split('\r\n')).toContain(`Verify email: ${link}`);
    expect(eml).toContain(`href="${link}"`);
    expect(lines.join('')).toContain(file);
    expect(lines.join('')).not.toContain(token);
  });

  it('on a terminal: one plain line per mail, with its link, and nothing in the log', async () => {
    const lines: string[] = [];
    const printed: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'Rollcall <no-reply@localhost>', dataDir }, log, (line) => printed.push(line));
    await mailer.send(verificationMail(new URL('http://localhost:3000'), 'ada@example.com', token));
    expect(printed).toEqual([`✉ Mail to ada@example.com, "Verify your email for Rollcall": ${link}`]);
    expect(lines).toEqual([]);
    // A subject with a team's name in it cannot reorder the line on the terminal (a right-to-left
    // override would show another link) or break it in two.
    await mailer.send({ to: 'ada@example.com', subject: 'Join \u202Etxt.moc.live//:sptth\u202C\nnow', text: 't', html: 'h', link });
    expect(printed[1]).toBe(`✉ Mail to ada@example.com, "Join \\u202etxt.moc.live//:sptth\\u202c\\nnow": ${link}`);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SETUP_TEXTS } from '../../common/admin';
import { adminRoutes, authRoutes } from '../../common/api/routes';
import { outboxAnnouncement } from '../../server/mail/mailer';
import { killLeftovers, startServerProcess } from './server-process';

// Issue #38: live links (the first admin's setup link, the outbox's mail links) reach the person
// who started the server, on their terminal; without one (a service, a container) they stay in
// files only the server's user reads, never in the log a journal keeps for others to read.

const dirs: string[] = [];
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-links-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await killLeftovers();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const register = (url: string, email: string) =>
  fetch(`${url}${authRoutes.register.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a long enough password' }),
  });
const outboxFiles = (dataDir: string) => (fs.existsSync(path.join(dataDir, 'mail')) ? fs.readdirSync(path.join(dataDir, 'mail')) : []);
/** The mail is written after the answer: its file is looked for until it is there. */
const waitForMail = (dataDir: string) =>
  vi.waitFor(
    () => {
      const [file] = outboxFiles(dataDir);
      if (!file) throw new Error(`no mail in ${dataDir}`);
      return fs.readFileSync(path.join(dataDir, 'mail', file), 'utf8');
    },
    { timeout: 30_000, interval: 50 },
  );

describe('live links', () => {
  it('without a terminal: the setup link and mail links are in private files, and the output holds neither', async () => {
    const dataDir = newDir();
    const server = startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_CONTENT: 'false' });
    const url = await server.ready;
    const file = path.join(dataDir, 'setup-link.txt');
    await expect.poll(() => fs.existsSync(file), { timeout: 30_000 }).toBe(true);
    const link = fs.readFileSync(file, 'utf8').trim();
    expect(link).toMatch(/\/setup\?token=[A-Za-z0-9_-]{43}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    expect((await register(url, 'dev@example.com')).status).toBe(201);
    const eml = await waitForMail(dataDir);
    // The link reads in the file as it is (no quoted-printable soft breaks or =3D).
    const mailLink = /(http:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)\s/.exec(eml)?.[1];
    expect(mailLink).toBeDefined();
    expect(eml).toContain(`href="${mailLink!}"`);

    // The setup link creates the admin; its file goes with it.
    const token = new URL(link).searchParams.get('token')!;
    const setup = await fetch(`${url}${adminRoutes.createFirstAdmin.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, email: 'operator@example.com', username: 'operator', password: 'a long operator password' }),
    });
    expect(setup.status).toBe(201);
    expect(fs.existsSync(file)).toBe(false);

    server.child.kill('SIGTERM');
    const { stdout, stderr } = await server.exited;
    expect(stdout).toContain(SETUP_TEXTS.fileLine(file));
    expect(stdout).toContain(outboxAnnouncement(path.join(dataDir, 'mail'), false));
    // Neither live link is in what a journal would keep; the mail's file is named instead.
    expect(stdout + stderr).not.toContain(token);
    expect(stdout + stderr).not.toContain(mailLink!);
    expect(stdout).toContain(path.join(dataDir, 'mail', outboxFiles(dataDir)[0]!));
  });

  it('on a terminal: one plain line with the setup link, one per mail with its link, and no file', async () => {
    const dataDir = newDir();
    const server = startServerProcess({ DATA_DIR: dataDir, DEMO_CONTENT: 'false' }, { terminal: true });
    const url = await server.ready;
    expect((await register(url, 'dev@example.com')).status).toBe(201);
    const eml = await waitForMail(dataDir);
    const mailLink = /(http:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)\s/.exec(eml)![1]!;
    server.child.kill('SIGTERM');
    const { stdout } = await server.exited;
    const lines = stdout.split(/\r?\n/);
    const [before] = SETUP_TEXTS.serverLine('\u0000').split('\u0000');
    expect(lines.find((line) => line.startsWith(before!))).toMatch(/\/setup\?token=[A-Za-z0-9_-]{43} \(this link works once/);
    expect(lines).toContain(`✉ Mail to dev@example.com, "Verify your email for Rollcall": ${mailLink}`);
    expect(lines).toContain(outboxAnnouncement(path.join(dataDir, 'mail'), true));
    expect(fs.existsSync(path.join(dataDir, 'setup-link.txt'))).toBe(false);
  });
});

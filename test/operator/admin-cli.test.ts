import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password';
import { createSession } from '../../server/auth/session-service';
import { openPglite } from '../../server/db/open';
import { sessions, users } from '../../server/db/schema';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-admin-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  return adminWithInput(undefined, ...args);
}

function adminWithInput(input: string | undefined, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/admin/cli.ts'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    encoding: 'utf8',
    input,
  });
  // The first line names the database it opened (issue #38); the rest is what it did.
  const [database, ...rest] = result.stdout.trim().split('\n');
  return { code: result.status, database, stdout: rest.join('\n'), stderr: result.stderr.trim() };
}

async function userRow(email: string) {
  const database = await openPglite(dataDir);
  try {
    return (await database.db.select().from(users).where(eq(users.email, email)))[0];
  } finally {
    await database.close();
  }
}

describe('npm run admin -- create', () => {
  it('reads the password from standard input with --password-stdin, and never prints it (issue #18)', async () => {
    const result = adminWithInput('piped secret 123\n', 'create', '--email', 'piped@example.com', '--password-stdin');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Created admin piped <piped@example.com> (verified). Sign in at http://localhost:3000/login');
    // It says which database it wrote to (a DATA_DIR other than the server's made a second one unseen).
    expect(result.database).toBe(`Database: PGlite in ${dataDir}`);
    expect(`${result.database ?? ''}${result.stdout}${result.stderr}`).not.toContain('piped secret');
    expect(await verifyPassword('piped secret 123', (await userRow('piped@example.com'))!.passwordHash)).toBe(true);
    // Both ways at once is a mistake, said with the usage.
    expect(adminWithInput('x\n', 'create', '--email', 'both@example.com', '--password-stdin', '--password', 'a strong secret').code).toBe(1);
  });

  it('creates a verified admin who can sign in with that password', async () => {
    const result = admin('create', '--email', 'Boss@Example.com', '--password', 'a strong secret', '--username', 'theboss');
    expect(result).toMatchObject({ code: 0, stdout: 'Created admin theboss <boss@example.com> (verified). Sign in at http://localhost:3000/login' });
    const row = await userRow('boss@example.com');
    expect(row).toMatchObject({ role: 'admin', isVerified: true, username: 'theboss' });
    expect(await verifyPassword('a strong secret', row!.passwordHash)).toBe(true);
  });

  it('promotes an existing user without touching the password', async () => {
    admin('create', '--email', 'member@example.com', '--password', 'first password');
    const before = await userRow('member@example.com');
    const result = admin('create', '--email', 'member@example.com', '--password', 'ignored password');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Promoted');
    const after = await userRow('member@example.com');
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  // Issue #16, item 1: someone registers the operator's address first; it stays unverified.
  it('never makes an admin of a squatter: an unverified account gets the operator’s password, and its sessions end', async () => {
    const database = await openPglite(dataDir);
    let squatterId: number;
    try {
      const [row] = await database.db
        .insert(users)
        .values({ username: 'squatter', email: 'ops@example.com', passwordHash: await hashPassword('squatter password'), isVerified: false })
        .returning({ id: users.id });
      squatterId = row!.id;
      await createSession(database.db, squatterId);
    } finally {
      await database.close();
    }

    const result = admin('create', '--email', 'ops@example.com', '--password', 'the operator password');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'The account squatter <ops@example.com> had never confirmed its address: its password is now the one given, its 1 session ended, and it is a verified admin.',
    );
    const row = await userRow('ops@example.com');
    expect(row).toMatchObject({ id: squatterId, role: 'admin', isVerified: true });
    expect(await verifyPassword('the operator password', row!.passwordHash)).toBe(true);
    expect(await verifyPassword('squatter password', row!.passwordHash)).toBe(false);
    const check = await openPglite(dataDir);
    try {
      expect(await check.db.select().from(sessions).where(eq(sessions.userId, squatterId))).toEqual([]);
    } finally {
      await check.close();
    }
  });

  it('refuses, and says why, to promote an unverified account when no password is given', async () => {
    const database = await openPglite(dataDir);
    try {
      await database.db.insert(users).values({ username: 'squatter2', email: 'ops2@example.com', passwordHash: await hashPassword('squatter password'), isVerified: false });
    } finally {
      await database.close();
    }
    const result = admin('create', '--email', 'ops2@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'The account squatter2 <ops2@example.com> never confirmed its address, so it may not be yours: give --password to set its password (this ends its sessions), or use another e-mail.',
    );
    expect(await userRow('ops2@example.com')).toMatchObject({ role: 'user', isVerified: false });
  });

  it('explains bad input in one line', () => {
    expect(admin('remove', '--email', 'a@b.co')).toMatchObject({
      code: 1,
      stderr: 'Usage: npm run admin -- create --email EMAIL [--password-stdin | --password PASSWORD] [--username USERNAME]',
    });
    expect(admin('create', '--email', 'new@example.com', '--password', 'short')).toMatchObject({ code: 1, stderr: 'Password must be at least 8 characters' });
  });
});

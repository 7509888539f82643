import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { openPglite } from '../../server/db/open';
import { users } from '../../server/db/schema';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-admin-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/admin/cli.ts'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
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

  it('explains bad input in one line', () => {
    expect(admin('remove', '--email', 'a@b.co')).toMatchObject({
      code: 1,
      stderr: 'Usage: npm run admin -- create --email EMAIL --password PASSWORD [--username USERNAME]',
    });
    expect(admin('create', '--email', 'new@example.com', '--password', 'short')).toMatchObject({ code: 1, stderr: 'Password must be at least 8 characters' });
  });
});

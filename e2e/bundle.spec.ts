import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const clientDir = path.resolve(import.meta.dirname, '..', 'dist', 'client');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the built browser bundle', () => {
  it('holds no secret, database URL or server-only setting or code', () => {
    const files = filesUnder(clientDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const forbidden = [
      /postgres(ql)?:\/\//,
      /sk_(test|live)_/,
      /whsec_/,
      /DATABASE_URL|SMTP_URL|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|REDIS_URL/,
      /password_hash/,
      /drizzle-orm|@electric-sql\/pglite|fastify/i,
    ];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of forbidden) expect(pattern.test(text), `${path.relative(clientDir, file)} matches ${pattern}`).toBe(false);
    }
  });

  it('runs no inline script (the CSP allows script-src self only)', () => {
    const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\//);
      expect(body!.trim()).toBe('');
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialJs } from '../scripts/initial-js.mjs';

const clientDir = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const extensionDir = path.resolve(import.meta.dirname, '..', 'dist', 'extension');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the built browser bundle', () => {
  it.each([
    ['the web app', clientDir],
    ['the browser extension', extensionDir],
  ])('%s holds no secret, database URL or server-only setting or code', (_name, dir) => {
    // The .br and .gz copies are compressed from these same files; images hold no code.
    const files = filesUnder(dir).filter((file) => !/\.(br|gz|png)$/.test(file));
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
      for (const pattern of forbidden) expect(pattern.test(text), `${path.relative(dir, file)} matches ${pattern}`).toBe(false);
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

  // Issue #23: the extension checks what it is given by hand (a few lines) rather than carry zod.
  it('builds the extension without zod', () => {
    for (const file of filesUnder(extensionDir).filter((name) => name.endsWith('.js'))) {
      expect(fs.readFileSync(file, 'utf8'), `${path.relative(extensionDir, file)} carries zod`).not.toMatch(/\$ZodType|ZodError/);
    }
  });

  // Issue #6: the home route's JavaScript within 120 KB gzip. What it must not carry: zod (the
  // first page reads its answers as typed, decision 014), the blog editor, the admin screens.
  it('loads the home page with at most 120 KB of gzipped JavaScript, and no zod, editor or admin code', () => {
    const files = initialJs(clientDir);
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    expect(gzip, `initial JS ${files.map((f) => `${f.file} ${f.gzip}`).join(', ')}`).toBeLessThanOrEqual(120_000);
    for (const { file, text } of files) {
      expect(text, `${file} carries zod`).not.toMatch(/\$ZodType|ZodError/);
      expect(text, `${file} carries the editor`).not.toMatch(/ProseMirror|tiptap/i);
      expect(text, `${file} carries an admin screen`).not.toMatch(/Tiers Management|Audit log/);
    }
  });
});

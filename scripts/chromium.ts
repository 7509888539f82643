import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Finds a Chromium for the browser tests: CHROME_PATH, the system packages, then Playwright's
 * cache. Playwright's own browser download does not work everywhere, so a system Chromium is
 * the normal case (Debian: `apt-get install -y chromium`).
 */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null;
  const system = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
  for (const candidate of system) if (fs.existsSync(candidate)) return candidate;
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache', 'ms-playwright');
  if (fs.existsSync(cache)) {
    for (const dir of fs.readdirSync(cache).filter((d) => d.startsWith('chromium')).sort().reverse()) {
      for (const bin of ['chrome-linux/chrome', 'chrome-linux64/chrome', 'chrome-mac/Chromium.app/Contents/MacOS/Chromium']) {
        const candidate = path.join(cache, dir, bin);
        if (fs.existsSync(candidate)) return candidate;
      }
    }
  }
  return null;
}

/** The flags every browser test launches with (no sandbox as root, no calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const HOW_TO = 'No Chromium found for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chrome/Chromium binary.';

/** Finds Chromium or, as root on Debian, installs it; otherwise fails with one line saying how. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH points to ${process.env.CHROME_PATH}, which does not exist.`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium for the browser tests (apt-get install -y chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'inherit', 'inherit'], env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 'inherit', 'inherit'], env });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(HOW_TO);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

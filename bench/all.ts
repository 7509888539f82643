// `npm run bench`: every benchmark of the project in one go, one after the other, then
// bench/results.md: each figure beside its floor (measured in the same run by the same benchmark)
// and its goal, with a description of the machine. Each benchmark prints its figures as its last
// line (bench/report.mjs); a benchmark that fails is reported as failed and the others still run.
// Takes about a quarter of an hour. BENCH_ONLY=lists,csv runs some of them.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureChromium } from '../scripts/chromium';
import { formatAmount, goalMet, ratio, type Figure } from './report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tsx = [path.join(root, 'node_modules/tsx/dist/cli.mjs')];

/** In this order: startup rebuilds dist/, which the browser benchmarks then use. */
const BENCHES: { name: string; args: string[]; what: string; env?: Record<string, string> }[] = [
  { name: 'startup', args: ['bench/startup.mjs'], what: '`npm start` cold and warm, RSS, home route JS' },
  { name: 'login', args: [...tsx, 'bench/login.ts'], what: 'login time, bcrypt cost 10' },
  { name: 'register-timing', args: [...tsx, 'bench/register-timing.ts'], what: 'registering a new or an existing e-mail: the gap between their times, PGlite and PostgreSQL' },
  { name: 'lists', args: [...tsx, 'bench/lists.ts'], what: 'lists, members and shoot at 100,000 members; GET /api/lists req/s' },
  { name: 'csv', args: [...tsx, 'bench/csv.ts'], what: 'import and export of 1,000 lists / 100,000 members' },
  { name: 'million', args: [...tsx, 'bench/million.ts'], env: { NODE_OPTIONS: '--max-semi-space-size=2' }, what: 'one account of 1,000,000 members (issue #40): CSV preview, import and export with the RSS they add; the lists, members, search, suggestions and shoot; PostgreSQL and PGlite on disk' },
  { name: 'backup', args: [...tsx, 'bench/backup.ts'], what: 'how long the daily backup holds the server thread (PGlite, 100,000 members)' },
  { name: 'draw-storage', args: [...tsx, 'bench/draw-storage.ts'], what: 'bytes 200 rotation shoots add to the database (100,000 members, PGlite)' },
  { name: 'list-icon', args: [...tsx, 'bench/list-icon.ts'], what: 'the list icon schema refusing a 300,000-character icon' },
  { name: 'admin-stats', args: [...tsx, 'bench/admin-stats.ts'], what: 'dashboard statistics at 1,000,000 members' },
  { name: 'giveaways', args: [...tsx, 'bench/giveaways.ts'], what: 'a giveaway: 10,000 entries on its entry page over 50 connections, and its closing; PGlite and PostgreSQL' },
  { name: 'draws-v2', args: [...tsx, 'bench/draws-v2.ts'], what: 'rollcall-draw-v2 (issue #37): verifying a 100,000-entrant v1/v2 certificate with the browser crypto, and the lateness of 20 announced v2 draws in one due-draws pass vs v1; PGlite, and PostgreSQL with BENCH_DATABASE_URL' },
  { name: 'load', args: [...tsx, 'bench/load.ts'], what: '50 connections, a realistic mix, 60 s, PostgreSQL' },
  { name: 'load-pooler', args: [...tsx, 'bench/load.ts'], env: { LOAD_POOLER: '1' }, what: 'the same mix behind PgBouncer in transaction mode, beside the direct connection measured before and after it (issue #39)' },
  { name: 'members-browser', args: [...tsx, 'bench/members-browser.ts'], what: 'the Members screen with 100,000 members in Chromium' },
  { name: 'lists-scale', args: [...tsx, 'bench/lists-scale.ts'], what: 'the Lists screen with 61 lists, cards and compact rows, at 1280 and 390 px in Chromium' },
  { name: 'lighthouse', args: [...tsx, 'bench/lighthouse.ts'], what: 'Lighthouse on /, /blog and a post' },
];

interface Outcome {
  name: string;
  what: string;
  seconds: number;
  load: number;
  figures: Figure[] | null;
  failure: string | null;
}

function run(bench: (typeof BENCHES)[number]): Promise<Outcome> {
  const started = performance.now();
  const load = os.loadavg()[0]!;
  console.log(`\n=== ${bench.name}: ${bench.what} (load average ${load.toFixed(1)})`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, bench.args, { cwd: root, env: { ...process.env, ...bench.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += String(chunk);
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += String(chunk);
      process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const last = stdout.trimEnd().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('RESULT ')) {
        const { figures } = JSON.parse(last.slice('RESULT '.length)) as { figures: Figure[] };
        resolve({ name: bench.name, what: bench.what, seconds, load, figures, failure: null });
      } else {
        const reason = stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exited ${String(code)} without a RESULT line`;
        resolve({ name: bench.name, what: bench.what, seconds, load, figures: null, failure: reason.slice(0, 200) });
      }
    });
  });
}

async function machine(): Promise<string[]> {
  const cpus = os.cpus();
  const lines = [
    `- CPU: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}; memory ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; ${os.type()} ${os.release()}`,
    `- Node.js ${process.version}`,
  ];
  try {
    const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await client.connect();
    const { rows } = await client.query<{ version: string }>('select version()');
    await client.end();
    lines.push(`- ${rows[0]!.version.split(',')[0]!}`);
  } catch {
    lines.push('- PostgreSQL: not reachable (the benchmarks that need it ran on PGlite or failed)');
  }
  try {
    lines.push(`- ${execFileSync(ensureChromium(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}`);
  } catch {
    lines.push('- Chromium: not found');
  }
  return lines;
}

function table(outcomes: Outcome[]): string[] {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = ['| benchmark | figure | value | floor (same run) | × floor | goal | met |', '|---|---|---|---|---|---|---|'];
  for (const outcome of outcomes) {
    if (!outcome.figures) {
      lines.push(`| ${outcome.name} | — | failed: ${cell(outcome.failure ?? '')} | | | | |`);
      continue;
    }
    for (const figure of outcome.figures) {
      const floor = figure.floor ? `${formatAmount(figure.floor.value, figure.unit)} (${cell(figure.floor.what)})` : '—';
      const met = goalMet(figure);
      lines.push(
        `| ${outcome.name} | ${cell(figure.name)} | **${formatAmount(figure.value, figure.unit)}** | ${floor} | ${ratio(figure)} | ${cell(figure.goal?.text ?? '')} | ${met === null ? '' : met ? 'yes' : '**no**'} |`,
      );
    }
  }
  return lines;
}

const only = process.env.BENCH_ONLY?.split(',');
const started = new Date();
const outcomes: Outcome[] = [];
for (const bench of BENCHES) if (!only || only.includes(bench.name)) outcomes.push(await run(bench));
let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
const markdown = [
  '# Benchmark results',
  '',
  `\`npm run bench\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${((Date.now() - started.getTime()) / 60_000).toFixed(1)} minutes.`,
  'Each floor is the same work done the plainest way, measured by the same benchmark in the same run',
  '(what it is stands beside it); a busy machine slows both. Figures are wall-clock unless the unit says otherwise.',
  '',
  '## Machine',
  '',
  ...(await machine()),
  '',
  '## Figures',
  '',
  ...table(outcomes),
  '',
  '## Runs',
  '',
  '| benchmark | what | took | load average (1 min) at its start |',
  '|---|---|---|---|',
  ...outcomes.map((o) => `| ${o.name} | ${o.what} | ${o.seconds.toFixed(0)} s | ${o.load.toFixed(1)} on ${String(os.cpus().length)} cores |`),
  '',
];
fs.writeFileSync(path.join(root, 'bench/results.md'), markdown.join('\n'));
console.log(`\nwrote bench/results.md (${outcomes.filter((o) => o.figures).length} of ${outcomes.length} benchmarks ran)`);
process.exitCode = outcomes.every((o) => o.figures) ? 0 : 1;

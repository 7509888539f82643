// `npm run bench:suite`: how long the test suite takes, by project, so the change that slows it
// shows by how much (issue #34). Runs what `npm test` runs — the build, then each vitest project
// on its own (server, web, e2e) — and, with TEST_DATABASE_URL set, the server project's
// engine-dependent tests again on PostgreSQL, as CI does. For each: the wall time, the test
// count, the sum of its files' times and its slowest files. Floor, same run: one vitest run of a
// single trivial test file (what any project pays to start), so a slow or busy machine shows in
// both numbers. Goal: the projects of `npm test` together within 600 s (the issue's figure).
// Prints figures; asserts nothing. SUITE_ONLY=server,web runs some of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { report, type Figure } from './report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-suite-'));

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  status: string;
}
interface JsonReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: FileResult[];
}
/** The JSON reporter lists each file's tests as assertionResults. */
function countTests(files: FileResult[]): number {
  return files.reduce((sum, file) => sum + ((file as FileResult & { assertionResults?: unknown[] }).assertionResults?.length ?? 0), 0);
}
interface Run {
  seconds: number;
  report: JsonReport | null;
  status: number | null;
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const outputFile = path.join(out, `${label}.json`);
  const started = performance.now();
  const result = spawnSync(command, args.map((arg) => arg.replace('{json}', outputFile)), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = (performance.now() - started) / 1000;
  const parsed = fs.existsSync(outputFile) ? (JSON.parse(fs.readFileSync(outputFile, 'utf8')) as JsonReport) : null;
  console.log(`${label}: ${seconds.toFixed(1)} s${parsed ? `, ${parsed.numPassedTests}/${parsed.numTotalTests} tests passed` : ''}${result.status === 0 ? '' : ` (exit ${result.status})`}`);
  return { seconds, report: parsed, status: result.status };
}

const vitestRun = (label: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(label, process.execPath, [vitest, 'run', ...args, '--reporter=json', '--outputFile={json}'], env);

// The floor: vitest starting, running one test that does nothing, and stopping.
const floorDir = fs.mkdtempSync(path.join(root, '.tmp-suite-floor-'));
fs.writeFileSync(path.join(floorDir, 'floor.test.ts'), "import { it } from 'vitest';\nit('does nothing', () => {});\n");
fs.writeFileSync(path.join(floorDir, 'vitest.config.mjs'), 'export default {};\n');
const floorRun = run('floor', process.execPath, [vitest, 'run', '--root', floorDir, '--config', path.join(floorDir, 'vitest.config.mjs'), '--reporter=json', '--outputFile={json}']);
fs.rmSync(floorDir, { recursive: true, force: true });
const floor = { value: floorRun.seconds, what: 'vitest running one empty test file' };

const only = process.env.SUITE_ONLY?.split(',').filter(Boolean);
const wanted = (name: string) => !only || only.includes(name);
const figures: Figure[] = [];
let npmTestSeconds = 0;

if (wanted('e2e')) {
  const build = run('build', 'npm', ['run', 'build', '--silent']);
  npmTestSeconds += build.seconds;
  figures.push({ name: 'build (vite, server bundle, extension)', value: Math.round(build.seconds), unit: 's', floor: null, goal: null });
}

/** Which project a test file belongs to, by where it lives (vitest.config.ts says the same). */
function projectOf(file: string): string {
  const relative = path.relative(root, file);
  return relative.startsWith('e2e/') ? 'e2e' : relative.startsWith('web/') ? 'web' : 'server';
}

function describeProject(label: string, files: FileResult[], total: JsonReport | null): void {
  const fileSeconds = files.reduce((sum, file) => sum + (file.endTime - file.startTime) / 1000, 0);
  const span = files.length ? (Math.max(...files.map((file) => file.endTime)) - Math.min(...files.map((file) => file.startTime))) / 1000 : 0;
  const slowest = [...files]
    .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
    .slice(0, 5)
    .map((file) => `${path.relative(root, file.name)} ${((file.endTime - file.startTime) / 1000).toFixed(0)} s`);
  console.log(`  ${label}: ${files.length} files, slowest: ${slowest.join(', ')}`);
  const tests = total ? total.numTotalTests : files.length;
  figures.push({ name: `${label}: from its first file's start to its last file's end`, value: Math.round(span), unit: 's', floor, goal: null });
  figures.push({ name: `${label}: files' own times summed`, value: Math.round(fileSeconds), unit: 's', floor: null, goal: null });
  if (total) figures.push({ name: `${label}: tests`, value: tests, unit: '', floor: null, goal: null });
}

const projects = ['server', 'web', 'e2e'].filter(wanted);
/** The vitest projects behind a name: the server's files run in two pools, `server*` names both (vitest.config.ts: OWN_PROCESS). */
const vitestProjects = (name: string) => (name === 'server' ? 'server*' : name);
if (projects.length) {
  // The projects as `npm test` runs them: one vitest run, server and web side by side, e2e after.
  // On the embedded database, as npm test runs (TEST_DATABASE_URL would move the server project).
  const all = vitestRun('vitest', projects.flatMap((name) => ['--project', vitestProjects(name)]), { TEST_DATABASE_URL: undefined });
  npmTestSeconds += all.seconds;
  for (const name of projects) {
    const files = (all.report?.testResults ?? []).filter((file) => projectOf(file.name) === name);
    const counted = all.report ? { ...all.report, numTotalTests: countTests(files) } : null;
    describeProject(name, files, counted);
  }
  figures.push({ name: 'tests passed, all projects', value: all.report?.numPassedTests ?? 0, unit: `of ${all.report?.numTotalTests ?? '?'}`, floor: null, goal: null });
  figures.push({
    name: only ? `build + vitest (${projects.join(', ')})` : 'npm test (build + vitest, without the Chromium check)',
    value: Math.round(npmTestSeconds),
    unit: 's',
    floor,
    goal: only ? null : { op: '<=', value: 600, text: '≤ 600 s' },
  });
}
// CI's database suite: the engine-dependent server tests again on PostgreSQL.
if (process.env.TEST_DATABASE_URL && wanted('postgres')) {
  const postgres = vitestRun('postgres', ['--project', vitestProjects('server')]);
  figures.push({ name: 'postgres (CI database suite): wall time', value: Math.round(postgres.seconds), unit: 's', floor, goal: null });
  describeProject('postgres', postgres.report?.testResults ?? [], postgres.report);
}

console.log(`load average at the end: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} on ${os.availableParallelism()} cores`);
fs.rmSync(out, { recursive: true, force: true });
report('suite', figures);

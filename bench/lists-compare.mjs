// `npm run bench:lists-compare -- <commit> [runs]`: bench/lists.ts at <commit> (a throw-away git
// worktree sharing this node_modules) and at the working tree, alternately, `runs` times each
// (default 3), then the median of every figure on both sides and their ratio. How issue #22's
// "within 1.2× of the same run's figures before the change" was measured. Prints; asserts nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [commit, runsArg] = process.argv.slice(2);
if (!commit) {
  console.error('usage: npm run bench:lists-compare -- <commit> [runs]');
  process.exit(2);
}
const runs = Number(runsArg ?? 3);
const here = process.cwd();
const before = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-before-'));
execFileSync('git', ['worktree', 'add', '--detach', '-f', before, commit], { stdio: 'ignore' });
fs.symlinkSync(path.join(here, 'node_modules'), path.join(before, 'node_modules'));

const figures = { before: {}, after: {} };
try {
  for (let i = 0; i < runs; i += 1) {
    for (const [side, dir] of [['before', before], ['after', here]]) {
      const out = spawnSync('npx', ['tsx', 'bench/lists.ts'], { cwd: dir, encoding: 'utf8' }).stdout;
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (!line) throw new Error(`bench/lists.ts printed no RESULT (${side}, run ${String(i + 1)})`);
      for (const f of JSON.parse(line.slice(7)).figures) (figures[side][f.name] ??= []).push(f.value);
      console.log(`${side} run ${String(i + 1)} done`);
    }
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', before], { stdio: 'ignore' });
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, after] of Object.entries(figures.after)) {
  const was = figures.before[name];
  if (!was) continue;
  const b = median(was);
  const a = median(after);
  console.log(`${name}: before ${b.toFixed(2)}, after ${a.toFixed(2)} → ${(a / b).toFixed(2)}× (runs: ${was.map((v) => v.toFixed(2)).join('/')} | ${after.map((v) => v.toFixed(2)).join('/')})`);
}

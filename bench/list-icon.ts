// `npm run bench:list-icon`: how long the list icon's schema takes to refuse a huge icon (300,000
// characters of one piece: 'a', 'e' + a combining mark, an emoji, a star). A whole text through
// Intl.Segmenter once took memory quadratic in its length (50,000 characters ran the server out of
// memory, found by test/security/fuzz-bodies); the schema now refuses by length before segmenting,
// which common/lists.test.ts checks without a clock. The floor, in the same run: the same schema
// refusing a two-letter icon ('ab', segmented: it is short), the least any refusal costs; a huge
// icon should cost no more. Each figure is the median over rounds of the time per refusal in a batch of 1,000 (one
// refusal takes microseconds: too little for the clock alone), for a string fresh from JSON.parse
// as a request body gives it. Goal: under 200 ms each, the bound the unit test once asserted.
// Prints figures; asserts nothing.
import { listIconSchema } from '../common/lists';
import { median, report, type Figure } from './report.mjs';

const LENGTH = 300_000;
const ROUNDS = Number(process.env.ROUNDS ?? 21);
const BATCH = 1_000;
const PIECES = [
  ['a', 'a'],
  ['e\u0301', 'e + U+0301'],
  ['😀', '😀'],
  ['⭐', '⭐'],
] as const;

/** The median over `ROUNDS` rounds (after two to warm up) of the time the icon schema takes to refuse `json`'s string once, in ms. */
function timeRefusals(json: string): number {
  const times: number[] = [];
  for (let i = -2; i < ROUNDS; i += 1) {
    const text = JSON.parse(json) as string;
    let accepted = 0;
    const started = performance.now();
    for (let k = 0; k < BATCH; k += 1) if (listIconSchema.safeParse(text).success) accepted += 1;
    const elapsed = (performance.now() - started) / BATCH;
    if (accepted > 0) throw new Error('a huge icon was accepted');
    if (i >= 0) times.push(elapsed);
  }
  return median(times);
}

const small = timeRefusals(JSON.stringify('ab'));
console.log(`'ab'        : refused in ${(small * 1000).toFixed(2)} µs`);
const figures: Figure[] = [];
for (const [piece, label] of PIECES) {
  const json = JSON.stringify(piece.repeat(Math.ceil(LENGTH / piece.length)));
  const huge = timeRefusals(json);
  console.log(`${label.padEnd(12)}: refused in ${(huge * 1000).toFixed(2)} µs`);
  figures.push({
    name: `list icon of ${LENGTH.toLocaleString('en-US')} × '${label}' refused`,
    value: huge * 1000,
    unit: 'µs',
    floor: { value: small * 1000, what: "the same schema refusing 'ab'" },
    goal: { op: '<=', value: 200_000, text: '≤ 200 ms' },
  });
}
report('list-icon', figures);

// How every benchmark ends: a few readable lines, then its figures as its last line
// (`RESULT {json}`), which `npm run bench` (bench/all.ts) collects into bench/results.md.
// Each figure stands beside a floor measured in the same run where one exists: the same work done
// the plainest possible way on this machine, so a slow or busy machine shows in both numbers.

/**
 * @typedef {{ value: number, what: string }} Floor
 * @typedef {{ op: '<=' | '>=', value: number, ofFloor?: boolean, text: string }} Goal
 * @typedef {{ name: string, value: number, unit: string, floor?: Floor | null, goal?: Goal | null }} Figure
 */

/** @param {Figure} figure @returns {boolean | null} */
export function goalMet(figure) {
  const { goal, floor } = figure;
  if (!goal) return null;
  const target = goal.ofFloor ? (floor ? goal.value * floor.value : NaN) : goal.value;
  if (Number.isNaN(target)) return null;
  return goal.op === '<=' ? figure.value <= target : figure.value >= target;
}

/** @param {number} value */
export function formatValue(value) {
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);
}

/** A value with its unit, if it has one ('12.3 ms', '0'). @param {number} value @param {string} unit */
export function formatAmount(value, unit) {
  return unit ? `${formatValue(value)} ${unit}` : formatValue(value);
}

/** '1.23×' beside a floor above zero, else nothing. @param {Figure} figure */
export function ratio(figure) {
  return figure.floor && figure.floor.value > 0 ? `${(figure.value / figure.floor.value).toFixed(2)}×` : '';
}

/** Prints the figures readably, then as the last line. @param {string} bench @param {Figure[]} figures */
export function report(bench, figures) {
  console.log(`\n${bench}: figures`);
  for (const figure of figures) {
    const times = ratio(figure);
    const floor = figure.floor ? `   floor ${formatAmount(figure.floor.value, figure.unit)} (${figure.floor.what})${times ? ` → ${times}` : ''}` : '';
    const met = goalMet(figure);
    const goal = figure.goal ? `   goal ${figure.goal.text}${met === null ? '' : met ? ' ✓' : ' ✗'}` : '';
    console.log(`  ${figure.name}: ${formatAmount(figure.value, figure.unit)}${floor}${goal}`);
  }
  console.log(`RESULT ${JSON.stringify({ bench, figures })}`);
}

/** The median of some numbers. @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The q-quantile (0..1) of some numbers, as the benches have always read it. @param {number[]} values @param {number} q */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

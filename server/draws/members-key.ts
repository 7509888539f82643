import { createHash } from 'node:crypto';
import { fingerprintOf } from './storage';

/**
 * A selection's members as a set (docs/draws.md "Other draws"): the SHA-256 of their handles in
 * lower case, sorted by their bytes (code units: handles are ASCII), one per line. The same people
 * in another order, spelling or set of lists give the same key.
 */
export function membersKeyOf(selectionText: string): string {
  return sortedHandlesOf(selectionText)?.key ?? membersKeyBySorting(selectionText.toLowerCase());
}

/** The definition, as written: what the radix sort below must give, byte for byte (members-key.test.ts). */
export function membersKeyBySorting(lowerText: string): string {
  const handles = [...new Set(lowerText.split('\n'))];
  handles.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return fingerprintOf(handles.join('\n'));
}

/**
 * The text the members key hashes, kept (issue #40): a selection's distinct handles in lower case,
 * sorted by byte, one per line, and where each line starts. A change to the selection is written
 * into it (`with`: a binary search and a copy per change) instead of sorting a million handles
 * again. ASCII only (every handle); the line feed is the separator.
 */
export class SortedHandles {
  private hash: string | undefined;

  /**
   * @param bytes the lines, joined by line feeds
   * @param starts where each line starts, and then bytes.length + 1 (so line i is
   *   [starts[i], starts[i + 1] - 1))
   */
  private constructor(
    private readonly bytes: Buffer,
    private readonly starts: Int32Array,
    /**
     * Whether the selection's own text was ASCII. Only then is a handle the set counts once the
     * same as a line here: 'K' (the Kelvin sign) is another handle than 'k' to the set, but the
     * same line once in lower case, so the set's change would not be this text's.
     */
    private readonly mendable: boolean,
  ) {}

  /** Lines sorted by byte and distinct, as they are (the radix sort's output), of a selection whose text was ASCII or not. */
  static of(bytes: Buffer, starts: Int32Array, mendable: boolean): SortedHandles {
    return new SortedHandles(bytes, starts, mendable);
  }

  get key(): string {
    return (this.hash ??= createHash('sha256').update(this.bytes).digest('hex'));
  }

  get size(): number {
    return this.starts.length - 1;
  }

  /**
   * The handles after a change: `removed` (each one of the lines) taken out, `added` (none of them)
   * put in their places; all in lower case. Undefined when the change does not fit (an added
   * handle not ASCII or holding a line feed, one already here, a removed one not here) or is large
   * enough that sorting again is cheaper: the caller then sorts the whole text.
   */
  with(change: { added: readonly string[]; removed: readonly string[] }): SortedHandles | undefined {
    if (!this.mendable) return undefined;
    // Each change costs a binary search and its share of a sort: past a sixteenth, sorting again is cheaper.
    if ((change.added.length + change.removed.length) * 16 > this.size + 256) return undefined;
    const edits: { at: number; line?: Buffer }[] = [];
    for (const name of change.removed) {
      const line = Buffer.from(name, 'latin1');
      const at = this.place(line);
      if (!this.holds(at, line)) return undefined;
      edits.push({ at });
    }
    for (const name of change.added) {
      if (!isOneAsciiLine(name)) return undefined;
      const line = Buffer.from(name, 'latin1');
      const at = this.place(line);
      if (this.holds(at, line)) return undefined;
      edits.push({ at, line });
    }
    // In the order of the lines; at one place the new lines (in their own order) before the line taken out.
    edits.sort((a, b) => a.at - b.at || (a.line ? (b.line ? Buffer.compare(a.line, b.line) : -1) : b.line ? 1 : 0));
    if (edits.some((edit, i) => i > 0 && !edit.line && !edits[i - 1]!.line && edits[i - 1]!.at === edit.at)) return undefined;

    const lines = this.size + edits.reduce((sum, edit) => sum + (edit.line ? 1 : -1), 0);
    const pieces: Buffer[] = [];
    const starts = new Int32Array(lines + 1);
    let line = 0;
    let byteAt = 0;
    /** A run of lines as one piece: `piece`, its lines starting at `lineStarts` (less `shift`) within it. */
    const put = (piece: Buffer, lineStarts: Int32Array, shift: number) => {
      if (line > 0) {
        pieces.push(NEWLINE);
        byteAt += 1;
      }
      const add = byteAt - shift;
      for (let i = 0; i < lineStarts.length; i += 1) starts[line + i] = lineStarts[i]! + add;
      line += lineStarts.length;
      pieces.push(piece);
      byteAt += piece.length;
    };
    const copy = (from: number, to: number) => {
      if (to > from) put(this.bytes.subarray(this.starts[from]!, this.starts[to]! - 1), this.starts.subarray(from, to), this.starts[from]!);
    };
    let cursor = 0;
    for (const edit of edits) {
      copy(cursor, edit.at);
      cursor = Math.max(cursor, edit.at);
      if (edit.line) put(edit.line, ONE_LINE, 0);
      else cursor = edit.at + 1;
    }
    copy(cursor, this.size);
    starts[lines] = byteAt + 1;
    return new SortedHandles(Buffer.concat(pieces, byteAt), starts, true);
  }

  /** The first line not before `line` (by byte); the count of lines when none. */
  private place(line: Buffer): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.bytes.compare(line, 0, line.length, this.starts[middle]!, this.starts[middle + 1]! - 1) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private holds(at: number, line: Buffer): boolean {
    return at < this.size && this.bytes.compare(line, 0, line.length, this.starts[at]!, this.starts[at + 1]! - 1) === 0;
  }
}

const NEWLINE = Buffer.from('\n');
const ONE_LINE = Int32Array.of(0);

/** Whether every character of `text` is ASCII: the handles the members key's text and the shoot's set can be mended for (issue #40). */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** A line of the members key's text this class can hold: not empty, ASCII, no line feed. */
const isOneAsciiLine = (name: string) => name.length > 0 && !name.includes('\n') && isAscii(name);

/** Longer lines than this are not handles: sorted by the definition rather than one pass per character. */
const RADIX_MAX_LENGTH = 32;

/**
 * The members key's text of an ASCII selection, by a least-significant-digit radix sort of the
 * lines' places, one counting pass per character from the last, a line shorter than the place
 * sorting first; equal neighbours are then written once. At a million handles this takes a tenth
 * of sorting strings (issue #40: the shoot after a change to a list of a million-member selection
 * spent over a second here). Undefined when the text is not ASCII or a line is too long for it.
 */
export function sortedHandlesOf(selectionText: string): SortedHandles | undefined {
  if (selectionText === '') return SortedHandles.of(Buffer.alloc(0), Int32Array.of(1), true);
  const lower = selectionText.toLowerCase();
  const bytes = Buffer.from(lower, 'utf8');
  // Only ASCII has as many bytes as code units: there a byte's order is the code unit's order.
  if (bytes.length !== lower.length) return undefined;
  let lines = 1;
  for (let i = 0; i < bytes.length; i += 1) if (bytes[i] === 10) lines += 1;
  const starts = new Int32Array(lines);
  const lengths = new Int32Array(lines);
  let maxLength = 0;
  for (let i = 0, line = 0, start = 0; i <= bytes.length; i += 1) {
    if (i < bytes.length && bytes[i] !== 10) continue;
    starts[line] = start;
    lengths[line] = i - start;
    if (i - start > maxLength) maxLength = i - start;
    line += 1;
    start = i + 1;
  }
  if (maxLength > RADIX_MAX_LENGTH) return undefined;
  let order = new Int32Array(lines);
  let next = new Int32Array(lines);
  for (let i = 0; i < lines; i += 1) order[i] = i;
  // Keys 0 (past the line's end) and 1..128 (a byte plus one): one counter more for the prefix sums.
  const counts = new Int32Array(130);
  for (let place = maxLength - 1; place >= 0; place -= 1) {
    counts.fill(0);
    for (let i = 0; i < lines; i += 1) counts[(lengths[i]! > place ? bytes[starts[i]! + place]! + 1 : 0) + 1]! += 1;
    for (let key = 1; key < counts.length; key += 1) counts[key]! += counts[key - 1]!;
    for (let k = 0; k < lines; k += 1) {
      const i = order[k]!;
      next[counts[lengths[i]! > place ? bytes[starts[i]! + place]! + 1 : 0]!++] = i;
    }
    [order, next] = [next, order];
  }
  const out = Buffer.allocUnsafe(bytes.length);
  const outStarts = new Int32Array(lines + 1);
  let written = 0;
  let distinct = 0;
  let previous = -1;
  for (let k = 0; k < lines; k += 1) {
    const i = order[k]!;
    if (previous !== -1 && sameLine(bytes, starts[previous]!, lengths[previous]!, starts[i]!, lengths[i]!)) continue;
    if (previous !== -1) out[written++] = 10;
    outStarts[distinct++] = written;
    for (let at = starts[i]!, end = at + lengths[i]!; at < end; at += 1) out[written++] = bytes[at]!;
    previous = i;
  }
  outStarts[distinct] = written + 1;
  return SortedHandles.of(out.subarray(0, written), outStarts.slice(0, distinct + 1), isAscii(selectionText));
}

function sameLine(bytes: Buffer, a: number, aLength: number, b: number, bLength: number): boolean {
  if (aLength !== bLength) return false;
  for (let i = 0; i < aLength; i += 1) if (bytes[a + i] !== bytes[b + i]) return false;
  return true;
}

import { createHash, subtle } from 'node:crypto';
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
 * sorted by byte, one per line. A change to the selection is written into it (`with`: a binary
 * search and a copy per change) instead of sorting a million handles again. No index of where each
 * line starts is kept: a binary search finds a line's start from any byte by looking back for the
 * line feed before it (a handle is a few characters), so a change copies the bytes and nothing
 * else. ASCII only (every handle); the line feed is the separator.
 *
 * The text after a change is written into the buffer of the text before the last change (`spare`),
 * not a new one: at a million members a new 9 MB buffer for every change kept the collector busy.
 * So a text that was mended from is spent: it mends no more, and its key is the one it was hashing.
 */
export class SortedHandles {
  private hash: string | undefined;
  private hashing: Promise<string> | undefined;
  /** Mended from: its bytes are the next text's to overwrite. */
  private spent = false;

  private constructor(
    /** The lines, joined by line feeds: the start of `buffer`. */
    private readonly bytes: Buffer,
    /** How many lines. */
    readonly size: number,
    /**
     * Whether the selection's own text was ASCII. Only then is a handle the set counts once the
     * same as a line here: 'K' (the Kelvin sign) is another handle than 'k' to the set, but the
     * same line once in lower case, so the set's change would not be this text's.
     */
    private readonly mendable: boolean,
    /** The memory `bytes` lie in, with room to grow. */
    private readonly buffer: Buffer,
    /** The buffer of the text this one was mended from, free to be written by the next change. */
    private readonly spare: Buffer | undefined,
  ) {}

  /** Lines sorted by byte, distinct and not empty, joined by line feeds (the radix sort's output), of a selection whose text was ASCII or not. */
  static of(bytes: Buffer, size: number, mendable: boolean): SortedHandles {
    return new SortedHandles(bytes, size, mendable, bytes, undefined);
  }

  get key(): string {
    if (this.hash === undefined && this.spent) throw new Error('SortedHandles: the key of a spent text is hashed off the main thread (keyOffThread)');
    return (this.hash ??= createHash('sha256').update(this.bytes).digest('hex'));
  }

  /**
   * The key, hashed on libuv's thread pool (WebCrypto's digest), so that the shoot hashes its
   * entrant list on the main thread meanwhile (issue #40: at a million members each hash is
   * several milliseconds). The same key as `key`.
   */
  keyOffThread(): Promise<string> {
    if (this.hash !== undefined) return Promise.resolve(this.hash);
    return (this.hashing ??= subtle.digest('SHA-256', this.bytes).then((digest) => (this.hash = Buffer.from(digest).toString('hex'))));
  }

  /**
   * The handles after a change: `removed` (each one of the lines) taken out, `added` (none of them)
   * put in their places; all in lower case. Undefined when the change does not fit (an added
   * handle not ASCII or holding a line feed, one already here, a removed one not here) or is large
   * enough that sorting again is cheaper: the caller then sorts the whole text.
   */
  with(change: { added: readonly string[]; removed: readonly string[] }): SortedHandles | undefined {
    if (!this.mendable || this.spent) return undefined;
    // Each change costs a binary search and its share of a sort: past a sixteenth, sorting again is cheaper.
    if ((change.added.length + change.removed.length) * 16 > this.size + 256) return undefined;
    // Each edit at the start of a line (in bytes), or at the end (this.end).
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

    const pieces: Buffer[] = [];
    let bytes = 0;
    const put = (piece: Buffer) => {
      if (pieces.length > 0) {
        pieces.push(NEWLINE);
        bytes += 1;
      }
      pieces.push(piece);
      bytes += piece.length;
    };
    // The lines from one line's start to another's (or the end), without the line feed after them.
    const copy = (from: number, to: number) => {
      if (to > from) put(this.bytes.subarray(from, to - 1));
    };
    let cursor = 0;
    for (const edit of edits) {
      copy(cursor, edit.at);
      cursor = Math.max(cursor, edit.at);
      if (edit.line) put(edit.line);
      else cursor = this.lineEnd(edit.at) + 1;
    }
    copy(cursor, this.end);
    const size = this.size + edits.reduce((sum, edit) => sum + (edit.line ? 1 : -1), 0);
    // Into the spare buffer when it has the room (a sixteenth more is made when it has not).
    const buffer = this.spare && this.spare.length >= bytes ? this.spare : Buffer.allocUnsafe(bytes + (bytes >> 4));
    let written = 0;
    for (const piece of pieces) written += piece.copy(buffer, written);
    // This text's key is hashed (the bytes copied for the thread pool) before its buffer is given on.
    if (this.hash === undefined) this.keyOffThread().catch(() => undefined);
    this.spent = true;
    return new SortedHandles(buffer.subarray(0, written), size, true, buffer, this.buffer);
  }

  /** Where the lines end: past the last line feed that would follow the last line (0 when there is none). */
  private get end(): number {
    return this.size === 0 ? 0 : this.bytes.length + 1;
  }

  /** The line feed after the line starting at `start`, or the text's length after the last line. */
  private lineEnd(start: number): number {
    const at = this.bytes.indexOf(10, start);
    return at === -1 ? this.bytes.length : at;
  }

  /**
   * The start of the first line not before `line` (by byte); `end` when none. A binary search over
   * bytes: the line holding the middle byte starts after the line feed before it.
   */
  private place(line: Buffer): number {
    let low = 0;
    let high = this.end;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const start = middle === 0 ? 0 : this.bytes.lastIndexOf(10, middle - 1) + 1;
      const stop = this.lineEnd(start);
      if (this.bytes.compare(line, 0, line.length, start, stop) < 0) low = stop + 1;
      else high = start;
    }
    return low;
  }

  private holds(at: number, line: Buffer): boolean {
    return at < this.end && this.bytes.compare(line, 0, line.length, at, this.lineEnd(at)) === 0;
  }
}

const NEWLINE = Buffer.from('\n');

/** Whether every character of `text` is ASCII: the handles the members key's text and the shoot's set can be mended for (issue #40). */
function isAscii(text: string): boolean {
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
  if (selectionText === '') return SortedHandles.of(Buffer.alloc(0), 0, true);
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
  let written = 0;
  let distinct = 0;
  let previous = -1;
  for (let k = 0; k < lines; k += 1) {
    const i = order[k]!;
    if (previous !== -1 && sameLine(bytes, starts[previous]!, lengths[previous]!, starts[i]!, lengths[i]!)) continue;
    if (previous !== -1) out[written++] = 10;
    distinct += 1;
    for (let at = starts[i]!, end = at + lengths[i]!; at < end; at += 1) out[written++] = bytes[at]!;
    previous = i;
  }
  return SortedHandles.of(out.subarray(0, written), distinct, isAscii(selectionText));
}

function sameLine(bytes: Buffer, a: number, aLength: number, b: number, bLength: number): boolean {
  if (aLength !== bLength) return false;
  for (let i = 0; i < aLength; i += 1) if (bytes[a + i] !== bytes[b + i]) return false;
  return true;
}

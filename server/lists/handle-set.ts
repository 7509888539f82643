/**
 * The distinct handles of a joined string ("alice\nBob\nALICE", one per line), compared without regard
 * to ASCII case, the way X and our unique index compare them (handles are [A-Za-z0-9_], so ASCII
 * folding is exact).
 *
 * Built for the shoot over 100,000 members: it walks the string once into an open-addressing table
 * of offsets and never allocates a string per member; only the handles finally drawn are sliced
 * out. A Map keyed by toLowerCase() does the same job several times slower (docs/decisions/009).
 */
export class HandleSet {
  /** Start and end offsets (in `joined`) of each distinct handle, first spelling kept, in order. */
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private removed: Uint8Array;
  private readonly table: Int32Array;
  private readonly mask: number;
  private remaining: number;
  /** Handles dropped as another spelling of one seen before. */
  private readonly duplicates: number;
  /**
   * What callers derive from the whole set (its text, its fingerprint), shared by every fresh()
   * copy: a cached selection computes them once.
   */
  readonly memo: {
    text?: string;
    fingerprint?: string;
    membersKey?: string;
    /** The same selection's text and fingerprint before its last change, until a shoot stores this one as a change to it (issue #40). */
    before?: { text: string; fingerprint: string; count: number } | undefined;
  } = {};

  /**
   * @param entries how many handles `joined` holds, when the caller knows it (SQL counts them
   *   for free), which saves a pass over the string; counted here otherwise.
   */
  constructor(
    private readonly joined: string,
    entries?: number,
    private readonly separator = '\n',
  ) {
    const sep = separator.charCodeAt(0);
    if (entries === undefined) {
      entries = joined.length === 0 ? 0 : 1;
      for (let i = 0; i < joined.length; i += 1) if (joined.charCodeAt(i) === sep) entries += 1;
    }

    let capacity = 16;
    while (capacity < entries * 2) capacity *= 2;
    this.mask = capacity - 1;
    this.table = new Int32Array(capacity).fill(-1);
    this.starts = new Int32Array(entries);
    this.ends = new Int32Array(entries);

    let count = 0;
    let start = 0;
    let hash = FNV_OFFSET;
    for (let i = 0; i <= joined.length && entries > 0; i += 1) {
      const code = i === joined.length ? sep : joined.charCodeAt(i);
      if (code !== sep) {
        hash = Math.imul(hash ^ fold(code), FNV_PRIME);
        continue;
      }
      if (i > start) {
        if (count === entries) throw new Error(`HandleSet: more than the ${entries} handles announced`);
        const slot = this.find(hash, start, i);
        if (this.table[slot] === -1) {
          this.table[slot] = count;
          this.starts[count] = start;
          this.ends[count] = i;
          count += 1;
        }
      }
      start = i + 1;
      hash = FNV_OFFSET;
    }
    this.starts = this.starts.subarray(0, count);
    this.ends = this.ends.subarray(0, count);
    this.removed = new Uint8Array(count);
    this.remaining = count;
    this.duplicates = entries - count;
  }

  /** A copy sharing the (read-only) index, with nothing left out: one cached set serves many shoots. */
  fresh(): HandleSet {
    const copy = Object.create(HandleSet.prototype) as HandleSet;
    return Object.assign(copy, this, { removed: new Uint8Array(this.starts.length), remaining: this.starts.length });
  }

  /** How many distinct handles are left. */
  get size(): number {
    return this.remaining;
  }

  /** Leaves a handle out (any spelling); true when it was there. */
  delete(handle: string): boolean {
    let hash = FNV_OFFSET;
    for (let i = 0; i < handle.length; i += 1) hash = Math.imul(hash ^ fold(handle.charCodeAt(i)), FNV_PRIME);
    const index = this.table[this.findIn(hash, handle, 0, handle.length)]!;
    if (index === -1 || this.removed[index]) return false;
    this.removed[index] = 1;
    this.remaining -= 1;
    return true;
  }

  /**
   * The handles left, in order (first spelling), joined by a line feed: a draw's entrant list.
   * Runs of handles that sit side by side in the joined string are copied as one slice, so a set
   * with few duplicates and few left out costs a few slices, not one per handle.
   */
  text(): string {
    const whole = this.remaining === this.starts.length;
    if (whole && this.memo.text !== undefined) return this.memo.text;
    let text: string;
    if (whole && this.duplicates === 0 && this.separator === '\n') text = this.joined;
    else {
      const parts: string[] = [];
      let runStart = -1;
      let runEnd = -1;
      for (let i = 0; i < this.starts.length; i += 1) {
        if (this.removed[i]) continue;
        const start = this.starts[i]!;
        if (runStart !== -1 && start === runEnd + 1 && this.separator === '\n') runEnd = this.ends[i]!;
        else {
          if (runStart !== -1) parts.push(this.joined.slice(runStart, runEnd));
          runStart = start;
          runEnd = this.ends[i]!;
        }
      }
      if (runStart !== -1) parts.push(this.joined.slice(runStart, runEnd));
      text = parts.join('\n');
    }
    if (whole) this.memo.text = text;
    return text;
  }

  /**
   * The places (in the whole set's text) of the handles left out by delete, in order: what a skip
   * or rotation draw stores beside its selection's list (issue #33). Empty when none was.
   */
  leftOutPositions(): number[] {
    const out: number[] = [];
    if (this.remaining === this.starts.length) return out;
    for (let i = 0; i < this.starts.length; i += 1) if (this.removed[i]) out.push(i);
    return out;
  }

  /** The positions (0..size-1 over what is left) resolved to handles, in the order given. */
  pick(positions: readonly number[]): string[] {
    const left: number[] = [];
    if (this.remaining === this.starts.length) left.push(...positions);
    else {
      const order = new Int32Array(this.remaining);
      for (let i = 0, k = 0; i < this.starts.length; i += 1) if (!this.removed[i]) order[k++] = i;
      for (const position of positions) left.push(order[position]!);
    }
    return left.map((index) => this.joined.slice(this.starts[index], this.ends[index]));
  }

  private find(hash: number, start: number, end: number): number {
    return this.findIn(hash, this.joined, start, end);
  }

  /** The slot holding `text[start, end)` (case-folded), or the empty slot where it would go. */
  private findIn(hash: number, text: string, start: number, end: number): number {
    let slot = hash & this.mask;
    for (;;) {
      const index = this.table[slot]!;
      if (index === -1 || this.sameHandle(index, text, start, end)) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  private sameHandle(index: number, text: string, start: number, end: number): boolean {
    const from = this.starts[index]!;
    const length = this.ends[index]! - from;
    if (length !== end - start) return false;
    for (let i = 0; i < length; i += 1) {
      if (fold(this.joined.charCodeAt(from + i)) !== fold(text.charCodeAt(start + i))) return false;
    }
    return true;
  }
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** ASCII lower case ('A'..'Z' → 'a'..'z'), anything else as it is. */
function fold(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

import { isAscii, type SortedHandles } from '../draws/members-key';

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
  /** Where each distinct handle starts in `joined` (first spelling kept, in order) and how long it is (LONG: look for its end). */
  private readonly starts: Int32Array;
  private readonly lengths: Uint8Array;
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
    /** The members key's text (issue #40): kept with a cached selection, so the set after a change mends it rather than sorting again. */
    sorted?: SortedHandles | undefined;
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
    this.lengths = new Uint8Array(entries);

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
          this.lengths[count] = Math.min(i - start, LONG);
          count += 1;
        }
      }
      start = i + 1;
      hash = FNV_OFFSET;
    }
    this.starts = this.starts.subarray(0, count);
    this.lengths = this.lengths.subarray(0, count);
    this.removed = new Uint8Array(count);
    this.remaining = count;
    this.duplicates = entries - count;
  }

  /**
   * The set of `joined`, worked out from `previous` (the set of the text before a change) where the
   * two texts differ only in one region (issue #40: one list of a thousand changed): characters
   * [0, from) are the same in both, and so are `previous`'s from `previousTo` and `joined`'s from
   * `to` to their ends; no handle spans `from`, `previousTo` or `to` (each is at a line's start, at
   * a line feed or at an end). Only the region is read, and the handles of the rest that another spelling in it makes
   * or stops making first (a handle dropped from the region is looked for after it when the text
   * before held repeats). The index is copied and mended, not built again: at a million handles a
   * few milliseconds instead of a few hundred. Gives what entered and left the set (in lower case),
   * for the members key; undefined when the index would be too full (build it whole then).
   * `entries` is how many handles `joined` holds, repeats included.
   */
  static after(previous: HandleSet, joined: string, entries: number, from: number, previousTo: number, to: number): { handles: HandleSet; change: HandleSetChange } | undefined {
    if (previous.separator !== '\n') return undefined;
    const sep = 10;
    const old = previous;
    const n = old.starts.length;
    const p = firstAtOrAfter(old.starts, from);
    const q = firstAtOrAfter(old.starts, previousTo);
    const shift = to - previousTo;
    const change: HandleSetChange = { added: [], removed: [] };

    // The region's handles, first spelling first, without those the text before it holds.
    const region: { start: number; end: number; hash: number }[] = [];
    const inRegion = new Set<string>();
    const movedFromRest = new Uint8Array(n - q);
    let movedCount = 0;
    const keptFromRegion = new Uint8Array(q - p);
    for (let start = from, i = from; i <= to; i += 1) {
      const code = i < to ? joined.charCodeAt(i) : sep;
      // ASCII only (every handle): there lower case is the index's folding, and the members key's.
      if (code > 0x7f) return undefined;
      if (code !== sep) continue;
      if (i > start) {
        const hash = hashOf(joined, start, i);
        const index = old.table[old.findIn(hash, joined, start, i)]!;
        const folded = index !== -1 && index < p ? '' : joined.slice(start, i).toLowerCase();
        if (folded !== '' && !inRegion.has(folded)) {
          inRegion.add(folded);
          region.push({ start, end: i, hash });
          if (index === -1) change.added.push(folded);
          else if (index >= q) {
            movedFromRest[index - q] = 1;
            movedCount += 1;
          } else keptFromRegion[index - p] = 1;
        }
      }
      start = i + 1;
    }

    // Handles the region held before and holds no more: first in the rest now, if the rest holds them.
    const found: { start: number; end: number; hash: number; index: number }[] = [];
    const wanted = new Map<number, string[]>();
    for (let index = p; index < q; index += 1) {
      if (keptFromRegion[index - p]) continue;
      const spelled = old.joined.slice(old.starts[index], old.end(index));
      if (!isAscii(spelled)) return undefined;
      const folded = spelled.toLowerCase();
      if (old.duplicates === 0) change.removed.push(folded);
      else {
        const hash = hashOf(folded, 0, folded.length);
        const same = wanted.get(hash);
        if (same) same.push(folded);
        else wanted.set(hash, [folded]);
      }
    }
    if (wanted.size > 0) {
      let left = [...wanted.values()].reduce((sum, list) => sum + list.length, 0);
      for (let start = to, i = to; i <= joined.length && left > 0; i += 1) {
        if (i < joined.length && joined.charCodeAt(i) !== sep) continue;
        if (i > start) {
          const hash = hashOf(joined, start, i);
          const candidates = wanted.get(hash);
          const folded = candidates ? joined.slice(start, i).toLowerCase() : '';
          const at = candidates ? candidates.indexOf(folded) : -1;
          if (at !== -1) {
            candidates!.splice(at, 1);
            left -= 1;
            found.push({ start, end: i, hash, index: -1 });
          }
        }
        start = i + 1;
      }
      for (const list of wanted.values()) change.removed.push(...list);
    }

    const count = p + region.length + (n - q - movedCount) + found.length;
    // An index too full to probe quickly, or so empty that it wastes memory (many left): built whole, to size.
    if (count * 2 > old.mask + 1 || count * 8 < old.mask + 1) return undefined;
    const starts = new Int32Array(count);
    const lengths = new Uint8Array(count);
    starts.set(old.starts.subarray(0, p));
    lengths.set(old.lengths.subarray(0, p));
    let k = p;
    for (const handle of region) {
      starts[k] = handle.start;
      lengths[k] = Math.min(handle.end - handle.start, LONG);
      k += 1;
    }
    // The rest: its handles before, shifted, merged in order with those that are first in it now.
    const plainShift = movedCount === 0 && found.length === 0;
    const renumbered = plainShift ? undefined : new Int32Array(n - q);
    if (!renumbered) {
      // Nothing moved into or out of the rest: its handles, shifted (the common case, and a million of them).
      copyShifted(starts, k, old.starts, q, n, shift);
      lengths.set(old.lengths.subarray(q, n), k);
      k += n - q;
    } else {
      for (let index = q, f = 0; index <= n; index += 1) {
        const start = index < n ? old.starts[index]! + shift : joined.length + 1;
        while (f < found.length && found[f]!.start < start) {
          starts[k] = found[f]!.start;
          lengths[k] = Math.min(found[f]!.end - found[f]!.start, LONG);
          found[f]!.index = k;
          k += 1;
          f += 1;
        }
        if (index === n) break;
        if (movedFromRest[index - q]) {
          renumbered[index - q] = -1;
          continue;
        }
        renumbered[index - q] = k;
        starts[k] = start;
        lengths[k] = old.lengths[index]!;
        k += 1;
      }
    }

    // The index: the region's handles before and those moved out of the rest taken out (in the
    // numbering before), the rest renumbered, the new ones put in.
    const table = old.table.slice();
    const out = (index: number) => removeFromIndex(table, old.mask, old.joined, old.starts, (at) => old.end(at), index);
    for (let index = p; index < q; index += 1) out(index);
    for (let index = q; index < n; index += 1) if (movedFromRest[index - q]) out(index);
    const offset = p + region.length - q;
    if (!renumbered) addFrom(table, q, offset);
    else {
      for (let slot = 0; slot < table.length; slot += 1) {
        const index = table[slot]!;
        if (index >= q) table[slot] = renumbered[index - q]!;
      }
    }
    const mask = old.mask;
    const put = (hash: number, index: number) => {
      let slot = hash & mask;
      while (table[slot] !== -1) slot = (slot + 1) & mask;
      table[slot] = index;
    };
    region.forEach((handle, i) => put(handle.hash, p + i));
    for (const handle of found) put(handle.hash, handle.index);

    const handles = Object.create(HandleSet.prototype) as HandleSet;
    Object.assign(handles, {
      joined,
      separator: '\n',
      starts,
      lengths,
      removed: new Uint8Array(count),
      table,
      mask,
      remaining: count,
      duplicates: entries - count,
      memo: {},
    });
    return { handles, change };
  }

  /**
   * HandleSet.after for a selection of lists, each list's usernames joined by line feeds and the
   * non-empty lists joined so in turn (as the shoot reads them): `before` are the lists of
   * `previous`'s text, `after` the same lists now, a changed one with its `names`, the others
   * taken from the text before. Undefined when no list changed, when the changed lists hold more
   * than `most` of the text (building it whole costs about the same), when the lists do not add up
   * to the texts, or when HandleSet.after gives nothing.
   */
  static afterLists(previous: HandleSet, before: readonly ListText[], after: readonly ListText[], most = 1 / 4): { handles: HandleSet; change: HandleSetChange } | undefined {
    const first = after.findIndex((list) => list.names !== undefined);
    if (first === -1 || before.length !== after.length) return undefined;
    const last = after.findLastIndex((list) => list.names !== undefined);
    const joinedLength = (lists: readonly ListText[]) => {
      const nonEmpty = lists.filter((list) => list.length > 0);
      return nonEmpty.reduce((sum, list) => sum + list.length, 0) + Math.max(0, nonEmpty.length - 1);
    };
    const head = joinedLength(before.slice(0, first));
    const tail = joinedLength(before.slice(last + 1));
    const old = previous.joined;
    // Lists that do not add up to the text before are not its lists: build it whole (always right).
    if (joinedLength(before) !== old.length) return undefined;
    // The changed lists and those between them, now: the unchanged ones read off the text before.
    const middle: string[] = [];
    let at = head === 0 ? 0 : head + 1;
    for (let i = first; i <= last; i += 1) {
      const list = after[i]!;
      if (list.names !== undefined) {
        if (list.names.length !== list.length) return undefined;
        if (list.length > 0) middle.push(list.names);
      } else if (list.length > 0) middle.push(old.slice(at, at + list.length));
      if (before[i]!.length > 0) at += before[i]!.length + 1;
    }
    // The region before or after, whichever is longer: emptying a large list is no small change.
    const changed = Math.max(middle.reduce((sum, names) => sum + names.length, 0), old.length - tail - head);
    if (changed > old.length * most) return undefined;
    const joined = [old.slice(0, head), ...middle, old.slice(old.length - tail)].filter((text) => text.length > 0).join('\n');
    const entries = after.reduce((sum, list) => sum + list.entries, 0);
    return HandleSet.after(previous, joined, entries, head, old.length - tail, joined.length - tail);
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
    const index = this.table[this.findIn(hashOf(handle, 0, handle.length), handle, 0, handle.length)]!;
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
        if (runStart !== -1 && start === runEnd + 1 && this.separator === '\n') runEnd = this.end(i);
        else {
          if (runStart !== -1) parts.push(this.joined.slice(runStart, runEnd));
          runStart = start;
          runEnd = this.end(i);
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
    return left.map((index) => this.joined.slice(this.starts[index], this.end(index)));
  }

  /** Where handle `index` ends in `joined`: from its length, or (a handle of LONG or more characters) at the separator after it. */
  private end(index: number): number {
    const length = this.lengths[index]!;
    if (length < LONG) return this.starts[index]! + length;
    const at = this.joined.indexOf(this.separator, this.starts[index]! + LONG);
    return at === -1 ? this.joined.length : at;
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
    const length = this.end(index) - from;
    if (length !== end - start) return false;
    for (let i = 0; i < length; i += 1) {
      if (fold(this.joined.charCodeAt(from + i)) !== fold(text.charCodeAt(start + i))) return false;
    }
    return true;
  }
}

/** One list of a selection: the length of its usernames joined by line feeds, how many, and (when changed) the text. */
export type ListText = { length: number; entries: number; names?: string };

/** What entered and left a set's handles (in lower case) in HandleSet.after. */
export type HandleSetChange = { added: string[]; removed: string[] };

/** The index's hash of `text[start, end)`, case-folded. */
function hashOf(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ fold(text.charCodeAt(i)), FNV_PRIME);
  return hash;
}

/** Adds `offset` to every value of `values` from `least` up (hot loops kept small, for the optimising compiler). */
function addFrom(values: Int32Array, least: number, offset: number): void {
  // Without a branch: empty slots (-1) and the kept handles are scattered at random, so a branch mispredicts half the time.
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    values[i] = value + (offset & ((least - 1 - value) >> 31));
  }
}

/** `from[start, end)` plus `shift`, written into `to` from `at`. */
function copyShifted(to: Int32Array, at: number, from: Int32Array, start: number, end: number, shift: number): void {
  to.set(from.subarray(start, end), at);
  if (shift !== 0) for (let i = at, last = at + end - start; i < last; i += 1) to[i] = to[i]! + shift;
}

/** Takes handle `index` out of `table` (linear probing: the entries after it in its run move back). */
function removeFromIndex(table: Int32Array, mask: number, joined: string, starts: Int32Array, endOf: (index: number) => number, index: number): void {
  let slot = hashOf(joined, starts[index]!, endOf(index)) & mask;
  while (table[slot] !== index) slot = (slot + 1) & mask;
  let hole = slot;
  for (let next = (hole + 1) & mask; table[next] !== -1; next = (next + 1) & mask) {
    const at = table[next]!;
    const home = hashOf(joined, starts[at]!, endOf(at)) & mask;
    // Moves back unless its home lies (cyclically) after the hole and at or before where it is.
    if (hole <= next ? home <= hole || home > next : home <= hole && home > next) {
      table[hole] = at;
      hole = next;
    }
  }
  table[hole] = -1;
}


/** The first place in `sorted` (ascending) holding `value` or more; its length when none. */
function firstAtOrAfter(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A handle's length as kept (a byte each: a handle is at most 15 characters), this one meaning
 * "this many or more: look for the separator". A quarter of the memory of an end offset, and
 * nothing to shift when the text before a handle changes (issue #40).
 */
const LONG = 255;

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** ASCII lower case ('A'..'Z' → 'a'..'z'), anything else as it is. */
function fold(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

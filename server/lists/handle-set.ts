import { FNV_OFFSET, FNV_PRIME } from '../crypto/fnv';
import type { SortedHandles } from '../draws/members-key';

/**
 * The distinct handles of a selection's lists, each list's usernames one per line ("alice\nBob"),
 * compared without regard to ASCII case, the way X and our unique index compare them (handles are
 * [A-Za-z0-9_], so ASCII folding is exact). A handle in two lists counts once, in its first list
 * and first spelling; the set's order is the lists' order, then each list's.
 *
 * Built for the shoot over a million members: each list is a piece (its text as read, where each
 * handle starts, its length and hash), and one open-addressing table indexes every distinct
 * handle by its piece and place. No string is made per member, and the lists' texts are never
 * joined: after a change to some lists (HandleSet.afterLists, issue #40) only their pieces are read
 * again and their handles taken out of and put into the table, which the set after the change takes
 * over (the set before keeps what they overwrote: Slots); nothing is copied or renumbered.
 * A Map keyed by toLowerCase() does the same job several times slower (docs/decisions/009, 044, 047).
 */
export class HandleSet {
  // Set by build or afterLists (through fromFields or the constructor).
  private readonly pieces!: readonly Piece[];
  /** Where each piece's distinct handles start in the set's order, then the set's size (pieces + 1 values). */
  private readonly bases!: Int32Array;
  /** A table value is a handle's piece, shifted left this many bits, and its place in the piece. */
  private readonly shift!: number;
  /** The index (shared by fresh() copies). */
  private readonly slots!: Slots;
  private readonly mask!: number;
  /** Which of the set's handles (by their place in its order) delete left out; none until one is (a shoot that leaves nobody out allocates nothing). */
  private removed: Uint8Array | undefined;
  private remaining!: number;
  /** Handles dropped as another spelling of one seen before. */
  private readonly duplicates!: number;
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
    /** The same selection before its last change (its lists as pieces) and its fingerprint, until a shoot stores this one as a change to it (issue #40). */
    before?: EarlierSelection | undefined;
  } = {};

  /**
   * The set of one text, handles one per line.
   * @param entries how many lines `joined` holds, when the caller knows it (SQL counts them for
   *   free), which saves a pass over the string; counted here otherwise.
   */
  constructor(joined: string, entries?: number) {
    const { table, ...fields } = build([parsePiece(joined, entries)]);
    Object.assign(this, fields, { slots: new Slots(table), removed: undefined, remaining: fields.bases[fields.pieces.length]! });
  }

  /** The set of a selection's lists, in order: each list's usernames one per line, and how many (an empty list: ''). */
  static ofLists(lists: readonly { names: string; entries: number }[]): HandleSet {
    return fromFields(build(lists.map((list) => parsePiece(list.names, list.entries))));
  }

  /**
   * The set of a selection after a change to some of its lists (issue #40), worked out from
   * `previous` (the set of the same lists before, built by ofLists or worked out so): `before` are
   * its lists as it holds them, `after` the same lists now, a changed one with its `names`. Only
   * the changed lists are read: their handles before are taken out of a copy of the index, their
   * handles now put in; a handle a changed list held first and holds no more is looked for in the
   * other lists (when the set held repeats), one another list held first and a changed list before
   * it holds now is first there now. Gives what entered and left the set (in lower case), for the
   * members key. Undefined (build it whole) when no list changed, when the changed lists hold more
   * than `most` of the text (building it whole costs about the same), when the lists are not the
   * set's, when a changed list holds a character outside ASCII (where lower case is not the
   * index's folding), when a list outgrows the places the index gives it, or when the index would
   * be more than half full or less than an eighth.
   */
  static afterLists(previous: HandleSet, before: readonly ListText[], after: readonly ListText[], most = 1 / 4): { handles: HandleSet; change: HandleSetChange } | undefined {
    const old = previous.pieces;
    if (before.length !== old.length || after.length !== old.length) return undefined;
    if (before.some((list, i) => list.length !== old[i]!.text.length)) return undefined;
    const changed = after.flatMap((list, i) => (list.names === undefined ? [] : [i]));
    if (changed.length === 0) return undefined;
    const size = old.reduce((sum, piece) => sum + piece.text.length, 0);
    const changedSize = changed.reduce((sum, i) => sum + Math.max(old[i]!.text.length, after[i]!.names!.length), 0);
    if (changedSize > size * most) return undefined;

    const { shift, mask } = previous;
    const places = 1 << shift;
    const pieces = old.slice();
    for (const i of changed) {
      const list = after[i]!;
      if (list.names!.length !== list.length || !old[i]!.ascii) return undefined;
      const piece = parsePiece(list.names!, list.entries);
      if (!piece.ascii || piece.starts.length > places) return undefined;
      pieces[i] = piece;
    }
    // An index more than half full would probe slowly (full, never end): built whole, to size. (Every
    // handle counted, repeats too, as the build sizes it: the set cannot hold more.)
    const entries = pieces.reduce((sum, piece) => sum + piece.starts.length, 0);
    if (entries * 2 > mask + 1) return undefined;

    // The index before the change: written in place below (each value overwritten kept in `undo`),
    // then handed on to the set after it; the set before reads its own values through `undo`.
    const table = previous.slots.view();
    const lookup = (within: readonly Piece[], hash: number, text: string, start: number, end: number) => findSlot(table, mask, within, shift, hash, text, start, end);
    const undo = new Map<number, number>();
    const write = (slot: number, value: number) => {
      if (!undo.has(slot)) undo.set(slot, table[slot]!);
      table[slot] = value;
    };

    // What entered the set: a changed list's handle now not in the set before (looked up before anything is written).
    const change: HandleSetChange = { added: [], removed: [] };
    const seen = new Set<string>();
    for (const i of changed) {
      const piece = pieces[i]!;
      for (let place = 0; place < piece.starts.length; place += 1) {
        const start = piece.starts[place]!;
        const end = endOf(piece, place);
        if (table[findSlot(table, mask, old, shift, piece.hashes[place]!, piece.text, start, end)] !== -1) continue;
        const folded = piece.text.slice(start, end).toLowerCase();
        if (!seen.has(folded)) {
          seen.add(folded);
          change.added.push(folded);
        }
      }
    }
    // Whatever happens below, the index is the set before's until it is handed on.
    const putBack = () => {
      for (const [slot, value] of undo) table[slot] = value;
    };
    try {
      // 1. The changed lists' handles that were first, out of the index (its values still those before).
      const gone: { piece: Piece; place: number }[] = [];
      for (const i of changed) {
        const piece = old[i]!;
        for (const place of firstsOf(piece)) {
          const id = (i << shift) | place;
          let slot = piece.hashes[place]! & mask;
          while (table[slot] !== id) slot = (slot + 1) & mask;
          removeAt(table, write, mask, old, shift, slot);
          gone.push({ piece, place });
        }
      }
      // From here every value in the index is an unchanged list's: the same in both.
      const regained = new Set<number>();
      // 2. A handle gone that another list holds as a repeat: first there now (in the first list holding it).
      if (previous.duplicates > 0 && gone.length > 0) {
        const wanted = new Map<number, { piece: Piece; place: number }[]>();
        for (const handle of gone) {
          const hash = handle.piece.hashes[handle.place]!;
          const same = wanted.get(hash);
          if (same) same.push(handle);
          else wanted.set(hash, [handle]);
        }
        const isChanged = new Uint8Array(old.length);
        for (const i of changed) isChanged[i] = 1;
        for (let i = 0; i < pieces.length && wanted.size > 0; i += 1) {
          if (isChanged[i]) continue;
          const piece = pieces[i]!;
          for (let place = 0; place < piece.starts.length; place += 1) {
            const hash = piece.hashes[place]!;
            const candidates = wanted.get(hash);
            if (!candidates) continue;
            const start = piece.starts[place]!;
            const end = endOf(piece, place);
            const at = candidates.findIndex((handle) => sameText(handle.piece, handle.place, piece.text, start, end));
            if (at === -1) continue;
            const slot = lookup(pieces, hash, piece.text, start, end);
            if (table[slot] === -1) {
              write(slot, (i << shift) | place);
              regained.add(i);
            }
            candidates.splice(at, 1);
            if (candidates.length === 0) wanted.delete(hash);
          }
        }
      }
      // 3. The changed lists' handles now, in the lists' order: first unless a list before holds them.
      const lost = new Set<number>();
      for (const i of changed) {
        const piece = pieces[i]!;
        for (let place = 0; place < piece.starts.length; place += 1) {
          const slot = lookup(pieces, piece.hashes[place]!, piece.text, piece.starts[place]!, endOf(piece, place));
          const holder = table[slot]!;
          if (holder === -1) write(slot, (i << shift) | place);
          else if (holder >>> shift > i) {
            lost.add(holder >>> shift);
            write(slot, (i << shift) | place);
          }
        }
      }

      // What left the set: a handle gone not in the set now.
      for (const { piece, place } of gone) {
        const start = piece.starts[place]!;
        const end = endOf(piece, place);
        if (table[lookup(pieces, piece.hashes[place]!, piece.text, start, end)] === -1) change.removed.push(piece.text.slice(start, end).toLowerCase());
      }

      // Which handles of each list touched are first now.
      for (const i of new Set([...changed, ...lost, ...regained])) {
        const piece = pieces[i]!;
        const firsts: number[] = [];
        for (let place = 0; place < piece.starts.length; place += 1) {
          if (table[lookup(pieces, piece.hashes[place]!, piece.text, piece.starts[place]!, endOf(piece, place))] === ((i << shift) | place)) firsts.push(place);
        }
        pieces[i] = withFirsts(piece, firsts);
      }

      const bases = basesOf(pieces);
      const count = bases[pieces.length]!;
      // An index so empty that it wastes memory (many left): built whole, to size (the index as it was).
      if (count * 8 < mask + 1) {
        putBack();
        return undefined;
      }
      const handles = fromFields({ pieces, bases, shift, table, mask, duplicates: entries - count });
      previous.slots.handOn(undo, handles.slots);
      return { handles, change };
    } catch (error) {
      putBack();
      throw error;
    }
  }

  /** A copy sharing the (read-only) index, with nothing left out: one cached set serves many shoots. */
  fresh(): HandleSet {
    const copy = Object.create(HandleSet.prototype) as HandleSet;
    return Object.assign(copy, this, { removed: undefined, remaining: this.count });
  }

  /** How many distinct handles the set holds, left out or not. */
  private get count(): number {
    return this.bases[this.pieces.length]!;
  }

  /** How many distinct handles are left. */
  get size(): number {
    return this.remaining;
  }

  /** Leaves a handle out (any spelling); true when it was there. */
  delete(handle: string): boolean {
    const table = this.slots.view();
    const id = table[findSlot(table, this.mask, this.pieces, this.shift, hashOf(handle, 0, handle.length), handle, 0, handle.length)]!;
    if (id === -1) return false;
    const i = id >>> this.shift;
    const index = this.bases[i]! + rankOf(this.pieces[i]!, id & ((1 << this.shift) - 1));
    const removed = (this.removed ??= new Uint8Array(this.count));
    if (removed[index]) return false;
    removed[index] = 1;
    this.remaining -= 1;
    return true;
  }

  /**
   * The handles left, in order (first spelling), joined by a line feed: a draw's entrant list.
   * A list whose handles are all left is taken as it is; others a handle at a time.
   */
  text(): string {
    const removed = this.removed;
    const whole = !removed || this.remaining === this.count;
    if (whole && this.memo.text !== undefined) return this.memo.text;
    const parts: string[] = [];
    this.pieces.forEach((piece, i) => {
      const base = this.bases[i]!;
      const count = this.bases[i + 1]! - base;
      if (count === 0) return;
      if (whole || !removed.subarray(base, base + count).includes(1)) parts.push(entrantsOf(piece));
      else {
        const places = firstsOf(piece);
        for (let r = 0; r < count; r += 1) if (!removed[base + r]) parts.push(piece.text.slice(piece.starts[places[r]!]!, endOf(piece, places[r]!)));
      }
    });
    const text = parts.join('\n');
    if (whole) this.memo.text = text;
    return text;
  }

  /** The whole set's text (the entrant list of a draw that leaves nobody out) in parts, in order, for a hash: never joined. */
  *textParts(): Generator<string> {
    if (this.memo.text !== undefined) {
      yield this.memo.text;
      return;
    }
    yield* partsOf(this.pieces);
  }

  /** The length of the whole set's text. */
  textLength(): number {
    if (this.memo.text !== undefined) return this.memo.text.length;
    let length = 0;
    for (const part of partsOf(this.pieces)) length += part.length;
    return length;
  }

  /** The whole set as it is now, for a shoot after the next change to store its list as a change to this one. */
  earlier(fingerprint: string): EarlierSelection {
    return { pieces: this.pieces, fingerprint, count: this.count };
  }

  /**
   * How many handles the list before a change that this set still holds (memo.before) holds in
   * lists of its own: what keeping it costs beside this set, which shares every unchanged list with it.
   */
  heldBefore(): number {
    const before = this.memo.before;
    if (!before) return 0;
    const shared = new Set(this.pieces);
    return before.pieces.reduce((sum, piece) => sum + (shared.has(piece) ? 0 : piece.starts.length), 0);
  }

  /**
   * The places (in the whole set's text) of the handles left out by delete, in order: what a skip
   * or rotation draw stores beside its selection's list (issue #33). Empty when none was.
   */
  leftOutPositions(): number[] {
    const out: number[] = [];
    const removed = this.removed;
    if (!removed || this.remaining === this.count) return out;
    for (let i = 0; i < removed.length; i += 1) if (removed[i]) out.push(i);
    return out;
  }

  /** The positions (0..size-1 over what is left) resolved to handles, in the order given. */
  pick(positions: readonly number[]): string[] {
    // (Never spread: a rotation's whole round is picked, and a million arguments overflow the stack.)
    let left: readonly number[] = positions;
    const removed = this.removed;
    if (removed && this.remaining !== this.count) {
      const order = new Int32Array(this.remaining);
      for (let i = 0, k = 0; i < removed.length; i += 1) if (!removed[i]) order[k++] = i;
      left = positions.map((position) => order[position]!);
    }
    return left.map((index) => {
      const i = lastAtOrBefore(this.bases, index);
      const piece = this.pieces[i]!;
      const place = piece.firsts ? piece.firsts[index - this.bases[i]!]! : index - this.bases[i]!;
      return piece.text.slice(piece.starts[place], endOf(piece, place));
    });
  }
}

/**
 * A set's index, shared by its fresh() copies. After a change (HandleSet.afterLists) the set worked
 * out writes its changes into the table and takes it over: copying 8 MB at a million members for
 * every change kept the collector busy (issue #40). The set before keeps, in `undo`, the values the
 * change overwrote; should it be read again (a shoot that began before the change and leaves some
 * out, or a second change worked out from it), it copies the newest table and puts its values back,
 * newest change first, and owns that copy from then on.
 */
class Slots {
  private undo: Map<number, number> | undefined;
  private next: Slots | undefined;

  constructor(private table: Int32Array | undefined) {}

  /** The table as this set holds it. */
  view(): Int32Array {
    if (this.table) return this.table;
    const undos: Map<number, number>[] = [this.undo!];
    let at = this.next!;
    while (!at.table) {
      undos.push(at.undo!);
      at = at.next!;
    }
    const table = at.table.slice();
    for (let k = undos.length - 1; k >= 0; k -= 1) for (const [slot, value] of undos[k]!) table[slot] = value;
    this.undo = undefined;
    this.next = undefined;
    return (this.table = table);
  }

  /** The table, written by a change (what it overwrote in `undo`), is `next`'s now. */
  handOn(undo: Map<number, number>, next: Slots): void {
    this.table = undefined;
    this.undo = undo;
    this.next = next;
  }
}

/** A selection before a change: what the change to its entrant list is worked out from (entrantsChangeOfParts). */
export type EarlierSelection = { pieces: readonly Piece[]; fingerprint: string; count: number };

/**
 * The entrant list of a set as parts, one per list and in the lists' order: each with whether a line
 * feed goes before it, and the list's handles that are first in the set. A list unchanged between two
 * sets gives the same string, so the change between their texts is worked out list by list.
 */
export function textPartsOf({ pieces }: EarlierSelection): { separated: boolean; text: string }[] {
  const parts: { separated: boolean; text: string }[] = [];
  let any = false;
  for (const piece of pieces) {
    const text = entrantsOf(piece);
    parts.push({ separated: any && text.length > 0, text });
    if (text.length > 0) any = true;
  }
  return parts;
}

/** One list of a selection: the length of its usernames joined by line feeds, how many, and (when changed) the text. */
export type ListText = { length: number; entries: number; names?: string };

/** What entered and left a set's handles (in lower case) in HandleSet.afterLists. */
export type HandleSetChange = { added: string[]; removed: string[] };

/** One list as the set holds it. Shared by the sets before and after a change that did not touch it. */
interface Piece {
  /** The list's usernames, one per line, as read. */
  readonly text: string;
  /** Where each handle (a line not empty) starts, its length (LONG: look for its end) and its hash. */
  readonly starts: Int32Array;
  readonly lengths: Uint8Array;
  readonly hashes: Int32Array;
  /** The places of the handles first in the set (no list before holds them, nor this one higher), ascending; null when all are. */
  readonly firsts: Int32Array | null;
  /** Whether the text holds nothing but its handles one per line (no empty line). */
  readonly plain: boolean;
  /** Whether every character is ASCII: where lower case is the index's folding. */
  readonly ascii: boolean;
  /** Its part of the set's entrant list, once asked for. */
  entrants?: string;
}

/** The fields of a set, as build and afterLists make them. */
type Fields = { pieces: readonly Piece[]; bases: Int32Array; shift: number; table: Int32Array; mask: number; duplicates: number };

function fromFields(fields: Fields): HandleSet {
  const handles = Object.create(HandleSet.prototype) as HandleSet;
  const { table, ...rest } = fields;
  return Object.assign(handles, rest, { slots: new Slots(table), removed: undefined, remaining: fields.bases[fields.pieces.length]!, memo: {} });
}

/** The set of `pieces` built whole: every handle looked up in a new index, in order. */
function build(parsed: Piece[]): Fields {
  let pieces = parsed;
  const entries = pieces.reduce((sum, piece) => sum + piece.starts.length, 0);
  const most = pieces.reduce((max, piece) => Math.max(max, piece.starts.length), 0);
  // Room for each list to grow by a quarter before the set must be built whole again.
  let shift = 4;
  while (1 << shift < most + (most >> 2) + 16) shift += 1;
  if (pieces.length > 2 ** (31 - shift)) {
    // Too many lists, one of them huge, for a 32-bit place: one piece (a change then builds it whole).
    const text = pieces.filter((piece) => piece.starts.length > 0).map((piece) => piece.text).join('\n');
    pieces = [parsePiece(text, entries)];
    shift = 4;
    while (1 << shift < entries + 16) shift += 1;
  }
  let capacity = 16;
  while (capacity < entries * 2) capacity *= 2;
  const mask = capacity - 1;
  const table = new Int32Array(capacity).fill(-1);
  let count = 0;
  pieces = pieces.map((piece, i) => {
    let firsts: number[] | null = null;
    for (let place = 0; place < piece.starts.length; place += 1) {
      const slot = findSlot(table, mask, pieces, shift, piece.hashes[place]!, piece.text, piece.starts[place]!, endOf(piece, place));
      if (table[slot] === -1) {
        table[slot] = (i << shift) | place;
        firsts?.push(place);
      } else firsts ??= Array.from({ length: place }, (_, at) => at);
    }
    count += firsts ? firsts.length : piece.starts.length;
    return firsts ? withFirsts(piece, firsts) : piece;
  });
  return { pieces, bases: basesOf(pieces), shift, table, mask, duplicates: entries - count };
}

/** A list's text read into a piece (every handle first, until the set says otherwise). */
function parsePiece(text: string, entries?: number): Piece {
  if (entries === undefined) {
    entries = text.length === 0 ? 0 : 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) entries += 1;
  }
  const starts = new Int32Array(entries);
  const lengths = new Uint8Array(entries);
  const hashes = new Int32Array(entries);
  let count = 0;
  let lines = 0;
  let start = 0;
  let hash = FNV_OFFSET;
  let high = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i === text.length ? 10 : text.charCodeAt(i);
    if (code !== 10) {
      high |= code;
      hash = Math.imul(hash ^ fold(code), FNV_PRIME);
      continue;
    }
    if (i > start) {
      if (count === entries) throw new Error(`HandleSet: more than the ${entries} handles announced`);
      starts[count] = start;
      lengths[count] = Math.min(i - start, LONG);
      hashes[count] = hash;
      count += 1;
    }
    // Every line counts, an empty one at the end too (after a last line feed): a list that holds one is not plain.
    if (i < text.length || text.length > 0) lines += 1;
    start = i + 1;
    hash = FNV_OFFSET;
  }
  return {
    text,
    starts: count === entries ? starts : starts.slice(0, count),
    lengths: count === entries ? lengths : lengths.slice(0, count),
    hashes: count === entries ? hashes : hashes.slice(0, count),
    firsts: null,
    plain: lines === count,
    ascii: high <= 0x7f,
  };
}

function withFirsts(piece: Piece, firsts: number[]): Piece {
  const all = firsts.length === piece.starts.length;
  return { text: piece.text, starts: piece.starts, lengths: piece.lengths, hashes: piece.hashes, firsts: all ? null : Int32Array.from(firsts), plain: piece.plain, ascii: piece.ascii };
}

/** The places of a piece's handles that are first in the set. */
function firstsOf(piece: Piece): ArrayLike<number> & Iterable<number> {
  return piece.firsts ?? Int32Array.from({ length: piece.starts.length }, (_, at) => at);
}

/** Where a place's handle comes in its piece's firsts (it is one of them). */
function rankOf(piece: Piece, place: number): number {
  if (!piece.firsts) return place;
  let low = 0;
  let high = piece.firsts.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (piece.firsts[middle]! < place) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A piece's part of the set's entrant list: its first handles, one per line. */
function entrantsOf(piece: Piece): string {
  if (piece.entrants !== undefined) return piece.entrants;
  if (!piece.firsts && piece.plain) return (piece.entrants = piece.text);
  const places = firstsOf(piece);
  const parts: string[] = [];
  for (let r = 0; r < places.length; r += 1) parts.push(piece.text.slice(piece.starts[places[r]!]!, endOf(piece, places[r]!)));
  return (piece.entrants = parts.join('\n'));
}

/** The set's entrant list as parts: each list's, with a line feed between those not empty. */
function* partsOf(pieces: readonly Piece[]): Generator<string> {
  let any = false;
  for (const piece of pieces) {
    const text = entrantsOf(piece);
    if (text.length === 0) continue;
    if (any) yield '\n';
    yield text;
    any = true;
  }
}

function basesOf(pieces: readonly Piece[]): Int32Array {
  const bases = new Int32Array(pieces.length + 1);
  pieces.forEach((piece, i) => (bases[i + 1] = bases[i]! + (piece.firsts ? piece.firsts.length : piece.starts.length)));
  return bases;
}

/** Where handle `place` of a piece ends: from its length, or (LONG or more characters) at the line feed after it. */
function endOf(piece: Piece, place: number): number {
  const length = piece.lengths[place]!;
  if (length < LONG) return piece.starts[place]! + length;
  const at = piece.text.indexOf('\n', piece.starts[place]! + LONG);
  return at === -1 ? piece.text.length : at;
}

/** The slot holding `text[start, end)` (case-folded, its hash `hash`), or the empty slot where it would go. */
function findSlot(table: Int32Array, mask: number, pieces: readonly Piece[], shift: number, hash: number, text: string, start: number, end: number): number {
  const places = (1 << shift) - 1;
  let slot = hash & mask;
  for (;;) {
    const id = table[slot]!;
    if (id === -1) return slot;
    const piece = pieces[id >>> shift]!;
    const place = id & places;
    if (piece.hashes[place] === hash && sameText(piece, place, text, start, end)) return slot;
    slot = (slot + 1) & mask;
  }
}

function sameText(piece: Piece, place: number, text: string, start: number, end: number): boolean {
  const from = piece.starts[place]!;
  const length = endOf(piece, place) - from;
  if (length !== end - start) return false;
  for (let i = 0; i < length; i += 1) {
    if (fold(piece.text.charCodeAt(from + i)) !== fold(text.charCodeAt(start + i))) return false;
  }
  return true;
}

/** Empties a slot (linear probing: the values after it in its run move back). */
function removeAt(table: Int32Array, write: (slot: number, value: number) => void, mask: number, pieces: readonly Piece[], shift: number, slot: number): void {
  const places = (1 << shift) - 1;
  let hole = slot;
  for (let next = (hole + 1) & mask; table[next] !== -1; next = (next + 1) & mask) {
    const id = table[next]!;
    const home = pieces[id >>> shift]!.hashes[id & places]! & mask;
    // Moves back unless its home lies (cyclically) after the hole and at or before where it is.
    if (hole <= next ? home <= hole || home > next : home <= hole && home > next) {
      write(hole, id);
      hole = next;
    }
  }
  write(hole, -1);
}

/** The index's hash of `text[start, end)`, case-folded. */
function hashOf(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ fold(text.charCodeAt(i)), FNV_PRIME);
  return hash;
}

/** The last place in `sorted` (ascending, from 0) holding `value` or less, among those followed by a larger one. */
function lastAtOrBefore(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (sorted[middle]! <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * A handle's length as kept (a byte each: a handle is at most 15 characters), this one meaning
 * "this many or more: look for the line feed". A quarter of the memory of an end offset.
 */
const LONG = 255;

/** ASCII lower case ('A'..'Z' → 'a'..'z'), anything else as it is. */
function fold(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

import { FNV_OFFSET, FNV_PRIME } from '../crypto/fnv';

/**
 * A selection's entrant list kept as a change to the list it had before (issue #40,
 * docs/decisions/042): after one member joins one list of a million-member selection, a shoot
 * stores a few hundred characters rather than the 9 MB list again.
 *
 * A change is a series of steps, by threes: copy the base's characters from the first number to
 * the second, then take as many characters of the change's own text as the third. Worked out in
 * two passes: the characters the lists share at their start and at their end (compared by chunks,
 * a string comparison in the engine); between them, when more than a little differs, the lines are
 * cut into chunks where a line's hash says so (content-defined, so a chunk after an edit is cut the
 * same way in both lists), and every chunk found in the base, character for character, is copied.
 * Each place that changed costs about one chunk (64 lines on average).
 */

/** The steps (copy from, copy to, take) and the text they take from. */
export type EntrantsChange = { steps: number[]; text: string };

/** Characters compared at once while looking for where two texts stop being the same. */
const COMPARE_CHUNK = 4096;
/** Below this many characters between the shared start and end, they are taken as they are. */
const CHUNK_BELOW = 8192;
/** A chunk ends after a line whose hash has these bits clear: 64 lines a chunk on average. */
const CHUNK_MASK = 63;

export function entrantsChange(before: string, after: string): EntrantsChange {
  const most = Math.min(before.length, after.length);
  let head = 0;
  while (head + COMPARE_CHUNK <= most && before.slice(head, head + COMPARE_CHUNK) === after.slice(head, head + COMPARE_CHUNK)) head += COMPARE_CHUNK;
  while (head < most && before.charCodeAt(head) === after.charCodeAt(head)) head += 1;
  const room = most - head;
  let tail = 0;
  while (tail + COMPARE_CHUNK <= room && before.slice(before.length - tail - COMPARE_CHUNK, before.length - tail) === after.slice(after.length - tail - COMPARE_CHUNK, after.length - tail)) {
    tail += COMPARE_CHUNK;
  }
  while (tail < room && before.charCodeAt(before.length - tail - 1) === after.charCodeAt(after.length - tail - 1)) tail += 1;
  // Never between the two halves of a character outside the BMP (handles are ASCII; a list is text).
  if (head > 0 && isHighSurrogate(after.charCodeAt(head - 1))) head -= 1;
  if (tail > 0 && isLowSurrogate(after.charCodeAt(after.length - tail))) tail -= 1;

  const change = new ChangeBuilder(after);
  change.copy(0, head);
  const beforeEnd = before.length - tail;
  const afterEnd = after.length - tail;
  if (afterEnd - head < CHUNK_BELOW || beforeEnd === head) change.take(head, afterEnd);
  else {
    const known = new Map<number, number[]>();
    const old = chunksOf(before, head, beforeEnd);
    for (let i = 0; i < old.hashes.length; i += 1) {
      const same = known.get(old.hashes[i]!);
      if (same) same.push(i);
      else known.set(old.hashes[i]!, [i]);
    }
    const fresh = chunksOf(after, head, afterEnd);
    for (let i = 0; i < fresh.hashes.length; i += 1) {
      const start = fresh.starts[i]!;
      const end = fresh.starts[i + 1]!;
      // A few chunks of one hash at most are compared: handles chosen to collide cost no more.
      const found = known.get(fresh.hashes[i]!)?.slice(0, SAME_HASH_TRIED).find((at) => old.starts[at + 1]! - old.starts[at]! === end - start && before.slice(old.starts[at]!, old.starts[at + 1]!) === after.slice(start, end));
      if (found === undefined) change.take(start, end);
      else change.copy(old.starts[found]!, old.starts[found + 1]!);
    }
  }
  change.copy(beforeEnd, before.length);
  return change.done();
}

/**
 * entrantsChange of two lists given as parts that line up (issue #40): each list's handles in a
 * selection, unchanged lists as the same string in both. A part the same in both is copied whole;
 * the others are compared as entrantsChange compares two lists. Neither list is joined: after a
 * change to one list of a million-member selection this reads that list and a thousand references.
 * Parts that do not line up (not as many) are joined and compared whole.
 */
export function entrantsChangeOfParts(before: readonly { separated: boolean; text: string }[], after: readonly { separated: boolean; text: string }[]): EntrantsChange {
  const whole = (parts: readonly { separated: boolean; text: string }[]) => parts.map((part) => (part.separated ? `\n${part.text}` : part.text)).join('');
  if (before.length !== after.length) return entrantsChange(whole(before), whole(after));
  const change = new ChangeBuilder('');
  let at = 0;
  for (let i = 0; i < before.length; i += 1) {
    const [was, now] = [before[i]!, after[i]!];
    const length = (was.separated ? 1 : 0) + was.text.length;
    if (was.separated === now.separated && was.text === now.text) change.copy(at, at + length);
    else {
      const part = entrantsChange(was.separated ? `\n${was.text}` : was.text, now.separated ? `\n${now.text}` : now.text);
      for (let step = 0, taken = 0; step < part.steps.length; step += 3) {
        change.copy(at + part.steps[step]!, at + part.steps[step + 1]!);
        change.takeText(part.text.slice(taken, (taken += part.steps[step + 2]!)));
      }
    }
    at += length;
  }
  return change.done();
}

/** A part of a list being rebuilt: characters `from` to `to` of `text`, which is the base (source 0) or change `source - 1`'s text. */
type Piece = { text: string; source: number; from: number; to: number };

/**
 * `changes` applied in turn to `base` (a list kept as a change to a list kept as a change…): the
 * list entrantsChange was last given as `after`. The
 * lists between are never written out: each change is applied to the pieces the one before made,
 * and only the last list is joined, so a chain of 32 changes to a 9 MB list copies it once, not 32
 * times. A change that does not fit the list it is applied to throws.
 */
export function applyEntrantsChanges(base: string, changes: readonly EntrantsChange[]): string {
  let pieces: Piece[] = [{ text: base, source: 0, from: 0, to: base.length }];
  for (const [index, change] of changes.entries()) {
    const starts = [0];
    for (const piece of pieces) starts.push(starts.at(-1)! + piece.to - piece.from);
    const length = starts.at(-1)!;
    const next: Piece[] = [];
    let taken = 0;
    if (change.steps.length % 3 !== 0) throw doesNotFit();
    for (let i = 0; i < change.steps.length; i += 3) {
      const [from, to, take] = [change.steps[i]!, change.steps[i + 1]!, change.steps[i + 2]!];
      if (from < 0 || to < from || to > length || take < 0 || taken + take > change.text.length) throw doesNotFit();
      // The piece holding `from`: the last that starts at or before it.
      let at = from;
      let low = 0;
      for (let high = pieces.length - 1; low < high; ) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle]! <= at) low = middle;
        else high = middle - 1;
      }
      for (let k = low; at < to; k += 1) {
        const piece = pieces[k]!;
        const end = Math.min(to, starts[k + 1]!);
        if (end > at) push(next, { ...piece, from: piece.from + at - starts[k]!, to: piece.from + end - starts[k]! });
        at = end;
      }
      if (take > 0) push(next, { text: change.text, source: index + 1, from: taken, to: taken + take });
      taken += take;
    }
    if (taken !== change.text.length) throw doesNotFit();
    pieces = next;
  }
  return pieces.map((piece) => piece.text.slice(piece.from, piece.to)).join('');
}

const doesNotFit = () => new Error('an entrant list change that does not fit its base');

/** Adds a piece, joined to the last when it goes on where that one ends: a chain of changes keeps few pieces. */
function push(pieces: Piece[], piece: Piece): void {
  const last = pieces.at(-1);
  if (last && last.source === piece.source && last.to === piece.from) last.to = piece.to;
  else pieces.push(piece);
}

/**
 * Where the chunks of `text[from, to)` start (and, last, `to`), and each chunk's hash: a chunk ends
 * after a line whose FNV-1a hash has CHUNK_MASK's bits clear.
 */
function chunksOf(text: string, from: number, to: number): { starts: number[]; hashes: number[] } {
  const starts = [from];
  const hashes: number[] = [];
  let line = FNV_OFFSET;
  let chunk = FNV_OFFSET;
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i);
    line = Math.imul(line ^ code, FNV_PRIME);
    if (code !== 10) continue;
    chunk = Math.imul(chunk ^ line, FNV_PRIME);
    if ((line & CHUNK_MASK) === 0) {
      starts.push(i + 1);
      hashes.push(chunk);
      chunk = FNV_OFFSET;
    }
    line = FNV_OFFSET;
  }
  if (starts.at(-1)! < to) {
    starts.push(to);
    hashes.push(Math.imul(chunk ^ line, FNV_PRIME));
  }
  return { starts, hashes };
}

/** The first half of a character outside the BMP: a place a text is never cut at. */
export const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Chunks of the list before with the same hash compared with one of the list after, at most. */
const SAME_HASH_TRIED = 8;

/** Copies and takes in order, neighbours joined, written as steps. */
class ChangeBuilder {
  private readonly steps: number[] = [];
  private readonly taken: string[] = [];
  private copyFrom = 0;
  private copyTo = 0;
  private take_ = 0;

  constructor(private readonly after: string) {}

  copy(from: number, to: number): void {
    if (to <= from) return;
    if (this.take_ === 0 && this.copyTo === from && this.copyTo > this.copyFrom) {
      this.copyTo = to;
      return;
    }
    this.flush();
    this.copyFrom = from;
    this.copyTo = to;
  }

  take(from: number, to: number): void {
    if (to <= from) return;
    this.taken.push(this.after.slice(from, to));
    this.take_ += to - from;
  }

  takeText(text: string): void {
    if (text.length === 0) return;
    this.taken.push(text);
    this.take_ += text.length;
  }

  done(): EntrantsChange {
    this.flush();
    return { steps: this.steps, text: this.taken.join('') };
  }

  private flush(): void {
    if (this.copyTo > this.copyFrom || this.take_ > 0) this.steps.push(this.copyFrom, this.copyTo, this.take_);
    this.copyFrom = 0;
    this.copyTo = 0;
    this.take_ = 0;
  }
}

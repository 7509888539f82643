/**
 * The published draw algorithm, version 1 (issue #20; specified in docs/draws.md, which is the
 * reference: this file follows it line by line). A draw's result depends only on a 32-byte seed
 * and the ordered entrant list, so anyone holding both can compute it again: the server draws
 * with node:crypto's HMAC, a certificate page verifies with @noble/hashes' — the same function.
 *
 * No zod and no Node import: the browser's Verify runs this file.
 */

import { isXHandle } from './x-handle.plain';

export const DRAW_ALGORITHM = 'rollcall-draw-v1';
/**
 * Version 2 (issue #37): the seed is not chosen by the server but derived from a drand round that
 * did not exist when the entrants were frozen; the sampling is v1's (docs/draws.md).
 */
export const DRAW_ALGORITHM_V2 = 'rollcall-draw-v2';
/** The seed's length in bytes (64 hexadecimal characters). */
export const DRAW_SEED_BYTES = 32;
/** How entrants are joined before hashing, and how a published list is read back. */
export const ENTRANT_SEPARATOR = '\n';

/** HMAC-SHA256(key, message): 32 bytes. */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

const DOMAIN = new TextEncoder().encode(DRAW_ALGORITHM);

/**
 * Uniform 32-bit words: block i (i = 0, 1, 2, …) is HMAC-SHA256(seed, "rollcall-draw-v1" ‖ i as 8
 * bytes big-endian); each block gives 8 words, read as big-endian unsigned 32-bit integers in order.
 */
export class DrawStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private counter = 0;

  constructor(
    private readonly seed: Uint8Array,
    private readonly hmac: HmacSha256,
  ) {
    if (seed.length !== DRAW_SEED_BYTES) throw new Error(`The seed must be ${String(DRAW_SEED_BYTES)} bytes`);
  }

  nextWord(): number {
    if (this.offset === this.block.length) {
      const message = new Uint8Array(DOMAIN.length + 8);
      message.set(DOMAIN, 0);
      new DataView(message.buffer).setBigUint64(DOMAIN.length, BigInt(this.counter), false);
      this.block = this.hmac(this.seed, message);
      this.counter += 1;
      this.offset = 0;
    }
    const word = new DataView(this.block.buffer, this.block.byteOffset + this.offset, 4).getUint32(0, false);
    this.offset += 4;
    return word;
  }

  /**
   * A uniform integer in [0, bound), by rejection: the smallest mask 2^b − 1 ≥ bound − 1 is applied
   * to each word until the result is below `bound` (never `word mod bound`, which favours small
   * values). A bound of 1 reads no word.
   */
  below(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new Error('bound out of range');
    if (bound === 1) return 0;
    let mask = 1;
    while (mask < bound - 1) mask = mask * 2 + 1;
    for (;;) {
      const candidate = (this.nextWord() & mask) >>> 0;
      if (candidate < bound) return candidate;
    }
  }
}

/**
 * `count` distinct positions of 0..size−1 in draw order: a partial Fisher–Yates shuffle of the
 * virtual array [0, 1, …, size−1] — for i from 0 to min(count, size)−1: j = i + below(size − i),
 * swap a[i] and a[j], the i-th winner is a[i].
 */
export function drawPositions(size: number, count: number, seed: Uint8Array, hmac: HmacSha256): number[] {
  const stream = new DrawStream(seed, hmac);
  const swapped = new Map<number, number>();
  const n = Math.min(count, size);
  const drawn: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const j = i + stream.below(size - i);
    drawn.push(swapped.get(j) ?? j);
    swapped.set(j, swapped.get(i) ?? i);
  }
  return drawn;
}

/** The winners of a draw: `count` of `entrants` (in their published order) for this seed. */
export function drawWinners(entrants: readonly string[], count: number, seed: Uint8Array, hmac: HmacSha256): string[] {
  return drawPositions(entrants.length, count, seed, hmac).map((position) => entrants[position]!);
}

/**
 * The entrants left for a redraw: the published list without anyone who won or was replaced
 * before (compared without regard to ASCII case, as X compares handles), order kept.
 */
export function redrawEntrants(entrants: readonly string[], excluded: readonly string[]): string[] {
  const out = new Set(excluded.map((handle) => handle.toLowerCase()));
  return entrants.filter((handle) => !out.has(handle.toLowerCase()));
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new Error('Not lowercase hexadecimal');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The entrant list as hashed and published: the handles joined by a line feed, no trailing one. */
export const entrantsText = (entrants: readonly string[]) => entrants.join(ENTRANT_SEPARATOR);
export const entrantsOf = (text: string) => (text === '' ? [] : text.split(ENTRANT_SEPARATOR));

/** The winners once the redraws are applied, each in the place of the one it replaced. */
export function currentWinners(winners: readonly string[], redraws: readonly { replaced: string; winner: string }[]): string[] {
  const current = [...winners];
  for (const redraw of redraws) {
    const index = current.indexOf(redraw.replaced);
    if (index !== -1) current[index] = redraw.winner;
  }
  return current;
}

/** SHA-256 of some bytes: 32 bytes. */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;
export type DrawCrypto = { hmac: HmacSha256; sha256: Sha256 };

export const utf8 = (text: string) => new TextEncoder().encode(text);

/** The entrant fingerprint: SHA-256 of the entrants joined by line feeds, in hexadecimal. */
export const entrantsFingerprint = (entrants: readonly string[], crypto: Pick<DrawCrypto, 'sha256'>) => toHex(crypto.sha256(utf8(entrantsText(entrants))));
/** An announced draw's commitment: SHA-256 of the seed's 32 bytes, in hexadecimal. */
export const seedCommitment = (seedHex: string, crypto: Pick<DrawCrypto, 'sha256'>) => toHex(crypto.sha256(fromHex(seedHex)));

/**
 * v2's seed: SHA-256("rollcall-draw-v2" ‖ the round's randomness (32 bytes) ‖ the entrant
 * fingerprint (32 bytes) ‖ the draw's id (UTF-8)). The fixed-length fields come first, so no two
 * inputs share an encoding; the id makes two draws on one round and one list differ.
 */
export function seedV2({ randomness, fingerprint, drawId }: { randomness: string; fingerprint: string; drawId: string }, crypto: Pick<DrawCrypto, 'sha256'>): Uint8Array {
  const domain = utf8(DRAW_ALGORITHM_V2);
  const [round, entrants, id] = [fromHex(randomness), fromHex(fingerprint), utf8(drawId)];
  if (round.length !== 32 || entrants.length !== 32) throw new Error('The randomness and the fingerprint are 32 bytes each');
  const message = new Uint8Array(domain.length + 64 + id.length);
  message.set(domain, 0);
  message.set(round, domain.length);
  message.set(entrants, domain.length + 32);
  message.set(id, domain.length + 64);
  return crypto.sha256(message);
}

/** What a certificate shows that its checks need. */
export type DrawToCheck = {
  algorithm: string;
  seed: string;
  count: number;
  entrants: readonly string[];
  fingerprint: string;
  winners: readonly string[];
  /** How many entrants the certificate says there were (what its page and link preview show). */
  entrantCount: number;
  /** An announced draw's commitment (null for a draw made at once). */
  commitment: string | null;
  /** An announced draw's time: such a draw must carry a commitment. */
  drawAt: string | null;
  /** Each 'Redraw one', in order: the winner replaced, the one drawn instead, with its own seed. */
  redraws: readonly { replaced: string; winner: string; seed: string }[];
  /** How many the certificate says were left out (skip, rotation). */
  leftOut?: number;
  /** The selection's fingerprint: the eligible entrants with the left-out put back (issue #33). */
  selectionFingerprint?: string;
  /** Who was left out, each at its place in the selection's list; null when the certificate does not list them (before issue #33). */
  leftOutEntrants?: readonly { at: number; handle: string }[] | null;
};

/** What a failed check of a certificate says of each part (the page's Verify, `npm run verify`). */
export const DRAW_CHECK_TEXTS: Record<Exclude<keyof DrawCheck, 'verified'>, string> = { entrants: 'the entrant list is not distinct X handles, as many as the certificate says', fingerprint: 'the entrant list does not give the fingerprint shown', commitment: 'the seed does not give the commitment published before the draw', winners: 'the seed and the entrants do not give these winners', redraws: 'a redraw does not follow from its seed', leftOut: 'the members left out, put back at their places, do not give the lists’ fingerprint shown' };

export type DrawCheck = { entrants: boolean; fingerprint: boolean; commitment: boolean; winners: boolean; redraws: boolean; leftOut: boolean; verified: boolean };

/**
 * The selection's list: the eligible entrants with each left-out one put back at its place
 * (docs/draws.md "Left out"); null when the places do not fit (not increasing, or past the end).
 */
export function selectionWithLeftOut(entrants: readonly string[], leftOut: readonly { at: number; handle: string }[]): string[] | null {
  const total = entrants.length + leftOut.length;
  const selection: string[] = [];
  let next = 0;
  for (const { at, handle } of leftOut) {
    if (!Number.isInteger(at) || at < selection.length || at >= total) return null;
    while (selection.length < at) selection.push(entrants[next++]!);
    selection.push(handle);
  }
  while (next < entrants.length) selection.push(entrants[next++]!);
  return selection;
}

/**
 * Computes the draw again from what the certificate shows and compares: the fingerprint of the
 * entrants, the commitment of the seed, the winners, then each redraw (docs/draws.md).
 */
export function checkDraw(draw: DrawToCheck, crypto: DrawCrypto): DrawCheck {
  const known = draw.algorithm === DRAW_ALGORITHM && /^[0-9a-f]{64}$/.test(draw.seed) && draw.redraws.every((redraw) => /^[0-9a-f]{64}$/.test(redraw.seed));
  if (!known) return { entrants: false, fingerprint: false, commitment: false, winners: false, redraws: false, leftOut: false, verified: false };
  // Entrants as docs/draws.md defines them: X handles, none twice whatever its case, as many as said.
  const folded = new Set(draw.entrants.map((handle) => handle.toLowerCase()));
  const entrants = folded.size === draw.entrants.length && draw.entrants.length === draw.entrantCount && draw.entrants.every((handle) => isXHandle(handle));
  const fingerprint = entrantsFingerprint(draw.entrants, crypto) === draw.fingerprint;
  const commitment = draw.commitment === null ? draw.drawAt === null : seedCommitment(draw.seed, crypto) === draw.commitment;
  const winners = sameList(drawWinners(draw.entrants, draw.count, fromHex(draw.seed), crypto.hmac), draw.winners);
  // Each redraw replaces a current winner, with one drawn from those who never won or were replaced.
  const excluded = [...draw.winners];
  const current = [...draw.winners];
  let redraws = true;
  for (const redraw of draw.redraws) {
    const [again] = drawWinners(redrawEntrants(draw.entrants, excluded), 1, fromHex(redraw.seed), crypto.hmac);
    const place = current.indexOf(redraw.replaced);
    if (again !== redraw.winner || place === -1) redraws = false;
    else current[place] = redraw.winner;
    excluded.push(redraw.winner);
  }
  const leftOut = checkLeftOut(draw, crypto);
  return { entrants, fingerprint, commitment, winners, redraws, leftOut, verified: entrants && fingerprint && commitment && winners && redraws && leftOut };
}

/**
 * The left-out, when the certificate lists them: as many as it says, X handles, and with the
 * eligible entrants they make the selection's list (each handle once whatever its case), whose
 * SHA-256 is the selection's fingerprint. A draw that left nobody out has the two fingerprints
 * equal. Certificates from before issue #33 list nobody: only their count is shown.
 */
function checkLeftOut(draw: DrawToCheck, crypto: Pick<DrawCrypto, 'sha256'>): boolean {
  if (draw.leftOutEntrants === undefined || draw.leftOutEntrants === null) return draw.selectionFingerprint === undefined || (draw.leftOut ?? 0) > 0 || draw.selectionFingerprint === draw.fingerprint;
  if (draw.leftOutEntrants.length !== (draw.leftOut ?? 0)) return false;
  if (!draw.leftOutEntrants.every((entry) => isXHandle(entry.handle))) return false;
  const selection = selectionWithLeftOut(draw.entrants, draw.leftOutEntrants);
  if (!selection) return false;
  if (new Set(selection.map((handle) => handle.toLowerCase())).size !== selection.length) return false;
  return draw.selectionFingerprint !== undefined && entrantsFingerprint(selection, crypto) === draw.selectionFingerprint;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

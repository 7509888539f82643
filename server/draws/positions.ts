/**
 * Who a draw left out, as their places in the selection's stored list (issue #33): the smaller of
 * two encodings, so that one draw never stores more than an eighth of a byte per member of its
 * selection, however many were left out (a rotation deep into its round leaves out most of them).
 *
 * - 0x01, then each gap between successive places (the first counted from -1) as an unsigned
 *   LEB128 varint: a few bytes a place while few are left out;
 * - 0x02, then one bit per member of the selection (bit i of byte i >> 3, least significant
 *   first), set when place i was left out: n / 8 bytes whatever the count.
 *
 * The certificate never shows this: it lists each left-out handle with its place (docs/draws.md).
 */

const GAPS = 0x01;
const BITS = 0x02;

export function encodePositions(positions: readonly number[], selectionSize: number): Uint8Array {
  const gaps: number[] = [];
  let previous = -1;
  for (const position of positions) {
    if (!Number.isInteger(position) || position <= previous || position >= selectionSize) throw new RangeError('positions must increase within the selection');
    let gap = position - previous - 1;
    do {
      const low = gap & 0x7f;
      gap = Math.floor(gap / 128);
      gaps.push(gap > 0 ? low | 0x80 : low);
    } while (gap > 0);
    previous = position;
  }
  const bitmapBytes = Math.ceil(selectionSize / 8);
  if (gaps.length <= bitmapBytes) return Uint8Array.from([GAPS, ...gaps]);
  const bits = new Uint8Array(1 + bitmapBytes);
  bits[0] = BITS;
  for (const position of positions) bits[1 + (position >> 3)]! |= 1 << (position & 7);
  return bits;
}

export function decodePositions(bytes: Uint8Array, selectionSize: number): number[] {
  const positions: number[] = [];
  if (bytes[0] === GAPS) {
    let previous = -1;
    let gap = 0;
    let scale = 1;
    for (let i = 1; i < bytes.length; i += 1) {
      const byte = bytes[i]!;
      gap += (byte & 0x7f) * scale;
      if (byte & 0x80) {
        scale *= 128;
        continue;
      }
      previous += gap + 1;
      positions.push(previous);
      gap = 0;
      scale = 1;
    }
  } else if (bytes[0] === BITS) {
    for (let position = 0; position < selectionSize; position += 1) if (bytes[1 + (position >> 3)]! & (1 << (position & 7))) positions.push(position);
  } else {
    throw new RangeError('unknown encoding of left-out places');
  }
  return positions.filter((position) => position < selectionSize);
}

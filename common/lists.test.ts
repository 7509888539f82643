import { describe, expect, it } from 'vitest';
import { listIconSchema } from './lists';

describe('list icon: one emoji', () => {
  it('takes any one emoji, however many code points it is made of', () => {
    for (const icon of ['⭐', '🚀', '🇫🇷', '👩‍💻', '👨‍👩‍👧‍👦', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '👨🏻‍❤️‍💋‍👨🏼', ' 📝 ']) expect(listIconSchema.safeParse(icon).success, icon).toBe(true);
    expect(listIconSchema.safeParse(null).data).toBeNull();
  });

  it('refuses text, two emoji and the empty string', () => {
    for (const icon of ['', 'a', '⭐⭐', '🇫🇷🇫🇷', 'e\u0301', '1']) expect(listIconSchema.safeParse(icon).success, icon).toBe(false);
  });

  // Found by test/security/fuzz-bodies: the whole text went through Intl.Segmenter, whose memory
  // grows with the square of the length; a 50,000-character icon (one request) ran the server out of memory.
  it('refuses a huge icon at once, without segmenting it', () => {
    for (const piece of ['a', 'e\u0301', '😀', '⭐']) {
      const started = performance.now();
      expect(listIconSchema.safeParse(piece.repeat(300_000)).success).toBe(false);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { listIconSchema } from './lists';

describe('list icon: one emoji', () => {
  it('takes any one emoji, however many code points it is made of', () => {
    for (const icon of ['⭐', '🚀', '🇫🇷', '👩‍💻', '👨‍👩‍👧‍👦', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '👨🏻‍❤️‍💋‍👨🏼', ' 📝 ']) expect(listIconSchema.safeParse(icon).success, icon).toBe(true);
    expect(listIconSchema.safeParse(null).data).toBeNull();
  });

  it('takes an emoji with its presentation selector or keycap', () => {
    for (const icon of ['❤️', '1️⃣', '#️⃣', '☺︎', '🏳️‍⚧️', '👁️‍🗨️', '❤️‍🔥']) expect(listIconSchema.safeParse(icon).success, icon).toBe(true);
  });

  // Issue #16: a run of combining marks stacks on one emoji ("Zalgo") and still counts as one grapheme.
  it('refuses an emoji carrying combining marks', () => {
    for (const icon of ['⭐\u0301', '⭐\u0301\u0301\u0301\u0301', '😀\u036f\u036f\u036f', '❤\ufe0f\ufe0f\ufe0f', '⭐\u20dd', '1\ufe0f\u20e3\u20e3']) {
      expect(listIconSchema.safeParse(icon).success, JSON.stringify(icon)).toBe(false);
    }
  });

  it('refuses text, two emoji and the empty string', () => {
    for (const icon of ['', 'a', '⭐⭐', '🇫🇷🇫🇷', 'e\u0301', '1']) expect(listIconSchema.safeParse(icon).success, icon).toBe(false);
  });

  // Found by test/security/fuzz-bodies: the whole text went through Intl.Segmenter, whose memory
  // grows with the square of the length; a 50,000-character icon (one request) ran the server out of memory.
  // How long a refusal takes is a figure of `npm run bench:list-icon`, not an assertion here.
  it('refuses a huge icon at once, without segmenting it', () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    try {
      for (const piece of ['a', 'e\u0301', '😀', '⭐']) expect(listIconSchema.safeParse(piece.repeat(300_000)).success, piece).toBe(false);
      expect(segment).not.toHaveBeenCalled();
      // The spy sees the schema's segmenter: a short icon goes through it.
      expect(listIconSchema.safeParse('⭐').success).toBe(true);
      expect(segment).toHaveBeenCalledTimes(1);
    } finally {
      segment.mockRestore();
    }
  });
});

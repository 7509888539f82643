import { describe, expect, it, vi } from 'vitest';
import { isShootCount, SHOOT_COUNT_MESSAGE, SKIP_RECENT_MAX } from './constants.plain';
import { redrawSchema } from './draws';
import { listIconSchema, shootRequestSchema } from './lists';
import { X_HANDLE_MESSAGE } from './x-handle-schema';

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

describe('a shoot’s bounds, one message each wherever they are checked (issue #35)', () => {
  it('answers every wrong count with the one count message, the schema and the zod-free check alike', () => {
    for (const count of [0, -1, 1001, 2.5, Number.NaN]) {
      const parsed = shootRequestSchema.safeParse({ listIds: [], count });
      expect(parsed.success ? null : parsed.error.issues[0]?.message, String(count)).toBe(SHOOT_COUNT_MESSAGE);
      expect(isShootCount(count), String(count)).toBe(false);
    }
    expect(SHOOT_COUNT_MESSAGE).toBe('Shoot between 1 and 1000 members');
    expect(shootRequestSchema.parse({ listIds: [], count: 1000 }).count).toBe(1000);
    expect(isShootCount(1) && isShootCount(1000)).toBe(true);
  });

  it('answers a wrong skip-recent with its message, up to SKIP_RECENT_MAX', () => {
    for (const skipRecent of [-1, SKIP_RECENT_MAX + 1, 1.5]) {
      const parsed = shootRequestSchema.safeParse({ listIds: [], skipRecent });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe('Skip between 0 and 50 recent shoots');
    }
    expect(shootRequestSchema.parse({ listIds: [], skipRecent: SKIP_RECENT_MAX }).skipRecent).toBe(50);
  });

  it('takes an X handle by the one pattern: 1 to 15 letters, digits or underscores', () => {
    for (const good of ['a', 'ada_lovelace', 'A23456789012345']) expect(redrawSchema.safeParse({ replace: good }).success, good).toBe(true);
    for (const bad of ['', 'A234567890123456', 'no-dash', '@ada']) {
      const parsed = redrawSchema.safeParse({ replace: bad });
      expect(parsed.success ? null : parsed.error.issues[0]?.message, bad).toBe(X_HANDLE_MESSAGE);
    }
    expect(X_HANDLE_MESSAGE).toBe('A username is 1 to 15 letters, digits or underscores');
  });
});

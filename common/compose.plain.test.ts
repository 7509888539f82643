import fc from 'fast-check';
import twitterText from 'twitter-text';
import { describe, expect, it } from 'vitest';
import { composePosts, measurePost, MENTIONS_TOKEN, xIntentUrl } from './compose.plain';
import { X_POST_LENGTH } from './compose-limits.plain';

// Issue #19: posts counted and split the way X counts (twitter-text), every mention once.

const handle = fc.stringMatching(/^[A-Za-z0-9_]{1,15}$/);
const messagePiece = fc.oneof(
  fc.constantFrom('🎉 Congrats to this week’s top members', '你好世界', 'https://example.com/a/very/long/path/that/goes/on/and/on?with=query&and=more', 'Thanks!', '\n', ' ', MENTIONS_TOKEN, '👩‍👩‍👧‍👦', 'e\u0301'),
  fc.string({ maxLength: 20 }).filter((text) => !text.includes('@') && !text.includes('＠')),
);

/** Every drawn mention of the posts, in order (the message itself carries none in these tests). */
function mentionsOf(posts: { text: string }[]): string[] {
  return posts.flatMap((post) => twitterText.extractMentions(post.text));
}

describe('the limit the screen shows', () => {
  it("is twitter-text's own (the counter's '/280' and the warnings say what the library checks)", () => {
    expect(twitterText.parseTweet('a'.repeat(X_POST_LENGTH)).valid).toBe(true);
    expect(twitterText.parseTweet('a'.repeat(X_POST_LENGTH + 1)).valid).toBe(false);
  });
});

describe('composePosts', () => {
  it('counts the way X does: a link 23, an emoji or a CJK character 2', () => {
    expect(measurePost('https://example.com/' + 'x'.repeat(200)).weightedLength).toBe(23);
    expect(measurePost('🎉').weightedLength).toBe(2);
    expect(measurePost('你').weightedLength).toBe(2);
    expect(measurePost('a'.repeat(280)).valid).toBe(true);
    expect(measurePost('你'.repeat(141)).valid).toBe(false);
  });

  it('splits 100 CJK characters, a long URL and 60 mentions into valid posts holding each mention once', () => {
    const usernames = Array.from({ length: 60 }, (_, i) => `fan_${String(i).padStart(2, '0')}_of_rollcall`.slice(0, 15));
    const message = `${'恭'.repeat(100)} https://example.com/${'path/'.repeat(60)}`;
    const result = composePosts({ message, usernames, numbered: true });
    if (!result.ok) throw new Error('refused');
    expect(result.posts.length).toBeGreaterThan(1);
    for (const post of result.posts) expect(twitterText.parseTweet(post.text).valid, post.text).toBe(true);
    expect(result.posts[0]!.text.startsWith(message)).toBe(true);
    expect(mentionsOf(result.posts)).toEqual(usernames);
    result.posts.forEach((post, index) => {
      expect(post.text.endsWith(` ${String(index + 1)}/${String(result.posts.length)}`)).toBe(true);
    });
  });

  it('puts the mentions where {mentions} stands, as many as fit, the rest after', () => {
    const result = composePosts({ message: 'Congrats {mentions}! See you Friday.', usernames: ['ann', 'bob'] });
    expect(result).toEqual({ ok: true, posts: [{ text: 'Congrats @ann @bob! See you Friday.', weightedLength: 35, mentions: 2 }] });
  });

  it('refuses a message too long for one post by itself, and needs no message', () => {
    expect(composePosts({ message: '你'.repeat(141), usernames: ['ann'] })).toEqual({ ok: false, reason: 'messageTooLong', weightedLength: 282 });
    expect(composePosts({ message: '', usernames: ['ann', 'bob'] })).toEqual({ ok: true, posts: [{ text: '@ann @bob', weightedLength: 9, mentions: 2 }] });
    expect(composePosts({ message: '  ', usernames: [] })).toEqual({ ok: true, posts: [] });
  });

  it('for any message and any draw: valid posts, the message first, each mention once and whole', () => {
    fc.assert(
      fc.property(fc.array(messagePiece, { maxLength: 12 }), fc.uniqueArray(handle, { maxLength: 90, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() }), fc.boolean(), (pieces, usernames, numbered) => {
        const message = pieces.join('');
        const result = composePosts({ message, usernames, numbered });
        if (!result.ok) {
          // Only when the message alone (with its numbering's room) cannot be one post.
          expect(twitterText.parseTweet(message.replace(MENTIONS_TOKEN, '').trim()).weightedLength).toBeGreaterThan(270);
          return;
        }
        for (const post of result.posts) expect(twitterText.parseTweet(post.text).valid).toBe(true);
        expect(mentionsOf(result.posts)).toEqual(usernames);
        const at = message.indexOf(MENTIONS_TOKEN);
        const opening = (at === -1 ? message : message.slice(0, at)).trim();
        if (opening !== '') expect(result.posts[0]!.text.startsWith(opening)).toBe(true);
        if (numbered && result.posts.length > 1) {
          result.posts.forEach((post, index) => {
            expect(post.text.endsWith(` ${String(index + 1)}/${String(result.posts.length)}`)).toBe(true);
          });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('makes a Post on X link that decodes to exactly the text', () => {
    const text = '🎉 Congrats @ann & @bob #1 — 100% https://example.com/?a=1&b=2\nline two';
    const url = new URL(xIntentUrl(text));
    expect(url.origin + url.pathname).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('text')).toBe(text);
  });
});

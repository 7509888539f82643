import fc from 'fast-check';
import twitterText from 'twitter-text';
import { describe, expect, it } from 'vitest';
import { composePosts, measurePost, MENTIONS_TOKEN, xIntentUrl, xPostId } from './compose.plain';
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

  it('ends the first post with the link, counted as 23 whatever its length (issue #36)', () => {
    // twitter-text (as X) takes a link only on a known top-level domain: localhost counts in full.
    const link = `https://rollcall.com/draws/${'a'.repeat(80)}`;
    const usernames = Array.from({ length: 40 }, (_, i) => `winner_${String(i).padStart(3, '0')}`);
    const result = composePosts({ message: 'Congrats {mentions}!', usernames, link, numbered: true });
    if (!result.ok) throw new Error('refused');
    expect(result.posts.length).toBeGreaterThan(1);
    expect(result.posts[0]!.text).toMatch(new RegExp(`^Congrats @winner_000 .*!\\n\\n${link} 1/${String(result.posts.length)}$`, 's'));
    expect(result.posts.slice(1).some((post) => post.text.includes(link))).toBe(false);
    for (const post of result.posts) expect(twitterText.parseTweet(post.text).valid, post.text).toBe(true);
    expect(mentionsOf(result.posts)).toEqual(usernames);
    // The link weighs 23: the first post holds as many mentions as 23 characters leave room for.
    const first = result.posts[0]!;
    expect(first.weightedLength).toBe(twitterText.parseTweet(first.text.replace(link, 'x'.repeat(23))).weightedLength);
    expect(composePosts({ message: '', usernames: ['ann'], link })).toEqual({ ok: true, posts: [{ text: `@ann\n\n${link}`, weightedLength: 4 + 2 + 23, mentions: 1 }] });
  });

  it('reads the id of a post from its address, and nothing that is not one', () => {
    expect(xPostId('https://x.com/ann_b/status/1790000000000000001')).toBe('1790000000000000001');
    expect(xPostId('  https://twitter.com/ann/status/42?s=20 ')).toBe('42');
    expect(xPostId('mobile.twitter.com/ann/status/42/photo/1')).toBe('42');
    expect(xPostId('https://x.com/i/web/status/7')).toBe('7');
    expect(xPostId('Https://X.com/Ann/status/8')).toBe('8');
    for (const bad of ['', '42', 'https://x.com/ann', 'https://evil.example/ann/status/42', 'https://x.com.evil.example/ann/status/42', 'https://x.com/ann/status/42x', 'javascript:alert(1)//x.com/a/status/1']) {
      expect(xPostId(bad), bad).toBeNull();
    }
  });

  it('opens a later part as a reply to the first post', () => {
    const url = new URL(xIntentUrl('@ann @bob 2/2', '1790000000000000001'));
    expect(url.searchParams.get('text')).toBe('@ann @bob 2/2');
    expect(url.searchParams.get('in_reply_to')).toBe('1790000000000000001');
    expect(new URL(xIntentUrl('x')).searchParams.has('in_reply_to')).toBe(false);
  });

  it('makes a Post on X link that decodes to exactly the text', () => {
    const text = '🎉 Congrats @ann & @bob #1 — 100% https://example.com/?a=1&b=2\nline two';
    const url = new URL(xIntentUrl(text));
    expect(url.origin + url.pathname).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('text')).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { fillPath, matchPath, pagePatterns, paths } from './paths.plain';

describe('page paths', () => {
  it('fills a pattern with its parameters, encoded', () => {
    expect(paths.blogPost('a b/c')).toBe('/blog/a%20b%2Fc');
    expect(paths.draw('abc')).toBe('/draws/abc');
    expect(fillPath('/api/v1/lists/:id/members/:username', { id: 7, username: 'ann' })).toBe('/api/v1/lists/7/members/ann');
  });

  it('finds a page in a pathname as the server read it before (one segment, a trailing slash allowed)', () => {
    expect(matchPath(pagePatterns.blogPost, '/blog/hello')).toEqual({ slug: 'hello' });
    expect(matchPath(pagePatterns.blogPost, '/blog/hello/')).toEqual({ slug: 'hello' });
    expect(matchPath(pagePatterns.blogPost, '/blog/a%20b')).toEqual({ slug: 'a%20b' });
    expect(matchPath(pagePatterns.draw, '/draws/abc')).toEqual({ id: 'abc' });
    for (const other of ['/blog', '/blog/', '/blog/a/b', '/blog//', '/x/blog/a', '/draws/a/b', '/drawsx/a']) {
      expect(matchPath(pagePatterns.blogPost, other) ?? matchPath(pagePatterns.draw, other)).toBeNull();
    }
  });
});

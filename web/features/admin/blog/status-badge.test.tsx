import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PostStateBadges, isOnBlog } from './status-badge';

afterEach(cleanup);

// Issue #18 item 7: Draft, Scheduled (with its date), Published, Private and Featured told apart.
const now = Date.parse('2026-11-23T12:00:00Z');
const post = { status: 'published' as const, publishDate: '2026-11-01T09:00:00Z', isPrivate: false, isFeatured: false };

describe("a post's state in the CMS", () => {
  it.each([
    [{ ...post, status: 'draft' as const }, 'Draft', false],
    [post, 'Published', true],
    [{ ...post, publishDate: null }, 'Published', true],
    [{ ...post, publishDate: '2026-12-05T09:00:00Z' }, 'Scheduled · Dec 5, 2026', false],
    [{ ...post, isPrivate: true }, 'PublishedPrivate', false],
    [{ ...post, isFeatured: true }, 'PublishedFeatured', true],
    [{ ...post, status: 'archived' as const, isFeatured: true, isPrivate: true }, 'ArchivedPrivateFeatured', false],
  ])('%o reads %s, on the blog: %s', (state, text, visible) => {
    const { container } = render(<PostStateBadges post={state} now={now} />);
    expect(container.textContent).toBe(text);
    expect(isOnBlog(state, now)).toBe(visible);
  });
});

import type { Category, Post, PostSummary, PostsPage } from '../../../common/blog';

export function makePostSummary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 1,
    title: 'Run a fair giveaway on X',
    slug: 'fair-giveaway',
    excerpt: 'Draw winners from your community lists in seconds.',
    featuredImage: 'https://images.example.com/giveaway.jpg',
    publishDate: '2025-03-05T12:00:00.000Z',
    category: { name: 'Guides', slug: 'guides' },
    authorName: 'admin_ada',
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    ...makePostSummary(),
    content: '<p>First paragraph.</p><h2>Pick your lists</h2><p>Then <a href="https://x.com">draw</a>.</p><img src="https://images.example.com/inline.png" alt="A draw">',
    seoTitle: null,
    seoDescription: null,
    preview: null,
    tags: [
      { id: 1, name: 'Giveaways', slug: 'giveaways' },
      { id: 2, name: 'Communities', slug: 'communities' },
    ],
    ...overrides,
  };
}

export function makePostsPage(posts: PostSummary[], overrides: Partial<PostsPage> = {}): PostsPage {
  return { posts, total: posts.length, page: 1, pageSize: 10, ...overrides };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return { id: 1, name: 'Guides', slug: 'guides', description: null, parentId: null, position: 0, isActive: true, ...overrides };
}

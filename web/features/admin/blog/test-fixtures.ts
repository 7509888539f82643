import type { AdminPost, AdminPostRow, AdminCategory, Category, CategoryInput, PostInput, Tag, TagInput } from '../../../../common/blog';
import { apiError, mockApi, ok } from '../../../test/mock-api';
import type { MockHandler, MockReply } from '../../../test/mock-api';

export function makeCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return { id: 1, name: 'News', slug: 'news', description: null, parentId: null, position: 0, isActive: true, postCount: 0, childCount: 0, ...overrides };
}

export function makeTag(overrides: Partial<Tag> = {}): Tag {
  return { id: 1, name: 'Release', slug: 'release', ...overrides };
}

/** What the post form sends for a new post left as it opens (spec §4: a draft, comments allowed), with `changes`. */
export function postInput(changes: Partial<PostInput> = {}): Required<PostInput> {
  return {
    title: '',
    slug: '',
    content: '',
    excerpt: null,
    featuredImage: null,
    seoTitle: null,
    seoDescription: null,
    status: 'draft',
    publishDate: null,
    categoryId: null,
    tagIds: [],
    isFeatured: false,
    isPrivate: false,
    allowComments: true,
    ...changes,
  };
}

export function makeAdminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    ...postInput({
      title: 'Hello Rollcall',
      slug: 'hello-rollcall',
      content: '<h2>Why</h2><p>Lists of <strong>people</strong>.</p>',
      excerpt: 'Why we built it.',
      status: 'published',
      publishDate: '2025-03-01T09:30:00.000Z',
    }),
    id: 1,
    authorName: 'admin_ada',
    ...overrides,
  };
}

/** The table's row of `post`, tags looked up in `tags`. */
export function rowOf(post: AdminPost, tags: readonly Tag[]): AdminPostRow {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    authorName: post.authorName,
    status: post.status,
    isFeatured: post.isFeatured ?? false,
    isPrivate: post.isPrivate ?? false,
    tags: tags.filter((tag) => post.tagIds.includes(tag.id)),
    publishDate: post.publishDate,
    updatedAt: '2025-03-02T10:00:00.000Z',
  };
}

const IDS = Array.from({ length: 20 }, (_, index) => index + 1);
const BASE = '/api/admin/blog';

/**
 * A fake admin blog API holding categories, tags and posts: the GETs answer what it holds, the
 * writes change it (as the server would: new ids, the author set). `routes` adds or replaces routes.
 */
export function blogServer(
  initial: { categories?: Category[]; tags?: Tag[]; posts?: AdminPost[] } = {},
  routes: Record<string, MockHandler | MockReply> = {},
) {
  const state = { categories: [...(initial.categories ?? [])], tags: [...(initial.tags ?? [])], posts: [...(initial.posts ?? [])] };
  const nextId = (items: Array<{ id: number }>) => Math.max(0, ...items.map((item) => item.id)) + 1;
  const table: Record<string, MockHandler | MockReply> = {
    // Like the server: each category with the posts and sub-categories that hold on to it.
    [`GET ${BASE}/categories`]: () =>
      ok({
        categories: state.categories.map((category) => ({
          ...category,
          postCount: state.posts.filter((post) => post.categoryId === category.id).length,
          childCount: state.categories.filter((child) => child.parentId === category.id).length,
        })),
      }),
    [`POST ${BASE}/categories`]: (body) => {
      const category = { ...(body as Required<CategoryInput>), id: nextId(state.categories) } as Category;
      state.categories.push(category);
      return { status: 201, body: category };
    },
    [`GET ${BASE}/tags`]: () => ok({ tags: state.tags }),
    [`POST ${BASE}/tags`]: (body) => {
      const tag = { ...(body as TagInput), id: nextId(state.tags) };
      state.tags.push(tag);
      return { status: 201, body: tag };
    },
    [`GET ${BASE}/posts`]: () => ok({ posts: state.posts.map((post) => rowOf(post, state.tags)) }),
    [`POST ${BASE}/posts`]: (body) => {
      const post = { ...(body as Required<PostInput>), id: nextId(state.posts), authorName: 'admin_ada' } as AdminPost;
      state.posts.unshift(post);
      return { status: 201, body: post };
    },
  };
  for (const id of IDS) {
    table[`PUT ${BASE}/categories/${String(id)}`] = (body) => {
      const category = { ...(body as Required<CategoryInput>), id } as Category;
      state.categories = state.categories.map((item) => (item.id === id ? category : item));
      return ok(category);
    };
    table[`DELETE ${BASE}/categories/${String(id)}`] = () => {
      state.categories = state.categories.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    };
    table[`PUT ${BASE}/tags/${String(id)}`] = (body) => {
      const tag = { ...(body as TagInput), id };
      state.tags = state.tags.map((item) => (item.id === id ? tag : item));
      return ok(tag);
    };
    table[`DELETE ${BASE}/tags/${String(id)}`] = () => {
      state.tags = state.tags.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    };
    table[`GET ${BASE}/posts/${String(id)}`] = () => {
      const post = state.posts.find((item) => item.id === id);
      return post ? ok(post) : apiError(404, 'NOT_FOUND', 'Not found');
    };
    table[`PUT ${BASE}/posts/${String(id)}`] = (body) => {
      const current = state.posts.find((item) => item.id === id);
      const post = { ...(body as Required<PostInput>), id, authorName: current?.authorName ?? null } as AdminPost;
      state.posts = state.posts.map((item) => (item.id === id ? post : item));
      return ok(post);
    };
    table[`DELETE ${BASE}/posts/${String(id)}`] = () => {
      state.posts = state.posts.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    };
  }
  const api = mockApi({ ...table, ...routes });
  return { ...api, state };
}

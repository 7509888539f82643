import { currentUser } from '../http/identity';
import { endpoints, type ZodApp } from '../http/endpoint';
import {
  adminPost,
  adminPosts,
  allCategories,
  allTags,
  createPost,
  deleteCategory,
  deletePost,
  deleteTag,
  saveCategory,
  saveTag,
  updatePost,
} from './blog-admin-service';
import { activeCategories, homePosts, publicPost, publicPosts } from './blog-service';
import { robotsTxt, rssXml, sitemapXml } from './seo';

/** The public blog, the home page's posts, the feeds for crawlers, and the admin's CMS. */
export async function blogRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getPosts', async (request) =>
    publicPosts(app.db, { search: request.query.search || undefined, category: request.query.category || undefined, page: request.query.page }),
  );
  route('getPost', async (request) => publicPost(app.db, request.params.slug, { asAdmin: request.sessionUser?.role === 'admin' }));
  route('getBlogCategories', async () => ({ categories: await activeCategories(app.db) }));
  route('getHomePosts', async () => homePosts(app.db));
  route('getSiteConfig', async () => ({ chatWidgetSrc: app.config.chatWidgetSrc, contact: app.config.contact }));

  // For crawlers, not the API: plain routes.
  const feed = (type: string) => ({ 'content-type': type, 'cache-control': 'public, max-age=300' });
  app.get('/sitemap.xml', async (_request, reply) => reply.headers(feed('application/xml; charset=utf-8')).send(await sitemapXml(app.db, app.config.appUrl)));
  app.get('/rss.xml', async (_request, reply) => reply.headers(feed('application/rss+xml; charset=utf-8')).send(await rssXml(app.db, app.config.appUrl)));
  app.get('/robots.txt', async (_request, reply) => reply.headers(feed('text/plain; charset=utf-8')).send(robotsTxt(app.config.appUrl)));

  route('getAdminPosts', async (request) => ({ posts: await adminPosts(app.db, request.query.search || undefined) }));
  route('getAdminPost', async (request) => adminPost(app.db, request.params.id));
  route('createPost', { bodyLimit: 1024 * 1024 }, async (request) => createPost(app.db, currentUser(request).id, request.body));
  route('updatePost', { bodyLimit: 1024 * 1024 }, async (request) => updatePost(app.db, currentUser(request).id, request.params.id, request.body));
  route('deletePost', async (request) => deletePost(app.db, currentUser(request).id, request.params.id));

  route('getAdminCategories', async () => ({ categories: await allCategories(app.db) }));
  route('createCategory', async (request) => saveCategory(app.db, currentUser(request).id, null, request.body));
  route('updateCategory', async (request) => saveCategory(app.db, currentUser(request).id, request.params.id, request.body));
  route('deleteCategory', async (request) => deleteCategory(app.db, currentUser(request).id, request.params.id));

  route('getAdminTags', async () => ({ tags: await allTags(app.db) }));
  route('createTag', async (request) => saveTag(app.db, currentUser(request).id, null, request.body));
  route('updateTag', async (request) => saveTag(app.db, currentUser(request).id, request.params.id, request.body));
  route('deleteTag', async (request) => deleteTag(app.db, currentUser(request).id, request.params.id));
}

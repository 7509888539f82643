import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPostSchema,
  adminPostsQuerySchema,
  adminPostsResponseSchema,
  categoriesResponseSchema,
  categoryInputSchema,
  categorySchema,
  homePostsSchema,
  postInputSchema,
  postSchema,
  postsPageSchema,
  postsQuerySchema,
  siteConfigSchema,
  tagInputSchema,
  tagSchema,
  tagsResponseSchema,
} from '../../common/blog';
import { currentUser } from '../auth/guard';
import { idParams } from '../http/params';
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

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** The public blog, the home page's posts, the feeds for crawlers, and the admin's CMS. */
export async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const open = { public: true };

  app.get('/api/blog/posts', { config: open, schema: { querystring: postsQuerySchema, response: { 200: postsPageSchema } } }, async (request) =>
    publicPosts(app.db, { search: request.query.search || undefined, category: request.query.category || undefined, page: request.query.page }),
  );
  app.get('/api/blog/posts/:slug', { config: open, schema: { params: slugParams, response: { 200: postSchema } } }, async (request) =>
    publicPost(app.db, request.params.slug),
  );
  app.get('/api/blog/categories', { config: open, schema: { response: { 200: categoriesResponseSchema } } }, async () => ({
    categories: await activeCategories(app.db),
  }));
  app.get('/api/blog/home', { config: open, schema: { response: { 200: homePostsSchema } } }, async () => homePosts(app.db));
  app.get('/api/site-config', { config: open, schema: { response: { 200: siteConfigSchema } } }, async () => ({ chatWidgetSrc: app.config.chatWidgetSrc }));

  const feed = (type: string) => ({ 'content-type': type, 'cache-control': 'public, max-age=300' });
  app.get('/sitemap.xml', async (_request, reply) => reply.headers(feed('application/xml; charset=utf-8')).send(await sitemapXml(app.db, app.config.appUrl)));
  app.get('/rss.xml', async (_request, reply) => reply.headers(feed('application/rss+xml; charset=utf-8')).send(await rssXml(app.db, app.config.appUrl)));
  app.get('/robots.txt', async (_request, reply) => reply.headers(feed('text/plain; charset=utf-8')).send(robotsTxt(app.config.appUrl)));

  const admin = { admin: true };
  app.get('/api/admin/blog/posts', { config: admin, schema: { querystring: adminPostsQuerySchema, response: { 200: adminPostsResponseSchema } } }, async (request) => ({
    posts: await adminPosts(app.db, request.query.search || undefined),
  }));
  app.get('/api/admin/blog/posts/:id', { config: admin, schema: { params: idParams, response: { 200: adminPostSchema } } }, async (request) =>
    adminPost(app.db, request.params.id),
  );
  app.post('/api/admin/blog/posts', { config: admin, bodyLimit: 1024 * 1024, schema: { body: postInputSchema, response: { 201: adminPostSchema } } }, async (request, reply) =>
    reply.status(201).send(await createPost(app.db, currentUser(request).id, request.body)),
  );
  app.put(
    '/api/admin/blog/posts/:id',
    { config: admin, bodyLimit: 1024 * 1024, schema: { params: idParams, body: postInputSchema, response: { 200: adminPostSchema } } },
    async (request) => updatePost(app.db, currentUser(request).id, request.params.id, request.body),
  );
  app.delete('/api/admin/blog/posts/:id', { config: admin, schema: { params: idParams } }, async (request, reply) => {
    await deletePost(app.db, currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/admin/blog/categories', { config: admin, schema: { response: { 200: categoriesResponseSchema } } }, async () => ({
    categories: await allCategories(app.db),
  }));
  app.post('/api/admin/blog/categories', { config: admin, schema: { body: categoryInputSchema, response: { 201: categorySchema } } }, async (request, reply) =>
    reply.status(201).send(await saveCategory(app.db, currentUser(request).id, null, request.body)),
  );
  app.put('/api/admin/blog/categories/:id', { config: admin, schema: { params: idParams, body: categoryInputSchema, response: { 200: categorySchema } } }, async (request) =>
    saveCategory(app.db, currentUser(request).id, request.params.id, request.body),
  );
  app.delete('/api/admin/blog/categories/:id', { config: admin, schema: { params: idParams } }, async (request, reply) => {
    await deleteCategory(app.db, currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/admin/blog/tags', { config: admin, schema: { response: { 200: tagsResponseSchema } } }, async () => ({ tags: await allTags(app.db) }));
  app.post('/api/admin/blog/tags', { config: admin, schema: { body: tagInputSchema, response: { 201: tagSchema } } }, async (request, reply) =>
    reply.status(201).send(await saveTag(app.db, currentUser(request).id, null, request.body)),
  );
  app.put('/api/admin/blog/tags/:id', { config: admin, schema: { params: idParams, body: tagInputSchema, response: { 200: tagSchema } } }, async (request) =>
    saveTag(app.db, currentUser(request).id, request.params.id, request.body),
  );
  app.delete('/api/admin/blog/tags/:id', { config: admin, schema: { params: idParams } }, async (request, reply) => {
    await deleteTag(app.db, currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}

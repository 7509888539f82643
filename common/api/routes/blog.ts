import { named } from './define';

/** The public blog and the site's configuration. */
export const blogRoutes = /* @__PURE__ */ named({
  getPosts: { method: 'GET', path: '/api/blog/posts', access: 'public' },
  getPost: { method: 'GET', path: '/api/blog/posts/:slug', access: 'public' },
  getBlogCategories: { method: 'GET', path: '/api/blog/categories', access: 'public' },
  getSiteConfig: { method: 'GET', path: '/api/site-config', access: 'public' },
});

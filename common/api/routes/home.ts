import { named } from './define';

/** What the home page reads before it paints. */
export const homeRoutes = /* @__PURE__ */ named({
  getHomePosts: { method: 'GET', path: '/api/blog/home', access: 'public' },
  getExtensions: { method: 'GET', path: '/api/extensions', access: 'public' },
  /** The /extension page: whether this server's build holds the extension's zip (issue #38). */
  getExtensionDownload: { method: 'GET', path: '/api/extension-download', access: 'public' },
});

import { Suspense, lazy } from 'react';
import { LoadingState } from '../../components/ui/loading-state';

// Its own chunk: the blog management code (and, further on demand, the rich editor) loads only
// when an admin opens /dashboard/blog, never with the home page's scripts.
const BlogManagement = lazy(() => import('./blog/blog-management'));

/** /dashboard/blog (spec §2 "Admin: blog management"); the route's guard lets admins only in. */
export function DashboardBlogPage() {
  return (
    <Suspense fallback={<LoadingState />}>
      <BlogManagement />
    </Suspense>
  );
}

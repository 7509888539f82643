import { PlaceholderPage } from '../../components/placeholder-page';

/** Public blog: published posts. Not built yet. */
export function BlogPage() {
  return <PlaceholderPage title="Blog" />;
}

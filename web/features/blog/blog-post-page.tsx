import { Link } from 'react-router';
import { paths } from '../../../common/paths';
import { PlaceholderPage } from '../../components/placeholder-page';
import { buttonVariants } from '../../components/ui/button';

/** /blog/{slug}: post detail. Not built yet. */
export function BlogPostPage() {
  return (
    <PlaceholderPage title="Blog Post">
      <Link to={paths.blog} className={buttonVariants({ variant: 'secondary' })}>
        Back to Blog
      </Link>
    </PlaceholderPage>
  );
}

import { Link } from 'react-router';
import { paths } from '../../../common/paths';
import { PlaceholderPage } from '../../components/placeholder-page';
import { buttonVariants } from '../../components/ui/button';

/** Admin: blog management. Not built yet. */
export function DashboardBlogPage() {
  return (
    <PlaceholderPage title="Blog Management">
      <Link to={paths.dashboard} className={buttonVariants({ variant: 'secondary' })}>
        Back to Dashboard
      </Link>
    </PlaceholderPage>
  );
}

import { Link } from 'react-router';
import { Orbit } from 'lucide-react';
import { paths } from '../../common/paths.plain';
import { PageContainer } from '../components/page-container';
import { buttonVariants } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

/** Any path outside the route table (spec §2, last row). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center py-20 text-center sm:py-28">
      <Orbit aria-hidden="true" className="size-14 text-indigo-500 dark:text-indigo-400" />
      <h1 className="mt-6 bg-gradient-to-br from-indigo-600 to-fuchsia-500 bg-clip-text text-7xl font-black tracking-tight text-transparent sm:text-8xl dark:from-indigo-400 dark:to-fuchsia-400">
        OOPS
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600 dark:text-slate-400">
        The page you are looking for got lost in space.
      </p>
      <Link to={paths.home} className={`${buttonVariants({ size: 'lg' })} mt-10`}>
        Head back to the homepage
      </Link>
    </PageContainer>
  );
}

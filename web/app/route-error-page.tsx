import { TriangleAlert } from 'lucide-react';
import { paths } from '../../common/paths.plain';
import { buttonVariants } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

export const ROUTE_ERROR_TITLE = 'Unexpected Application Error';

export function routeErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** What a page that broke shows (spec §8, last line): what broke, and a way home. */
export function RouteErrorPage({ error }: { error: unknown }) {
  usePageTitle('Error');
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20">
      <div role="alert" className="w-full max-w-lg rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm dark:border-red-900/60 dark:bg-slate-900">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-red-500 dark:text-red-400" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{ROUTE_ERROR_TITLE}</h1>
        <p className="mt-3 font-mono text-sm break-words text-red-700 dark:text-red-300">{routeErrorMessage(error)}</p>
        {/* A full page load, not a client-side navigation: it also resets whatever state broke. */}
        <a href={paths.home} className={`${buttonVariants({ variant: 'secondary' })} mt-8`}>
          Back to the homepage
        </a>
      </div>
    </div>
  );
}

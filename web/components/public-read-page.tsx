import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../common/paths.plain';
import { ApiRequestError } from '../lib/api';
import { PageContainer } from './page-container';
import { RefusalAlert } from './ui/alert';
import { buttonVariants } from './ui/button';
import { InlineLoading } from './ui/inline-loading';
import { MessagePage } from './ui/message-page';

type PublicReadPageProps<T> = {
  /** The read of the page's object by the id in its address (a certificate, a giveaway). */
  query: { data: T | undefined; error: Error | null };
  /** The h1 while it loads or after a failure. */
  title: string;
  /** The h1 and the message when no such object exists (404, or an id that is not one: 400). */
  notFoundTitle: string;
  notFound: string;
  failed: (reason: string) => string;
  children: (data: T) => ReactNode;
};

/**
 * A public page of one object found by the id in its address (a draw's certificate, a giveaway's
 * entry page): the object, a page saying there is none with a way home, or the page's heading
 * over its loading or its refusal.
 */
export function PublicReadPage<T>({ query, title, notFoundTitle, notFound, failed, children }: PublicReadPageProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <MessagePage icon={FileQuestion} title={notFoundTitle} message={notFound}>
        <Link to={paths.home} className={buttonVariants({ variant: 'secondary' })}>
          Rollcall
        </Link>
      </MessagePage>
    );
  }
  return (
    <PageContainer className="max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <div className="mt-6">{query.error ? <RefusalAlert error={query.error} failed={failed} /> : <InlineLoading announce />}</div>
    </PageContainer>
  );
}

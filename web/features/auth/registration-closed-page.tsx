import { Link } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { paths } from '../../../common/paths';
import { PageContainer } from '../../components/page-container';
import { buttonVariants } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

export const REGISTRATION_CLOSED_TITLE = 'Registration is Currently Closed';

/** /registration-closed: where registration leads while the admin has switched it off. */
export function RegistrationClosedPage() {
  usePageTitle(REGISTRATION_CLOSED_TITLE);
  return (
    <PageContainer className="py-16 sm:py-24">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-600 dark:bg-amber-400/10 dark:text-amber-300">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {REGISTRATION_CLOSED_TITLE}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          We are not accepting new registrations at the moment. Please check back later.
        </p>
        <Link to={paths.login} className={`${buttonVariants()} mt-8`}>
          Back to Login
        </Link>
      </div>
    </PageContainer>
  );
}

import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { usePageTitle } from '../lib/use-page-title';
import { PageContainer } from './page-container';

export const COMING_SOON_TEXT = 'This page is coming soon.';

/** Stand-in for a screen that is not built yet: its name as the heading and a "coming soon" line. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <PageContainer className="py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/60">
        <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{COMING_SOON_TEXT}</p>
        {children ? <div className="mt-8 flex justify-center gap-3">{children}</div> : null}
      </div>
    </PageContainer>
  );
}

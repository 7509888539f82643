import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { PageContainer } from '../../components/page-container';

type AuthCardProps = {
  icon: LucideIcon;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Under the card: links to the other account screens. */
  footer?: ReactNode;
};

/** The centred card of the account screens (login, reset, verify): icon, h1, subtitle, content. */
export function AuthCard({ icon: Icon, title, subtitle, children, footer }: AuthCardProps) {
  return (
    <PageContainer className="flex flex-1 flex-col items-center py-12 sm:py-20">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-8 dark:border-slate-800 dark:bg-slate-900">
          <div className="text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
          </div>
          <div className="mt-8">{children}</div>
        </div>
        {footer ? <div className="mt-6 flex flex-col items-center gap-2 text-sm">{footer}</div> : null}
      </div>
    </PageContainer>
  );
}

/** The look of the text links of the account screens. */
export const authLinkClassName =
  'rounded font-medium text-indigo-600 hover:text-indigo-500 hover:underline dark:text-indigo-400 dark:hover:text-indigo-300';

import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { PageContainer } from '../page-container';
import { Card } from './card';
import { IconTile } from './icon-tile';

type AuthCardProps = {
  icon: LucideIcon;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Under the card: links to the other account screens. */
  footer?: ReactNode;
};

/** The centred card of the account screens (login, reset, verify, an invitation): icon, h1, subtitle, content. */
export function AuthCard({ icon, title, subtitle, children, footer }: AuthCardProps) {
  return (
    <PageContainer className="flex flex-1 flex-col items-center py-12 sm:py-20">
      <div className="w-full max-w-md">
        <Card padding="none" className="px-6 py-8 sm:px-8">
          <div className="text-center">
            <IconTile icon={icon} size="lg" className="mx-auto" />
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
          </div>
          <div className="mt-8">{children}</div>
        </Card>
        {footer ? <div className="mt-6 flex flex-col items-center gap-2 text-sm">{footer}</div> : null}
      </div>
    </PageContainer>
  );
}

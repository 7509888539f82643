import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Clock, MessageCircle, Timer } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../common/paths.plain';
import { PageContainer } from '../../components/page-container';
import { buttonVariants } from '../../components/ui/button';
import { IconCard } from '../../components/ui/icon-tile';
import { PageHeader } from '../../components/ui/page-header';
import { usePageTitle } from '../../lib/use-page-title';
import { useSiteConfig } from './api/get-site-config';
import { CONTACT_TEXTS as T } from './contact-texts';
import { useChatWidget } from './use-chat-widget';

const linkClassName =
  'rounded font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-2 dark:text-indigo-300 dark:decoration-indigo-700';

function ContactCard({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <IconCard icon={icon} tone="deep" title={title} className="h-full">
      {children}
    </IconCard>
  );
}

/**
 * /contact (spec §2 "Legal and contact pages"): support hours, the product's X account, the usual
 * response time; the external chat widget (GET /api/site-config) is loaded while the page is open.
 */
export function ContactPage() {
  usePageTitle(T.title);
  const siteConfig = useSiteConfig();
  const chatWidgetSrc = siteConfig.data?.chatWidgetSrc ?? null;
  useChatWidget(chatWidgetSrc);

  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader variant="public" title={T.title} description={T.intro} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        <li>
          <ContactCard icon={Clock} title={T.supportHoursTitle}>
            <p className="text-base font-medium text-slate-900 dark:text-white">{T.supportHours}</p>
          </ContactCard>
        </li>
        <li>
          <ContactCard icon={MessageCircle} title={T.socialTitle}>
            <p>{T.social}</p>
            <p className="mt-3">
              <a
                href={T.xUrl}
                className={`inline-flex items-center gap-1.5 ${linkClassName}`}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 fill-current">
                  <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12Z" />
                </svg>
                {T.xLink}
              </a>
            </p>
          </ContactCard>
        </li>
        <li>
          <ContactCard icon={Timer} title={T.responseTimeTitle}>
            <p>{T.responseTime}</p>
          </ContactCard>
        </li>
      </ul>
      {chatWidgetSrc ? <p className="mt-10 text-slate-600 dark:text-slate-400">{T.chatHint}</p> : null}
      <section
        aria-labelledby="contact-guides-heading"
        className="mt-12 flex flex-col gap-6 rounded-2xl bg-slate-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between dark:bg-slate-900/60"
      >
        <div className="max-w-2xl">
          <h2 id="contact-guides-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            {T.guidesTitle}
          </h2>
          <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{T.guides}</p>
          <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
            {T.privacy}{' '}
            <Link to={paths.privacyPolicy} className={linkClassName}>
              {T.privacyLink}
            </Link>
            .
          </p>
        </div>
        <Link to={paths.blog} className={`${buttonVariants({ variant: 'secondary' })} shrink-0`}>
          {T.guidesLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </PageContainer>
  );
}

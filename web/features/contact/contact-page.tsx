import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Clock, Mail, MessageCircle, Timer } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { SiteConfig } from '../../../common/blog';
import { paths } from '../../../common/paths.plain';
import { xProfileUrl } from '../../../common/x-handle.plain';
import { PageContainer } from '../../components/page-container';
import { buttonVariants } from '../../components/ui/button';
import { ExternalAnchor } from '../../components/ui/external-link';
import { IconCard } from '../../components/ui/icon-tile';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { usePageTitle } from '../../lib/use-page-title';
import { useSiteConfig } from './api/get-site-config';
import { CONTACT_TEXTS as T } from './contact-texts';
import { useChatWidget } from './use-chat-widget';

const linkClassName =
  'rounded font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-2 dark:text-indigo-300 dark:decoration-indigo-700';

type Channel = { key: string; icon: LucideIcon; title: string; body: ReactNode };

/** The operator's channels that are set, in the order a person reaches for them; the response time with a channel to write to. */
function channelsOf({ email, xHandle, hours }: SiteConfig['contact']): Channel[] {
  const channels: Channel[] = [];
  if (email) {
    channels.push({
      key: 'email',
      icon: Mail,
      title: T.emailTitle,
      body: (
        <p>
          {T.email}{' '}
          <a href={`mailto:${email}`} className={`wrap-anywhere ${linkClassName}`}>
            {email}
          </a>
        </p>
      ),
    });
  }
  if (xHandle) {
    channels.push({
      key: 'x',
      icon: MessageCircle,
      title: T.socialTitle,
      body: (
        <>
          <p>{T.social}</p>
          <p className="mt-3">
            <ExternalAnchor href={xProfileUrl(xHandle)} className={`inline-flex items-center gap-1.5 ${linkClassName}`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 shrink-0 fill-current">
                <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12Z" />
              </svg>
              {T.xLink(xHandle)}
            </ExternalAnchor>
          </p>
        </>
      ),
    });
  }
  if (hours) {
    channels.push({
      key: 'hours',
      icon: Clock,
      title: T.supportHoursTitle,
      body: <p className="text-base font-medium text-slate-900 dark:text-white">{hours}</p>,
    });
  }
  if (email || xHandle) {
    channels.push({ key: 'response', icon: Timer, title: T.responseTimeTitle, body: <p>{T.responseTime}</p> });
  }
  return channels;
}

/** Static classes for Tailwind: one column on a phone; on a wider screen a row of up to three, four as two rows of two. */
const columns = ['', 'md:max-w-md', 'md:grid-cols-2', 'md:grid-cols-3', 'md:grid-cols-2'] as const;

function Channels({ config }: { config: SiteConfig }) {
  const channels = channelsOf(config.contact);
  if (channels.length === 0) {
    return (
      <>
        <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-400">{T.noChannels}</p>
        {config.chatWidgetSrc ? <p className="mt-4 text-slate-600 dark:text-slate-400">{T.chatHint}</p> : null}
      </>
    );
  }
  return (
    <>
      <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-400">{T.intro}</p>
      <ul className={`mt-12 grid gap-6 ${columns[Math.min(channels.length, 4)]}`}>
        {channels.map((channel) => (
          <li key={channel.key}>
            <IconCard icon={channel.icon} tone="deep" title={channel.title} className="h-full">
              {channel.body}
            </IconCard>
          </li>
        ))}
      </ul>
      {config.chatWidgetSrc ? <p className="mt-10 text-slate-600 dark:text-slate-400">{T.chatHint}</p> : null}
    </>
  );
}

/**
 * /contact (spec §2 "Legal and contact pages"): the operator's own channels (issue #38), each only
 * when set (GET /api/site-config: CONTACT_EMAIL, CONTACT_X, CONTACT_HOURS), the usual response time
 * beside a channel to write to, and the external chat widget, loaded while the page is open.
 */
export function ContactPage() {
  usePageTitle(T.title);
  const siteConfig = useSiteConfig();
  useChatWidget(siteConfig.data?.chatWidgetSrc ?? null);

  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader variant="public" title={T.title} />
      <QueryState query={siteConfig} failed={T.failed} retry errorClassName="mt-8">
        {(config) => <Channels config={config} />}
      </QueryState>
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

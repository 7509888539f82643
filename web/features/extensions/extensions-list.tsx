import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import type { Extension } from '../../../common/admin';
import { ROLLCALL_EXTENSION } from '../../../common/extension.plain';
import { paths } from '../../../common/paths.plain';
import { RefusalAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ExternalAnchor } from '../../components/ui/external-link';
import { CardImage, RemoteImage } from '../../components/ui/remote-image';
import { SectionHeading } from '../../components/ui/section-heading';
import { SelectField } from '../../components/ui/select-field';
import { cn } from '../../lib/cn';
import { useExtensions } from '../../api/extensions';
import { EXTENSIONS_LIST_TEXTS as T } from './extensions-texts';
import { StoreIcon } from './store-icon';

export type VisibilityFilter = 'all' | 'public' | 'private';
export type PricingFilter = 'all' | 'free' | 'paid';

const VISIBILITY_OPTIONS: { value: VisibilityFilter; label: string }[] = [
  { value: 'all', label: T.all },
  { value: 'public', label: T.public },
  { value: 'private', label: T.private },
];
const PRICING_OPTIONS: { value: PricingFilter; label: string }[] = [
  { value: 'all', label: T.all },
  { value: 'free', label: T.free },
  { value: 'paid', label: T.paid },
];

/** The extensions a filter keeps, in the server's order. */
export function filterExtensions(extensions: Extension[], visibility: VisibilityFilter, pricing: PricingFilter): Extension[] {
  return extensions.filter(
    (extension) =>
      (visibility === 'all' || extension.isPublic === (visibility === 'public')) &&
      (pricing === 'all' || extension.isFree === (pricing === 'free')),
  );
}

type ExtensionsListProps = {
  /** The section's heading (an h2), e.g. 'Free Browser Extensions'. */
  title: string;
  /** Shown under the title as 'Available with your {plan} plan'. */
  planName?: string | null;
  /** The filters applied at first (all by default). */
  visibility?: VisibilityFilter;
  pricing?: PricingFilter;
  /** Lets the reader change the two filters; without it they stay as given. */
  showFilters?: boolean;
  className?: string;
};

/**
 * The reusable extensions list (spec §2 "Extensions list (reusable)"): title, optional plan line,
 * public/private and free/paid filters, a grid of 1, 2 or 3 columns of cards, and the four states
 * of spec §4 (loading, error, empty, populated). The data is what GET /api/extensions lets this
 * visitor see.
 */
export function ExtensionsList({ title, planName, visibility = 'all', pricing = 'all', showFilters = false, className }: ExtensionsListProps) {
  const headingId = useId();
  const extensions = useExtensions();
  const [visibilityFilter, setVisibilityFilter] = useState<VisibilityFilter>(visibility);
  const [pricingFilter, setPricingFilter] = useState<PricingFilter>(pricing);

  let content: ReactNode;
  if (extensions.data) {
    const shown = filterExtensions(extensions.data, visibilityFilter, pricingFilter);
    content =
      shown.length === 0 ? (
        <EmptyState>{T.empty}</EmptyState>
      ) : (
        <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((extension) => (
            <li key={extension.id} className="flex">
              <ExtensionCard extension={extension} />
            </li>
          ))}
        </ul>
      );
  } else if (extensions.error) {
    content = <RefusalAlert error={extensions.error} failed={T.loadFailed} />;
  } else {
    content = (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-slate-600 dark:text-slate-400">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600 dark:text-indigo-400" />
        {T.loading}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className={className}>
      <SectionHeading
        id={headingId}
        title={title}
        description={planName ? T.availableWithPlan(planName) : null}
        size="lg"
        align="end"
        className="mb-8"
        actions={
          showFilters ? (
            <div className="flex gap-3">
              <SelectField label={T.visibilityFilter} value={visibilityFilter} onValue={setVisibilityFilter} options={VISIBILITY_OPTIONS} className="w-36" />
              <SelectField label={T.pricingFilter} value={pricingFilter} onValue={setPricingFilter} options={PRICING_OPTIONS} className="w-36" />
            </div>
          ) : null
        }
      />
      {content}
    </section>
  );
}

function ExtensionCard({ extension }: { extension: Extension }) {
  const headingId = useId();
  return (
    <Card as="article" padding="none" aria-labelledby={headingId} className="flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <CardImage url={extension.imageUrl} noImage={T.noImage} className="h-40 text-sm text-slate-600 dark:text-slate-400">
        {(src, fallback) => <RemoteImage src={src} fallback={fallback} width={256} height={128} loading="lazy" className="h-32 w-auto max-w-[80%] object-contain" />}
      </CardImage>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={extension.isFree ? 'emerald' : 'amber'}>{extension.isFree ? T.free : T.premium}</Badge>
          {extension.isPublic ? null : <Badge tone="slate">{T.private}</Badge>}
        </div>
        <h3 id={headingId} className="mt-3 text-lg font-semibold break-words text-slate-900 dark:text-white">
          {extension.title}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{T.version(extension.version || T.notAvailable)}</p>
        <p
          className={cn(
            'mt-3 line-clamp-3 text-sm leading-6 break-words',
            extension.description ? 'text-slate-700 dark:text-slate-300' : 'text-slate-600 italic dark:text-slate-400',
          )}
        >
          {extension.description || T.noDescription}
        </p>
        {extension.title === ROLLCALL_EXTENSION.title ? (
          // Rollcall's own extension (issue #38): this server serves its zip and says how to install it.
          <p className="mt-auto pt-5">
            <Link
              to={paths.extension}
              aria-label={T.install(extension.title)}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
            >
              {T.installHere}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        ) : null}
        {extension.stores.length > 0 ? (
          <ul aria-label={T.storeLinks(extension.title)} className="mt-auto flex flex-wrap gap-2 pt-5">
            {extension.stores.map((store) => (
              <li key={store.storeName}>
                <ExternalAnchor
                  href={store.storeUrl}
                  aria-label={T.storeLink(store.storeName)}
                  title={T.storeLink(store.storeName)}
                  className="flex size-10 items-center justify-center rounded-lg bg-white ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:ring-indigo-400 dark:bg-slate-800 dark:ring-slate-700 dark:hover:ring-indigo-400"
                >
                  <StoreIcon store={store.storeName} className="size-6" />
                </ExternalAnchor>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}

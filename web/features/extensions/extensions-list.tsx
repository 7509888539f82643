import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { ImageOff, LoaderCircle } from 'lucide-react';
import type { Extension } from '../../../common/admin';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { SelectField } from '../../components/ui/select-field';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { useExtensions } from './api/get-extensions';
import { EXTENSIONS_LIST_TEXTS as T } from './extensions-texts';
import { StoreIcon } from './store-icon';

export type VisibilityFilter = 'all' | 'public' | 'private';
export type PricingFilter = 'all' | 'free' | 'paid';

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
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {T.empty}
        </p>
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
    content = <Alert>{T.loadFailed(errorReason(extensions.error))}</Alert>;
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
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {title}
          </h2>
          {planName ? <p className="mt-2 text-slate-600 dark:text-slate-400">{T.availableWithPlan(planName)}</p> : null}
        </div>
        {showFilters ? (
          <div className="flex gap-3">
            <SelectField
              label={T.visibilityFilter}
              value={visibilityFilter}
              onChange={(event) => {
                setVisibilityFilter(event.target.value as VisibilityFilter);
              }}
              options={[
                { value: 'all', label: T.all },
                { value: 'public', label: T.public },
                { value: 'private', label: T.private },
              ]}
              className="w-36"
            />
            <SelectField
              label={T.pricingFilter}
              value={pricingFilter}
              onChange={(event) => {
                setPricingFilter(event.target.value as PricingFilter);
              }}
              options={[
                { value: 'all', label: T.all },
                { value: 'free', label: T.free },
                { value: 'paid', label: T.paid },
              ]}
              className="w-36"
            />
          </div>
        ) : null}
      </div>
      {content}
    </section>
  );
}

/** Only https images: the Content-Security-Policy blocks any other (and the browser logs an error). */
function showableImage(url: string | null): string | null {
  return url?.startsWith('https://') ? url : null;
}

function ExtensionCard({ extension }: { extension: Extension }) {
  const headingId = useId();
  const image = showableImage(extension.imageUrl);
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex h-40 items-center justify-center border-b border-slate-100 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/60">
        {image ? (
          <img
            src={image}
            alt=""
            width={256}
            height={128}
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            className="h-32 w-auto max-w-[80%] object-contain"
          />
        ) : (
          <span className="flex flex-col items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <ImageOff aria-hidden="true" className="size-6" />
            {T.noImage}
          </span>
        )}
      </div>
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
        {extension.stores.length > 0 ? (
          <ul aria-label={T.storeLinks(extension.title)} className="mt-auto flex flex-wrap gap-2 pt-5">
            {extension.stores.map((store) => (
              <li key={store.storeName}>
                <a
                  href={store.storeUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={T.storeLink(store.storeName)}
                  title={T.storeLink(store.storeName)}
                  className="flex size-10 items-center justify-center rounded-lg bg-white ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:ring-indigo-400 dark:bg-slate-800 dark:ring-slate-700 dark:hover:ring-indigo-400"
                >
                  <StoreIcon store={store.storeName} className="size-6" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

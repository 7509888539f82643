import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { SearchInput } from '../../components/ui/search-input';
import { controlClassName } from '../../components/ui/field-styles';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { categoryOptions, useCategories } from './api/get-categories';
import { usePosts } from './api/get-posts';
import { BlogPagination, pageCount } from './blog-pagination';
import { BLOG_PAGE_TEXTS as T } from './blog-texts';
import { PostCard, PostCardSkeleton } from './post-card';
import { SHARED_TEXTS } from '../../components/shared-texts';

/** ?page= as a page number: 1 unless a whole number from 1 to 10,000 (what the API accepts). */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * /blog (spec §2 "Public blog"): a search box (debounced) and a category filter ('All
 * Categories'), two-column cards, pagination. The filters live in the address (?search=,
 * ?category=, ?page=), so Back, a reload or a shared link shows the same posts.
 */
export function BlogPage() {
  usePageTitle(T.title);
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const category = params.get('category') ?? '';
  const page = pageParam(params.get('page'));
  const posts = usePosts({ search, category, page });
  const categories = useCategories();
  const categoryId = useId();

  const [searchText, setSearchText] = useState(search);
  // Back and Forward change ?search= under the box: the box follows.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (searchText.trim() !== search) setSearchText(search);
  }
  const debouncedSearch = useDebouncedValue(searchText);
  function applySearch(text: string) {
    if (text.trim() === search) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text.trim()) next.set('search', text.trim());
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  const onSearchSettled = useEffectEvent(applySearch);
  useEffect(() => {
    onSearchSettled(debouncedSearch);
  }, [debouncedSearch]);

  function chooseCategory(slug: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (slug) next.set('category', slug);
        else next.delete('category');
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );
  }

  function clearFilters() {
    setSearchText('');
    setParams({}, { preventScrollReset: true });
  }

  const filtered = search !== '' || category !== '';
  let content: ReactNode;
  if (posts.data) {
    const { posts: shown, total, pageSize } = posts.data;
    content = (
      <>
        <p aria-live="polite" className="mb-6 text-sm text-slate-600 dark:text-slate-400">
          {T.postCount(total)}
        </p>
        {shown.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
            <p className="text-slate-700 dark:text-slate-300">{filtered ? T.noMatches : T.noPosts}</p>
            {filtered ? (
              <Button variant="secondary" className="mt-5" onClick={clearFilters}>
                {T.clearFilters}
              </Button>
            ) : null}
          </div>
        ) : (
          <ul
            aria-busy={posts.isPlaceholderData}
            className={cn('grid gap-8 md:grid-cols-2', posts.isPlaceholderData && 'opacity-60 transition-opacity')}
          >
            {shown.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel="h2" showCategory imageLoading={index < 2 && page === 1 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        )}
        <BlogPagination page={page} pages={pageCount(total, pageSize)} />
      </>
    );
  } else if (posts.error) {
    content = <RefusalAlert error={posts.error} failed={SHARED_TEXTS.fetchPostsFailed} />;
  } else {
    content = (
      <>
        <p role="status" className="mb-6 text-sm text-slate-600 dark:text-slate-400">
          {T.loading}
        </p>
        <div className="grid gap-8 md:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <PostCardSkeleton key={key} />
          ))}
        </div>
      </>
    );
  }

  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader variant="public" title={T.title} description={T.subtitle} />

      <form
        role="search"
        onSubmit={(event) => {
          // Enter searches at once, without waiting for the debounce.
          event.preventDefault();
          applySearch(searchText);
        }}
        className="mt-10 mb-8 grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]"
      >
        <SearchInput label={T.searchLabel} value={searchText} onChange={setSearchText} />
        <div>
          <label htmlFor={categoryId} className="sr-only">
            {T.categoryLabel}
          </label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => {
              chooseCategory(event.target.value);
            }}
            className={cn(controlClassName, 'pr-8')}
          >
            <option value="">{T.allCategories}</option>
            {categoryOptions(categories.data ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {/* A category from a shared link that is not (or no longer) listed stays selectable. */}
            {category && categories.data && !categories.data.some((c) => c.slug === category) ? (
              <option value={category}>{category}</option>
            ) : null}
          </select>
        </div>
      </form>

      {content}
    </PageContainer>
  );
}

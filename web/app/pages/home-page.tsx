import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Layers, Mic, Palette, Puzzle, Rocket, Sparkles, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../common/paths.plain';
import type { SessionUser } from '../../../common/session';
import { PageContainer } from '../../components/page-container';
import { RefusalAlert } from '../../components/ui/alert';
import { ArrowLink } from '../../components/ui/arrow-link';
import { buttonVariants } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { IconCard } from '../../components/ui/icon-tile';
import { SectionHeading } from '../../components/ui/section-heading';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../api/session';
import { PostCard, PostCardSkeleton } from '../../features/blog/post-card';
import { ExtensionsList } from '../../features/extensions/extensions-list';
import { useHomePosts } from '../../features/blog/api/get-home-posts';
import { HOME_TEXTS as T } from './home-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { PAGE_TEXTS } from './page-texts';

type Feature = { title: string; description: string; icon: LucideIcon };

/** The three feature cards of the landing page (spec §2, Home page). */
export const HOME_FEATURES: Feature[] = [
  { ...T.features.teamManagement, icon: Users },
  { ...T.features.chromeExtension, icon: Puzzle },
  { ...T.features.licenseTiers, icon: Layers },
];

/** Spec §2: the promo shows when logged out or without a subscription record. */
export function showsPremiumPromo(user: SessionUser | null): boolean {
  return user === null || user.subscriptionType === null;
}

// The decorative preview of the Lists screen in the hero.
const sampleLists = [
  { name: 'Core contributors', icon: Rocket, count: 24, tone: 'bg-indigo-500/15 text-indigo-600 dark:text-indigo-300' },
  { name: 'Design circle', icon: Palette, count: 17, tone: 'bg-pink-500/15 text-pink-600 dark:text-pink-300' },
  { name: 'Weekly space hosts', icon: Mic, count: 9, tone: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-300' },
];
const sampleMembers = ['@ada', '@linus', '@grace', '@margaret', '@ken'];

/**
 * / (spec §2 "Home page"): the hero with 'Get Started', the three features, the featured (or
 * recent) posts, the free browser extensions and, for anyone without a plan, the premium promo.
 */
export function HomePage() {
  usePageTitle();
  const { user, isPending } = useSession();
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-indigo-200),transparent_65%)] opacity-70 dark:bg-[radial-gradient(ellipse_at_top,var(--color-indigo-900),transparent_65%)]"
        />
        <PageContainer className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 ring-1 ring-indigo-600/20 ring-inset dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/30">
              {T.eyebrow}
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">{T.headline}</h1>
            <p className="mt-6 text-lg leading-8 text-pretty text-slate-600 dark:text-slate-400">{T.intro}</p>
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <Link to={user ? paths.lists : paths.login} className={buttonVariants({ size: 'lg' })}>
                {T.getStarted}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link to={paths.blog} className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
                {T.readTheBlog}
              </Link>
            </div>
          </div>

          <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
            <div className="rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-xl shadow-indigo-500/10 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
              <div className="flex items-center justify-between">
                <p className="text-sm font-semibold text-slate-900 dark:text-white">Lists</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">Tier 2: 3/10</p>
              </div>
              <ul className="mt-4 space-y-3">
                {sampleLists.map(({ name, icon: Icon, count, tone }) => (
                  <li key={name} className={`flex items-center justify-between rounded-xl px-4 py-3 ${tone}`}>
                    <span className="flex items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-100">
                      <Icon className="size-4" />
                      {name}
                    </span>
                    <span className="text-xs text-slate-600 dark:text-slate-300">{count} members</span>
                  </li>
                ))}
              </ul>
              <div className="mt-5 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Shoot</p>
                <p className="mt-2 font-mono text-sm text-indigo-700 dark:text-indigo-300">{sampleMembers.join(' ')}</p>
              </div>
            </div>
          </div>
        </PageContainer>
      </section>

      <section
        aria-labelledby="features-heading"
        className="border-t border-slate-200 bg-slate-50 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <PageContainer>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
              {T.featuresTitle}
            </h2>
            <p className="mt-4 text-slate-600 dark:text-slate-400">{T.featuresIntro}</p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {HOME_FEATURES.map(({ title, description, icon }) => (
              <li key={title}>
                <IconCard icon={icon} tone="solid" title={title} headingLevel="h3" className="h-full transition-shadow hover:shadow-md">
                  <p>{description}</p>
                </IconCard>
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>

      <HomePostsSection />

      <div className="border-t border-slate-200 bg-slate-50 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40">
        <PageContainer>
          <ExtensionsList title={T.freeExtensions} visibility="public" pricing="free" />
        </PageContainer>
      </div>

      {/* Decided once the session is known, so a subscriber never sees it flash. */}
      {!isPending && showsPremiumPromo(user) ? <PremiumPromo /> : null}
    </>
  );
}

/** 'Featured Posts' (or 'Recent Posts' when fewer than 2 are featured): up to 2 cards and 'All Posts'. */
function HomePostsSection() {
  const headingId = useId();
  const homePosts = useHomePosts();

  let heading: ReactNode;
  let content: ReactNode;
  if (homePosts.data) {
    heading = homePosts.data.kind === 'featured' ? PAGE_TEXTS.featuredPosts : PAGE_TEXTS.recentPosts;
    content =
      homePosts.data.posts.length === 0 ? (
        <EmptyState>{T.noPosts}</EmptyState>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-8 md:grid-cols-2">
          {homePosts.data.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
      );
  } else if (homePosts.error) {
    heading = PAGE_TEXTS.featuredPosts;
    content = <RefusalAlert error={homePosts.error} failed={SHARED_TEXTS.fetchPostsFailed} />;
  } else {
    heading = <span className="sr-only">{T.loadingPosts}</span>;
    content = (
      <div aria-hidden="true" className="grid gap-8 md:grid-cols-2">
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={homePosts.isPending} className="py-16 sm:py-24">
      <PageContainer>
        <SectionHeading
          id={headingId}
          title={heading}
          titleClassName="min-h-9"
          description={T.postsIntro}
          actions={<ArrowLink to={paths.blog}>{PAGE_TEXTS.allPosts}</ArrowLink>}
          size="lg"
          align="end"
          className="mb-10"
        />
        {content}
      </PageContainer>
    </section>
  );
}

/** 'Want Access to Premium Extensions?', to /pricing (every plan, a visitor too: issue #38). */
function PremiumPromo() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <PageContainer>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-[radial-gradient(circle,rgb(255_255_255/0.1),transparent_60%)]"
          />
          <Sparkles aria-hidden="true" className="mx-auto size-8 text-indigo-100" />
          <h2 id={headingId} className="mt-4 text-3xl font-bold tracking-tight text-balance text-white">
            {T.promoTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-white">{T.promoText}</p>
          <Link to={paths.pricing} className={`${buttonVariants({ variant: 'inverse', size: 'lg' })} mt-8`}>
            {SHARED_TEXTS.viewPlans}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </PageContainer>
    </section>
  );
}

import { Link } from 'react-router';
import { ArrowRight, Layers, Mic, Palette, Puzzle, Rocket, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../common/paths';
import { PageContainer } from '../../components/page-container';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../auth/use-session';

type Feature = { title: string; description: string; icon: LucideIcon };

/** The three feature cards of the landing page (spec §2, Home page). */
export const HOME_FEATURES: Feature[] = [
  {
    title: 'Team Management',
    description: 'Group the members of every X community into lists, search across them and copy or move people in a click.',
    icon: Users,
  },
  {
    title: 'Chrome Extension',
    description: 'Bring Rollcall into your browser and work with your lists right where your communities live.',
    icon: Puzzle,
  },
  {
    title: 'License Tiers',
    description: 'Start free, then choose a subscription or a lifetime deal that matches how many lists your team needs.',
    icon: Layers,
  },
];

// The decorative preview of the Lists screen in the hero.
const sampleLists = [
  { name: 'Core contributors', icon: Rocket, count: 24, tone: 'bg-indigo-500/15 text-indigo-600 dark:text-indigo-300' },
  { name: 'Design circle', icon: Palette, count: 17, tone: 'bg-pink-500/15 text-pink-600 dark:text-pink-300' },
  { name: 'Weekly space hosts', icon: Mic, count: 9, tone: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-300' },
];
const sampleMembers = ['@ada', '@linus', '@grace', '@margaret', '@ken'];

export function HomePage() {
  usePageTitle();
  const { user } = useSession();
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-indigo-200),transparent_65%)] opacity-70 dark:bg-[radial-gradient(ellipse_at_top,var(--color-indigo-900),transparent_65%)]"
        />
        <PageContainer className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 ring-1 ring-inset ring-indigo-600/20 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/30">
              For teams and communities on X
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
              Manage your teams and communities on X, all in one place
            </h1>
            <p className="mt-6 text-lg leading-8 text-pretty text-slate-600 dark:text-slate-400">
              Rollcall keeps the members of your X communities in tidy lists. Search them, move people between
              lists, import and export CSV, and draw random members to build a ready-to-post line of mentions in
              seconds.
            </p>
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <Link to={user ? paths.lists : paths.login} className={buttonVariants({ size: 'lg' })}>
                Get Started
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link to={paths.blog} className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
                Read the blog
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

      <section aria-labelledby="features-heading" className="border-t border-slate-200 bg-slate-50 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40">
        <PageContainer>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
              Everything your community needs
            </h2>
            <p className="mt-4 text-slate-600 dark:text-slate-400">
              From the first member you add to the hundredth list you export.
            </p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {HOME_FEATURES.map(({ title, description, icon: Icon }) => (
              <li key={title}>
                <Card className="h-full transition-shadow hover:shadow-md">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-600 text-white dark:bg-indigo-500">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>
    </>
  );
}

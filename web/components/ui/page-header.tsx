import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

/**
 * app: the screens of the product (Lists, Profile, the admin tools), actions on the right.
 * public: the public pages' larger heading (Blog, Contact).
 * centered: a sales page's heading (Subscription plans, Lifetime deals), actions under it.
 */
export type PageHeaderVariant = 'app' | 'public' | 'centered';

const looks: Record<PageHeaderVariant, { root: string; title: string; description: string; actions: string }> = {
  app: {
    root: 'flex flex-wrap justify-between gap-4',
    title: 'text-3xl font-bold tracking-tight text-slate-900 dark:text-white',
    description: 'mt-2 text-slate-600 dark:text-slate-400',
    actions: 'flex flex-wrap gap-2',
  },
  public: {
    root: 'max-w-2xl',
    title: 'text-4xl font-bold tracking-tight text-slate-900 dark:text-white',
    description: 'mt-3 text-lg text-slate-600 dark:text-slate-400',
    actions: 'mt-6 flex flex-wrap gap-2',
  },
  centered: {
    root: 'mx-auto max-w-2xl text-center',
    title: 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white',
    description: 'mt-3 text-base text-slate-600 sm:text-lg dark:text-slate-400',
    actions: 'mt-6 flex flex-col items-center gap-3',
  },
};

type PageHeaderProps = {
  /** The page's h1. */
  title: string;
  /** The line under it. */
  description?: ReactNode;
  /** The page's buttons and links ('Back to Dashboard', 'Add Plan'). */
  actions?: ReactNode;
  /** Beside the title, on its baseline (the Lists screen's tier counter); the row then centres its items. */
  badge?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The heading can take the focus from script (tabIndex -1), for a 'Go to Top' or a dialog to land on. */
  focusable?: boolean;
  variant?: PageHeaderVariant;
  className?: string;
};

/** The heading of a page: its h1, the line under it and its actions. */
export function PageHeader({ title, description, actions, badge, headingRef, focusable = false, variant = 'app', className }: PageHeaderProps) {
  const look = looks[variant];
  const heading = (
    <h1 ref={headingRef} tabIndex={focusable ? -1 : undefined} className={cn(look.title, focusable && 'outline-none')}>
      {title}
    </h1>
  );
  const Root = variant === 'public' ? 'header' : 'div';
  return (
    <Root className={cn(look.root, variant === 'app' && (badge ? 'items-center' : 'items-start'), className)}>
      <div>
        {badge ? (
          <div className="flex flex-wrap items-baseline gap-3">
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        {description ? <p className={look.description}>{description}</p> : null}
      </div>
      {actions ? <div className={look.actions}>{actions}</div> : null}
    </Root>
  );
}

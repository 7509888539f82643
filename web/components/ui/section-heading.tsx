import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type SectionHeadingSize = 'sm' | 'md' | 'lg';

const sizes: Record<SectionHeadingSize, { title: string; description: string; gap: string }> = {
  /** A card's heading (the profile's blocks). */
  sm: { title: 'text-lg font-semibold text-slate-900 dark:text-white', description: 'mt-1 text-sm text-slate-600 dark:text-slate-400', gap: 'gap-3' },
  /** A section of an app screen (the blog's posts, categories and tags). */
  md: { title: 'text-xl font-semibold text-slate-900 dark:text-white', description: 'mt-1 text-sm text-slate-600 dark:text-slate-400', gap: 'gap-3' },
  /** A section of a public page (the home page's posts, the extensions). */
  lg: { title: 'text-3xl font-bold tracking-tight text-slate-900 dark:text-white', description: 'mt-2 text-slate-600 dark:text-slate-400', gap: 'gap-4' },
};

const aligns = { start: 'items-start', center: 'items-center', end: 'items-end' } as const;

type SectionHeadingProps = {
  /** The h2's id, for the section's aria-labelledby. */
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  /** On the right (wrapping under on a narrow screen): the section's button, link or filters. */
  actions?: ReactNode;
  size?: SectionHeadingSize;
  /** How the title and the actions line up. */
  align?: keyof typeof aligns;
  className?: string;
  titleClassName?: string;
};

/** The heading of a section (an h2), its line and its actions. */
export function SectionHeading({ id, title, description, actions, size = 'md', align = 'center', className, titleClassName }: SectionHeadingProps) {
  const look = sizes[size];
  return (
    <div className={cn('flex flex-wrap justify-between', aligns[align], look.gap, className)}>
      <div>
        <h2 id={id} className={cn(look.title, titleClassName)}>
          {title}
        </h2>
        {description ? <p className={look.description}>{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}

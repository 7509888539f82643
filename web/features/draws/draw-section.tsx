import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { headingClassName, sectionClassName } from './draw-styles';

/** One part of a draw's page: a card named by its heading (`id` is the heading's, for aria-labelledby). */
export function DrawSection({ id, title, className, children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn(sectionClassName, className)}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

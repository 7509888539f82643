import type { ComponentProps } from 'react';
import { ExternalLink } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A link to another site: in a new tab, with neither the opener nor our address passed on. */
export function ExternalAnchor(props: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}

/** A small link to another site showing only its icon (a profile on X, a community), named by `label`. */
export function ExternalIconLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <ExternalAnchor href={href} aria-label={label} className={cn('inline-flex size-7 items-center justify-center rounded-md text-indigo-600 dark:text-indigo-400', className)}>
      <ExternalLink aria-hidden="true" className="size-4" />
    </ExternalAnchor>
  );
}

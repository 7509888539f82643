import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';

/** A text link with an arrow: forward ('All Posts →') or, with `back`, backward ('← Back to Blog'). */
export function ArrowLink({ to, back = false, children }: { to: string; back?: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200"
    >
      {back ? <ArrowLeft aria-hidden="true" className="size-4" /> : null}
      {children}
      {back ? null : <ArrowRight aria-hidden="true" className="size-4" />}
    </Link>
  );
}

import type { ReactNode } from 'react';

/** A section's heading (h2) with its main action on the right. */
export function SectionHeader({ headingId, title, children }: { headingId: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

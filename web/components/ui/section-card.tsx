import type { ReactNode } from 'react';
import { Card } from './card';
import { SectionHeading } from './section-heading';

/** A block of a settings screen (the profile's): a card with its h2, an optional action, and its content. */
export function SectionCard({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <SectionHeading id={headingId} title={title} description={description} actions={action} size="sm" align="start" />
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}

/** A label and its value in a SectionCard (in a dl), with the value's action (Edit, Change…) at the end. */
export function InfoRow({ label, action, children }: { label: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-4">
      <dt className="w-40 shrink-0 text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-3 text-sm text-slate-900 dark:text-slate-100">
        <div className="min-w-0 flex-1 space-y-2 break-words">{children}</div>
        {action}
      </dd>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/** A card of the admin dashboard: a region named by its h2, an optional line under it, its content. */
export function DashboardCard({ id, title, intro, className, children }: { id: string; title: string; intro?: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <Card className="h-full p-5 sm:p-6">
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

import { TriangleAlert } from 'lucide-react';
import { LISTS_TEXTS } from '../../../common/lists';

/** The yellow alert of spec §2, shown while the plan allows no new list. */
export function LimitAlert() {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-800 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-300"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{LISTS_TEXTS.limitAlert}</p>
    </div>
  );
}

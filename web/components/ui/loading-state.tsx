import { LoaderCircle } from 'lucide-react';

/** A small, accessible loading indicator ("Loading..."), centred in the page area. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <div role="status" aria-live="polite" className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600 dark:text-indigo-400" />
        <span>{label}</span>
      </div>
    </div>
  );
}

import { Check, Copy } from 'lucide-react';
import { Button } from './button';
import { SHARED_TEXTS } from '../shared-texts';

/** A Copy button of the Lists screen and its 'Copied!' beside it (announced politely) once it has copied. */
export function CopyButton({ label, copied, onCopy, variant = 'secondary' }: { label: string; copied: boolean; onCopy: () => void; variant?: 'secondary' | 'ghost' }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button variant={variant} size="sm" onClick={onCopy}>
        <Copy aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <span role="status" className="inline-flex min-h-5 items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
        {copied ? (
          <>
            <Check aria-hidden="true" className="size-4" />
            {SHARED_TEXTS.copied}
          </>
        ) : null}
      </span>
    </span>
  );
}

import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A decorative spinning circle for busy buttons and states; the text beside it says what is going on. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 shrink-0 animate-spin', className)} />;
}

import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/** The page-width container every screen and the header and footer share. */
export function PageContainer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

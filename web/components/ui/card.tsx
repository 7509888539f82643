import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type CardElement = 'div' | 'article' | 'section' | 'li' | 'form';
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

// One padding per card: two padding utilities on one element would fight by stylesheet order.
const paddings: Record<CardPadding, string | null> = { none: null, sm: 'p-4', md: 'p-5', lg: 'p-6' };

/** The look of a card: white (slate-900 in dark) on a thin border, rounded, with a small shadow. */
export const cardClassName = 'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

type CardProps<E extends CardElement> = ComponentProps<E> & {
  /** The element: an `article` for an item of a list, a `form`… (a `div` by default). */
  as?: E;
  /** p-6 by default; 'none' for a card whose parts set their own. */
  padding?: CardPadding;
};

export function Card<E extends CardElement = 'div'>({ as, padding = 'lg', className, ...props }: CardProps<E>) {
  // One element at a time: typed as a div here, the props were checked against `as` by the caller.
  const Element = (as ?? 'div') as 'div';
  return <Element className={cn(cardClassName, paddings[padding], className)} {...(props as ComponentProps<'div'>)} />;
}

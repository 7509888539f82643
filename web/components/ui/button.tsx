import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CONTROL_HEIGHT } from './field-styles';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'ghost-danger' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400',
  secondary:
    'bg-white text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  /** A ghost button that opens the question before a removal ('Delete team', 'Remove'). */
  'ghost-danger': 'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-500/10',
  /** The confirmation of what deletes, blocks or replaces: red, in light and dark alike. */
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-500 dark:bg-red-600 dark:hover:bg-red-500',
  /** White on a coloured band (the home page's promo), in light and dark alike. */
  inverse: 'bg-white text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  /** The control height of forms and toolbars (field-styles.ts). */
  md: `${CONTROL_HEIGHT} px-4 text-sm`,
  lg: 'h-12 px-6 text-base',
};

/** Button classes, also for links that look like buttons: `<Link className={buttonVariants()}>`. */
export function buttonVariants({ variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {}) {
  return cn(base, variants[variant], sizes[size]);
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * A request of this button is running: it is disabled and aria-busy, and a spinner stands in
   * front of its text (in place of `icon`). Left undefined, the button says nothing about being busy.
   */
  pending?: boolean;
  /**
   * Like `pending`, but the button stays enabled (aria-disabled, a waiting cursor), so it keeps the
   * keyboard focus, e.g. during a download; its click handler ignores the clicks meanwhile.
   */
  busy?: boolean;
  /** A decorative icon before the text (hidden while pending or busy). */
  icon?: ReactNode;
};

export function Button({ variant, size, pending, busy, icon, className, type = 'button', disabled, children, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size }), busy === undefined ? null : 'aria-disabled:cursor-wait aria-disabled:opacity-70', className)}
      disabled={pending || disabled}
      aria-busy={pending ?? busy}
      aria-disabled={busy || undefined}
      {...props}
    >
      {pending || busy ? <Spinner /> : icon}
      {children}
    </button>
  );
}

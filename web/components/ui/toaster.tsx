import { useEffect, useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * One way to say what a change did (issue #18): `toast.success('List "Friends" deleted.')`,
 * `toast.error(…)`, with an optional action (`{ label: 'Undo', run }`). Toasts stack at the bottom
 * of the screen, above everything, in a live region: a success is announced politely, an error at
 * once. A success leaves after 6 s, an error after 10 s (each can be closed sooner); hovering or
 * focusing a toast keeps it, so an action is never taken away under the pointer.
 */

export type ToastTone = 'success' | 'error';
export type ToastAction = { label: string; run: () => void };
type Toast = { id: number; tone: ToastTone; text: string; action?: ToastAction; paused: boolean };

const LIFETIME: Record<ToastTone, number> = { success: 6000, error: 10_000 };
/** More than this and the oldest goes: a burst of changes must not cover the page. */
const MAX_TOASTS = 3;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function push(tone: ToastTone, text: string, action?: ToastAction): number {
  const id = nextId++;
  toasts = [...toasts, { id, tone, text, action, paused: false }].slice(-MAX_TOASTS);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function setPaused(id: number, paused: boolean) {
  toasts = toasts.map((toast) => (toast.id === id ? { ...toast, paused } : toast));
  emit();
}

export const toast = {
  success: (text: string, action?: ToastAction) => push('success', text, action),
  error: (text: string, action?: ToastAction) => push('error', text, action),
};

/** For tests: forget every toast. */
export function clearToasts(): void {
  toasts = [];
  emit();
}

function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

/** Where the toasts appear: once, in the root layout. */
export function Toaster() {
  const list = useToasts();
  const successes = list.filter((item) => item.tone === 'success');
  const errors = list.filter((item) => item.tone === 'error');
  return (
    <div data-testid="toaster" className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end">
      {/* Two live regions, so an error interrupts and a success waits its turn; each is there
          only while it has something to say (an empty one would be one more 'status' to a page). */}
      {successes.length > 0 ? (
        <div role="status" aria-live="polite" className="contents">
          {successes.map((item) => <ToastCard key={item.id} toast={item} />)}
        </div>
      ) : null}
      {errors.length > 0 ? (
        <div role="alert" aria-live="assertive" className="contents">
          {errors.map((item) => <ToastCard key={item.id} toast={item} />)}
        </div>
      ) : null}
    </div>
  );
}

function ToastCard({ toast: item }: { toast: Toast }) {
  useEffect(() => {
    if (item.paused) return;
    const timer = setTimeout(() => {
      dismissToast(item.id);
    }, LIFETIME[item.tone]);
    return () => {
      clearTimeout(timer);
    };
  }, [item.id, item.tone, item.paused]);
  const Icon = item.tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      onMouseEnter={() => setPaused(item.id, true)}
      onMouseLeave={() => setPaused(item.id, false)}
      onFocus={() => setPaused(item.id, true)}
      onBlur={() => setPaused(item.id, false)}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg',
        item.tone === 'success'
          ? 'border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100'
          : 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950 dark:text-red-200',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', item.tone === 'success' ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400')} />
      <p className="min-w-0 flex-1 break-words">{item.text}</p>
      {item.action ? (
        <button
          type="button"
          className="shrink-0 font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
          onClick={() => {
            dismissToast(item.id);
            item.action!.run();
          }}
        >
          {item.action.label}
        </button>
      ) : null}
      <button type="button" aria-label="Dismiss" className="-m-1 shrink-0 rounded p-1 text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white" onClick={() => dismissToast(item.id)}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

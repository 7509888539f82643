import type { ReactNode } from 'react';
import { refusalText } from '../../lib/field-errors';
import { SHARED_TEXTS } from '../shared-texts';
import { Alert } from './alert';
import { Button } from './button';
import { LoadingState } from './loading-state';

type QueryStateProps<T> = {
  /** A TanStack query (or anything with its data and error). */
  query: { data: T | undefined; error: Error | null; isFetching?: boolean; refetch?: () => unknown };
  /** The spec §8 sentence of a failed read: 'Failed to fetch plans: …'. */
  failed: (reason: string) => string;
  /** Classes of the error's Alert (its margin on the page). */
  errorClassName?: string;
  /** While nothing has come yet; the page's 'Loading...' by default. */
  loading?: ReactNode;
  /** The failure wins over data kept from before (a search whose new answer failed). */
  errorFirst?: boolean;
  /** Offer 'Try again' under a failure: it asks the query again. */
  retry?: boolean;
  children: (data: T) => ReactNode;
};

/** The three states of a screen's read: what came, why it failed (role="alert"), or loading. */
export function QueryState<T>({ query, failed, errorClassName, loading = <LoadingState />, errorFirst = false, retry = false, children }: QueryStateProps<T>) {
  const message = refusalText(query.error, failed);
  const error =
    message === null ? null : retry ? (
      <RetryAlert className={errorClassName} pending={query.isFetching} onRetry={() => void query.refetch?.()}>
        {message}
      </RetryAlert>
    ) : (
      <Alert className={errorClassName}>{message}</Alert>
    );
  if (errorFirst && error) return error;
  if (query.data !== undefined) return children(query.data);
  return error ?? loading;
}

type RetryAlertProps = { className?: string; pending?: boolean; onRetry: () => void; children: ReactNode };

/** A failed read (role="alert") and 'Try again' under it, which asks again. */
export function RetryAlert({ className, pending, onRetry, children }: RetryAlertProps) {
  return (
    <div className="space-y-3">
      <Alert className={className}>{children}</Alert>
      <Button variant="secondary" pending={pending} onClick={onRetry}>
        {SHARED_TEXTS.tryAgain}
      </Button>
    </div>
  );
}

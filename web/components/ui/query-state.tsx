import type { ReactNode } from 'react';
import { errorReason } from '../../lib/field-errors';
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
  const alert = query.error ? <Alert className={errorClassName}>{failed(errorReason(query.error))}</Alert> : null;
  const error =
    alert && retry ? (
      <div className="space-y-3">
        {alert}
        <Button variant="secondary" pending={query.isFetching} onClick={() => void query.refetch?.()}>
          {SHARED_TEXTS.tryAgain}
        </Button>
      </div>
    ) : (
      alert
    );
  if (errorFirst && error) return error;
  if (query.data !== undefined) return children(query.data);
  return error ?? loading;
}

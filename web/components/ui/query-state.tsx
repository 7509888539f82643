import type { ReactNode } from 'react';
import { errorReason } from '../../lib/field-errors';
import { Alert } from './alert';
import { LoadingState } from './loading-state';

type QueryStateProps<T> = {
  /** A TanStack query (or anything with its data and error). */
  query: { data: T | undefined; error: Error | null };
  /** The spec §8 sentence of a failed read: 'Failed to fetch plans: …'. */
  failed: (reason: string) => string;
  /** Classes of the error's Alert (its margin on the page). */
  errorClassName?: string;
  /** While nothing has come yet; the page's 'Loading...' by default. */
  loading?: ReactNode;
  /** The failure wins over data kept from before (a search whose new answer failed). */
  errorFirst?: boolean;
  children: (data: T) => ReactNode;
};

/** The three states of a screen's read: what came, why it failed (role="alert"), or loading. */
export function QueryState<T>({ query, failed, errorClassName, loading = <LoadingState />, errorFirst = false, children }: QueryStateProps<T>) {
  const error = query.error ? <Alert className={errorClassName}>{failed(errorReason(query.error))}</Alert> : null;
  if (errorFirst && error) return error;
  if (query.data !== undefined) return children(query.data);
  return error ?? loading;
}

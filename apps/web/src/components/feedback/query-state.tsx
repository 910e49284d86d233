import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** When the loaded data counts as empty, this message is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  children: (data: T) => ReactNode;
}

/** The three states every loaded screen has: loading, error (with retry), empty. */
export function QueryState<T>({
  query,
  isEmpty,
  emptyMessage = 'Aucun élément à afficher',
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState message={emptyMessage} />;
  return <>{children(query.data)}</>;
}

import { QueryClient } from '@tanstack/react-query';
import { ApiCallError } from './api-client';
import { suivreReseau } from './reseau';

/** Client errors (4xx) will not change on retry; only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiCallError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  suivreReseau();
  return new QueryClient({
    defaultOptions: {
      // Offline, a read waits for the network and keeps showing the data it has (issue 25).
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'online' },
      // An action is never left waiting for the network: it fails at once and says so.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

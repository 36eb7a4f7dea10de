import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/** Query defaults in one place. Client errors (4xx) are not retried: they will not change. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

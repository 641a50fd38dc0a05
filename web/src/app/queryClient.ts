import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/http';

/** Client errors (4xx) are answers, not glitches: only network and server errors retry, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

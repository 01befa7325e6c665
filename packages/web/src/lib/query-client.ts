import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

/**
 * No refetch on focus, no interval refetch, data never stale, no retries. Data changes only
 * when the console itself changes it, so every mutation invalidates or sets what it touched.
 */
export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

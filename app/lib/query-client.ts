import { QueryClient } from '@tanstack/react-query';

/** TanStack Query with our defaults: no retries, no refetch on focus, no polling, never stale. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The client for the routes that use TanStack Query (only /playbook-examples today, so its code stays off every
 * other page). In the browser one client lives for the whole visit, so the cache survives navigating away and
 * back; on the server every render gets its own.
 */
export function queryClientForRender(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

import { queryOptions } from '@tanstack/react-query';
import { fetchSavedSops, SAVED_SOPS_QUERY_KEY } from '#app/shared/playbooks/saved-sops.ts';
import { SAVED_SOPS_LIMIT } from '#contracts/playbook-constants.ts';

/** The saved SOP list is fresh for 30 s, collected at 60 s, refetched on focus and on mount. */
const SAVED_SOPS_STALE_MS = 30_000;
const SAVED_SOPS_GC_MS = 60_000;
const SAVED_SOPS_ERROR = 'Failed to fetch saved SOPs';

export const savedSopsQuery = queryOptions({
  queryKey: SAVED_SOPS_QUERY_KEY,
  queryFn: async () => {
    try {
      return await fetchSavedSops(SAVED_SOPS_LIMIT);
    } catch (error) {
      throw new Error(SAVED_SOPS_ERROR, { cause: error });
    }
  },
  staleTime: SAVED_SOPS_STALE_MS,
  gcTime: SAVED_SOPS_GC_MS,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});

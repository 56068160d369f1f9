import { queryOptions } from '@tanstack/react-query';
import { fetchSavedPlaybooks, SAVED_PLAYBOOKS_QUERY_KEY } from '#app/shared/playbooks/saved-playbooks.ts';
import { SAVED_PLAYBOOKS_LIMIT } from '#contracts/playbook-constants.ts';

/** The saved SOP list is fresh for 30 s, collected at 60 s, refetched on focus and on mount. */
const SAVED_PLAYBOOKS_STALE_MS = 30_000;
const SAVED_PLAYBOOKS_GC_MS = 60_000;
const SAVED_PLAYBOOKS_ERROR = 'Failed to fetch saved SOPs';

export const savedPlaybooksQuery = queryOptions({
  queryKey: SAVED_PLAYBOOKS_QUERY_KEY,
  queryFn: async () => {
    try {
      return await fetchSavedPlaybooks(SAVED_PLAYBOOKS_LIMIT);
    } catch (error) {
      throw new Error(SAVED_PLAYBOOKS_ERROR, { cause: error });
    }
  },
  staleTime: SAVED_PLAYBOOKS_STALE_MS,
  gcTime: SAVED_PLAYBOOKS_GC_MS,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});

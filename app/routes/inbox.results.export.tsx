import { OWNER_RESULTS_PATH } from '#contracts/owner-results-constants.ts';
import { requireOwner } from '#app/lib/owner-guard.server.ts';
import { notFound } from '#app/lib/route-errors.server.ts';
import type { Route } from './+types/inbox.results.export';

/**
 * `/inbox/results/export?place=`: the reviews and replies behind the signed-in owner's results of one of their
 * restaurants, as a CSV file (docs/results.md), with the operator console's quoting rules. A file, not a page: without
 * a session, the sign-in page coming back to the results; a place that is not the owner's is a 404.
 */
const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { owner, services } = await requireOwner(request, context, {
    page: 'The results export',
    returnTo: `${OWNER_RESULTS_PATH}${url.search}`,
  });
  const file = await services.results.csv(owner, url.searchParams.get('place'));
  if (!file) throw notFound({ headers: NO_STORE });
  return new Response(file.body, {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
    },
  });
}

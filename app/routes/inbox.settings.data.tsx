import { redirect } from 'react-router';
import { readActionForm } from '#app/lib/action-form.server.ts';
import type { Route } from './+types/inbox.settings.data';
import { requireOwner } from '#app/lib/owner-guard.server.ts';
import { notFound } from '#app/lib/route-errors.server.ts';

/**
 * "Download my data" (a POST, same-site only): everything stored about the signed-in owner's address, as the JSON the
 * operator's data-rights export gives, audit-logged. A file, not a page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await readActionForm(request);
  // Without a session: the sign-in page, coming back to the settings this form is on (a file is not a page).
  const { owner, services } = await requireOwner(request, context, {
    page: 'The data download',
    returnTo: `/inbox/settings${new URL(request.url).search}`,
  });
  const report = await services.ownerSettings.exportData(owner);
  return new Response(`${JSON.stringify(report, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="replybook-my-data-${report.generatedAt.slice(0, 10)}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A GET (a typed address, a prefetch) downloads nothing: back to the settings. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('place') === null) throw notFound();
  throw redirect(`/inbox/settings${url.search}`);
}

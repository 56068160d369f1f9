import { data } from 'react-router';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { ownerInboxCopy } from '#app/content/owner-inbox.ts';
import { site } from '#app/content/site.ts';
import { InboxView } from '#app/features/owner-inbox/index.ts';
import { readActionFields } from '#app/lib/action-form.server.ts';
import { requireOwner } from '#app/lib/owner-guard.server.ts';
import { notFound, resultData } from '#app/lib/route-errors.server.ts';
import { inboxActionFormSchema } from '#contracts/owner-forms.ts';
import type { Route } from './+types/inbox';

/**
 * /inbox: the signed-in owner's reviews of one of their restaurants (`?place=`), filtered (`?filter=`) and paged
 * (`?page=`), each with its reply (docs/inbox.md). Without a session, the sign-in page, coming back here with the
 * same query; a place that is not the owner's is a 404. Actions are POSTs from this page (the origin check in
 * server/http/security-headers.ts refuses other sites), each resolved among the owner's own restaurants again.
 */

export function meta(): Route.MetaDescriptors {
  return [{ title: `${ownerInboxCopy.metaTitle} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner: signedIn, services } = await requireOwner(request, context, { page: 'The inbox' });
  const { inbox, ownerPlaces } = services;
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  // `?place=` when the owner chose one; otherwise the one they used last, the connected one, or the newest.
  const choice = await ownerPlaces.choose(signedIn, url.searchParams.get('place'), cookie);
  const page = choice
    ? await inbox.page(signedIn, {
        placeId: choice.placeId,
        filter: url.searchParams.get('filter'),
        page: url.searchParams.get('page'),
      })
    : null;
  if (!choice || !page) throw notFound({ headers: NO_STORE });
  const headers = new Headers(NO_STORE);
  if (choice.setCookie) headers.append('Set-Cookie', choice.setCookie);
  return data({ page, places: choice.restaurants }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readActionFields(request, inboxActionFormSchema);
  const { owner, services } = await requireOwner(request, context, { page: 'The inbox', anonymous: 401 });
  // The schema reads every field (a missing one is empty), so it never refuses; the service judges what they say.
  const { placeId: named, review, filter, page, ...fields } = form.data!;
  const placeId = named || new URL(request.url).searchParams.get('place');
  if (fields.intent === 'draft') {
    // The page's missing drafts (its GET only reads them); the page reloads with them.
    if (!(await services.inbox.draft(owner, { placeId, filter, page }))) throw notFound();
    return data({ drafted: true as const }, { headers: NO_STORE });
  }
  const result = await services.inbox.act(owner, {
    ...fields,
    placeId,
    reviewKey: review,
  });
  if (!result) throw notFound();
  return resultData(result);
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <InboxView data={loaderData.page} places={loaderData.places} />
    </SiteLayout>
  );
}

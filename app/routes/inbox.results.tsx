import { data } from 'react-router';
import { ROI_INPUT_MAX } from '#contracts/roi-constants.ts';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { ownerResultsCopy, ticketFieldError } from '#app/content/owner-results.ts';
import { site } from '#app/content/site.ts';
import { readTicket, ResultsView } from '#app/features/owner-results/index.ts';
import { requireOwner } from '#app/lib/owner-guard.server.ts';
import { notFound } from '#app/lib/route-errors.server.ts';
import type { Route } from './+types/inbox.results';

/**
 * /inbox/results: what replying changed for one of the signed-in owner's restaurants (`?place=`, else the one they
 * used last), from its Google reviews (docs/results.md). `?ticket=` is the average ticket for the estimate (a GET
 * field, never stored); one that is not a whole number of dollars is kept in the field with its error, and every
 * figure still shows. `?kind=&key=` lists the reviews behind one praised or criticised thing on the same page.
 * Without a session, the sign-in page, coming back here; a place that is not the owner's is a 404.
 */

export function meta({ data: loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData?.results.restaurantName;
  return [
    { title: `${ownerResultsCopy.metaTitle}${name ? ` · ${name}` : ''} · ${site.brandName}` },
    { name: 'robots', content: 'noindex' },
  ];
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner, services } = await requireOwner(request, context, { page: 'The results page' });
  const url = new URL(request.url);
  const params = url.searchParams;
  const choice = await services.ownerPlaces.choose(owner, params.get('place'), request.headers.get('cookie'));
  if (!choice) throw notFound({ headers: NO_STORE });
  const ticket = readTicket(params.get('ticket'));
  const wantsBehind = params.has('kind') || params.has('key');
  const [results, behind] = await Promise.all([
    services.results.results(owner, {
      placeId: choice.placeId,
      averageTicket: ticket.state === 'valid' ? ticket.value : null,
    }),
    wantsBehind
      ? services.results.reviewsBehind(owner, {
          placeId: choice.placeId,
          kind: params.get('kind'),
          key: params.get('key'),
          month: params.get('month'),
        })
      : null,
  ]);
  if (!results || (wantsBehind && !behind)) throw notFound({ headers: NO_STORE });
  const headers = new Headers(NO_STORE);
  if (choice.setCookie) headers.append('Set-Cookie', choice.setCookie);
  const field = {
    value: ticket.state === 'empty' ? '' : ticket.raw,
    error: ticket.state === 'invalid' ? ticketFieldError(ROI_INPUT_MAX) : null,
  };
  return data({ results, behind, ticket: field, places: choice.restaurants }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function InboxResults({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <ResultsView
        results={loaderData.results}
        places={loaderData.places}
        ticket={loaderData.ticket}
        behind={loaderData.behind}
      />
    </SiteLayout>
  );
}

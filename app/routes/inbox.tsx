import { data, redirect } from 'react-router';
import type { InboxActionResult } from '#contracts/owner-inbox.ts';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { ownerInboxCopy } from '#app/content/owner-inbox.ts';
import { site } from '#app/content/site.ts';
import { InboxView } from '#app/features/owner-inbox/index.ts';
import { readActionForm } from '#app/lib/action-form.server.ts';
import type { Route } from './+types/inbox';
import { requireServices } from '#app/lib/route-context.ts';

/**
 * /inbox: the signed-in owner's reviews of one of their restaurants (`?place=`), filtered (`?filter=`) and paged
 * (`?page=`), each with its reply (docs/inbox.md). Without a session, the sign-in page, coming back here with the
 * same query; a place that is not the owner's is a 404. Actions are POSTs from this page (the origin check in
 * server/http/security-headers.ts refuses other sites), each resolved among the owner's own restaurants again.
 */

export function meta(): Route.MetaDescriptors {
  return [{ title: `${ownerInboxCopy.metaTitle} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

function services(context: Route.LoaderArgs['context']) {
  return requireServices(context, 'The inbox');
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner, inbox, ownerPlaces } = services(context);
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  const signedIn = await owner.current(cookie);
  if (!signedIn) throw redirect(`/sign-in?next=${encodeURIComponent(`/inbox${url.search}`)}`);
  // `?place=` when the owner chose one; otherwise the one they used last, the connected one, or the newest.
  const choice = await ownerPlaces.choose(signedIn, url.searchParams.get('place'), cookie);
  const page = choice
    ? await inbox.page(signedIn, {
        placeId: choice.placeId,
        filter: url.searchParams.get('filter'),
        page: url.searchParams.get('page'),
      })
    : null;
  if (!choice || !page) throw data(null, { status: 404, headers: NO_STORE });
  const headers = new Headers(NO_STORE);
  if (choice.setCookie) headers.append('Set-Cookie', choice.setCookie);
  return data({ page, places: choice.restaurants }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const STATUS_OF: Record<InboxActionResult['outcome'], number> = {
  posted: 200,
  skipped: 200,
  unskipped: 200,
  saved: 200,
  rewritten: 200,
  'confirm-escalation': 409,
  'replied-elsewhere': 409,
  'review-changed': 409,
  'in-progress': 409,
  invalid: 400,
  'not-on-plan': 403,
  'google-error': 502,
};

export async function action({ request, context }: Route.ActionArgs) {
  const { owner, inbox } = services(context);
  const form = await readActionForm(request);
  const signedIn = await owner.current(request.headers.get('cookie'));
  if (!signedIn) throw data(null, { status: 401 });
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const style = field('style');
  // "Write it differently" buttons carry the style alone: a button sends one name.
  const intent = field('intent') || (style ? 'rewrite' : '');
  const placeId = field('placeId') || new URL(request.url).searchParams.get('place');
  const result = await inbox.act(signedIn, {
    placeId,
    reviewKey: field('review'),
    intent,
    text: field('text'),
    style,
    confirmEscalation: field('confirmEscalation') === 'yes',
    confirmOverwrite: field('confirmOverwrite') === 'yes',
    reviewVersion: field('reviewVersion') || undefined,
  });
  if (!result) throw data(null, { status: 404 });
  return data(result, { status: STATUS_OF[result.outcome] });
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <InboxView data={loaderData.page} places={loaderData.places} />
    </SiteLayout>
  );
}

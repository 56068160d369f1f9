import { data, redirect } from 'react-router';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { ownerSettingsCopy } from '#app/content/owner-settings.ts';
import { site } from '#app/content/site.ts';
import { SettingsView } from '#app/features/owner-settings/index.ts';
import { readActionForm } from '#app/lib/action-form.server.ts';
import { requireOwner } from '#app/lib/owner-guard.server.ts';
import { notFound, resultData } from '#app/lib/route-errors.server.ts';
import { ERASED_COUNT_KEYS } from '#contracts/owner-settings-constants.ts';
import type { Route } from './+types/inbox.settings';

export function meta({ data: loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData?.page.restaurantName;
  return [
    { title: `${ownerSettingsCopy.title}${name ? ` · ${name}` : ''} · ${site.brandName}` },
    { name: 'robots', content: 'noindex' },
  ];
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** Without an owner session: the sign-in page, coming back here with the same query. */
const PAGE = 'The settings page';

function placeOf(request: Request): string {
  return new URL(request.url).searchParams.get('place') ?? '';
}

/**
 * The signed-in owner's settings of `?place=`: another owner's place is a 404. Without `?place=` (the header's
 * Settings), the restaurant the owner used last (else the connected one, else the newest), named in the address so
 * that every form on the page acts on the restaurant it shows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner, services } = await requireOwner(request, context, { page: PAGE });
  const cookie = request.headers.get('cookie');
  const requested = new URL(request.url).searchParams.get('place');
  const choice = await services.ownerPlaces.choose(owner, requested, cookie);
  if (choice && !requested) {
    throw redirect(`/inbox/settings?place=${encodeURIComponent(choice.placeId)}`, { headers: NO_STORE });
  }
  const page = choice ? await services.ownerSettings.page(owner, choice.placeId) : null;
  if (!choice || !page) throw notFound({ headers: NO_STORE });
  const headers = new Headers(NO_STORE);
  if (choice.setCookie) headers.append('Set-Cookie', choice.setCookie);
  return data({ page, places: choice.restaurants }, { headers });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

/** One section's form (same-site only, server/http/security-headers.ts), for the owner's own restaurant only. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readActionForm(request);
  const { owner, services } = await requireOwner(request, context, { page: PAGE });
  const result = await services.ownerSettings.act(owner, placeOf(request), Object.fromEntries(form));
  if (result.ok && result.erased) {
    // Signed out: the page says what was removed, from the counts alone.
    const counts = new URLSearchParams(ERASED_COUNT_KEYS.map((key) => [key, String(result.erased?.[key] ?? 0)]));
    throw redirect(`/inbox/settings/deleted?${counts.toString()}`, {
      headers: { ...NO_STORE, ...(result.setCookie ? { 'Set-Cookie': result.setCookie } : {}) },
    });
  }
  if (!result.ok && result.code === 'NOT_FOUND') throw notFound({ headers: NO_STORE });
  return resultData(result, { headers: NO_STORE });
}

export default function InboxSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <SettingsView page={loaderData.page} places={loaderData.places} result={actionData} />
    </SiteLayout>
  );
}

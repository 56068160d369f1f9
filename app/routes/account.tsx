import { data, redirect } from 'react-router';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { ownerAccountCopy } from '#app/content/owner-account.ts';
import { site } from '#app/content/site.ts';
import { AccountView } from '#app/features/owner-account/index.ts';
import type { Route } from './+types/account';

export function meta(): Route.MetaDescriptors {
  return [{ title: `${ownerAccountCopy.account.title} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/** The signed-in owner's restaurants; without a session, the sign-in page (coming back here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.services;
  if (!services) throw new Error('The account page needs the server load context (context.services).');
  const owner = await services.owner.current(request.headers.get('cookie'));
  if (!owner) throw redirect('/sign-in?next=%2Faccount');
  const restaurants = await services.owner.restaurants(owner);
  return data({ email: owner.email, restaurants }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <AccountView email={loaderData.email} restaurants={loaderData.restaurants} />
    </SiteLayout>
  );
}

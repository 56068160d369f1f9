import { data, redirect } from 'react-router';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { ownerAccountCopy } from '#app/content/owner-account.ts';
import { site } from '#app/content/site.ts';
import { AccountView } from '#app/features/owner-account/index.ts';
import { readActionFields } from '#app/lib/action-form.server.ts';
import { requireOwner } from '#app/lib/owner-guard.server.ts';
import { failureData } from '#app/lib/route-errors.server.ts';
import { failure } from '#contracts/error-constants.ts';
import { billingFormSchema } from '#contracts/owner-forms.ts';
import { cataloguePlan } from '#contracts/plan-constants.ts';
import type { Route } from './+types/account';

export function meta(): Route.MetaDescriptors {
  return [{ title: `${ownerAccountCopy.account.title} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

const PAGE = 'The account page';

/**
 * The signed-in owner's restaurants and their plans; without a session, the sign-in page, coming back here with the
 * same query (from the pricing card's Starter button, `?plan=starter`: the owner then picks the restaurant).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner, services } = await requireOwner(request, context, { page: PAGE });
  const url = new URL(request.url);
  const choosingStarter = services.billing.enabled && url.searchParams.get('plan') === 'starter';
  const restaurants = await services.owner.restaurants(owner);
  const billing = services.billing.enabled
    ? await services.billing.restaurants(
        owner,
        restaurants.map((restaurant) => restaurant.placeId),
      )
    : [];
  const returned = url.searchParams.get('billing');
  return data(
    { email: owner.email, restaurants, billing, returnedFromCheckout: returned === 'checkout-done', choosingStarter },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/**
 * The plan buttons (same-site POSTs, server/http/security-headers.ts): start the trial, add a card (Stripe Checkout,
 * made now, for this session's owner), manage billing (Stripe's Customer Portal). The restaurant is checked to be the
 * signed-in owner's on the server; the browser names only which one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readActionFields(request, billingFormSchema);
  const { owner, services } = await requireOwner(request, context, { page: PAGE, returnTo: '/account' });
  if (!form.success) return failureData({ ...failure('BAD_REQUEST', ownerAccountCopy.billing.badForm), placeId: null });
  const { intent, placeId } = form.data;
  const act = {
    'start-trial': services.billing.startTrial,
    'add-card': services.billing.startCheckout,
    'manage-billing': services.billing.openPortal,
  }[intent];
  const result = await act(owner, placeId);
  if (!result.ok) return failureData({ ...result, placeId });
  if (result.redirectTo) throw redirect(result.redirectTo, { headers: { 'Cache-Control': 'no-store' } });
  return data({ placeId, message: null, done: intent });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <AccountView
        email={loaderData.email}
        restaurants={loaderData.restaurants}
        billing={loaderData.billing}
        notice={
          actionData && 'done' in actionData
            ? ownerAccountCopy.billing.trialStarted
            : loaderData.returnedFromCheckout
              ? ownerAccountCopy.billing.checkoutDone
              : loaderData.choosingStarter
                ? ownerAccountCopy.billing.chooseRestaurant(cataloguePlan('starter').trialDays)
                : null
        }
        billingError={
          actionData && actionData.message ? { placeId: actionData.placeId, message: actionData.message } : null
        }
      />
    </SiteLayout>
  );
}

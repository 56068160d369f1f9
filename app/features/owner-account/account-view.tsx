import { InboxIcon, StoreIcon } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { ownerAccountCopy } from '#app/content/owner-account.ts';
import type { OwnerRestaurant } from '#contracts/accounts.ts';
import type { RestaurantBilling } from '#contracts/billing.ts';
import { cataloguePlan } from '#contracts/plan-constants.ts';
import { planWords } from './plan-words.ts';

const copy = ownerAccountCopy.account;
const billingCopy = ownerAccountCopy.billing;

function BillingButton({
  intent,
  placeId,
  label,
  primary,
}: {
  intent: string;
  placeId: string;
  label: string;
  primary?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="placeId" value={placeId} />
      <Button type="submit" size="sm" variant={primary ? 'default' : 'outline'}>
        {label}
      </Button>
    </Form>
  );
}

/** The restaurant's plan and the buttons that change it; errors from the last press, in words. */
function PlanLine({ billing, error }: { billing: RestaurantBilling; error: string | null }) {
  const words = planWords(billing);
  return (
    <div className="mt-4 border-t border-border pt-4">
      <p className="text-sm font-medium">{words.line}</p>
      {words.next ? <p className="mt-1 text-sm text-muted-foreground">{words.next}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {billing.canStartTrial ? (
          <BillingButton
            intent="start-trial"
            placeId={billing.placeId}
            label={billingCopy.startTrial(cataloguePlan('starter').trialDays)}
            primary
          />
        ) : null}
        {billing.canAddCard ? (
          <BillingButton intent="add-card" placeId={billing.placeId} label={billingCopy.addCard} primary />
        ) : null}
        {billing.canManage ? (
          <BillingButton intent="manage-billing" placeId={billing.placeId} label={billingCopy.manage} />
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function GoogleLine({ google }: { google: OwnerRestaurant['google'] }) {
  if (google.state === 'unavailable') return null;
  if (google.state === 'connected') {
    return (
      <>
        <p className="text-sm text-muted-foreground">{copy.googleConnected(google.locationTitle)}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={google.disconnectPath}>{copy.disconnect}</a>
          </Button>
        </div>
      </>
    );
  }
  if (google.state === 'broken') {
    return (
      <>
        <p className="text-sm text-muted-foreground">{copy.googleBroken}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild size="sm">
            <a href={google.connectPath}>{copy.reconnect}</a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={google.disconnectPath}>{copy.disconnect}</a>
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">{copy.googleNotConnected}</p>
      {google.connectPath ? (
        <div className="mt-3">
          <Button asChild size="sm">
            <a href={google.connectPath}>{copy.connect}</a>
          </Button>
        </div>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">{copy.endedNoConnect}</p>
      )}
    </>
  );
}

/** The signed-in owner's restaurants, each with its blitz, its Google connection and its plan, and sign-out. */
export function AccountView({
  email,
  restaurants,
  billing = [],
  notice = null,
  billingError = null,
}: {
  email: string;
  restaurants: OwnerRestaurant[];
  billing?: RestaurantBilling[];
  notice?: string | null;
  billingError?: BillingError | null;
}) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{copy.signedInAs(email)}</p>
        </div>
        {/* From md up the header's own "Sign out" is beside the page title; the phone's is in its menu. */}
        <Form method="post" action="/sign-out" className="md:hidden">
          <Button type="submit" variant="outline">
            {copy.signOut}
          </Button>
        </Form>
      </div>
      {notice ? (
        <p role="status" className="mt-6 rounded-lg border border-border bg-muted p-4 text-sm">
          {notice}
        </p>
      ) : null}
      {billingError && billingError.placeId === null ? (
        <p role="alert" className="mt-6 text-sm text-destructive">
          {billingError.message}
        </p>
      ) : null}
      {restaurants.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul className="mt-8 space-y-4">
          {restaurants.map((restaurant) => (
            <RestaurantCard
              key={restaurant.placeId}
              restaurant={restaurant}
              plans={billing.filter((plan) => plan.placeId === restaurant.placeId)}
              billingError={billingError}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A billing button's failure: for one restaurant, or (placeId null) for the account. */
type BillingError = { placeId: string | null; message: string };

/** One restaurant: its blitz, a link to its inbox, its Google connection, its plan, and a link to its settings. */
function RestaurantCard({
  restaurant,
  plans,
  billingError,
}: {
  restaurant: OwnerRestaurant;
  plans: RestaurantBilling[];
  billingError: BillingError | null;
}) {
  return (
    <li className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <StoreIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">{restaurant.restaurantName}</h2>
          <p className="text-sm text-muted-foreground">
            {restaurant.blitz.status === 'active' ? copy.blitzActive(restaurant.blitz.day) : copy.blitzEnded}
          </p>
          <div className="mt-3">
            <Button asChild size="sm" variant="secondary">
              <a
                href={`/inbox?place=${encodeURIComponent(restaurant.placeId)}`}
                aria-label={copy.inboxLabel(restaurant.restaurantName)}
              >
                <InboxIcon aria-hidden="true" />
                {copy.inbox}
              </a>
            </Button>
          </div>
          <div className="mt-3">
            <GoogleLine google={restaurant.google} />
          </div>
          {plans.map((plan) => (
            <PlanLine
              key={plan.placeId}
              billing={plan}
              error={billingError?.placeId === plan.placeId ? billingError.message : null}
            />
          ))}
          <a
            href={`/inbox/settings?place=${encodeURIComponent(restaurant.placeId)}`}
            className="mt-3 inline-block rounded-sm text-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {copy.settings}
          </a>
        </div>
      </div>
    </li>
  );
}

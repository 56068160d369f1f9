import { InboxIcon, StoreIcon } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { ownerAccountCopy } from '#app/content/owner-account.ts';
import type { OwnerRestaurant } from '#contracts/accounts.ts';

const copy = ownerAccountCopy.account;

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

/** The signed-in owner's restaurants, each with its blitz and its Google connection, and sign-out. */
export function AccountView({ email, restaurants }: { email: string; restaurants: OwnerRestaurant[] }) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{copy.signedInAs(email)}</p>
        </div>
        <Form method="post" action="/sign-out">
          <Button type="submit" variant="outline">
            {copy.signOut}
          </Button>
        </Form>
      </div>
      {restaurants.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul className="mt-8 space-y-4">
          {restaurants.map((restaurant) => (
            <li key={restaurant.placeId} className="rounded-xl border border-border bg-card p-5 shadow-sm">
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
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import {
  BookOpenIcon,
  CalendarClockIcon,
  CheckCircle2Icon,
  HomeIcon,
  MailCheckIcon,
  PlugIcon,
  RefreshCwIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { thankYouConnectCopy } from '#app/content/google-connect.ts';
import { thankYouPage } from '#app/content/pages.ts';
import { thankYouExtras } from '#app/content/playbook-flow.ts';
import {
  readCurrentRestaurantId,
  readGoogleConnect,
  type GoogleConnectHandoff,
  type PlaybookCardState,
} from '#app/shared/playbook-flow/flow-storage.ts';
import { fetchRestaurantData } from '#app/shared/playbook-flow/playbook-api.ts';
import type { RestaurantData } from '#contracts/restaurants.ts';
import { ownerFirstName, restaurantIdFrom, withDefaults } from './thank-you-copy.ts';

/** The restaurant to thank: the server's, or the one this browser stored, fetched here. */
function useThankYouRestaurant(serverRestaurant: RestaurantData | null, requested: boolean) {
  const [restaurant, setRestaurant] = useState<RestaurantData | null>(serverRestaurant);
  useEffect(() => {
    if (requested) return;
    const id = restaurantIdFrom(window.location.search, readCurrentRestaurantId());
    if (!id) return;
    let cancelled = false;
    fetchRestaurantData(id)
      .then((data) => {
        if (!cancelled && data) setRestaurant(withDefaults(data));
      })
      // A failed fetch is logged only and the generic view stays.
      .catch((error: unknown) => console.warn('Restaurant data unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [requested]);
  return restaurant;
}

/** The connect card is for the restaurant that just generated, and only with the blitz. */
function offersConnect(googleConnect: GoogleConnectHandoff | null, restaurant: RestaurantData | null) {
  if (!googleConnect) return false;
  if (restaurant === null) return true;
  return restaurant.blitzOptIn && (googleConnect.restaurantId === null || googleConnect.restaurantId === restaurant.id);
}

/**
 * /thank-you: personalised when the restaurant's data loads, the generic text otherwise. The route's
 * loader renders ?restaurant= on the server; without it the id comes from local storage, read here.
 */
export function ThankYouView({
  serverRestaurant = null,
  requested = false,
}: {
  serverRestaurant?: RestaurantData | null;
  requested?: boolean;
}) {
  const restaurant = useThankYouRestaurant(serverRestaurant, requested);
  // Only this tab's generate answer carries the link (null without Google OAuth configured or without the blitz).
  const [googleConnect, setGoogleConnect] = useState<GoogleConnectHandoff | null>(null);

  useEffect(() => {
    setGoogleConnect(readGoogleConnect());
  }, []);

  const first = restaurant ? ownerFirstName(restaurant.ownerName) : null;
  // A restaurant stored without step 2 has no contact address yet: say "by email", not "to ,".
  const email = restaurant?.contactEmail.trim() ?? '';

  return (
    <section aria-labelledby="thank-you-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_50%_at_50%_0%,var(--color-forest-100),transparent_70%)]"
      />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 md:py-24">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
          <CheckCircle2Icon className="size-9" aria-hidden="true" />
        </span>
        {restaurant && first ? (
          <>
            <p className="mt-6 text-lg font-semibold text-terracotta">{thankYouExtras.greeting(first)}</p>
            <h1 id="thank-you-heading" className="mt-2 text-3xl font-semibold text-foreground sm:text-5xl">
              {thankYouPage.personalised.heading(restaurant.name)}
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-muted-foreground">
              {thankYouPage.personalised.body(first, email)}
            </p>
          </>
        ) : (
          <>
            <h1 id="thank-you-heading" className="mt-6 text-3xl font-semibold text-foreground sm:text-5xl">
              {thankYouPage.generic.heading}
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-muted-foreground">
              {thankYouPage.generic.body}
            </p>
          </>
        )}
        <NextStepsCard restaurant={restaurant} email={email} />
        {googleConnect && offersConnect(googleConnect, restaurant) ? <ConnectCard path={googleConnect.path} /> : null}
        <ThankYouLinks />
      </div>
    </section>
  );
}

/** What arrives by email and when, and the next steps (the blitz ones only for those who opted in). */
function NextStepsCard({ restaurant, email }: { restaurant: RestaurantData | null; email: string }) {
  return (
    <div className="mt-10 rounded-2xl border border-border bg-card p-6 text-left shadow-sm sm:p-8">
      <h2 className="font-sans text-lg font-semibold text-foreground">{thankYouExtras.arrivals.heading}</h2>
      <ul className="mt-4 space-y-4">
        <li className="flex gap-3">
          <MailCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="text-foreground">
            {email ? thankYouExtras.arrivals.playbook(email) : thankYouExtras.arrivals.playbookGeneric}
          </span>
        </li>
        {(restaurant === null || restaurant.blitzOptIn) && (
          <li className="flex gap-3">
            <CalendarClockIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="text-foreground">{thankYouExtras.arrivals.blitz}</span>
          </li>
        )}
      </ul>
      <h2 className="mt-8 font-sans text-lg font-semibold text-foreground">{thankYouPage.nextStepsHeading}</h2>
      <ol className="mt-4 list-decimal space-y-3 pl-5 text-muted-foreground marker:font-semibold marker:text-primary">
        {thankYouPage.nextSteps.map((step, index) =>
          // The blitz step only applies to those who opted in.
          restaurant && !restaurant.blitzOptIn && index === 1 ? null : <li key={step}>{step}</li>,
        )}
      </ol>
    </div>
  );
}

function ConnectCard({ path }: { path: string }) {
  return (
    <div className="mt-8 rounded-2xl border border-border bg-card p-6 text-left shadow-sm sm:p-8">
      <h2 className="font-sans text-lg font-semibold text-foreground">{thankYouConnectCopy.heading}</h2>
      <p className="mt-3 text-muted-foreground">{thankYouConnectCopy.body}</p>
      <Button asChild size="lg" wrap className="mt-5">
        <a href={path}>
          <PlugIcon aria-hidden="true" />
          {thankYouConnectCopy.button}
        </a>
      </Button>
      <p className="mt-3 text-sm text-muted-foreground">{thankYouConnectCopy.note}</p>
    </div>
  );
}

/** Try a different format (back to the card's step 4), the examples and home. */
function ThankYouLinks() {
  const cardState: PlaybookCardState = { tryDifferentFormat: true, scrollToPlaybook: true };
  return (
    <>
      <div className="mt-8 rounded-2xl border border-dashed border-border bg-muted/50 p-5">
        <p className="text-sm text-muted-foreground">{thankYouExtras.tryDifferentFormatHint}</p>
        <Button asChild variant="outline" className="mt-3">
          <Link to="/#playbook-form" state={cardState}>
            <RefreshCwIcon aria-hidden="true" />
            {thankYouExtras.tryDifferentFormat}
          </Link>
        </Button>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/playbook-examples">
            <BookOpenIcon aria-hidden="true" />
            {thankYouPage.examplesLabel}
          </Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link to="/">
            <HomeIcon aria-hidden="true" />
            {thankYouPage.homeLabel}
          </Link>
        </Button>
      </div>
    </>
  );
}

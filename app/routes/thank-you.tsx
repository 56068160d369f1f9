import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { thankYouPage } from '#app/content/pages.ts';
import { restaurantIdFrom, ThankYouView, withDefaults } from '#app/features/thank-you/index.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/thank-you';

/**
 * Indexable, like every page the site links to: the canonical URL is /thank-you without the query
 * (app/lib/seo.ts), so a personalised ?restaurant= address is folded into the generic page, never listed itself.
 */
export function meta(): Route.MetaDescriptors {
  return pageMeta(thankYouPage.meta);
}

/**
 * With ?restaurant= the personalised page is rendered on the server, so it never swaps in after the generic text
 * (a layout shift). `requested` tells the view the query was handled here: an unknown id or a failed read leaves
 * the generic text, and only a visit without the parameter falls back to local storage in the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = restaurantIdFrom(new URL(request.url).search, null);
  if (!id || !context.services) return { requested: id !== null, restaurant: null };
  const data = await context.services.getRestaurantData(id);
  return { requested: true, restaurant: data ? withDefaults(data) : null };
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      {/* Keyed, so moving between two ?restaurant= pages shows the new one, not the first one kept in state. */}
      <ThankYouView
        key={loaderData.restaurant?.id ?? 'generic'}
        serverRestaurant={loaderData.restaurant}
        requested={loaderData.requested}
      />
    </SiteLayout>
  );
}

import { Link } from 'react-router';
import type { OwnerPlaceTab } from '#contracts/owner-places.ts';

/**
 * The owner's restaurants as tabs: one tap (a link, so it works before and without JavaScript) opens another
 * restaurant on the same page. Shown only to an owner with two or more.
 */
export function PlaceTabs({
  label,
  restaurants,
  current,
  hrefFor,
}: {
  label: string;
  restaurants: readonly OwnerPlaceTab[];
  current: string;
  hrefFor: (placeId: string) => string;
}) {
  if (restaurants.length < 2) return null;
  return (
    <nav aria-label={label} className="-mx-4 mt-4 overflow-x-auto px-4">
      <ul className="flex gap-2 border-b border-border">
        {restaurants.map((restaurant) => {
          const selected = restaurant.placeId === current;
          return (
            <li key={restaurant.placeId} className="shrink-0">
              <Link
                to={hrefFor(restaurant.placeId)}
                aria-current={selected ? 'page' : undefined}
                className={`-mb-px inline-flex h-11 max-w-[16rem] items-center border-b-2 px-3 text-sm font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 ${
                  selected
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground'
                }`}
              >
                <span className="truncate">{restaurant.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

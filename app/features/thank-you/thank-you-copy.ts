import type { RestaurantData } from '#contracts/restaurants.ts';
import { restaurantDefaults } from '#app/content/pages.ts';

/** "Maria Lopez" → "Maria"; the default 'Restaurant Owner' stays whole. */
export function ownerFirstName(ownerName: string): string {
  const name = ownerName.trim();
  if (name === '' || name === restaurantDefaults.ownerName) return restaurantDefaults.ownerName;
  return name.split(/\s+/)[0] ?? name;
}

/** The restaurant id to show: ?restaurant= first, else local storage. */
export function restaurantIdFrom(search: string, stored: string | null): string | null {
  const fromQuery = new URLSearchParams(search).get('restaurant');
  const id = fromQuery && fromQuery.trim() !== '' ? fromQuery.trim() : stored;
  return id && /^[a-z0-9-]{1,60}$/.test(id) ? id : null;
}

/** restaurantDefaults for missing fields. */
export function withDefaults(restaurant: RestaurantData): RestaurantData {
  return {
    ...restaurant,
    name: restaurant.name.trim() || restaurantDefaults.name,
    ownerName: restaurant.ownerName.trim() || restaurantDefaults.ownerName,
  };
}

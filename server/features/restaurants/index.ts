/** The restaurants feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { slugifyRestaurantName, withCollisionSuffix } from './restaurant-id.ts';
export { restaurantData, restaurantRoutes } from './restaurant-routes.ts';
export { findRestaurant, findRestaurantByPlaceId } from './restaurant-store.ts';

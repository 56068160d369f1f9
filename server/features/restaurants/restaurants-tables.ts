import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Restaurants a visitor selected. For Google places only the place id
 * and what the visitor chose (name, address) are kept: Google's terms allow storing nothing else.
 */
export const restaurants = pgTable('restaurants', {
  id: text('id').primaryKey(),
  placeId: text('place_id').notNull().unique(),
  source: text('source', { enum: ['catalogue', 'google'] }).notNull(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone'),
  phoneInternational: text('phone_international'),
  website: text('website'),
  rating: text('rating'),
  userRatingsTotal: integer('user_ratings_total'),
  priceLevel: integer('price_level'),
  businessStatus: text('business_status'),
  googleMapsUrl: text('google_maps_url'),
  photoReference: text('photo_reference'),
  reviewsData: jsonb('reviews_data'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RestaurantRow = typeof restaurants.$inferSelect;

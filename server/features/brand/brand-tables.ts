import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Stored brand profiles: the analysis as first produced (original) and as the
 * visitor confirmed it at Generate (final, null until then). This is the only table holding the owner's contact
 * email: playbooks are public by slug and carry none. No foreign key to restaurants: drizzle-kit
 * qualifies referenced tables with "public", which breaks DATABASE_SCHEMA (see leads-tables.ts).
 */
export const brandProfiles = pgTable(
  'brand_profiles',
  {
    id: uuid('id').primaryKey(),
    restaurantId: text('restaurant_id'),
    vibe: text('vibe').notNull().default(''),
    ownerName: text('owner_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    originalBrandData: jsonb('original_brand_data').$type<unknown>().notNull(),
    finalBrandData: jsonb('final_brand_data').$type<unknown>(),
    blitzOptIn: boolean('blitz_opt_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('brand_profiles_restaurant_updated_idx').on(table.restaurantId, table.updatedAt)],
);

export type BrandProfileRow = typeof brandProfiles.$inferSelect;

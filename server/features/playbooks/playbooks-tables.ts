import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** erased: the owner's data-rights request removed its content; the row stays so counts stay true. */
export type PlaybookStatus = 'generating' | 'ready' | 'failed' | 'erased';

/**
 * Every generated playbook, public at /sop/{id}. The id is the public slug: the restaurant id
 * for a restaurant's first playbook, then `-2`, `-3`…; the six legendary examples keep fixed ids.
 * Nothing personal lives here: the owner's email stays on the brand profile (brand_profile_id), so a row
 * (or a listing of rows) can be shown to anyone.
 */
export const playbooks = pgTable(
  'playbooks',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id'),
    brandProfileId: uuid('brand_profile_id'),
    /** Kept to refetch reviews at generation (Google allows storing only the place id; docs/google-places-terms.md). */
    placeId: text('place_id'),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    specialty: text('specialty').notNull().default(''),
    /** The format the visitor asked for; both renderings are stored either way. */
    format: text('format').$type<'html' | 'text'>().notNull(),
    status: text('status').$type<PlaybookStatus>().notNull(),
    /** The composed document (playbook-types.ts): the page renders its body from it. */
    document: jsonb('document').$type<unknown>(),
    html: text('html'),
    text: text('text'),
    engine: text('engine').$type<'offline' | 'openai' | 'anthropic'>(),
    blitzOptIn: boolean('blitz_opt_in').notNull().default(false),
    /**
     * False when the place could not be looked up at generation: the name is then only what the visitor typed, so
     * the playbook stays out of the saved list and the sitemap and its page asks not to be indexed.
     */
    listed: boolean('listed').notNull().default(true),
    /** Generation attempts, so the last retry can mark the row failed instead of leaving it generating. */
    attempts: integer('attempts').notNull().default(0),
    /** When playbook.ready (and blitz.opt-in) were delivered; a retried job re-emits until this is set. */
    eventsEmittedAt: timestamp('events_emitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (table) => [
    index('playbooks_status_created_idx').on(table.status, table.createdAt),
    index('playbooks_restaurant_idx').on(table.restaurantId),
  ],
);

export type PlaybookRow = typeof playbooks.$inferSelect;

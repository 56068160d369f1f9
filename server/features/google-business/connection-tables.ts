import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * pending-location: tokens stored, the owner still has to pick which location is theirs;
 * active: in use; broken: Google refused the refresh token, the owner was emailed a reconnect link.
 */
export type GoogleConnectionStatus = 'pending-location' | 'active' | 'broken';

/** A location offered on the choice page (no token, nothing secret). */
export interface LocationChoice {
  accountName: string;
  /** `locations/456` */
  locationName: string;
  title: string;
  address: string;
  placeId: string | null;
}

/**
 * One owner's Google Business Profile connection for one blitz enrollment. Both tokens are sealed
 * (server/crypto/sealed-secret.ts) with the row id as context, so a value copied onto another row does not open;
 * `key_id` names the key that sealed the refresh token, so rows sealed under an old APP_SECRET can be found.
 * What other features store for a connection is deleted with it (deleteConnections in google-connections.ts).
 */
export const googleConnections = pgTable(
  'google_connections',
  {
    id: uuid('id').primaryKey(),
    enrollmentId: uuid('enrollment_id').notNull(),
    placeId: text('place_id').notNull(),
    /**
     * The Google account that consented (its ID token's `sub`). Google revokes per grant (account + our client), so
     * a token is revoked only when no other live connection of the same `sub` remains. Null on rows made before
     * it was recorded: those are revoked alone, as before.
     */
    googleSub: text('google_sub'),
    accountName: text('account_name'),
    locationName: text('location_name'),
    locationTitle: text('location_title'),
    /** While pending-location: what the choice page lists. */
    locationChoices: jsonb('location_choices').$type<LocationChoice[]>(),
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    keyId: text('key_id').notNull(),
    accessTokenSealed: text('access_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    status: text('status').$type<GoogleConnectionStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    brokenAt: timestamp('broken_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /**
     * The sync through the day (review-sync-jobs.ts): the interval cycle whose sync of this connection was claimed, and
     * by which job (`sync_claim`, the pg-boss job id, so the retry of that same job may go on while any other job of
     * the cycle stops). Null before the first scheduled sync.
     */
    syncCycle: integer('sync_cycle'),
    syncClaim: text('sync_claim'),
    /** Google asked us to wait (429/503 with Retry-After): no scheduled sync of this connection before then. */
    syncNotBefore: timestamp('sync_not_before', { withTimezone: true }),
  },
  (table) => [
    // One connection in use per enrollment; a new one waiting for its location may coexist until it replaces it.
    uniqueIndex('google_connections_enrollment_idx')
      .on(table.enrollmentId)
      .where(sql`${table.status} <> 'pending-location'`),
    index('google_connections_enrollment_any_idx').on(table.enrollmentId),
    index('google_connections_sub_idx').on(table.googleSub),
  ],
);

/**
 * One OAuth `state` each: the signed state names the nonce, and the row makes it single-use (`used_at`) and binds
 * it to an enrollment and to the browser that started it (`code_challenge` is the S256 hash of the PKCE verifier
 * that browser holds in a cookie). Nothing here is secret.
 */
export const googleConnectStates = pgTable(
  'google_connect_states',
  {
    nonce: text('nonce').primaryKey(),
    enrollmentId: uuid('enrollment_id').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    /** The /connect/google path the flow started from: the "try again" link. */
    startPath: text('start_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('google_connect_states_expires_idx').on(table.expiresAt)],
);

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One-time sign-in links for the operator's console (docs/operator-console.md). Only the SHA-256 of the token is
 * stored: someone who reads the database cannot sign in with what they find. A link works once (`used_at`) and for
 * 15 minutes (`expires_at`).
 */
export const operatorSignInLinks = pgTable(
  'operator_sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_sign_in_links_expires_idx').on(table.expiresAt)],
);

/**
 * Signed-in operators. The cookie carries a random token; the row keeps only its SHA-256. `id` is the session's
 * public name (audit log, "sign out everywhere"), never the secret. A session ends 12 hours after its last use or 7
 * days after sign-in, whichever comes first, or when revoked.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('operator_sessions_email_idx').on(table.email)],
);

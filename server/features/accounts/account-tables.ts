import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who may hold a session: the site's operators (the console) and restaurant owners (their connection, inbox and
 * plan). One machinery, two roles (docs/accounts.md); each role has its own cookie, lifetimes and sign-in rules.
 */
export type SessionRole = 'operator' | 'owner';

/**
 * One-time sign-in links. Only hashes are stored: the SHA-256 of the link's token, an HMAC of the 6-digit code, and
 * the SHA-256 of the asking browser's binding cookie. An owner's link (and its code) works only in the browser that
 * asked for it; `code_attempts` caps guesses of the code. A link works once (`used_at`) and for 15 minutes.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    role: text('role').$type<SessionRole>().notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash'),
    browserHash: text('browser_hash'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('sign_in_links_expires_idx').on(table.expiresAt),
    index('sign_in_links_browser_idx').on(table.browserHash),
  ],
);

/**
 * Signed-in people. The cookie carries a random token; the row keeps only its SHA-256. `id` is the session's public
 * name (audit log, "sign out everywhere"), never the secret. A session ends after its role's idle time or absolute
 * lifetime, whichever comes first, or when revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    role: text('role').$type<SessionRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_role_email_idx').on(table.role, table.email)],
);

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * active: the 7-day blitz is running. completed: the blitz is over and the enrollment is on Free Forever (one
 * suggested reply on a morning with a new review) until the address unsubscribes, the owner pauses it or a newer
 * enrollment of the same address and place takes over (docs/blitz.md). unsubscribed: nothing more is sent.
 */
export type EnrollmentStatus = 'active' | 'completed' | 'unsubscribed';
/**
 * An owner's restaurant: an address and a place that started a 7-day blitz (its mornings, then Free Forever), with
 * where its mail goes and when. The newest row of an address and place is the current one (a newer blitz takes over).
 * At most one active per (email, place).
 */
export const blitzEnrollments = pgTable(
  'blitz_enrollments',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    placeId: text('place_id').notNull(),
    restaurantId: text('restaurant_id'),
    restaurantName: text('restaurant_name').notNull(),
    ownerName: text('owner_name').notNull(),
    source: text('source').$type<'playbook' | 'free-trial'>().notNull(),
    status: text('status').$type<EnrollmentStatus>().notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    /** When the blitz ended (closing email or unsubscribe); for a completed blitz, updated when Free Forever ends. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set while the owner has paused Free Forever; null: the Free Forever mornings run. */
    freeForeverPausedAt: timestamp('free_forever_paused_at', { withTimezone: true }),
    /** The name replies are signed with (owner settings); null: the owner name given when the blitz started. */
    replySignature: text('reply_signature'),
    /** Minutes after local midnight the morning email is sent (owner settings); null: 480 (08:00). */
    sendMinute: integer('send_minute'),
    /** IANA time zone of the morning email (owner settings); null: the default zone (DEFAULT_TIME_ZONE). */
    sendTimeZone: text('send_time_zone'),
    /** Set while the owner has turned review alerts off (owner settings); null: alerts on. */
    alertsOffAt: timestamp('alerts_off_at', { withTimezone: true }),
    /** Set while the owner has stopped the monthly report (owner settings or its email's link); null: reports on. */
    monthlyReportsOffAt: timestamp('monthly_reports_off_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('blitz_enrollments_active_idx')
      .on(sql`lower(${table.email})`, table.placeId)
      .where(sql`${table.status} = 'active'`),
    index('blitz_enrollments_email_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * Up to three more addresses an owner asks to receive an enrollment's emails (owner settings). Nothing is sent to
 * one before it confirms by its own emailed link (`confirmed_at`); only the SHA-256 of that link's token is stored.
 */
export const enrollmentRecipients = pgTable(
  'enrollment_recipients',
  {
    id: uuid('id').primaryKey(),
    enrollmentId: uuid('enrollment_id').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('enrollment_recipients_address_idx').on(table.enrollmentId, sql`lower(${table.email})`),
    uniqueIndex('enrollment_recipients_token_idx').on(table.tokenHash),
  ],
);

import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** claimed: a runner is sending it (taken over after ten minutes); sent: queued to every recipient; skipped: none. */
export type MonthlyReportStatus = 'claimed' | 'sent' | 'skipped';

/**
 * The monthly report of each enrollment (a restaurant's stream of mail) and month (`YYYY-MM`, the month the report is
 * about, in the restaurant's zone): the unique pair is the claim, so a report goes out once however many runners and
 * restarts (docs/results.md). No personal data: the enrollment id, the month and what came of it.
 */
export const monthlyReports = pgTable(
  'monthly_reports',
  {
    id: uuid('id').primaryKey(),
    enrollmentId: uuid('enrollment_id').notNull(),
    month: text('month').notNull(),
    status: text('status').$type<MonthlyReportStatus>().notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    /** How many emails went out: the owner's and each confirmed extra address's copy. */
    recipients: integer('recipients').notNull().default(0),
    /** The owner's email (null when only copies went, or none). */
    emailId: uuid('email_id'),
  },
  (table) => [unique('monthly_reports_enrollment_month_key').on(table.enrollmentId, table.month)],
);

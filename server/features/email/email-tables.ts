import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** queued → sending → sent | failed (permanent refusal) | suppressed (marketing to an unsubscribed address). */
export type EmailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'suppressed';

/**
 * A playbook attached when the message is sent, not stored with it: the owner's copy of a Google place's playbook
 * quotes Google reviews, which may not be stored (docs/google-places-terms.md), so the row names the playbook and
 * the copy, and the sender builds the file.
 */
export interface PlaybookAttachmentRef {
  sopId: string;
  format: 'html' | 'text';
  filename: string;
  /** `owner`: the owner's own copy (their names, the quoted reviews); `public`: the stored copy. */
  copy: 'owner' | 'public';
}

/**
 * The rendered message as it will be sent: the body is rendered once, when queued, so every retry sends the same
 * words; a playbook attachment is built at each attempt from its reference.
 */
export interface StoredEmailPayload {
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
  playbookAttachment?: PlaybookAttachmentRef | null;
  /** RFC 8058: set on marketing mail only. */
  listUnsubscribe: { url: string; oneClick: boolean } | null;
  /** The body quotes content we may not keep: replaced by a note once the message is sent or given up. */
  transientBody?: boolean;
}

/**
 * Every email the product sends, one row each. The dedupe key is the exactly-once guarantee: whoever
 * queues the same key twice (a retried event handler, a second worker, a restart) gets the first row back.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    status: text('status').$type<EmailStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    payload: jsonb('payload').$type<StoredEmailPayload>().notNull(),
    /** A sender holds the row until then; a crashed sender's claim lapses and the retry takes over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_messages_dedupe_key_idx').on(table.dedupeKey),
    // The per-recipient limit of POST /api/send-sop-email counts recent rows by recipient.
    index('email_messages_recipient_created_idx').on(table.recipient, table.createdAt),
    index('email_messages_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
  ],
);

/**
 * Addresses that asked for no more marketing mail (honoured at once). Stored lowercased; transactional
 * mail (the playbook they asked for, operator notices) is not affected.
 */
export const suppressions = pgTable('suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

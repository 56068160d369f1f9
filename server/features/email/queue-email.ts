import { normalizeEmail } from '#server/features/owners/index.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineQueue, defineScheduledQueue } from '#server/jobs/job-system.ts';
import { toMailSendError } from '#server/providers/mail/mail-transport.ts';
import type { ServerContext } from '#server/server-context.ts';
import {
  emailMessages,
  suppressions,
  type EmailStatus,
  type PlaybookAttachmentRef,
  type StoredEmailPayload,
} from './email-tables.ts';
import { playbookAttachment } from './playbook-lookup.ts';
import type { EmailTemplate } from './email-template.ts';
import { renderEmail } from './render-email.ts';
import { suppressionDigests } from './suppression-digest.ts';

/**
 * Sending is a pg-boss job. A temporary failure (connection refused, SMTP 4xx) rethrows so pg-boss
 * retries with backoff: 30 s, 1 min, 2 min … capped at an hour, ten times, about four hours in all, so a mail
 * server that is down for a while loses nothing. A permanent refusal (5xx) is recorded and not retried.
 */
export const emailSendQueue = defineQueue({
  name: 'email.send',
  schema: z.object({ emailId: z.uuid() }),
  policy: {
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    // A sender that dies holds its message for CLAIM_MS (90 s). A lost run is retried no sooner than its heartbeat
    // (65 s) plus the first retry delay (30 s) after its last heartbeat, so the retry finds the claim run out and
    // sends, instead of finding the message held and leaving it to the sweep.
    heartbeatSeconds: 65,
  },
  concurrency: 4,
});

/** How long a sender holds a message: well past nodemailer's connection and socket timeouts. */
const CLAIM_MS = 90_000;

export interface QueueEmailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (playbooks are HTML or plain text). */
  content: string;
}

export interface QueueEmailInput<P extends object> {
  /** The email's template, declared by the feature that sends it; its kind is stored with the message. */
  template: EmailTemplate<P>;
  to: string;
  /** Exactly-once key: a second queueEmail with the same key does nothing and returns the first message. */
  dedupeKey: string;
  props: NoInfer<P>;
  attachments?: QueueEmailAttachment[];
  /** A playbook to attach when the message is sent (its content is never stored with the message). */
  playbookAttachment?: PlaybookAttachmentRef;
  /** Required for marketing kinds: the List-Unsubscribe target (RFC 8058 one-click POST). */
  unsubscribeUrl?: string;
  /**
   * The body quotes content we may not keep, such as Google Places reviews (docs/google-places-terms.md): it is held
   * only until the message is sent or given up, then replaced by a note.
   */
  transientBody?: boolean;
}

export interface QueuedEmail {
  id: string;
  /** False when the dedupe key was already taken: nothing new was queued. */
  created: boolean;
  status: EmailStatus;
}

export async function isSuppressed(ctx: ServerContext, address: string): Promise<boolean> {
  const email = normalizeEmail(address);
  // An erased person's suppression is kept as a keyed hash of the address (suppression-digest.ts).
  const digests = suppressionDigests([ctx.config.appSecret, ...ctx.config.appSecretPrevious], email);
  const rows = await ctx.database.db
    .select({ email: suppressions.email })
    .from(suppressions)
    .where(inArray(suppressions.email, [email, ...digests]))
    .limit(1);
  return rows.length > 0;
}

/** Records an opt-out, honoured at once; idempotent. */
export async function suppressAddress(ctx: ServerContext, address: string, reason: string): Promise<void> {
  await ctx.database.db
    .insert(suppressions)
    .values({ email: normalizeEmail(address), reason, createdAt: ctx.now() })
    .onConflictDoNothing();
}

/**
 * Renders and stores the message, then queues its send. The insert is `ON CONFLICT (dedupe_key) DO NOTHING`, so a
 * retried event handler, a restart or a second worker never makes a second email. Marketing mail to a suppressed
 * address is stored as `suppressed` and never sent.
 */
export async function queueEmail<P extends object>(
  ctx: ServerContext,
  input: QueueEmailInput<P>,
): Promise<QueuedEmail> {
  const { kind, marketing } = input.template;
  if (marketing && !input.unsubscribeUrl) throw new Error(`${kind} is marketing mail and needs an unsubscribe URL`);
  const { db } = ctx.database;
  const existing = await findByDedupeKey(ctx, input.dedupeKey);
  if (existing) return { ...existing, created: false };

  const recipient = normalizeEmail(input.to);
  const rendered = await renderEmail(input.template, input.props);
  const suppressed = marketing && (await isSuppressed(ctx, recipient));
  const payload: StoredEmailPayload = {
    html: rendered.html,
    text: rendered.text,
    attachments: input.attachments ?? [],
    playbookAttachment: input.playbookAttachment ?? null,
    listUnsubscribe: marketing && input.unsubscribeUrl ? { url: input.unsubscribeUrl, oneClick: true } : null,
    ...(input.transientBody ? { transientBody: true } : {}),
  };
  const inserted = await db
    .insert(emailMessages)
    .values({
      id: randomUUID(),
      dedupeKey: input.dedupeKey,
      recipient,
      kind,
      subject: rendered.subject,
      status: suppressed ? 'suppressed' : 'queued',
      payload: suppressed ? settledPayload(payload) : payload,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing({ target: emailMessages.dedupeKey })
    .returning({ id: emailMessages.id, status: emailMessages.status });
  const row = inserted[0];
  if (!row) {
    const winner = await findByDedupeKey(ctx, input.dedupeKey);
    if (!winner) throw new Error(`email ${input.dedupeKey} vanished after a conflicting insert`);
    return { ...winner, created: false };
  }
  if (row.status === 'queued') {
    try {
      await ctx.jobs.send(emailSendQueue, { emailId: row.id }, { singletonKey: row.id });
    } catch (error) {
      // The row stays queued; the sweep (every 5 minutes) gives it a job.
      ctx.logger.error({ err: error, emailId: row.id }, 'could not queue the email send job');
    }
  }
  ctx.logger.info({ emailId: row.id, kind, status: row.status }, 'email queued');
  return { id: row.id, status: row.status, created: true };
}

async function findByDedupeKey(ctx: ServerContext, dedupeKey: string): Promise<Omit<QueuedEmail, 'created'> | null> {
  const rows = await ctx.database.db
    .select({ id: emailMessages.id, status: emailMessages.status })
    .from(emailMessages)
    .where(eq(emailMessages.dedupeKey, dedupeKey))
    .limit(1);
  return rows[0] ?? null;
}

const REMOVED_BODY = {
  html: '<p>(Body removed once the message was settled: it quoted reviews we may not keep.)</p>',
  text: '(Body removed once the message was settled: it quoted reviews we may not keep.)',
};

/** What a message keeps once sent, refused or given up: all of it, unless its body was only ours to hold until then. */
export function settledPayload(payload: StoredEmailPayload): StoredEmailPayload {
  return payload.transientBody ? { ...payload, ...REMOVED_BODY } : payload;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'suppressed' | 'not-pending';

type ClaimedMessage = typeof emailMessages.$inferSelect;

/** Takes the message for one attempt (counted), if it is queued or its last sender's hold has run out. */
async function claimMessage(ctx: ServerContext, emailId: string, now: Date): Promise<ClaimedMessage | undefined> {
  const [message] = await ctx.database.db
    .update(emailMessages)
    .set({
      status: 'sending',
      lockedUntil: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${emailMessages.attempts} + 1`,
    })
    .where(
      and(
        eq(emailMessages.id, emailId),
        or(
          eq(emailMessages.status, 'queued'),
          and(eq(emailMessages.status, 'sending'), lte(emailMessages.lockedUntil, now)),
        ),
      ),
    )
    .returning();
  return message;
}

/** Hands the message to the mail transport, with the playbook attached when it carries one. */
async function sendMessage(ctx: ServerContext, message: ClaimedMessage) {
  const { mail } = ctx.config;
  const ref = message.payload.playbookAttachment;
  const attachments = ref
    ? [...message.payload.attachments, await playbookAttachment(ctx, ref, message.attempts)]
    : message.payload.attachments;
  return ctx.mail.send({
    to: message.recipient,
    from: mail.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: message.subject,
    html: message.payload.html,
    text: message.payload.text,
    attachments,
    ...(message.payload.listUnsubscribe ? { listUnsubscribe: message.payload.listUnsubscribe } : {}),
  });
}

/** Records a failed attempt: queued again for a temporary failure, failed for good for a permanent one. */
async function recordFailure(ctx: ServerContext, message: ClaimedMessage, error: unknown) {
  const failure = toMailSendError(error);
  await ctx.database.db
    .update(emailMessages)
    .set({
      status: failure.permanent ? 'failed' : 'queued',
      lastError: failure.message.slice(0, 1000),
      lockedUntil: null,
      ...(failure.permanent ? { payload: settledPayload(message.payload) } : {}),
    })
    .where(eq(emailMessages.id, message.id));
  ctx.logger.warn(
    {
      emailId: message.id,
      kind: message.kind,
      attempt: message.attempts,
      permanent: failure.permanent,
      responseCode: failure.responseCode,
    },
    'email send failed',
  );
  return failure;
}

/**
 * One attempt at one message, if it is queued and no other sender holds it. Temporary failures are recorded and
 * rethrown (the job retries); permanent ones mark the message failed and return.
 */
export async function deliverEmail(ctx: ServerContext, emailId: string): Promise<DeliveryOutcome> {
  const { db } = ctx.database;
  const message = await claimMessage(ctx, emailId, ctx.now());
  if (!message) return 'not-pending';

  // Unsubscribed after queueing: honour it at once, for marketing mail only (the mail stored with a List-Unsubscribe
  // target, which queueEmail requires of marketing mail and gives no other).
  if (message.payload.listUnsubscribe && (await isSuppressed(ctx, message.recipient))) {
    await db
      .update(emailMessages)
      .set({ status: 'suppressed', lockedUntil: null, payload: settledPayload(message.payload) })
      .where(eq(emailMessages.id, emailId));
    return 'suppressed';
  }

  try {
    const sent = await sendMessage(ctx, message);
    await db
      .update(emailMessages)
      .set({
        status: 'sent',
        providerMessageId: sent.messageId,
        sentAt: ctx.now(),
        lockedUntil: null,
        lastError: null,
        // Written again only when it changes (a body that was ours to hold until now): it is the largest column.
        ...(message.payload.transientBody ? { payload: settledPayload(message.payload) } : {}),
      })
      .where(eq(emailMessages.id, emailId));
    ctx.logger.info({ emailId, kind: message.kind, attempt: message.attempts }, 'email sent');
    return 'sent';
  } catch (error) {
    const failure = await recordFailure(ctx, message, error);
    if (failure.permanent) return 'failed';
    throw failure;
  }
}

/**
 * Sends, in this process and now, every queued message (or just `ids`, in their order); for
 * `npm run mornings:run-due`, which runs without workers. Temporary failures are left queued for the job's retries.
 */
export async function sendPendingEmails(
  ctx: ServerContext,
  ids?: readonly string[],
): Promise<Record<DeliveryOutcome | 'retry-later', number>> {
  const counts = { sent: 0, failed: 0, suppressed: 0, 'not-pending': 0, 'retry-later': 0 };
  if (ids && ids.length === 0) return counts;
  const rows = await ctx.database.db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(and(eq(emailMessages.status, 'queued'), ids ? inArray(emailMessages.id, [...ids]) : undefined))
    .orderBy(emailMessages.createdAt);
  // The caller's order when it gives one (an owner's morning, then its copies; day 6 before day 7), else oldest first.
  const position = new Map((ids ?? []).map((id, index) => [id, index]));
  if (ids) rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  for (const { id } of rows) {
    try {
      counts[await deliverEmail(ctx, id)] += 1;
    } catch {
      counts['retry-later'] += 1;
    }
  }
  return counts;
}

/**
 * Every 5 minutes: queued messages with no live job (the job was lost in a crash before it was sent, or pg-boss used
 * up its ten retries during a long outage) get a new one; after 3 days a message is given up as failed.
 */
export const emailSweepQueue = defineScheduledQueue({
  name: 'email.sweep',
  cron: '*/5 * * * *',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
});

const SWEEP_GRACE_MS = 2 * 60 * 1000;
const GIVE_UP_MS = 3 * 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;
const LIVE_JOB_STATES = new Set(['created', 'retry', 'active']);

export async function sweepPendingEmails(ctx: ServerContext): Promise<{ requeued: number; gaveUp: number }> {
  const { db } = ctx.database;
  const now = ctx.now();
  const gaveUp = await db
    .update(emailMessages)
    .set({
      status: 'failed',
      lastError: sql`coalesce(${emailMessages.lastError}, '') || ' (gave up after 3 days)'`,
      lockedUntil: null,
      payload: sql`case when (${emailMessages.payload} ->> 'transientBody') = 'true' then ${emailMessages.payload} || ${JSON.stringify(REMOVED_BODY)}::jsonb else ${emailMessages.payload} end`,
    })
    .where(and(eq(emailMessages.status, 'queued'), lte(emailMessages.createdAt, new Date(now.getTime() - GIVE_UP_MS))))
    .returning({ id: emailMessages.id });
  const pending = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(
      and(
        or(
          eq(emailMessages.status, 'queued'),
          and(eq(emailMessages.status, 'sending'), lte(emailMessages.lockedUntil, now)),
        ),
        lte(emailMessages.createdAt, new Date(now.getTime() - SWEEP_GRACE_MS)),
      ),
    )
    .orderBy(emailMessages.createdAt)
    .limit(SWEEP_BATCH);
  let requeued = 0;
  for (const { id } of pending) {
    const jobs = await ctx.jobs.boss.findJobs(emailSendQueue.name, { key: id });
    if (jobs.some((job) => LIVE_JOB_STATES.has(job.state))) continue;
    await ctx.jobs.send(emailSendQueue, { emailId: id }, { singletonKey: id });
    requeued += 1;
  }
  if (requeued > 0 || gaveUp.length > 0) ctx.logger.warn({ requeued, gaveUp: gaveUp.length }, 'email sweep');
  return { requeued, gaveUp: gaveUp.length };
}

export function registerEmailSendJob(ctx: ServerContext): void {
  ctx.jobs.register(emailSendQueue, async ({ emailId }) => {
    await deliverEmail(ctx, emailId);
  });
  ctx.jobs.registerScheduled(emailSweepQueue, async () => {
    await sweepPendingEmails(ctx);
  });
}

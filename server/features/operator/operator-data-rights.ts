import { sendClockOf, normalizeEmail, ERASED } from '#server/features/owners/index.ts';
import { blitzEnrollments, enrollmentRecipients } from '#server/features/owners/owner-tables.ts';
import { and, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { DataSubjectRecordCounts, DataSubjectReport, EraseSummary } from '#contracts/operator-data-rights.ts';
import type { Database } from '#server/db/database.ts';
import { blitzSends } from '#server/features/blitz/blitz-tables.ts';
import { brandProfiles } from '#server/features/brand/brand-tables.ts';
import { emailMessages, suppressions, type StoredEmailPayload } from '#server/features/email/email-tables.ts';
import { suppressionDigest, suppressionDigests } from '#server/features/email/suppression-digest.ts';
import {
  billingReportEntries,
  billingRowsOf,
  finishStripeErasures,
  retireBillingRows,
} from '#server/features/billing/billing-erasure.ts';
import { googleConnections } from '#server/features/google-business/connection-tables.ts';
import { deleteConnections } from '#server/features/google-business/google-connections.ts';
import { forgetOwnerInbox } from '#server/features/inbox/inbox-retention.ts';
import { eraseSubmissions } from '#server/features/leads/erase-submissions.ts';
import { leadSubmissions, webhookDeliveries } from '#server/features/leads/leads-tables.ts';
import { playbooks } from '#server/features/playbooks/playbooks-tables.ts';
import type { ServerContext } from '#server/server-context.ts';

/**
 * Data-rights requests (docs/operator-console.md): everything stored about one email address, as a report (the
 * JSON export), and its erasure. Erasing blanks the personal fields and keeps every row, so counts (leads by
 * source, playbooks generated, emails sent) stay true; the address stays suppressed as a keyed hash.
 */

/** Keys blanked wherever they appear in stored brand data. */
const PERSONAL_KEYS = new Set(['ownerName', 'ownerFirstName', 'contactEmail', 'email', 'signOff', 'phone']);

const lower = (column: AnyColumn) => sql`lower(${column})`;

function secrets(ctx: ServerContext): string[] {
  return [ctx.config.appSecret, ...ctx.config.appSecretPrevious];
}

/** Ids of everything keyed by the address; playbooks through the owner's brand profiles. */
async function findIds(db: Database, email: string) {
  const [leads, profiles, enrollments, emails] = await Promise.all([
    db
      .select({ id: leadSubmissions.id })
      .from(leadSubmissions)
      .where(eq(lower(leadSubmissions.email), email)),
    db
      .select({ id: brandProfiles.id })
      .from(brandProfiles)
      .where(eq(lower(brandProfiles.contactEmail), email)),
    db
      .select({ id: blitzEnrollments.id })
      .from(blitzEnrollments)
      .where(eq(lower(blitzEnrollments.email), email)),
    db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(eq(lower(emailMessages.recipient), email)),
  ]);
  return {
    leadIds: leads.map((row) => row.id),
    profileIds: profiles.map((row) => row.id),
    enrollmentIds: enrollments.map((row) => row.id),
    emailIds: emails.map((row) => row.id),
  };
}

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Extra addresses of the person's enrollments, and the rows where the person is another owner's extra address. */
function recipientsOf(db: Database, email: string, enrollmentIds: string[]) {
  return db
    .select()
    .from(enrollmentRecipients)
    .where(
      enrollmentIds.length
        ? or(inArray(enrollmentRecipients.enrollmentId, enrollmentIds), eq(lower(enrollmentRecipients.email), email))
        : eq(lower(enrollmentRecipients.email), email),
    );
}

type SubjectIds = Awaited<ReturnType<typeof findIds>>;

/** Every row keyed by the address, table by table. */
async function readSubjectRows(ctx: ServerContext, email: string, ids: SubjectIds) {
  const db = ctx.database.db;
  const none = sql`false`;
  const [
    leadRows,
    profileRows,
    playbookRows,
    enrollmentRows,
    sendRows,
    emailRows,
    deliveryRows,
    suppressionRows,
    connectionRows,
    recipientRows,
    billingRows,
  ] = await Promise.all([
    ids.leadIds.length ? db.select().from(leadSubmissions).where(inArray(leadSubmissions.id, ids.leadIds)) : [],
    ids.profileIds.length ? db.select().from(brandProfiles).where(inArray(brandProfiles.id, ids.profileIds)) : [],
    db
      .select({
        id: playbooks.id,
        brandProfileId: playbooks.brandProfileId,
        name: playbooks.name,
        location: playbooks.location,
        status: playbooks.status,
        createdAt: playbooks.createdAt,
        text: playbooks.text,
      })
      .from(playbooks)
      .where(ids.profileIds.length ? inArray(playbooks.brandProfileId, ids.profileIds) : none),
    ids.enrollmentIds.length
      ? db.select().from(blitzEnrollments).where(inArray(blitzEnrollments.id, ids.enrollmentIds))
      : [],
    ids.enrollmentIds.length
      ? db.select().from(blitzSends).where(inArray(blitzSends.enrollmentId, ids.enrollmentIds))
      : [],
    ids.emailIds.length ? db.select().from(emailMessages).where(inArray(emailMessages.id, ids.emailIds)) : [],
    ids.leadIds.length
      ? db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.submissionId, ids.leadIds))
      : [],
    db
      .select()
      .from(suppressions)
      .where(inArray(suppressions.email, [email, ...suppressionDigests(secrets(ctx), email)])),
    ids.enrollmentIds.length
      ? db
          .select({
            id: googleConnections.id,
            enrollmentId: googleConnections.enrollmentId,
            status: googleConnections.status,
            locationTitle: googleConnections.locationTitle,
            placeId: googleConnections.placeId,
            createdAt: googleConnections.createdAt,
            lastSyncedAt: googleConnections.lastSyncedAt,
          })
          .from(googleConnections)
          .where(inArray(googleConnections.enrollmentId, ids.enrollmentIds))
      : [],
    recipientsOf(db, email, ids.enrollmentIds),
    billingRowsOf(db, email),
  ]);
  return {
    leadRows,
    profileRows,
    playbookRows,
    enrollmentRows,
    sendRows,
    emailRows,
    deliveryRows,
    suppressionRows,
    connectionRows,
    recipientRows,
    billingRows,
  };
}

type SubjectRows = Awaited<ReturnType<typeof readSubjectRows>>;

const byTime = <T extends { createdAt: Date }>(rows: T[]) =>
  [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

/** Everything stored about `address` (case-insensitive). */
export async function findDataSubject(ctx: ServerContext, address: string): Promise<DataSubjectReport> {
  const email = normalizeEmail(address);
  const ids = await findIds(ctx.database.db, email);
  const rows = await readSubjectRows(ctx, email, ids);
  const suppression = rows.suppressionRows[0];
  return {
    email,
    generatedAt: ctx.now().toISOString(),
    counts: {
      leads: rows.leadRows.length,
      brandProfiles: rows.profileRows.length,
      playbooks: rows.playbookRows.length,
      blitzEnrollments: rows.enrollmentRows.length,
      blitzSends: rows.sendRows.length,
      emails: rows.emailRows.length,
      webhookDeliveries: rows.deliveryRows.length,
      googleConnections: rows.connectionRows.length,
      enrollmentRecipients: rows.recipientRows.length,
      subscriptions: rows.billingRows.length,
      suppressions: rows.suppressionRows.length,
    },
    ...leadEntries(rows),
    blitzEnrollments: enrollmentEntries(rows),
    ...messageEntries(rows),
    ...connectionEntries(rows, ids),
    subscriptions: billingReportEntries(rows.billingRows, ctx.now()),
    suppression: suppression
      ? {
          reason: suppression.reason,
          createdAt: suppression.createdAt.toISOString(),
          storedAs: suppression.email === email ? 'address' : 'keyed hash',
        }
      : null,
  };
}

/** The lead forms, brand profiles and playbooks. */
function leadEntries({ leadRows, profileRows, playbookRows }: SubjectRows) {
  return {
    leads: byTime(leadRows).map((row) => ({
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      spam: row.spam,
      forwarded: row.forwarded,
      fields: row.payload,
    })),
    brandProfiles: byTime(profileRows).map((row) => ({
      id: row.id,
      restaurantId: row.restaurantId,
      ownerName: row.ownerName,
      contactEmail: row.contactEmail,
      vibe: row.vibe,
      blitzOptIn: row.blitzOptIn,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      originalBrandData: row.originalBrandData,
      finalBrandData: row.finalBrandData,
    })),
    playbooks: byTime(playbookRows).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** The blitz enrollments, each with its sends. */
function enrollmentEntries({ enrollmentRows, sendRows }: SubjectRows) {
  return [...enrollmentRows]
    .sort((a, b) => a.enrolledAt.getTime() - b.enrolledAt.getTime())
    .map((row) => ({
      id: row.id,
      restaurantName: row.restaurantName,
      ownerName: row.ownerName,
      source: row.source,
      status: row.status,
      enrolledAt: row.enrolledAt.toISOString(),
      completedAt: isoOrNull(row.completedAt),
      replySignature: row.replySignature,
      sendClock: sendClockOf(row),
      alertsOff: row.alertsOffAt !== null,
      freeForeverPaused: row.freeForeverPausedAt !== null,
      sends: sendRows
        .filter((send) => send.enrollmentId === row.id)
        .sort((a, b) => a.day - b.day)
        .map((send) => ({
          day: send.day,
          localDay: send.localDay,
          kind: send.kind,
          status: send.status,
          reviewCount: send.reviewCount,
        })),
    }));
}

/** The emails sent to the address and the webhook deliveries of its lead forms. */
function messageEntries({ emailRows, deliveryRows }: SubjectRows) {
  return {
    emails: byTime(emailRows).map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sentAt: isoOrNull(row.sentAt),
      lastError: row.lastError,
      text: row.payload.text,
      attachments: row.payload.attachments.map((attachment) => attachment.filename),
    })),
    webhookDeliveries: byTime(deliveryRows).map((row) => ({
      id: row.id,
      submissionId: row.submissionId,
      status: row.status,
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      payload: row.payload,
    })),
  };
}

/** The Google connections and the extra addresses (the person's, or the person as another owner's). */
function connectionEntries({ connectionRows, recipientRows }: SubjectRows, ids: SubjectIds) {
  return {
    googleConnections: byTime(connectionRows).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastSyncedAt: isoOrNull(row.lastSyncedAt),
    })),
    enrollmentRecipients: [...recipientRows]
      .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())
      .map((row) => ({
        enrollmentId: row.enrollmentId,
        email: row.email,
        relation: ids.enrollmentIds.includes(row.enrollmentId)
          ? ('added-by-owner' as const)
          : ('this-address' as const),
        requestedAt: row.requestedAt.toISOString(),
        confirmedAt: isoOrNull(row.confirmedAt),
      })),
  };
}

/** Stored brand data with personal keys blanked and any string holding the address removed, at any depth. */
export function scrubBrandData(value: unknown, email: string): unknown {
  if (Array.isArray(value)) return value.map((item) => scrubBrandData(item, email));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, PERSONAL_KEYS.has(key) ? '' : scrubBrandData(item, email)]),
    );
  }
  if (typeof value === 'string' && email && value.toLowerCase().includes(email)) return '';
  return value;
}

const EMPTY_EMAIL_PAYLOAD: StoredEmailPayload = { html: '', text: '', attachments: [], listUnsubscribe: null };

/**
 * Erases what is stored about `address` in one transaction and returns how many rows of each kind it touched.
 * Rows stay (with their kinds, statuses and dates) so the console's figures do not change; what could identify the
 * person is blanked; mail still queued for them is not sent; their playbooks' content goes (it carries the owner's
 * name and sign-off) and the rows are marked erased; their Google connections are revoked and deleted (first, since
 * revoking calls Google); their Starter trials and subscriptions lose the address, and once committed Stripe is asked
 * to cancel what still bills (retried by a job when Stripe does not answer); the address stays suppressed as a
 * keyed hash only.
 */
export async function eraseDataSubject(ctx: ServerContext, address: string): Promise<EraseSummary> {
  const email = normalizeEmail(address);
  const now = ctx.now();
  const digest = suppressionDigest(ctx.config.appSecret, email);
  // Google connections first, outside the transaction (revoking calls Google): the tokens are access to the
  // owner's Google account, so the connection ends and its rows go, as a disconnect does.
  const enrollmentIds = (await findIds(ctx.database.db, email)).enrollmentIds;
  const connections = enrollmentIds.length
    ? await ctx.database.db
        .select()
        .from(googleConnections)
        .where(inArray(googleConnections.enrollmentId, enrollmentIds))
    : [];
  await deleteConnections(ctx, connections);
  let stripeRowIds: string[] = [];
  const summary = await ctx.database.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const ids = await findIds(db, email);
    const summary: DataSubjectRecordCounts = {
      leads: ids.leadIds.length,
      brandProfiles: ids.profileIds.length,
      playbooks: 0,
      blitzEnrollments: ids.enrollmentIds.length,
      blitzSends: 0,
      emails: ids.emailIds.length,
      webhookDeliveries: 0,
      googleConnections: connections.length,
      enrollmentRecipients: 0,
      subscriptions: 0,
      suppressions: 0,
    };

    summary.webhookDeliveries = (await eraseSubmissions(db, ids.leadIds)).webhookDeliveries;
    // The owner's edits of public replies in the inbox are theirs: deleted, not kept blanked.
    await forgetOwnerInbox(db, email);

    if (ids.profileIds.length) {
      const profiles = await db
        .select({
          id: brandProfiles.id,
          original: brandProfiles.originalBrandData,
          final: brandProfiles.finalBrandData,
        })
        .from(brandProfiles)
        .where(inArray(brandProfiles.id, ids.profileIds));
      for (const profile of profiles) {
        await db
          .update(brandProfiles)
          .set({
            ownerName: '',
            contactEmail: ERASED,
            originalBrandData: scrubBrandData(profile.original, email),
            finalBrandData: profile.final === null ? null : scrubBrandData(profile.final, email),
            updatedAt: now,
          })
          .where(eq(brandProfiles.id, profile.id));
      }
      const erased = await db
        .update(playbooks)
        .set({ status: 'erased', document: null, html: null, text: null })
        .where(inArray(playbooks.brandProfileId, ids.profileIds))
        .returning({ id: playbooks.id });
      summary.playbooks = erased.length;
    }

    if (ids.enrollmentIds.length) {
      await db
        .update(blitzEnrollments)
        .set({ email: ERASED, ownerName: '', replySignature: null })
        .where(inArray(blitzEnrollments.id, ids.enrollmentIds));
      // No more blitz mail: an active enrollment ends as unsubscribed.
      await db
        .update(blitzEnrollments)
        .set({ status: 'unsubscribed', completedAt: now })
        .where(and(inArray(blitzEnrollments.id, ids.enrollmentIds), eq(blitzEnrollments.status, 'active')));
      // Nor Free Forever: a completed blitz ends as unsubscribed, today.
      await db
        .update(blitzEnrollments)
        .set({ status: 'unsubscribed', completedAt: now })
        .where(and(inArray(blitzEnrollments.id, ids.enrollmentIds), eq(blitzEnrollments.status, 'completed')));
      const sends = await db
        .select({ id: blitzSends.id })
        .from(blitzSends)
        .where(inArray(blitzSends.enrollmentId, ids.enrollmentIds));
      summary.blitzSends = sends.length;
    }

    // The extra addresses of their enrollments go (no mail is sent for an erased enrollment), and so does this
    // address wherever another owner added it.
    const recipients = await recipientsOf(db, email, ids.enrollmentIds);
    if (recipients.length) {
      await db.delete(enrollmentRecipients).where(
        inArray(
          enrollmentRecipients.id,
          recipients.map((row) => row.id),
        ),
      );
    }
    summary.enrollmentRecipients = recipients.length;

    // Their trials and subscriptions: the address goes now; what Stripe still holds is ended after the commit.
    const billing = await retireBillingRows(db, email, now);
    summary.subscriptions = billing.retired;
    stripeRowIds = billing.stripeRowIds;

    if (ids.emailIds.length) {
      await db
        .update(emailMessages)
        .set({ recipient: ERASED, subject: ERASED, payload: EMPTY_EMAIL_PAYLOAD })
        .where(inArray(emailMessages.id, ids.emailIds));
      await db
        .update(emailMessages)
        .set({ status: 'suppressed', lockedUntil: null })
        .where(and(inArray(emailMessages.id, ids.emailIds), eq(emailMessages.status, 'queued')));
    }

    const removed = await db
      .delete(suppressions)
      .where(eq(suppressions.email, email))
      .returning({ reason: suppressions.reason });
    await db
      .insert(suppressions)
      .values({ email: digest, reason: removed[0] ? `${removed[0].reason}; erased` : 'erased', createdAt: now })
      .onConflictDoNothing();
    summary.suppressions = 1;
    return summary;
  });
  // After the commit, so the rows already say what Stripe still owes us if it does not answer now.
  return { ...summary, ...(await finishStripeErasures(ctx, stripeRowIds, 'inline')) };
}

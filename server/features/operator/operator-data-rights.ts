import {
  deleteRecipientRows,
  enrollmentIdsOfAddress,
  enrollmentRowsOf,
  eraseEnrollments,
  normalizeEmail,
  recipientRowsOfSubject,
  sendClockOf,
} from '#server/features/owners/index.ts';
import type { DataSubjectRecordCounts, DataSubjectReport, EraseSummary } from '#contracts/operator-data-rights.ts';
import type { Database } from '#server/db/database.ts';
import { blitzSendRowsOf } from '#server/features/blitz/index.ts';
import { brandProfileIdsOf, brandProfileRowsOf, eraseBrandProfiles } from '#server/features/brand/index.ts';
import {
  emailIdsOf,
  emailRowsOf,
  eraseEmails,
  suppressAsDigest,
  suppressionRowsOf,
  suppressionDigest,
} from '#server/features/email/index.ts';
import {
  billingReportEntries,
  billingRowsOf,
  finishStripeErasures,
  retireBillingRows,
} from '#server/features/billing/index.ts';
import {
  googleConnectionsOf,
  googleConnectionSummariesOf,
  deleteConnections,
} from '#server/features/google-business/index.ts';
import { forgetOwnerInbox } from '#server/features/inbox/index.ts';
import { monthlyReportRowsOf, purgeOrphanResultRows } from '#server/features/results/index.ts';
import { eraseSubmissions, leadDeliveryRowsOf, leadIdsOf, leadRowsOf } from '#server/features/leads/index.ts';
import { erasePlaybooksOf, playbookRowsOf } from '#server/features/playbooks/index.ts';
import type { ServerContext } from '#server/server-context.ts';

/**
 * Data-rights requests (docs/operator-console.md): everything stored about one email address, as a report (the
 * JSON export), and its erasure. Erasing blanks the personal fields and keeps every row, so counts (leads by
 * source, playbooks generated, emails sent) stay true; the address stays suppressed as a keyed hash.
 */

function secrets(ctx: ServerContext): string[] {
  return [ctx.config.appSecret, ...ctx.config.appSecretPrevious];
}

/** Ids of everything keyed by the address (normalized); playbooks through the owner's brand profiles. */
async function findIds(db: Database, email: string) {
  const [leadIds, profileIds, enrollmentIds, emailIds] = await Promise.all([
    leadIdsOf(db, email),
    brandProfileIdsOf(db, email),
    enrollmentIdsOfAddress(db, email),
    emailIdsOf(db, email),
  ]);
  return { leadIds, profileIds, enrollmentIds, emailIds };
}

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

type SubjectIds = Awaited<ReturnType<typeof findIds>>;

/** Every promise of a record settled, each under its own key (Promise.all by name). */
async function allByName<Tasks extends Record<string, Promise<unknown>>>(
  tasks: Tasks,
): Promise<{ [Key in keyof Tasks]: Awaited<Tasks[Key]> }> {
  const values = await Promise.all(Object.values(tasks));
  return Object.fromEntries(Object.keys(tasks).map((key, index) => [key, values[index]])) as {
    [Key in keyof Tasks]: Awaited<Tasks[Key]>;
  };
}

/** Every row keyed by the address, table by table. */
function readSubjectRows(ctx: ServerContext, email: string, ids: SubjectIds) {
  const db = ctx.database.db;
  return allByName({
    leadRows: leadRowsOf(db, ids.leadIds),
    profileRows: brandProfileRowsOf(db, ids.profileIds),
    playbookRows: playbookRowsOf(db, ids.profileIds),
    enrollmentRows: enrollmentRowsOf(db, ids.enrollmentIds),
    sendRows: blitzSendRowsOf(db, ids.enrollmentIds),
    reportRows: monthlyReportRowsOf(db, ids.enrollmentIds),
    emailRows: emailRowsOf(db, ids.emailIds),
    deliveryRows: leadDeliveryRowsOf(db, ids.leadIds),
    suppressionRows: suppressionRowsOf(db, email, secrets(ctx)),
    connectionRows: googleConnectionSummariesOf(db, ids.enrollmentIds),
    recipientRows: recipientRowsOfSubject(db, email, ids.enrollmentIds),
    billingRows: billingRowsOf(db, email),
  });
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
      monthlyReports: rows.reportRows.length,
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

/** The blitz enrollments, each with its sends and monthly reports. */
function enrollmentEntries({ enrollmentRows, sendRows, reportRows }: SubjectRows) {
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
      monthlyReportsOff: row.monthlyReportsOffAt !== null,
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
      monthlyReports: reportRows
        .filter((report) => report.enrollmentId === row.id)
        .sort((a, b) => a.month.localeCompare(b.month))
        .map((report) => ({ month: report.month, status: report.status, recipients: report.recipients })),
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
  // Google connections first, outside the transaction (revoking calls Google): the tokens are access to the
  // owner's Google account, so the connection ends and its rows go, as a disconnect does.
  const enrollmentIds = (await findIds(ctx.database.db, email)).enrollmentIds;
  const connections = await googleConnectionsOf(ctx.database.db, enrollmentIds);
  await deleteConnections(ctx, connections);
  // What the results read in those connections' reviews goes with them.
  await purgeOrphanResultRows(ctx.database.db);
  const { summary, stripeRowIds } = await ctx.database.db.transaction((tx) =>
    eraseInTransaction(ctx, tx as unknown as Database, email, connections.length),
  );
  // After the commit, so the rows already say what Stripe still owes us if it does not answer now.
  return { ...summary, ...(await finishStripeErasures(ctx, stripeRowIds, 'inline')) };
}

/** The erasure's transaction: every feature erases its rows of the address; the counts of what it touched. */
async function eraseInTransaction(ctx: ServerContext, db: Database, email: string, googleConnections: number) {
  const now = ctx.now();
  const ids = await findIds(db, email);
  const summary: DataSubjectRecordCounts = {
    leads: ids.leadIds.length,
    brandProfiles: ids.profileIds.length,
    playbooks: 0,
    blitzEnrollments: ids.enrollmentIds.length,
    blitzSends: 0,
    monthlyReports: 0,
    emails: ids.emailIds.length,
    webhookDeliveries: 0,
    googleConnections,
    enrollmentRecipients: 0,
    subscriptions: 0,
    suppressions: 0,
  };

  summary.webhookDeliveries = (await eraseSubmissions(db, ids.leadIds)).webhookDeliveries;
  // The owner's edits of public replies in the inbox are theirs: deleted, not kept blanked.
  await forgetOwnerInbox(db, email);

  await eraseBrandProfiles(db, ids.profileIds, email, now);
  summary.playbooks = await erasePlaybooksOf(db, ids.profileIds);

  await eraseEnrollments(db, ids.enrollmentIds, now);
  summary.blitzSends = (await blitzSendRowsOf(db, ids.enrollmentIds)).length;
  summary.monthlyReports = (await monthlyReportRowsOf(db, ids.enrollmentIds)).length;

  // The extra addresses of their enrollments go (no mail is sent for an erased enrollment), and so does this
  // address wherever another owner added it.
  const recipients = await recipientRowsOfSubject(db, email, ids.enrollmentIds);
  await deleteRecipientRows(
    db,
    recipients.map((row) => row.id),
  );
  summary.enrollmentRecipients = recipients.length;

  // Their trials and subscriptions: the address goes now; what Stripe still holds is ended after the commit.
  const billing = await retireBillingRows(db, email, now);
  summary.subscriptions = billing.retired;

  await eraseEmails(db, ids.emailIds);
  await suppressAsDigest(db, email, suppressionDigest(ctx.config.appSecret, email), now);
  summary.suppressions = 1;
  return { summary, stripeRowIds: billing.stripeRowIds };
}

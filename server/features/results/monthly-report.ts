import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { OWNER_RESULTS_PATH } from '#contracts/owner-results-constants.ts';
import { underClaim } from '#server/db/claim.ts';
import { monthlyReportsOffUrlFor, unsubscribeUrlFor } from '#server/features/blitz/index.ts';
import { emailBrand, isSuppressed, queueEmail } from '#server/features/email/index.ts';
import { activelyConnectedEnrollments } from '#server/features/google-business/index.ts';
import {
  confirmedRecipients,
  type Enrollment,
  monthlyReportsDue,
  normalizeEmail,
  sendClockOf,
} from '#server/features/owners/index.ts';
import type { MorningJob } from '#server/jobs/morning-jobs.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { MonthlyReportEmailProps } from './emails/monthly-report-email.tsx';
import { monthlyReportTemplate } from './emails/monthly-report-template.ts';
import { monthlyReports } from './monthly-report-tables.ts';
import { monthSummary } from './results-service.ts';

/**
 * The monthly report (docs/results.md): on the first morning of each month, at the owner's send clock, one email per
 * current enrollment with a live Google connection about the month that just ended, to the owner and the confirmed
 * extra addresses. Exactly once per enrollment and month: the (enrollment, month) row of monthly_reports is the claim
 * (`underClaim`), each email's dedupe key a second guard; a claim left by a runner that died is taken over after ten
 * minutes, and a send that fails gives the month back for the next run, five minutes later, the same day.
 */

export interface MonthlyReportRun {
  sent: { enrollmentId: string; restaurantName: string; month: string; emailIds: string[] }[];
  /** Due, but the owner's address is suppressed (unsubscribed from everything): nothing is claimed or sent. */
  suppressed: string[];
  failed: { enrollmentId: string; month: string; error: string }[];
}

/** A claim left by a runner that died mid-send is taken over after this long (the dedupe keys still hold). */
const STALE_CLAIM_MS = 10 * 60 * 1000;

/** `2026-10` → `2026-09` (`back` months before). */
export function monthBefore(month: string, back = 1): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The results page of the restaurant, absolute: behind the owner's sign-in, never a sign-in by itself. */
export function resultsPageUrl(ctx: Pick<ServerContext, 'config'>, placeId: string): string {
  return `${ctx.config.publicUrl}${OWNER_RESULTS_PATH}?place=${encodeURIComponent(placeId)}`;
}

function dedupeKey(enrollmentId: string, month: string): string {
  return `monthly-report:${enrollmentId}:${month}`;
}

/** The claim row's id when this runner owns the month, else null. */
async function claimMonth(ctx: ServerContext, enrollmentId: string, month: string, now: Date): Promise<string | null> {
  const { db } = ctx.database;
  const [inserted] = await db
    .insert(monthlyReports)
    .values({ id: randomUUID(), enrollmentId, month, status: 'claimed', claimedAt: now })
    .onConflictDoNothing({ target: [monthlyReports.enrollmentId, monthlyReports.month] })
    .returning({ id: monthlyReports.id });
  if (inserted) return inserted.id;
  const [stale] = await db
    .update(monthlyReports)
    .set({ claimedAt: now })
    .where(
      and(
        eq(monthlyReports.enrollmentId, enrollmentId),
        eq(monthlyReports.month, month),
        eq(monthlyReports.status, 'claimed'),
        lt(monthlyReports.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    )
    .returning({ id: monthlyReports.id });
  return stale?.id ?? null;
}

/** The extra addresses that confirmed, without suppressed ones or the owner's own address. */
async function copyAddresses(ctx: ServerContext, enrollment: Enrollment): Promise<string[]> {
  const owner = normalizeEmail(enrollment.email);
  const addresses = new Set((await confirmedRecipients(ctx.database, enrollment.id)).map(normalizeEmail));
  addresses.delete(owner);
  const allowed: string[] = [];
  for (const address of addresses) if (!(await isSuppressed(ctx, address))) allowed.push(address);
  return allowed;
}

/** Builds the month's email and queues it to the owner, then a copy to each extra address; the queued ids. */
async function sendReport(ctx: ServerContext, enrollment: Enrollment, month: string): Promise<string[]> {
  const timeZone = sendClockOf(enrollment).timeZone;
  const of = (which: string) => monthSummary(ctx, { enrollmentId: enrollment.id, month: which, timeZone });
  const summaries = {
    month: await of(month),
    before: await of(monthBefore(month)),
    yearBefore: await of(monthBefore(month, 12)),
  };
  const common = { brand: emailBrand(ctx), restaurantName: enrollment.restaurantName, summaries };
  const key = dedupeKey(enrollment.id, month);
  const reportsOffUrl = monthlyReportsOffUrlFor(ctx, enrollment);
  const owner = await queueEmail<MonthlyReportEmailProps>(ctx, {
    template: monthlyReportTemplate,
    to: normalizeEmail(enrollment.email),
    dedupeKey: key,
    // A mailbox's one-click unsubscribe stops the reports only, as the footer's first link does.
    unsubscribeUrl: reportsOffUrl,
    props: {
      ...common,
      ownerName: enrollment.ownerName,
      resultsUrl: resultsPageUrl(ctx, enrollment.placeId),
      reportsOffUrl,
      unsubscribeUrl: unsubscribeUrlFor(ctx, enrollment),
    },
  });
  const ids = [owner.id];
  for (const address of await copyAddresses(ctx, enrollment)) {
    const unsubscribeUrl = unsubscribeUrlFor(ctx, enrollment, address);
    const copy = await queueEmail<MonthlyReportEmailProps>(ctx, {
      template: monthlyReportTemplate,
      to: address,
      dedupeKey: `${key}:to:${address}`,
      unsubscribeUrl,
      props: { ...common, ownerName: '', resultsUrl: null, reportsOffUrl: null, unsubscribeUrl, extraRecipient: true },
    });
    ids.push(copy.id);
  }
  return ids;
}

/**
 * The reports due at `now`: each enrollment whose clock says it is the first of a month and its time has come, not
 * paused, reports not stopped, mail not stopped, not taken over, with a live Google connection, and whose month is
 * not decided yet (a claim still in progress is read again, to be taken over once stale).
 */
export async function runDueMonthlyReports(ctx: ServerContext, now: Date = ctx.now()): Promise<MonthlyReportRun> {
  const run: MonthlyReportRun = { sent: [], suppressed: [], failed: [] };
  const due = await monthlyReportsDue(
    ctx,
    now,
    (enrollmentId, month) => sql`not exists (select 1 from ${monthlyReports} decided
      where decided.enrollment_id = ${enrollmentId} and decided.month = ${month} and decided.status <> 'claimed')`,
  );
  const connected = await activelyConnectedEnrollments(
    ctx,
    due.map((row) => row.enrollment.id),
  );
  for (const { enrollment, month } of due) {
    if (!connected.has(enrollment.id)) continue;
    if (await isSuppressed(ctx, enrollment.email)) {
      run.suppressed.push(enrollment.id);
      continue;
    }
    const outcome = await underClaim({
      claim: () => claimMonth(ctx, enrollment.id, month, now),
      work: () => sendReport(ctx, enrollment, month),
      settle: async (claimId, emailIds) => {
        await ctx.database.db
          .update(monthlyReports)
          .set({ status: 'sent', recipients: emailIds.length, emailId: emailIds[0] ?? null })
          .where(eq(monthlyReports.id, claimId));
      },
      giveBack: async (claimId, error) => {
        await ctx.database.db
          .delete(monthlyReports)
          .where(and(eq(monthlyReports.id, claimId), eq(monthlyReports.status, 'claimed')));
        ctx.logger.error({ err: error, enrollmentId: enrollment.id, month }, 'monthly report failed; will retry');
        return { enrollmentId: enrollment.id, month, error: error instanceof Error ? error.message : String(error) };
      },
    });
    if (outcome.status === 'failed') run.failed.push(outcome.failure);
    if (outcome.status === 'done') {
      run.sent.push({
        enrollmentId: enrollment.id,
        restaurantName: enrollment.restaurantName,
        month,
        emailIds: outcome.value,
      });
      ctx.logger.info({ enrollmentId: enrollment.id, month, emails: outcome.value.length }, 'monthly report queued');
    }
  }
  return run;
}

/** The monthly reports in the morning run (`morningJobs`, server/app-features.ts). */
export function monthlyReportMornings(ctx: ServerContext): MorningJob {
  return {
    name: 'monthly reports',
    async run(now) {
      const run = await runDueMonthlyReports(ctx, now);
      const lines = run.sent.map((sent) => {
        const copies = sent.emailIds.length - 1;
        const withCopies = copies === 0 ? '' : `, with ${copies} ${copies === 1 ? 'copy' : 'copies'}`;
        return `queued the ${sent.month} report for ${sent.restaurantName}, enrollment ${sent.enrollmentId}${withCopies}`;
      });
      for (const failure of run.failed) lines.push(`FAILED ${failure.enrollmentId} ${failure.month}: ${failure.error}`);
      if (run.suppressed.length > 0) lines.push(`unsubscribed owners skipped: ${run.suppressed.length}`);
      return { lines, emailIds: run.sent.flatMap((sent) => sent.emailIds), failed: run.failed.length };
    },
  };
}

import { ERASED } from '#server/features/owners/index.ts';
import { blitzEnrollments, enrollmentRecipients } from '#server/features/owners/owner-tables.ts';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '#server/db/database.ts';
import { monthsBefore } from '#server/features/email/email-retention.ts';
import { eraseSubmissions } from '#server/features/leads/erase-submissions.ts';
import { leadSubmissions } from '#server/features/leads/leads-tables.ts';
import type { ServerContext } from '#server/server-context.ts';

/** The privacy policy keeps contact, lead and quote information up to 3 years after our last contact. */
export const LEAD_RETENTION_MONTHS = 36;
/** Addresses per batch, each erased in its own short transaction; batches per run keep one run short. */
export const LEAD_RETENTION_BATCH = 100;
const MAX_BATCHES_PER_RUN = 50;

/**
 * Whether we were in contact with `address` (a lowercased address, as SQL) at or after `since`: a submission from
 * it (any form), an email sent to it (status `sent`; emails are kept 12 months), a brand profile naming it (a
 * playbook generated for it) or a blitz enrollment of it (its end, or its start while active). The one definition
 * of "last contact", used to pick candidates and to check each again before erasing.
 */
function contactSince(address: SQL, since: string): SQL {
  return sql`(
    exists (select 1 from lead_submissions r
      where lower(r.email) = ${address} and r.created_at >= ${since}::timestamptz)
    or exists (select 1 from email_messages m
      where m.recipient = ${address} and m.status = 'sent' and m.created_at >= ${since}::timestamptz)
    or exists (select 1 from brand_profiles b
      where lower(b.contact_email) = ${address} and b.updated_at >= ${since}::timestamptz)
    or exists (select 1 from blitz_enrollments e
      where lower(e.email) = ${address} and coalesce(e.completed_at, e.enrolled_at) >= ${since}::timestamptz)
  )`;
}

export interface LeadRetentionReport {
  /** Addresses whose submissions or blitz enrollments were erased in this run. */
  addresses: number;
  submissions: number;
  webhookDeliveries: number;
  blitzEnrollments: number;
  /** False when the run stopped at its batch limit; the next run goes on. */
  complete: boolean;
}

/**
 * Erases the contact information of every address last in contact over 3 years ago, as a data-rights erasure
 * erases it: its submissions (contact messages, quote requests, leads, captured emails) keep only their kind,
 * date and the fields the totals by form need, and its ended blitz enrollments lose the address and the owner's
 * name (the restaurant and the days sent stay). The address's playbooks and brand profiles and its unsubscribe
 * follow their own rules. Erased rows no longer carry an address, so a second run finds nothing.
 */
export async function eraseStaleLeads(ctx: ServerContext): Promise<LeadRetentionReport> {
  const { db } = ctx.database;
  const cutoff = monthsBefore(ctx.now(), LEAD_RETENTION_MONTHS).toISOString();
  const report: LeadRetentionReport = {
    addresses: 0,
    submissions: 0,
    webhookDeliveries: 0,
    blitzEnrollments: 0,
    complete: true,
  };
  // Addresses in order, so an address kept by the check in its transaction is not picked again in this run.
  let after = '';
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const candidates = await queryRows<{ address: string }>(
      db,
      sql`select address from (
          select lower(s.email) as address from lead_submissions s
            where s.email <> ${ERASED} and s.created_at < ${cutoff}::timestamptz
          union
          select lower(e.email) as address from blitz_enrollments e
            where e.email <> ${ERASED} and e.status <> 'active'
              and coalesce(e.completed_at, e.enrolled_at) < ${cutoff}::timestamptz
        ) stale
        where stale.address > ${after} and not ${contactSince(sql`stale.address`, cutoff)}
        order by 1 limit ${LEAD_RETENTION_BATCH}`,
    );
    for (const { address } of candidates) {
      const erased = await eraseAddressIfStale(db, address, cutoff);
      if (erased.submissions === 0 && erased.blitzEnrollments === 0) continue;
      report.addresses += 1;
      report.submissions += erased.submissions;
      report.webhookDeliveries += erased.webhookDeliveries;
      report.blitzEnrollments += erased.blitzEnrollments;
    }
    if (candidates.length < LEAD_RETENTION_BATCH) return report;
    after = candidates[candidates.length - 1]!.address;
  }
  return { ...report, complete: false };
}

/** In one transaction that checks the last contact again: a submission made meanwhile keeps the address. */
async function eraseAddressIfStale(db: Database, address: string, cutoff: string) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [check] = await queryRows<{ recent: boolean }>(
      t,
      sql`select ${contactSince(sql`${address}`, cutoff)} as recent`,
    );
    if (check?.recent !== false) return { submissions: 0, webhookDeliveries: 0, blitzEnrollments: 0 };
    const rows = await t
      .select({ id: leadSubmissions.id })
      .from(leadSubmissions)
      .where(and(eq(sql`lower(${leadSubmissions.email})`, address), ne(leadSubmissions.email, ERASED)));
    const ids = rows.map((row) => row.id);
    const { webhookDeliveries } = await eraseSubmissions(t, ids);
    // Ended enrollments only: an active one still needs its address to send its days.
    const enrollments = await t
      .update(blitzEnrollments)
      .set({ email: ERASED, ownerName: '', replySignature: null })
      .where(
        and(
          eq(sql`lower(${blitzEnrollments.email})`, address),
          ne(blitzEnrollments.email, ERASED),
          ne(blitzEnrollments.status, 'active'),
        ),
      )
      .returning({ id: blitzEnrollments.id });
    // The extra addresses the owner added to those enrollments go with them.
    if (enrollments.length > 0) {
      await t.delete(enrollmentRecipients).where(
        inArray(
          enrollmentRecipients.enrollmentId,
          enrollments.map((row) => row.id),
        ),
      );
    }
    return { submissions: ids.length, webhookDeliveries, blitzEnrollments: enrollments.length };
  });
}

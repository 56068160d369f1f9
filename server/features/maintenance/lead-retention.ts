import { endedBeforeAddressesSql, enrolledSinceSql, eraseEndedEnrollmentsOf } from '#server/features/owners/index.ts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '#server/db/database.ts';
import { brandContactSinceSql } from '#server/features/brand/index.ts';
import { emailedSinceSql, monthsBefore } from '#server/features/email/index.ts';
import {
  eraseSubmissions,
  leadIdsOf,
  submittedBeforeAddressesSql,
  submittedSinceSql,
} from '#server/features/leads/index.ts';
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
    ${submittedSinceSql(address, since)}
    or ${emailedSinceSql(address, since)}
    or ${brandContactSinceSql(address, since)}
    or ${enrolledSinceSql(address, since)}
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
          ${submittedBeforeAddressesSql(cutoff)}
          union
          ${endedBeforeAddressesSql(cutoff)}
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
    const ids = await leadIdsOf(t, address);
    const { webhookDeliveries } = await eraseSubmissions(t, ids);
    // Ended enrollments only, with the extra addresses the owner added to them.
    const blitzEnrollments = await eraseEndedEnrollmentsOf(t, address);
    return { submissions: ids.length, webhookDeliveries, blitzEnrollments };
  });
}

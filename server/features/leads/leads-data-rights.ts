import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { addressOf, ERASED } from '#server/features/owners/index.ts';
import { leadSubmissions, webhookDeliveries } from './leads-tables.ts';

/**
 * The leads' part of a data-rights request and of the retention of contact information: the submissions an address
 * made and the webhook deliveries that forwarded them (erased by eraseSubmissions).
 */

/** The ids of the submissions made from the address (lower-cased, as it is compared), not yet erased. */
export async function leadIdsOf(db: Database, address: string): Promise<string[]> {
  const rows = await db
    .select({ id: leadSubmissions.id })
    .from(leadSubmissions)
    .where(and(eq(addressOf(leadSubmissions.email), address), ne(leadSubmissions.email, ERASED)));
  return rows.map((row) => row.id);
}

export async function leadRowsOf(db: Database, leadIds: readonly string[]) {
  if (leadIds.length === 0) return [];
  return db
    .select()
    .from(leadSubmissions)
    .where(inArray(leadSubmissions.id, [...leadIds]));
}

/** The webhook deliveries of these submissions. */
export async function leadDeliveryRowsOf(db: Database, leadIds: readonly string[]) {
  if (leadIds.length === 0) return [];
  return db
    .select()
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.submissionId, [...leadIds]));
}

/** SQL: the address (lower-cased, as SQL) made a submission at or after `since`. */
export function submittedSinceSql(address: SQL, since: string): SQL {
  return sql`exists (select 1 from ${leadSubmissions}
      where ${addressOf(leadSubmissions.email)} = ${address} and ${leadSubmissions.createdAt} >= ${since}::timestamptz)`;
}

/** SQL: `select address`, the lower-cased addresses of the submissions (not erased) made before `before`. */
export function submittedBeforeAddressesSql(before: string): SQL {
  return sql`select ${addressOf(leadSubmissions.email)} as address from ${leadSubmissions}
      where ${leadSubmissions.email} <> ${ERASED} and ${leadSubmissions.createdAt} < ${before}::timestamptz`;
}

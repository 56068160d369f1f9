import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { ERASED_DELIVERY_ERROR } from './erase-submissions.ts';
import { leadSubmissions, webhookDeliveries } from './leads-tables.ts';

export type ReopenResult =
  | { outcome: 'reopened' }
  | { outcome: 'not-found' }
  | { outcome: 'erased' }
  | { outcome: 'not-failed'; status: string };

/**
 * A failed webhook delivery back to pending, due `now`, with its lead's forwarding pending again (one transaction);
 * a delivery stopped by an erasure is not reopened (it would forward a blank lead). The caller queues it.
 */
export async function reopenFailedDelivery(db: Database, deliveryId: string, now: Date): Promise<ReopenResult> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, 'failed'),
          or(isNull(webhookDeliveries.lastError), ne(webhookDeliveries.lastError, ERASED_DELIVERY_ERROR)),
        ),
      )
      .returning({ submissionId: webhookDeliveries.submissionId });
    if (row)
      await tx.update(leadSubmissions).set({ forwarded: 'pending' }).where(eq(leadSubmissions.id, row.submissionId));
    return row;
  });
  if (updated) return { outcome: 'reopened' };
  const [existing] = await db
    .select({ status: webhookDeliveries.status, lastError: webhookDeliveries.lastError })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!existing) return { outcome: 'not-found' };
  if (existing.lastError === ERASED_DELIVERY_ERROR) return { outcome: 'erased' };
  return { outcome: 'not-failed', status: existing.status };
}

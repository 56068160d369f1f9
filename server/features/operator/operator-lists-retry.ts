import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { ERASED_DELIVERY_ERROR } from '#server/features/leads/erase-submissions.ts';
import { leadSubmissions, webhookDeliveries } from '#server/features/leads/leads-tables.ts';
import { enqueueDelivery } from '#server/features/leads/webhook-delivery.ts';
import type { ServerContext } from '#server/server-context.ts';

export type RetryResult =
  { outcome: 'queued' } | { outcome: 'not-found' } | { outcome: 'erased' } | { outcome: 'not-failed'; status: string };

/**
 * "Retry now" on a failed webhook delivery: back to pending, due now, through the outbox's own queue, so the
 * attempt is the usual one (same payload and idempotency key, logged in webhook_attempts). The retry policy
 * counts from the delivery's creation, so a retryable failure after the 72-hour window fails again at once
 * instead of starting a new schedule: a manual retry is one more attempt, not a new series.
 */
export async function retryFailedDelivery(ctx: ServerContext, deliveryId: string): Promise<RetryResult> {
  const now = ctx.now();
  const updated = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, 'failed'),
          // A delivery stopped by an erasure would forward a blank lead.
          or(isNull(webhookDeliveries.lastError), ne(webhookDeliveries.lastError, ERASED_DELIVERY_ERROR)),
        ),
      )
      .returning({ submissionId: webhookDeliveries.submissionId });
    if (row)
      await tx.update(leadSubmissions).set({ forwarded: 'pending' }).where(eq(leadSubmissions.id, row.submissionId));
    return row;
  });
  if (!updated) {
    const [existing] = await ctx.database.db
      .select({ status: webhookDeliveries.status, lastError: webhookDeliveries.lastError })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!existing) return { outcome: 'not-found' };
    if (existing.lastError === ERASED_DELIVERY_ERROR) return { outcome: 'erased' };
    return { outcome: 'not-failed', status: existing.status };
  }
  // If queueing fails, the row is pending and due: the outbox's sweep picks it up within a minute.
  try {
    await enqueueDelivery(ctx, deliveryId);
  } catch (error) {
    ctx.logger.error({ err: error, deliveryId }, 'could not queue the manual webhook retry; the sweeper will');
  }
  return { outcome: 'queued' };
}

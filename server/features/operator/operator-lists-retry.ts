import { reopenFailedDelivery, enqueueDelivery } from '#server/features/leads/index.ts';
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
  const reopened = await reopenFailedDelivery(ctx.database.db, deliveryId, ctx.now());
  if (reopened.outcome !== 'reopened') return reopened;
  // If queueing fails, the row is pending and due: the outbox's sweep picks it up within a minute.
  try {
    await enqueueDelivery(ctx, deliveryId);
  } catch (error) {
    ctx.logger.error({ err: error, deliveryId }, 'could not queue the manual webhook retry; the sweeper will');
  }
  return { outcome: 'queued' };
}

import { and, eq, sql } from 'drizzle-orm';
import { normalizeEmail, suppressAddress } from '#server/features/email/queue-email.ts';
import { maskEmail } from '#server/features/restaurants/mask-email.ts';
import type { ServerContext } from '#server/server-context.ts';
import { blitzEnrollments, enrollmentRecipients } from './blitz-tables.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

export type UnsubscribeResult = { ok: true; email: string } | { ok: false; reason: 'invalid-token' };

/**
 * RFC 8058: a valid signed token suppresses its address at once (no login, no confirmation on the
 * one-click POST), ends every active blitz and every Free Forever plan of that address, and later sends skip it.
 * An extra recipient's token (an address the owner added in their settings) removes only that address from that
 * enrollment: the owner's mail goes on. Idempotent.
 */
export async function unsubscribe(ctx: ServerContext, token: string): Promise<UnsubscribeResult> {
  const payload = verifyUnsubscribeToken(token, ctx.config.appSecret);
  if (!payload) return { ok: false, reason: 'invalid-token' };
  const email = normalizeEmail(payload.email);
  if (payload.extraRecipient) {
    if (!payload.enrollmentId) return { ok: false, reason: 'invalid-token' };
    await ctx.database.db
      .delete(enrollmentRecipients)
      .where(
        and(
          eq(enrollmentRecipients.enrollmentId, payload.enrollmentId),
          sql`lower(${enrollmentRecipients.email}) = ${email}`,
        ),
      );
    ctx.logger.info({ enrollmentId: payload.enrollmentId }, 'extra recipient unsubscribed');
    return { ok: true, email };
  }
  await suppressAddress(ctx, email, 'unsubscribe-link');
  await ctx.database.db
    .update(blitzEnrollments)
    .set({ status: 'unsubscribed', completedAt: ctx.now() })
    .where(and(sql`lower(${blitzEnrollments.email}) = ${email}`, eq(blitzEnrollments.status, 'active')));
  // Free Forever (a completed blitz) ends too, today.
  await ctx.database.db
    .update(blitzEnrollments)
    .set({ status: 'unsubscribed', completedAt: ctx.now() })
    .where(and(sql`lower(${blitzEnrollments.email}) = ${email}`, eq(blitzEnrollments.status, 'completed')));
  ctx.logger.info({ enrollmentId: payload.enrollmentId }, 'unsubscribed');
  return { ok: true, email };
}

/** For the GET confirmation page: whether the link is valid, and the address it is for, masked. */
export function inspectUnsubscribeToken(
  ctx: ServerContext,
  token: string,
): { valid: boolean; maskedEmail: string | null; extraRecipient: boolean } {
  const payload = verifyUnsubscribeToken(token, ctx.config.appSecret);
  return payload
    ? { valid: true, maskedEmail: maskEmail(payload.email), extraRecipient: payload.extraRecipient === true }
    : { valid: false, maskedEmail: null, extraRecipient: false };
}

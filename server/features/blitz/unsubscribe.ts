import {
  enrollmentById,
  maskEmail,
  normalizeEmail,
  removeExtraRecipient,
  stopAllMailOf,
  turnAlertsOff,
  turnMonthlyReportsOff,
} from '#server/features/owners/index.ts';
import type { UnsubscribeLinkInfo, UnsubscribeScope } from '#contracts/email.ts';
import { suppressAddress } from '#server/features/email/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { verifyUnsubscribeToken, type UnsubscribeTokenPayload } from './unsubscribe-token.ts';

export type UnsubscribeResult =
  { ok: true; email: string; scope: UnsubscribeScope } | { ok: false; reason: 'invalid-token' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a valid token stops; null for a token that cannot act (a narrower link without the enrollment it names). */
function scopeOf(payload: UnsubscribeTokenPayload): UnsubscribeScope | null {
  if (payload.extraRecipient) return payload.enrollmentId ? 'copies' : null;
  if (payload.scope) return payload.enrollmentId && payload.placeId ? payload.scope : null;
  return 'everything';
}

/**
 * RFC 8058: a valid signed token acts at once (no login, no confirmation on the one-click POST), and stops exactly
 * what its email's link says:
 * - `everything` (the owner's link in every morning email, and "Unsubscribe from everything" in an alert): the
 *   address is suppressed, every active blitz and every Free Forever plan of it ends, and later sends skip it;
 * - `copies` (an extra address the owner added in their settings): that address is removed from that enrollment,
 *   the owner's mail goes on;
 * - `alerts` (a review alert's "Turn off these alerts" and its List-Unsubscribe): the restaurant's same-day alerts to
 *   the owner's address stop, the morning emails go on; the owner turns them on again in their settings;
 * - `reports` (a monthly report's "Stop monthly reports" and its List-Unsubscribe): the restaurant's monthly reports
 *   to the owner's address stop, every other email goes on; the settings page turns them on again.
 * Idempotent.
 */
export async function unsubscribe(ctx: ServerContext, token: string): Promise<UnsubscribeResult> {
  const payload = verifyUnsubscribeToken(token, ctx.config.appSecret);
  const scope = payload ? scopeOf(payload) : null;
  if (!payload || !scope) return { ok: false, reason: 'invalid-token' };
  const email = normalizeEmail(payload.email);
  if (scope === 'copies') {
    await removeExtraRecipient(ctx.database, payload.enrollmentId!, email);
    ctx.logger.info({ enrollmentId: payload.enrollmentId }, 'extra recipient unsubscribed');
    return { ok: true, email, scope };
  }
  if (scope === 'alerts') {
    await turnAlertsOff(ctx.database, email, payload.placeId!, ctx.now());
    ctx.logger.info({ enrollmentId: payload.enrollmentId }, 'review alerts turned off by link');
    return { ok: true, email, scope };
  }
  if (scope === 'reports') {
    await turnMonthlyReportsOff(ctx.database, email, payload.placeId!, ctx.now());
    ctx.logger.info({ enrollmentId: payload.enrollmentId }, 'monthly reports turned off by link');
    return { ok: true, email, scope };
  }
  await suppressAddress(ctx, email, 'unsubscribe-link');
  // Every running blitz and Free Forever (a completed blitz) of the address ends, today.
  await stopAllMailOf(ctx.database, email, ctx.now());
  ctx.logger.info({ enrollmentId: payload.enrollmentId }, 'unsubscribed');
  return { ok: true, email, scope };
}

/**
 * For the GET confirmation page: whether the link is valid, what it stops, its address masked, and the restaurant it
 * is about (its name and place, when the link names an enrollment that still exists).
 */
export async function inspectUnsubscribeToken(ctx: ServerContext, token: string): Promise<UnsubscribeLinkInfo> {
  const payload = verifyUnsubscribeToken(token, ctx.config.appSecret);
  const scope = payload ? scopeOf(payload) : null;
  if (!payload || !scope) return { valid: false, scope: 'everything', maskedEmail: null, restaurant: null };
  // Our own links name an enrollment by its UUID; anything else is not looked up (the column is a uuid).
  const enrollment =
    payload.enrollmentId && UUID.test(payload.enrollmentId)
      ? await enrollmentById(ctx.database, payload.enrollmentId)
      : null;
  return {
    valid: true,
    scope,
    maskedEmail: maskEmail(payload.email),
    restaurant: enrollment ? { name: enrollment.restaurantName, placeId: enrollment.placeId } : null,
  };
}

import {
  activeEnrollmentFor,
  insertEnrollment,
  type Enrollment,
  normalizeEmail,
  sendClockOf,
} from '#server/features/owners/index.ts';
import type { DomainEvents } from '#server/domain-events.ts';
import { emailBrand, isSuppressed, queueEmail } from '#server/features/email/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { GoogleConnections } from '#server/features/google-business/index.ts';
import { blitzConfirmationTemplate } from './emails/blitz-emails.ts';
import { blitzSchedule } from './schedule.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * `${PUBLIC_URL}/unsubscribe?token=…`: the GET confirmation page and the RFC 8058 one-click POST target. With
 * `extraRecipient`, the link of one of the enrollment's extra addresses: it removes that address only.
 */
export function unsubscribeUrlFor(
  ctx: ServerContext,
  enrollment: Pick<Enrollment, 'id' | 'email' | 'placeId'>,
  extraRecipient?: string,
): string {
  const token = signUnsubscribeToken(
    extraRecipient
      ? { email: extraRecipient, placeId: enrollment.placeId, enrollmentId: enrollment.id, extraRecipient: true }
      : { email: enrollment.email, placeId: enrollment.placeId, enrollmentId: enrollment.id },
    ctx.config.appSecret,
  );
  return `${ctx.config.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * `${PUBLIC_URL}/unsubscribe?token=…` for a review alert's "Turn off these alerts": a signed link that stops the
 * restaurant's same-day alerts to the owner's address and nothing else (the morning emails go on). Its GET shows a
 * page with one button; the same URL takes the RFC 8058 one-click POST, so the alert's List-Unsubscribe stops alerts.
 */
export function alertsOffUrlFor(ctx: ServerContext, enrollment: Pick<Enrollment, 'id' | 'email' | 'placeId'>): string {
  const token = signUnsubscribeToken(
    { email: enrollment.email, placeId: enrollment.placeId, enrollmentId: enrollment.id, scope: 'alerts' },
    ctx.config.appSecret,
  );
  return `${ctx.config.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * `${PUBLIC_URL}/unsubscribe?token=…` for a monthly report's "Stop monthly reports": a signed link that stops the
 * restaurant's monthly reports to the owner's address and nothing else. Its GET shows a page with one button; the same
 * URL takes the RFC 8058 one-click POST, so the report's List-Unsubscribe stops only the reports.
 */
export function monthlyReportsOffUrlFor(
  ctx: ServerContext,
  enrollment: Pick<Enrollment, 'id' | 'email' | 'placeId'>,
): string {
  const token = signUnsubscribeToken(
    { email: enrollment.email, placeId: enrollment.placeId, enrollmentId: enrollment.id, scope: 'reports' },
    ctx.config.appSecret,
  );
  return `${ctx.config.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

export type EnrollResult =
  | { outcome: 'enrolled'; enrollment: Enrollment }
  | { outcome: 'already-enrolled'; enrollment: Enrollment }
  | { outcome: 'suppressed' };

/**
 * Enrolls an address and a place in the 7-day blitz, one active enrollment per (email, place) by a
 * unique partial index, and queues the confirmation. An address that unsubscribed is not enrolled again by a later
 * opt-in: the consent box cannot prove the address is the visitor's, so an opt-out stays an opt-out.
 */
export async function enrollInBlitz(
  ctx: ServerContext,
  input: DomainEvents['blitz.opt-in'],
  deps: { google: GoogleConnections | null } = { google: null },
): Promise<EnrollResult> {
  const email = normalizeEmail(input.email);
  if (await isSuppressed(ctx, email)) {
    ctx.logger.info({ placeId: input.placeId }, 'blitz opt-in from a suppressed address ignored');
    return { outcome: 'suppressed' };
  }
  const created = await insertEnrollment(ctx, {
    email,
    placeId: input.placeId,
    restaurantId: input.restaurantId,
    restaurantName: input.restaurantName,
    ownerName: input.ownerName,
    source: input.source,
  });
  if (!created) {
    const existing = await activeEnrollmentFor(ctx, email, input.placeId);
    if (!existing) throw new Error('blitz enrollment conflicted but no active enrollment was found');
    return { outcome: 'already-enrolled', enrollment: existing };
  }
  const schedule = blitzSchedule(created.enrolledAt);
  const first = schedule[0];
  const last = schedule[schedule.length - 1];
  if (!first || !last) throw new Error('the blitz schedule is empty');
  await queueEmail(ctx, {
    template: blitzConfirmationTemplate,
    to: email,
    dedupeKey: `blitz-confirmation:${created.id}`,
    unsubscribeUrl: unsubscribeUrlFor(ctx, created),
    props: {
      brand: emailBrand(ctx),
      ownerName: created.ownerName,
      restaurantName: created.restaurantName,
      unsubscribeUrl: unsubscribeUrlFor(ctx, created),
      reviewSource: reviewSourceOf(ctx),
      // Nobody is connected yet at enrollment: the link is offered whenever OAuth is configured.
      connectUrl: deps.google?.enabled
        ? deps.google.connectUrl({ id: created.id, email, placeId: created.placeId })
        : null,
      firstSendAt: first.sendAt,
      lastSendAt: last.sendAt,
      // A new enrollment has the default clock (08:00 New York) until its owner chooses another in the settings.
      sendClock: sendClockOf(created),
    },
  });
  ctx.logger.info({ enrollmentId: created.id, source: created.source }, 'blitz enrollment created');
  return { outcome: 'enrolled', enrollment: created };
}

/** Google shows only 5 reviews, and the emails must say so. */
export function reviewSourceOf(ctx: ServerContext): 'google' | 'catalogue' {
  return ctx.places.kind === 'google' ? 'google' : 'catalogue';
}

import type { EmailTemplate } from '#server/features/email/index.ts';
import type { BlitzClosingEmailProps } from './blitz-closing-email.tsx';
import type { BlitzConfirmationEmailProps } from './blitz-confirmation-email.tsx';
import type { BlitzDailyEmailProps } from './blitz-daily-email.tsx';
import type { BlitzNoReviewsEmailProps } from './blitz-no-reviews-email.tsx';
import type { FreeForeverEmailProps } from './free-forever-email.tsx';
import type { ReviewAlertEmailProps } from './review-alert-email.tsx';

/** The blitz's emails: marketing mail, each with an unsubscribe link. Templates load with the first email of a kind. */

export const blitzConfirmationTemplate: EmailTemplate<BlitzConfirmationEmailProps> = {
  kind: 'blitz-confirmation',
  marketing: true,
  load: async () => {
    const { BlitzConfirmationEmail, blitzConfirmationSubject } = await import('./blitz-confirmation-email.tsx');
    return { component: BlitzConfirmationEmail, subject: blitzConfirmationSubject };
  },
};

export const blitzDailyTemplate: EmailTemplate<BlitzDailyEmailProps> = {
  kind: 'blitz-daily',
  marketing: true,
  load: async () => {
    const { BlitzDailyEmail, blitzDailySubject } = await import('./blitz-daily-email.tsx');
    return { component: BlitzDailyEmail, subject: blitzDailySubject };
  },
};

export const blitzNoReviewsTemplate: EmailTemplate<BlitzNoReviewsEmailProps> = {
  kind: 'blitz-no-reviews',
  marketing: true,
  load: async () => {
    const { BlitzNoReviewsEmail, blitzNoReviewsSubject } = await import('./blitz-no-reviews-email.tsx');
    return { component: BlitzNoReviewsEmail, subject: blitzNoReviewsSubject };
  },
};

export const blitzClosingTemplate: EmailTemplate<BlitzClosingEmailProps> = {
  kind: 'blitz-closing',
  marketing: true,
  load: async () => {
    const { BlitzClosingEmail, blitzClosingSubject } = await import('./blitz-closing-email.tsx');
    return { component: BlitzClosingEmail, subject: blitzClosingSubject };
  },
};

/** Free Forever's morning email: one suggested reply, sent only on a morning with a new review waiting. */
export const freeForeverTemplate: EmailTemplate<FreeForeverEmailProps> = {
  kind: 'blitz-free-forever',
  marketing: true,
  load: async () => {
    const { FreeForeverEmail, freeForeverSubject } = await import('./free-forever-email.tsx');
    return { component: FreeForeverEmail, subject: freeForeverSubject };
  },
};

/**
 * The same-day email about a 1–2★ or escalated review (review-alerts.ts). Part of the enrollment's stream of mail, like
 * the morning emails: marketing, with each recipient's own unsubscribe link.
 */
export const reviewAlertTemplate: EmailTemplate<ReviewAlertEmailProps> = {
  kind: 'google-review-alert',
  marketing: true,
  load: async () => {
    const { ReviewAlertEmail, reviewAlertSubject } = await import('./review-alert-email.tsx');
    return { component: ReviewAlertEmail, subject: reviewAlertSubject };
  },
};

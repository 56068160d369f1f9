import type { EmailTemplate } from '#server/features/email/index.ts';
import type { PaymentFailedEmailProps } from './payment-failed-email.tsx';
import type { TrialEndedEmailProps } from './trial-ended-email.tsx';
import type { TrialReminderEmailProps } from './trial-reminder-email.tsx';

/**
 * Billing's emails are about the owner's own plan and money, not marketing: they go out even after an unsubscribe
 * from the morning emails.
 */
export const trialReminderTemplate: EmailTemplate<TrialReminderEmailProps> = {
  kind: 'billing-trial-reminder',
  marketing: false,
  load: async () => {
    const { TrialReminderEmail, trialReminderSubject } = await import('./trial-reminder-email.tsx');
    return { component: TrialReminderEmail, subject: trialReminderSubject };
  },
};

export const trialEndedTemplate: EmailTemplate<TrialEndedEmailProps> = {
  kind: 'billing-trial-ended',
  marketing: false,
  load: async () => {
    const { TrialEndedEmail, trialEndedSubject } = await import('./trial-ended-email.tsx');
    return { component: TrialEndedEmail, subject: trialEndedSubject };
  },
};

export const paymentFailedTemplate: EmailTemplate<PaymentFailedEmailProps> = {
  kind: 'billing-payment-failed',
  marketing: false,
  load: async () => {
    const { PaymentFailedEmail, paymentFailedSubject } = await import('./payment-failed-email.tsx');
    return { component: PaymentFailedEmail, subject: paymentFailedSubject };
  },
};

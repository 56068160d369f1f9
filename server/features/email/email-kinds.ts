import type { EmailTemplate } from './email-template.ts';
import type { OperatorNotificationEmailProps } from './templates/operator-notification-email.tsx';
import type { OperatorSignInEmailProps } from './templates/operator-sign-in-email.tsx';
import type { PlaybookReadyEmailProps } from './templates/playbook-ready-email.tsx';

/** The emails whose templates live in this feature (features that send others declare their own). */

export const playbookReadyTemplate: EmailTemplate<PlaybookReadyEmailProps> = {
  kind: 'playbook-ready',
  marketing: false,
  load: async () => {
    const { PlaybookReadyEmail, playbookReadySubject } = await import('./templates/playbook-ready-email.tsx');
    return { component: PlaybookReadyEmail, subject: playbookReadySubject };
  },
};

export const operatorNotificationTemplate: EmailTemplate<OperatorNotificationEmailProps> = {
  kind: 'operator-notification',
  marketing: false,
  load: async () => {
    const { OperatorNotificationEmail, operatorNotificationSubject } =
      await import('./templates/operator-notification-email.tsx');
    return { component: OperatorNotificationEmail, subject: operatorNotificationSubject };
  },
};

export const operatorSignInTemplate: EmailTemplate<OperatorSignInEmailProps> = {
  kind: 'operator-sign-in',
  marketing: false,
  load: async () => {
    const { OperatorSignInEmail, operatorSignInSubject } = await import('./templates/operator-sign-in-email.tsx');
    return { component: OperatorSignInEmail, subject: operatorSignInSubject };
  },
};

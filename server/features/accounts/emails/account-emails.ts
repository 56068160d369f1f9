import type { EmailTemplate } from '#server/features/email/index.ts';
import type { OwnerSignInEmailProps } from './owner-sign-in-email.tsx';

export const ownerSignInTemplate: EmailTemplate<OwnerSignInEmailProps> = {
  kind: 'owner-sign-in',
  marketing: false,
  load: async () => {
    const { OwnerSignInEmail, ownerSignInSubject } = await import('./owner-sign-in-email.tsx');
    return { component: OwnerSignInEmail, subject: ownerSignInSubject };
  },
};

import type { EmailTemplate } from '#server/features/email/index.ts';
import type { AddressConfirmationEmailProps } from './address-confirmation-email.tsx';

export const addressConfirmationTemplate: EmailTemplate<AddressConfirmationEmailProps> = {
  kind: 'address-confirmation',
  marketing: false,
  load: async () => {
    const { AddressConfirmationEmail, addressConfirmationSubject } = await import('./address-confirmation-email.tsx');
    return { component: AddressConfirmationEmail, subject: addressConfirmationSubject };
  },
};

import { site } from '../site.ts';
import type { Toast } from './common.ts';

export const contactSection = {
  eyebrow: 'Contact',
  heading: 'Talk to a person',
  intro: `Questions about plans, several locations or how approvals work? Write to us and we answer ${site.contact.responseTime}.`,
  fields: {
    name: { label: 'Your name', placeholder: 'Jordan Rivera', autoComplete: 'name' },
    email: { label: 'Email', placeholder: 'you@yourrestaurant.com', autoComplete: 'email' },
    phone: { label: 'Phone (optional)', placeholder: '(212) 555-0123', autoComplete: 'tel' },
    restaurant: { label: 'Restaurant (optional)', placeholder: 'Your restaurant', autoComplete: 'organization' },
    message: { label: 'How can we help?', placeholder: 'Tell us about your restaurant and what you need.' },
  },
  submitLabel: 'Send message',
  pendingLabel: 'Sending...',
  successToast: {
    title: 'Message Received!',
    description: `Thanks for reaching out. We'll reply ${site.contact.responseTime}.`,
  } satisfies Toast,
  failureToast: { title: 'Error', description: 'Unable to send message. Please try again.' } satisfies Toast,
  details: {
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Office',
    hoursLabel: 'Hours',
    responseLabel: 'Response time',
  },
};

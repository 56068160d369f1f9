import type { Toast } from './common.ts';

/* ------------------------------------------------------------------ 10. Closing call to action, leads */

export const closingCta = {
  heading: "Tomorrow's reviews are already being written.",
  body: "Get your playbook today and tomorrow at 8:00 AM you'll have a reply ready for every new review. Free, no signup, in your inbox in under 5 minutes.",
  primaryLabel: 'Get my free playbook',
  trial: {
    heading: 'Ready for every review, every day?',
    body: 'Try Starter free for 14 days: unlimited Google replies in your voice. We set it up with you.',
    emailLabel: 'Work email',
    emailPlaceholder: 'you@yourrestaurant.com',
    restaurantLabel: 'Restaurant name',
    submitLabel: 'Start 14-day free trial',
    pendingLabel: 'Processing...',
    successToast: {
      title: 'Success!',
      description: "We'll be in touch shortly to set up your free trial.",
    } satisfies Toast,
    failureToast: { title: 'Error', description: 'Unable to start trial. Please try again.' } satisfies Toast,
  },
};

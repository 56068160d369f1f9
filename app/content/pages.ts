import { site } from './site.ts';

/**
 * Copy for the pages around the landing page: /contact, /thank-you and /playbook-examples. Toasts and defaults are
 * the product's fixed wording: change them only on purpose.
 */

export interface PageMeta {
  title: string;
  description: string;
}

export const contactPage = {
  meta: {
    title: `Contact ${site.brandName}`,
    description: `Questions about review replies, pricing or several locations? Write to ${site.brandName} and a person answers ${site.contact.responseTime}.`,
  } satisfies PageMeta,
  eyebrow: 'Contact',
  heading: 'Talk to the people behind your replies',
  intro: `Plans, multi-location setups, approvals, a playbook that needs a second look: tell us what you need and we reply ${site.contact.responseTime}.`,
  fields: {
    name: { label: 'Your name', placeholder: 'Jordan Rivera', autoComplete: 'name' },
    email: { label: 'Email', placeholder: 'you@yourrestaurant.com', autoComplete: 'email' },
    phone: { label: 'Phone (optional)', placeholder: '(212) 555-0123', autoComplete: 'tel' },
    /** Named business in the form, sent as restaurantName. */
    restaurant: {
      label: 'Restaurant or group (optional)',
      placeholder: 'Your restaurant',
      autoComplete: 'organization',
    },
    message: { label: 'Message', placeholder: 'How can we help?' },
  },
  submitLabel: 'Send message',
  pendingLabel: 'Sending...',
  missingToast: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  successToast: { title: 'Message Sent!', description: `We'll get back to you ${site.contact.responseTime}.` },
  failureToast: { title: 'Error', description: 'Failed to send message. Please try again.' },
  details: {
    heading: 'Other ways to reach us',
    intro: `A person at ${site.brandName} reads every message.`,
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Office',
    hoursLabel: 'Hours',
    responseLabel: 'Response time',
    responseText: `We reply ${site.contact.responseTime}.`,
  },
};

/** Shown when the restaurant's data lacks a name or an owner. */
export const restaurantDefaults = { name: 'Your Restaurant', ownerName: 'Restaurant Owner' } as const;

export const thankYouPage = {
  meta: {
    title: `Your playbook is on its way | ${site.brandName}`,
    description: 'Your review-response playbook is being written and will arrive by email shortly.',
  } satisfies PageMeta,
  /** With restaurant data. */
  personalised: {
    heading: (restaurantName: string): string => `${restaurantName}'s playbook is on its way`,
    body: (ownerName: string, email: string): string =>
      `Thanks, ${ownerName}. We're writing it now from your reviews and will send it to ${email || 'you'}, usually in under 5 minutes.`,
  },
  /** Without an id, or when the fetch fails. */
  generic: {
    heading: 'Your playbook is on its way',
    body: "We're writing it now from your reviews and will email it to you, usually in under 5 minutes. When many restaurants are generating at once it can take 5–10 minutes.",
  },
  nextStepsHeading: 'What happens next',
  nextSteps: [
    'Your playbook arrives by email with a link you can share with your managers. Check your spam folder if it is not there in 10 minutes.',
    'Tomorrow at 8:00 AM New York time your 7-day reply blitz starts: a suggested reply to every review from the previous 24 hours.',
    'Post the replies you like, adjust the ones you want to, and watch how guests respond.',
  ],
  examplesLabel: 'Browse example playbooks',
  homeLabel: 'Back to the home page',
};

export const playbookExamplesPage = {
  meta: {
    title: `NYC's Playbooks: review-response playbook examples | ${site.brandName}`,
    description:
      'Review-response playbooks for six legendary New York restaurants, and the playbooks restaurants generated this week.',
  } satisfies PageMeta,
  eyebrow: 'Playbook examples',
  heading: "NYC's Playbooks",
  intro: `How would six New York institutions answer their reviews? Open a playbook to see the voice guide, reply frameworks and ready replies ${site.brandName} writes, then make your own.`,
  legendaryHeading: 'Legendary New York restaurants',
  recentHeading: 'Recently Generated Playbooks',
  recentEmpty: 'No playbooks generated yet. Yours can be the first.',
  recentError: 'Recent playbooks are unavailable right now. Please try again later.',
  viewLabel: 'View playbook',
  ctaHeading: 'Want one for your restaurant?',
  ctaBody: 'Free, built from your own reviews, in your inbox in under 5 minutes. No signup.',
  ctaLabel: 'Get my free playbook',
};

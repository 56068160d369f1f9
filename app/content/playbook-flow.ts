import { INVALID_EMAIL_MESSAGE } from '#contracts/email-constants.ts';
import { site } from './site.ts';

/**
 * Copy of the playbook form card and of the pages around it that app/content/pages.ts does not cover. Toasts,
 * labels and validation messages are the product's fixed wording.
 */

export type ToastCopy = { title: string; description: string };

/**
 * What the copy may claim about the analysis: `ai` only when a model produced it (the engine the server reported),
 * `samples` when the reviews are the demo catalogue's samples rather than real reviews (docs/sample-reviews.md).
 */
export type AnalysisFacts = { ai: boolean; samples: boolean };

export const playbookFlow = {
  card: {
    eyebrow: 'Free playbook · no signup',
    heading: 'Get your review-response playbook',
    intro:
      'Find your restaurant. We read its reviews, learn your brand voice and write the playbook your team replies with.',
    stepLabel: (step: number): string => `Step ${step} of 4`,
    loadingStep: 'Loading…',
  },
  search: {
    label: 'Find your restaurant',
    placeholder: 'Restaurant name and city, e.g. Grand Central Oyster Bar',
    hint: 'Type at least 2 characters, then pick your restaurant from the list.',
    loading: 'Searching…',
    noResults: 'No restaurants match. Try adding the street or the city.',
    resultsCount: (count: number): string =>
      count === 1
        ? '1 restaurant found. Use the arrow keys to choose it.'
        : `${count} restaurants found. Use the arrow keys to choose one.`,
    selected: (name: string): string => `${name} selected.`,
    loadingDetails: 'Loading reviews…',
    detailsReady: (count: number, samples: boolean): string =>
      samples
        ? `${count} sample reviews ready to analyse (written for our demo, not real reviews).`
        : `${count} public reviews ready to analyse.`,
    clearLabel: 'Choose a different restaurant',
  },
  research: {
    button: 'Research My Brand',
    pending: 'Analyzing...',
    progressLabel: 'Brand analysis progress',
    labels: {
      details: 'Analyzing restaurant details',
      market: 'Researching local market',
      insights: 'Generating brand insights',
      finalizing: 'Finalizing analysis',
      complete: 'Analysis complete',
    },
    successToast: {
      title: 'Brand Analysis Complete!',
      description: 'Review and adjust the details below before generating your SOP.',
    },
    failureToast: {
      title: 'Analysis Failed',
      description: 'There was an error analyzing your brand. Please try again.',
    },
  },
  review: {
    validationToast: {
      title: 'Please complete all required fields',
      description: 'Owner name and email address are required to generate your SOP.',
    },
    saveFailedToast: { title: 'Error', description: 'Failed to save contact information. Please try again.' },
  },
  creating: {
    title: (ai: boolean): string => (ai ? 'Creating Your AI Playbook' : 'Creating Your Playbook'),
    body: (name: string): string =>
      `We're saving your details and writing ${name}'s playbook from your reviews. It arrives by email, usually in under 5 minutes.`,
    redirecting: 'Taking you to the next steps…',
    tryDifferentFormat: 'Try Different Format',
    backgroundToast: (ai: boolean): ToastCopy => ({
      title: 'Generation Started',
      description: `Your ${ai ? 'AI Playbook' : 'playbook'} is being generated in the background. Check your email for delivery.`,
    }),
  },
  validation: {
    required: 'This field is required',
    invalidEmail: INVALID_EMAIL_MESSAGE,
  },
} as const;

export const thankYouExtras = {
  greeting: (firstName: string): string => `Thank you, ${firstName}!`,
  arrivals: {
    heading: 'What arrives, and when',
    playbook: (email: string): string => `Your playbook, by email to ${email}, within minutes.`,
    playbookGeneric: 'Your playbook, by email, within minutes.',
    blitz: 'From tomorrow at 8:00 AM ET, for 7 days: suggested replies to the reviews of the previous 24 hours.',
  },
  tryDifferentFormat: 'Try a different format',
  tryDifferentFormatHint: 'Want it as plain text or a preview here? Go back to the card and pick another format.',
  loading: 'Loading your details…',
};

export const playbookTemplatePage = {
  meta: {
    title: `Restaurant Review Response Playbook Template (free) | ${site.brandName}`,
    description:
      'A free review-response SOP template for restaurants: roles, response times, brand voice, reply frameworks for every star rating, escalation rules, what never to write, and KPIs. Print it, download it, or get it personalised from your own reviews.',
  },
  eyebrow: 'Free template',
  heading: 'Restaurant review-response playbook template',
  intro:
    'Every section a professional review-response SOP needs, with the restaurant-specific parts in [brackets]. Print it or download it and fill it in, or let us fill it from your own reviews, free.',
  downloadHtml: 'Download HTML',
  downloadText: 'Download text',
  print: 'Print',
  fileNames: {
    html: 'Restaurant-Review-Response-SOP-Template.html',
    text: 'Restaurant-Review-Response-SOP-Template.txt',
  },
  ctaHeading: 'Get it written from your reviews',
  ctaBody:
    'Find your restaurant and we fill every bracket from its reviews: your dishes, your strengths, your tone, ready replies to the reviews we read. Free, no signup, in your inbox in minutes.',
  ctaLabel: 'Generate my personalised playbook',
};

import { site } from './site.ts';

/**
 * Copy of the playbook form card (product-spec §2 "Playbook form card steps", §4, §5, §8) and of the pages around it
 * that app/content/pages.ts does not cover. Spec wording (toasts, labels, validation) is verbatim.
 */

export type ToastCopy = { title: string; description: string };

export const playbookFlow = {
  card: {
    eyebrow: 'Free AI playbook · no signup',
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
    detailsReady: (count: number): string => `${count} public reviews ready to analyse.`,
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
    title: 'Review Your Brand Profile',
    description: (count: number, name: string): string =>
      `Our AI analysed ${count} real ${count === 1 ? 'review' : 'reviews'} of ${name}. Check what it found, add your name and email, and we'll write your playbook.`,
    formHeading: 'Your brand profile',
    reviewsHeading: 'The reviews we analysed',
    fields: {
      name: { label: 'Restaurant name' },
      vibe: {
        label: 'Vibe: one line on the feel of the place',
        placeholder: 'e.g. Old-school steakhouse with wood-panelled rooms',
      },
      ownerName: { label: 'Owner or manager name (replies are signed with it)', placeholder: 'e.g. Maria Lopez' },
      contactEmail: { label: 'Email to send your playbook to', placeholder: 'you@yourrestaurant.com' },
      toneOfVoice: { label: 'Tone of voice (3–5 traits, comma separated)', placeholder: 'Warm, Genuine, Welcoming' },
      signatureItems: {
        label: 'Signature dishes and drinks guests mention (comma separated)',
        placeholder: 'e.g. Oyster pan roast',
      },
      strengths: { label: 'Strengths guests praise (one per line)' },
      signOff: { label: 'Reply sign-off', placeholder: '— Maria, General Manager' },
    },
    requiredMark: '(required)',
    blitzLabel:
      'Email me suggested replies to new reviews every morning at 8:00 AM ET for 7 days, starting tomorrow. Unsubscribe anytime.',
    blitzTitle: 'Free 7-day reply blitz',
    generate: 'Generate My AI Playbook',
    generating: 'Processing...',
    close: 'Back to search',
    groups: {
      best: 'Best reviews (4–5 stars)',
      medium: 'Mixed reviews (3 stars)',
      bad: 'Critical reviews (1–2 stars)',
    },
    noReviewsInGroup: 'None among the reviews we analysed.',
    starsLabel: (rating: number): string => `${rating} out of 5 stars`,
    sentimentLabel: { positive: 'Positive', negative: 'Negative', mixed: 'Mixed', neutral: 'Neutral' },
    aspectLabel: {
      food: 'Food',
      service: 'Service',
      ambience: 'Ambience',
      value: 'Value',
      speed: 'Speed',
      cleanliness: 'Cleanliness',
      drinks: 'Drinks',
      staff: 'Staff',
      signature: 'Signature dish',
    },
    noText: 'Rating only, no written review.',
    validationToast: {
      title: 'Please complete all required fields',
      description: 'Owner name and email address are required to generate your SOP.',
    },
    saveFailedToast: { title: 'Error', description: 'Failed to save contact information. Please try again.' },
  },
  creating: {
    title: 'Creating Your AI Playbook',
    body: (name: string): string =>
      `We're saving your details and writing ${name}'s playbook from your reviews. It arrives by email, usually in under 5 minutes.`,
    redirecting: 'Taking you to the next steps…',
    tryDifferentFormat: 'Try Different Format',
    backgroundToast: {
      title: 'Generation Started',
      description: 'Your AI Playbook is being generated in the background. Check your email for delivery.',
    },
  },
  format: {
    heading: 'Choose your playbook format',
    intro: 'Pick a format to preview and download. The emailed copy is not affected.',
    html: { label: 'HTML document', hint: 'Formatted, printable, opens in any browser' },
    text: { label: 'Plain text', hint: 'Paste into a doc, a wiki or an email' },
    generate: 'Create this format',
    waiting: (format: string): string => `Writing the ${format} version of your playbook…`,
    waitingHint:
      'This usually takes a few seconds. Under heavy demand it can take a few minutes; you can also wait for the email.',
    previewTitle: (name: string): string => `Preview of ${name}'s playbook`,
    ready: 'Your playbook is ready',
    download: 'Download',
    email: 'Send SOP by Email',
    tryDifferentFormat: 'Try Different Format',
    textToast: { title: 'SOP Generated!', description: 'Your text-format SOP is ready for download.' },
    queuedToast: {
      title: 'SOP Generation Started!',
      description: "Your playbook is queued and being written now. We'll email it to you as soon as it's ready.",
    },
  },
  sendEmail: {
    title: 'Send SOP by Email',
    description: (name: string): string => `We'll email ${name}'s playbook, with the file attached.`,
    label: 'Email address',
    placeholder: 'you@yourrestaurant.com',
    send: 'Send',
    pending: 'Sending...',
    cancel: 'Cancel',
    invalidToast: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
    successToast: (email: string): ToastCopy => ({
      title: 'Email Sent Successfully',
      description: `Your SOP has been sent to ${email}.`,
    }),
    failureTitle: 'Email Failed',
    failureFallback: 'Failed to send email. Please try downloading instead.',
  },
  validation: {
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
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

export const contactPageExtras = {
  successDescription: "We'll get back to you within 24 hours.",
  detailsIntro: `A person at ${site.brandName} reads every message.`,
};

export const sopTemplatePage = {
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
    'Find your restaurant and we fill every bracket: your dishes, your strengths, your tone, ready replies to your real reviews. Free, no signup, in your inbox in minutes.',
  ctaLabel: 'Generate my personalised playbook',
};

import { INVALID_EMAIL_MESSAGE } from '#contracts/email-constants.ts';
import type { AnalysisFacts, ToastCopy } from './playbook-flow.ts';

/**
 * Copy of the playbook steps that load on demand (the brand review dialog, the format step, the send-by-email
 * dialog), apart from playbook-flow.ts so it travels with their code rather than with the landing page's first
 * download. Toasts and labels are the product's fixed wording.
 */

export const brandReview = {
  title: 'Review Your Brand Profile',
  /** "AI" only when a model did the analysis; the catalogue's reviews are called samples (docs/sample-reviews.md). */
  description: (count: number, name: string, facts: AnalysisFacts): string => {
    const who = facts.ai ? 'Our AI analysed' : 'Our analysis read';
    const reviews = count === 1 ? 'review' : 'reviews';
    const what = facts.samples
      ? `${count} sample ${reviews} written for our demo, not real ${reviews} of ${name}`
      : `${count} public ${reviews} of ${name}`;
    return `${who} ${what}. Check what it found, add your name and email, and we'll write your playbook.`;
  },
  formHeading: 'Your brand profile',
  reviewsHeading: (samples: boolean): string =>
    samples ? 'The sample reviews we analysed' : 'The reviews we analysed',
  samplesNote:
    'Sample reviews: written for our demo to show how the analysis works. They are not real reviews of this restaurant and the names are invented.',
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
  generate: (ai: boolean): string => (ai ? 'Generate My AI Playbook' : 'Generate My Playbook'),
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
  ownerReplies: {
    known: (percent: number): string => `Owner replies: ${percent}% of these reviews have one.`,
    notShared:
      'Owner replies: not known. Google doesn’t share owner replies through Places, so we can’t tell which of these reviews you have answered.',
  },
} as const;

export const formatStep = {
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
} as const;

export const sendEmailDialog = {
  title: 'Send SOP by Email',
  description: (name: string): string => `We'll email ${name}'s playbook, with the file attached.`,
  label: 'Email address',
  placeholder: 'you@yourrestaurant.com',
  send: 'Send',
  pending: 'Sending...',
  cancel: 'Cancel',
  invalidToast: { title: 'Invalid Email', description: INVALID_EMAIL_MESSAGE },
  successToast: (email: string): ToastCopy => ({
    title: 'Email Sent Successfully',
    description: `Your SOP has been sent to ${email}.`,
  }),
  failureTitle: 'Email Failed',
  failureFallback: 'Failed to send email. Please try downloading instead.',
} as const;

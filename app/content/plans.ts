/**
 * Pricing (decisions §7; spec §9) and the quote dialog (issue 4 §2: ten required fields, spec §5).
 * Only Complete Automation opens the dialog; the other plans scroll to the playbook form (spec §4).
 */

export type PlanId = 'free-forever' | 'starter' | 'pro-coverage' | 'complete-automation';
export type PlanAction = 'scroll-to-form' | 'quote';

export interface Plan {
  id: PlanId;
  name: string;
  /** Displayed price: "$0", "$199", "Custom". */
  price: string;
  /** Numeric monthly price in US dollars; null for a custom quote. Kept beside the label so tests can hold copy to it. */
  monthlyPriceUsd: number | null;
  /** Displayed after the price: "forever", "/month", "quote". */
  period: string;
  description: string;
  features: readonly string[];
  /** A short note under the button, e.g. the trial; empty when there is none. */
  note: string;
  ctaLabel: string;
  popular: boolean;
  action: PlanAction;
}

export const plans: readonly Plan[] = [
  {
    id: 'free-forever',
    name: 'Free Forever',
    price: '$0',
    monthlyPriceUsd: 0,
    period: 'forever',
    description: 'Your playbook and a week of ready-to-post replies, free. See the quality before you spend a dollar.',
    features: [
      'Custom review-response playbook built from your own reviews',
      '7-day reply blitz: suggested replies to the last 24 hours of reviews, emailed at 8:00 AM',
      'Then 1 suggested reply per day, for as long as you like',
      "Replies written in your restaurant's voice",
      'No signup, no credit card',
    ],
    note: 'No credit card required',
    ctaLabel: 'Get my free playbook',
    popular: false,
    action: 'scroll-to-form',
  },
  {
    id: 'starter',
    name: 'Starter',
    price: '$199',
    monthlyPriceUsd: 199,
    period: '/month',
    description: 'Every Google review answered, every day, for one location.',
    features: [
      'Unlimited Google review replies',
      'Google Business Profile connection: approve in one tap or let replies post automatically',
      'Brand-voice tuning from your playbook',
      'Trackable return-visit offers for private follow-ups',
      'Monthly ROI report',
      'Email support, answered within 24 hours',
    ],
    note: '14-day free trial',
    ctaLabel: 'Start 14-day free trial',
    popular: false,
    action: 'scroll-to-form',
  },
  {
    id: 'pro-coverage',
    name: 'Pro Coverage',
    price: '$499',
    monthlyPriceUsd: 499,
    period: '/month',
    description: 'One voice across every platform your guests review you on.',
    features: [
      'Everything in Starter',
      'Google, Yelp, Tripadvisor and Facebook',
      'Delivery platforms: DoorDash, Uber Eats and Grubhub',
      'Same-hour alerts for food-safety, illness and staff-conduct reviews',
      'Weekly theme report for your kitchen and floor leads',
      'Priority support',
    ],
    note: 'Most restaurants choose this plan',
    ctaLabel: 'Get started with Pro',
    popular: true,
    action: 'scroll-to-form',
  },
  {
    id: 'complete-automation',
    name: 'Complete Automation',
    price: 'Custom',
    monthlyPriceUsd: null,
    period: 'quote',
    description: 'For groups and multi-unit operators who want review replies handled end to end.',
    features: [
      'Everything in Pro Coverage',
      'Per-location voices and sign-offs, one dashboard',
      'Custom approval workflows by location and star rating',
      'Reporting by location, region and brand',
      'Dedicated account manager and onboarding for every location',
    ],
    note: 'Proposal within 24 hours',
    ctaLabel: 'Request a quote',
    popular: false,
    action: 'quote',
  },
];

export const pricingSection = {
  eyebrow: 'Pricing',
  heading: 'Start free. Upgrade when the replies prove themselves.',
  intro:
    'Every plan starts with a playbook built from your own reviews. Paid plans are month to month: no setup fees, no long contracts.',
  popularBadge: 'Most popular',
  footnote: 'Prices in US dollars, per location, billed monthly. Taxes may apply.',
} as const;

export type QuoteFieldName =
  | 'name'
  | 'email'
  | 'phone'
  | 'companyName'
  | 'numberOfLocations'
  | 'currentPlatforms'
  | 'monthlyReviews'
  | 'specificNeeds'
  | 'budget'
  | 'timeline';

export interface SelectOption {
  value: string;
  label: string;
}

export interface QuoteField {
  name: QuoteFieldName;
  label: string;
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea';
  /** HTML autocomplete token, so browsers can fill contact details. */
  autoComplete?: string;
  placeholder?: string;
  /** Only for type "select". */
  options?: readonly SelectOption[];
}

/** All ten are required (spec §5); order is the order on screen. */
export const quoteFields: readonly QuoteField[] = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name', placeholder: 'Jordan Rivera' },
  { name: 'email', label: 'Work email', type: 'email', autoComplete: 'email', placeholder: 'jordan@yourgroup.com' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: '(212) 555-0123' },
  {
    name: 'companyName',
    label: 'Restaurant or group name',
    type: 'text',
    autoComplete: 'organization',
    placeholder: 'Harbor & Vine Hospitality',
  },
  {
    name: 'numberOfLocations',
    label: 'Number of locations',
    type: 'select',
    options: [
      { value: '1', label: '1 location' },
      { value: '2-5', label: '2–5 locations' },
      { value: '6-10', label: '6–10 locations' },
      { value: '11-25', label: '11–25 locations' },
      { value: '26+', label: '26 or more locations' },
    ],
  },
  {
    name: 'currentPlatforms',
    label: 'Where guests review you today',
    type: 'text',
    placeholder: 'Google, Yelp, Tripadvisor, DoorDash',
  },
  {
    name: 'monthlyReviews',
    label: 'New reviews per month (all locations)',
    type: 'select',
    options: [
      { value: 'under-50', label: 'Under 50' },
      { value: '50-200', label: '50–200' },
      { value: '200-500', label: '200–500' },
      { value: '500-1000', label: '500–1,000' },
      { value: '1000+', label: 'More than 1,000' },
    ],
  },
  {
    name: 'specificNeeds',
    label: 'What should we solve for you?',
    type: 'textarea',
    placeholder:
      'For example: one voice across 8 locations, approvals by the GM of each site, a weekly report for ownership.',
  },
  {
    name: 'budget',
    label: 'Monthly budget',
    type: 'select',
    options: [
      { value: 'under-1000', label: 'Under $1,000/month' },
      { value: '1000-2500', label: '$1,000–$2,500/month' },
      { value: '2500-5000', label: '$2,500–$5,000/month' },
      { value: '5000+', label: '$5,000+/month' },
      { value: 'not-sure', label: 'Not sure yet' },
    ],
  },
  {
    name: 'timeline',
    label: 'When do you want to start?',
    type: 'select',
    options: [
      { value: 'asap', label: 'As soon as possible' },
      { value: '30-days', label: 'Within 30 days' },
      { value: '1-3-months', label: 'In 1–3 months' },
      { value: 'exploring', label: 'Just exploring' },
    ],
  },
];

/** Dialog copy; toast wording is the spec's (§5, §8). */
export const quoteDialog = {
  title: 'Request a Complete Automation quote',
  description:
    "Tell us about your locations and we'll send a tailored proposal within 24 hours. Every field is required.",
  selectPlaceholder: 'Choose one',
  submitLabel: 'Send request',
  pendingLabel: 'Processing...',
  cancelLabel: 'Cancel',
  missingToast: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  successToast: {
    title: 'Quote Request Sent!',
    description: "We'll get back to you within 24 hours with a custom proposal.",
  },
  failureToast: { title: 'Error', description: 'Failed to send quote request. Please try again.' },
} as const;

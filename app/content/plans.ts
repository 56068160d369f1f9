import { cataloguePlan, formatUsd, trialLabel, type CataloguePlan, type PlanId } from '#contracts/plan-constants.ts';

/**
 * Pricing cards and the quote dialog. Names, prices and features come from the plan catalogue
 * (contracts/plan-constants.ts). Only Complete Automation opens the dialog; the other plans scroll to the playbook form.
 */

export type { PlanId };
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

type PlanCard = Pick<Plan, 'period' | 'note' | 'ctaLabel' | 'popular' | 'action'>;

function planCard(plan: CataloguePlan, card: PlanCard): Plan {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.monthlyPriceUsd === null ? 'Custom' : formatUsd(plan.monthlyPriceUsd),
    monthlyPriceUsd: plan.monthlyPriceUsd,
    description: plan.description,
    features: plan.features,
    ...card,
  };
}

const starter = cataloguePlan('starter');

export const plans: readonly Plan[] = [
  planCard(cataloguePlan('free-forever'), {
    period: 'forever',
    note: 'No credit card required',
    ctaLabel: 'Get my free playbook',
    popular: false,
    action: 'scroll-to-form',
  }),
  planCard(starter, {
    period: '/month',
    note: trialLabel(starter),
    ctaLabel: `Start ${trialLabel(starter)}`,
    popular: false,
    action: 'scroll-to-form',
  }),
  planCard(cataloguePlan('pro-coverage'), {
    period: '/month',
    note: 'Most restaurants choose this plan',
    ctaLabel: 'Get started with Pro',
    popular: true,
    action: 'scroll-to-form',
  }),
  planCard(cataloguePlan('complete-automation'), {
    period: 'quote',
    note: 'Proposal within 24 hours',
    ctaLabel: 'Request a quote',
    popular: false,
    action: 'quote',
  }),
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

/** All ten are required; order is the order on screen. */
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

/** Dialog copy. */
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

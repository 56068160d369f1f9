/**
 * The plan catalogue: names, prices and what each plan includes, as pricing, the ROI calculator and the emails show
 * them. Values only, no zod: browser code may import this module.
 */

export type PlanId = 'free-forever' | 'starter' | 'pro-coverage' | 'complete-automation';

export interface CataloguePlan {
  id: PlanId;
  name: string;
  /** Monthly price in US dollars; null for a custom quote. */
  monthlyPriceUsd: number | null;
  /** Length of the free trial in days; 0 when there is none. */
  trialDays: number;
  /** The pricing card's one-line pitch. */
  description: string;
  /** What the plan includes, as the pricing card lists it. */
  features: readonly string[];
  /** The one-line summary the closing blitz email offers; empty for plans the email does not offer. */
  emailSummary: string;
}

export const PLAN_CATALOGUE: readonly CataloguePlan[] = [
  {
    id: 'free-forever',
    name: 'Free Forever',
    monthlyPriceUsd: 0,
    trialDays: 0,
    description: 'Your playbook and a week of ready-to-post replies, free. See the quality before you spend a dollar.',
    features: [
      'Custom review-response playbook built from your own reviews',
      '7-day reply blitz: suggested replies to the last 24 hours of reviews, emailed at 8:00 AM',
      'Then 1 suggested reply a day for a new review, for as long as you like',
      "Replies written in your restaurant's voice",
      'No signup, no credit card',
    ],
    emailSummary: '',
  },
  {
    id: 'starter',
    name: 'Starter',
    monthlyPriceUsd: 199,
    trialDays: 14,
    description: 'Every Google review answered, every day, for one location.',
    features: [
      'Unlimited Google review replies',
      'Google Business Profile connection: approve in one tap or let replies post automatically',
      'Brand-voice tuning from your playbook',
      'Trackable return-visit offers for private follow-ups',
      'Monthly ROI report',
      'Email support, answered within 24 hours',
    ],
    emailSummary: 'Unlimited replies to your Google reviews, written in your voice.',
  },
  {
    id: 'pro-coverage',
    name: 'Pro Coverage',
    monthlyPriceUsd: 499,
    trialDays: 0,
    description: 'One voice across every platform your guests review you on.',
    features: [
      'Everything in Starter',
      'Google, Yelp, Tripadvisor and Facebook',
      'Delivery platforms: DoorDash, Uber Eats and Grubhub',
      'Same-hour alerts for food-safety, illness and staff-conduct reviews',
      'Weekly theme report for your kitchen and floor leads',
      'Priority support',
    ],
    emailSummary: 'Replies across Google, Yelp, TripAdvisor, Facebook and the delivery platforms.',
  },
  {
    id: 'complete-automation',
    name: 'Complete Automation',
    monthlyPriceUsd: null,
    trialDays: 0,
    description: 'For groups and multi-unit operators who want review replies handled end to end.',
    features: [
      'Everything in Pro Coverage',
      'Per-location voices and sign-offs, one dashboard',
      'Custom approval workflows by location and star rating',
      'Reporting by location, region and brand',
      'Dedicated account manager and onboarding for every location',
    ],
    emailSummary: '',
  },
];

export function cataloguePlan(id: PlanId): CataloguePlan {
  const plan = PLAN_CATALOGUE.find((p) => p.id === id);
  if (!plan) throw new Error(`no plan "${id}" in the catalogue`);
  return plan;
}

/** A priced plan's monthly price in US dollars; throws for a custom-quote plan. */
export function monthlyPriceUsd(id: PlanId): number {
  const price = cataloguePlan(id).monthlyPriceUsd;
  if (price === null) throw new Error(`plan "${id}" has no fixed price`);
  return price;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole US dollars, for prices and the ROI figures: 199 → "$199", 11213 → "$11,213", -2388 → "-$2,388". */
export function formatUsd(amount: number): string {
  // -0 would print as "-$0".
  return usd.format(Object.is(amount, -0) ? 0 : amount);
}

/** "14-day free trial"; empty when the plan has no trial. */
export function trialLabel(plan: CataloguePlan): string {
  return plan.trialDays > 0 ? `${plan.trialDays}-day free trial` : '';
}

/** The plan the ROI calculator prices replies at. */
export const ROI_PLAN_ID: PlanId = 'starter';

/** A paid plan as the closing email offers it. */
export interface PaidPlan {
  name: string;
  /** e.g. "$199/month" */
  price: string;
  /** e.g. "14-day free trial"; omitted when there is none. */
  trial?: string;
  description: string;
}

/**
 * The spec's paid plans (product spec, Plans). The brand/content module is the source of truth; this is
 * the default the closing email uses when the caller has nothing else.
 */
export const DEFAULT_PAID_PLANS: readonly PaidPlan[] = [
  {
    name: 'Starter',
    price: '$199/month',
    trial: '14-day free trial',
    description: 'Unlimited replies to your Google reviews, written in your voice.',
  },
  {
    name: 'Pro Coverage',
    price: '$499/month',
    description: 'Replies across Google, Yelp, TripAdvisor, Facebook and the delivery platforms.',
  },
];

import { formatUsd, PLAN_CATALOGUE, trialLabel } from '#contracts/plan-constants.ts';

/** A paid plan as the closing email offers it. */
export interface PaidPlan {
  name: string;
  /** e.g. "$199/month" */
  price: string;
  /** e.g. "14-day free trial"; omitted when there is none. */
  trial?: string;
  description: string;
}

/** The plans the closing email offers by default: the catalogue's priced plans that carry an email summary. */
export const DEFAULT_PAID_PLANS: readonly PaidPlan[] = PLAN_CATALOGUE.flatMap((plan): PaidPlan[] => {
  if (!plan.emailSummary || plan.monthlyPriceUsd === null) return [];
  const trial = trialLabel(plan);
  return [
    {
      name: plan.name,
      price: `${formatUsd(plan.monthlyPriceUsd)}/month`,
      ...(trial ? { trial } : {}),
      description: plan.emailSummary,
    },
  ];
});

import { cataloguePlan, formatUsd, ROI_PLAN_ID } from '#contracts/plan-constants.ts';
import type { CurrentRate, RoiBreakdown, RoiResults } from '#contracts/roi.ts';
import { site } from '../site.ts';
import type { Toast } from './common.ts';

/* ------------------------------------------------------------------ 5. ROI calculator */

const roiPlan = cataloguePlan(ROI_PLAN_ID);

export interface RateOption {
  value: CurrentRate;
  label: string;
}

export const roiCalculator = {
  eyebrow: 'ROI calculator',
  heading: 'What are unanswered reviews costing you?',
  intro:
    'Three numbers about your restaurant. The projection uses the assumptions listed under the results, so you can check every step.',
  fields: {
    reviews: {
      label: 'New reviews per month',
      help: 'Count every platform. Your Google Business Profile shows the last 30 days.',
      suffix: 'reviews',
    },
    ticket: {
      label: 'Average spend per guest',
      help: 'Food and drink per guest, before tax and tip, in dollars.',
      prefix: '$',
    },
    currentRate: {
      label: 'How many reviews do you answer today?',
      help: 'Be honest: a reply a week to a busy profile is still "under 50%".',
      options: [
        { value: 0, label: "We don't reply (0%)" },
        { value: 25, label: 'Under 50%' },
        { value: 75, label: '50–90%' },
      ] satisfies RateOption[],
    },
  },
  results: {
    heading: `Your projection with ${site.brandName}`,
    labels: {
      firstYearRevenue: 'Added revenue, year 1',
      secondYearRevenue: 'Added revenue, year 2',
      roiYear1: 'Return on investment, year 1',
      roiYear2: 'Return on investment, year 2',
      additionalCustomers: 'New regular guests in year 1',
      timeSaved: 'Manager hours saved each month',
    } satisfies Record<Exclude<keyof RoiResults, 'breakdown' | 'months'>, string>,
    updatingLabel: 'Updating projection…',
  },
  breakdown: {
    heading: 'How we got there',
    labels: {
      currentResponses: 'Reviews you answer today, per month',
      futureResponses: `Reviews answered with ${site.brandName}, per month`,
      currentCustomersPerMonth: "Guests won by today's replies, per month",
      futureCustomersPerMonth: `Guests won by ${site.brandName} replies, per month`,
      monthlyNewCustomers: 'Additional guests won each month',
      monthlyNewRevenue: "What each month's new guests spend per month",
      annualServiceCost: 'Starter plan, per year',
      timeSavingsValue: 'Value of manager time saved, per year',
    } satisfies Record<keyof RoiBreakdown, string>,
  },
  table: {
    showLabel: 'Show the month-by-month calculation',
    hideLabel: 'Hide the month-by-month calculation',
    caption: "24-month projection: each month's new guests keep visiting, so revenue builds month on month.",
    columns: {
      month: 'Month',
      activeNewCustomers: 'New guests visiting',
      revenue: 'Revenue that month',
      cumulativeRevenue: 'Cumulative revenue',
    },
  },
  assumptions: {
    heading: 'Assumptions',
    items: [
      'Each new guest visits 6 times a year.',
      `One in 20 reviews answered by ${site.brandName} brings in a new guest (5%); one in 100 answered by hand does (1%).`,
      'Guests won in one month keep visiting in the months after, so monthly revenue grows as they accumulate.',
      'Each reply takes 15 minutes to write by hand; manager time is valued at $30 an hour.',
      `Cost is the ${roiPlan.name} plan at ${formatUsd(roiPlan.monthlyPriceUsd ?? 0)} a month.`,
    ],
  },
  disclaimer:
    'Projections are hypothetical estimates from the assumptions above, not a promise of results. Your numbers depend on your location, menu, service and how consistently replies are posted.',
  ctaLabel: 'Get my free playbook',
  errorToast: { title: 'Calculation Error', description: 'Unable to calculate ROI. Please try again.' } satisfies Toast,
};

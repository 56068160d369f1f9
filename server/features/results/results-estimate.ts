import { MIN_MEANINGFUL_REVIEWS } from '#contracts/owner-results-constants.ts';
import type { PeriodFigures, ResultsEstimate } from '#contracts/owner-results.ts';
import { replyValueEstimate, roiConstants } from '#server/features/roi/index.ts';

/**
 * The ROI calculator's model with the owner's own numbers (docs/results.md): their monthly reviews (the average of the
 * 12 months before this one), their response rate (since they started with Replybook; the 12 months before while that
 * has too few reviews) and the average ticket they typed. An estimate, with its assumptions; no figure without a ticket.
 */
export function resultsEstimate(
  periods: { previous12Months: PeriodFigures; sinceReplybook: PeriodFigures },
  averageTicket: number | null,
): ResultsEstimate {
  const { previous12Months, sinceReplybook } = periods;
  const monthlyReviews = Math.round((previous12Months.reviews / 12) * 10) / 10;
  const meaningful = previous12Months.reviews >= MIN_MEANINGFUL_REVIEWS;
  const since = sinceReplybook.reviews >= MIN_MEANINGFUL_REVIEWS;
  const responseRate = (since ? sinceReplybook.responseRate : previous12Months.responseRate) ?? 0;
  const value =
    averageTicket === null || !meaningful
      ? null
      : replyValueEstimate({ monthlyReviews, responseRate, ticket: averageTicket });
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  return {
    monthlyReviews,
    responseRate,
    averageTicket,
    meaningful,
    estimatedMonthlyRevenueLift: value?.monthlyRevenue ?? null,
    assumptions: [
      `Monthly reviews: ${monthlyReviews}, the average of the 12 months before this one.`,
      `Response rate: ${percent(responseRate)}, ${since ? 'since you started with Replybook' : 'over the 12 months before this one'}.`,
      `${percent(roiConstants.conversionWithOurReplies)} of the reviews you answer win a guest who would not have come (the calculator's figure for replies written with care).`,
      `Each guest won comes back ${roiConstants.visitsPerCustomerPerYear} times a year and spends the average ticket you gave each time.`,
      'The figure is what one month of those guests spends in a month: an estimate from these assumptions, not revenue we measured.',
    ],
  };
}

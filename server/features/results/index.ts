/** The results feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { monthlyReportRowsOf, purgeOrphanResultRows } from './results-data-rights.ts';
export {
  createResultsServices,
  monthSummary,
  type MonthSummaryInput,
  resultsCsv,
  resultsFor,
  type ResultsForInput,
  reviewsBehind,
  type ReviewsBehindInput,
} from './results-service.ts';
export { refreshThemes as readReviewThemes } from './theme-rollup.ts';
export { monthlyReportMornings } from './monthly-report.ts';

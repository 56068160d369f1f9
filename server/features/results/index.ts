/** The results feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { monthlyReportMornings, type MonthSummaryOf } from './monthly-report.ts';

import type { EmailTemplate } from '#server/features/email/index.ts';
import type { MonthlyReportEmailProps } from './monthly-report-email.tsx';

/**
 * The monthly report: part of the restaurant's stream of mail, like the morning emails, so marketing, with each
 * recipient's own unsubscribe link (the owner's List-Unsubscribe stops only the reports). Loads with the first one.
 */
export const monthlyReportTemplate: EmailTemplate<MonthlyReportEmailProps> = {
  kind: 'results-monthly-report',
  marketing: true,
  load: async () => {
    const { MonthlyReportEmail, monthlyReportSubject } = await import('./monthly-report-email.tsx');
    return { component: MonthlyReportEmail, subject: monthlyReportSubject };
  },
};

/** The email feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { emailBrand } from './email-brand-config.ts';
export {
  emailedSinceSql,
  emailIdsOf,
  emailRowsOf,
  eraseEmails,
  suppressAsDigest,
  suppressionRowsOf,
} from './email-data-rights.ts';
export { operatorSignInTemplate } from './email-kinds.ts';
export { deleteOldEmailRecords, monthsBefore } from './email-retention.ts';
export { type PlaybookEmailBlitzNote, registerEmailJobs } from './email-subscriptions.ts';
export type { EmailTemplate } from './email-template.ts';
export { createPlaybookLookup } from './playbook-lookup.ts';
export { isSuppressed, queueEmail, type QueueEmailInput, suppressAddress } from './queue-email.ts';
export { renderEmail } from './render-email.ts';
export { sendPlaybookEmailRoutes } from './send-playbook-email-route.ts';
export { suppressionDigest } from './suppression-digest.ts';
export { absoluteUrl, type EmailBrand, siteName } from './templates/email-brand.ts';
export { excerpt, formatDay, formatDayTime, greeting, plural, starRating } from './templates/email-format.ts';
export { type EmailFooter, EmailLayout } from './templates/email-layout.tsx';
export { colors, styles } from './templates/email-styles.ts';
export { escalationNote, ReviewCard } from './templates/review-card.tsx';
export { SignInButton } from './templates/sign-in-button.tsx';
/** The development outbox's pages (`--dev` only): loaded on demand, so a production start never loads them. */
export const loadDevMailRoutes = async () => (await import('./dev-mail-routes.ts')).devMailRoutes;

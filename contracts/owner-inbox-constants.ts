/** The inbox's filters, in the order the page lists them (`/inbox?filter=`); zod-free, so the browser may import it. */
export const INBOX_FILTERS = ['needs-reply', 'negative', 'escalated', 'answered', 'skipped'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

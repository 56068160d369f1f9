// Public entry of the owner's results page.
export { readTicket, type TicketInput } from './format.ts';
export type { TicketField } from './estimate-section.tsx';
export { ResultsView } from './results-view.tsx';

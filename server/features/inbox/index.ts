/** The inbox feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { forgetOwnerInbox, purgeOrphanInboxRows } from './inbox-retention.ts';
export { createInboxServices } from './inbox-service.ts';
export { createOwnerPlacesServices } from './place-choice.ts';

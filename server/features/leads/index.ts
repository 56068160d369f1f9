/** The leads feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { reopenFailedDelivery } from './delivery-retry.ts';
export { eraseSubmissions } from './erase-submissions.ts';
export {
  leadDeliveryRowsOf,
  leadIdsOf,
  leadRowsOf,
  submittedBeforeAddressesSql,
  submittedSinceSql,
} from './leads-data-rights.ts';
export { leadsRoutes } from './leads-routes.ts';
export { enqueueDelivery, registerLeadJobs } from './webhook-delivery.ts';

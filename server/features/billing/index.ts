/** The billing feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export {
  billingEndingOnErase,
  billingReportEntries,
  billingRowsOf,
  finishStripeErasures,
  retireBillingRows,
} from './billing-erasure.ts';
export { createBillingServices } from './billing-services.ts';
export { restaurantPlan, starterTrialEnd } from './plan.ts';
export { stripeWebhookRoutes } from './stripe-webhook.ts';
export { registerBillingJobs, trialMoments } from './trial-jobs.ts';

/** The ai-usage feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { createDatabaseCallBudget } from './database-call-budget.ts';

/** The maintenance feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { registerMaintenanceJobs } from './maintenance-jobs.ts';

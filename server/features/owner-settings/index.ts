/** The owner-settings feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { createOwnerSettingsServices } from './owner-settings-services.ts';

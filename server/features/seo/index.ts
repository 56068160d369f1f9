/** The seo feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { seoRoutes } from './seo-routes.ts';

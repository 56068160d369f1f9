// Public entry of the landing page. The sections below the hero load on their own (deferred-sections.ts), so
// importing them from here adds no section code to the first chunk.
export { preloadLandingSections } from './deferred-sections.ts';
export { LandingPage } from './landing-page.tsx';

/**
 * Landing page copy (spec §2 "Landing page", in its order; issue 7). Components render these objects and hold no copy.
 * Spec-mandated wording (toasts, labels) is kept verbatim; everything else is ours.
 *
 * One module per section under ./landing/, so each section's copy travels with that section's code in the browser
 * (the sections below the hero load when they near the viewport: app/features/landing/deferred-sections.ts).
 */
export * from './landing/common.ts';
export * from './landing/hero.ts';
export * from './landing/autopilot.ts';
export * from './landing/showcase.ts';
export * from './landing/roi-calculator.ts';
export * from './landing/nyc.ts';
export * from './landing/features.ts';
export * from './landing/problem.ts';
export * from './landing/testimonials.ts';
export * from './landing/closing-cta.ts';
export * from './landing/contact.ts';

import { hydrateOnVisible } from '#app/lib/hydrate-on-visible.tsx';

/**
 * The landing page's sections below the hero, each loaded and hydrated when it nears the viewport
 * (app/lib/hydrate-on-visible.tsx). The hero and its playbook form are in the page's own bundle: they are what a
 * visitor sees and uses first.
 */
export const AutopilotSection = hydrateOnVisible('autopilot', () =>
  import('./autopilot-section.tsx').then((m) => m.AutopilotSection),
);
export const ShowcaseSection = hydrateOnVisible('showcase', () =>
  import('./showcase-section.tsx').then((m) => m.ShowcaseSection),
);
export const RoiCalculatorSection = hydrateOnVisible('calculator', () =>
  import('./roi-calculator-section.tsx').then((m) => m.RoiCalculatorSection),
);
export const NycSection = hydrateOnVisible('nyc', () => import('./nyc-section.tsx').then((m) => m.NycSection));
export const FeaturesSection = hydrateOnVisible('features', () =>
  import('./features-section.tsx').then((m) => m.FeaturesSection),
);
export const PricingSection = hydrateOnVisible('pricing', () =>
  import('./pricing-section.tsx').then((m) => m.PricingSection),
);
export const FaqSection = hydrateOnVisible('faq', () => import('./faq-section.tsx').then((m) => m.FaqSection));
export const ProblemSection = hydrateOnVisible('problem', () =>
  import('./problem-section.tsx').then((m) => m.ProblemSection),
);
export const TestimonialsSection = hydrateOnVisible('testimonials', () =>
  import('./testimonials-section.tsx').then((m) => m.TestimonialsSection),
);
export const ClosingCtaSection = hydrateOnVisible('closing', () =>
  import('./closing-cta-section.tsx').then((m) => m.ClosingCtaSection),
);
export const ContactSection = hydrateOnVisible('contact', () =>
  import('./contact-section.tsx').then((m) => m.ContactSection),
);

const all = [
  AutopilotSection,
  ShowcaseSection,
  RoiCalculatorSection,
  NycSection,
  FeaturesSection,
  PricingSection,
  FaqSection,
  ProblemSection,
  TestimonialsSection,
  ClosingCtaSection,
  ContactSection,
];

/** Every section's code, for a client-side navigation to / (the page then renders whole at once). */
export async function preloadLandingSections(): Promise<void> {
  await Promise.all(all.map((section) => section.preload()));
}

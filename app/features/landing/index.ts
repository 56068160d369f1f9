// Public entry of the landing page. The sections below the hero load on their own (deferred-sections.ts), so
// importing them from here adds no section code to the first chunk.
export { BackToTopButton } from './back-to-top-button.tsx';
export {
  AutopilotSection,
  ClosingCtaSection,
  ContactSection,
  FaqSection,
  FeaturesSection,
  NycSection,
  PricingSection,
  preloadLandingSections,
  ProblemSection,
  RoiCalculatorSection,
  ShowcaseSection,
  TestimonialsSection,
} from './deferred-sections.ts';
export { Hero } from './hero.tsx';

import type { ComponentProps, ReactNode } from 'react';
import { BackToTopButton } from './back-to-top-button.tsx';
import {
  AutopilotSection,
  ClosingCtaSection,
  ContactSection,
  FaqSection,
  FeaturesSection,
  NycSection,
  PricingSection,
  ProblemSection,
  RoiCalculatorSection,
  ShowcaseSection,
  TestimonialsSection,
} from './deferred-sections.ts';
import { Hero } from './hero.tsx';

/** What the page is drawn with: the hero's form card, and the home route's loader data for the sections. */
export interface LandingPageProps {
  formCard: ReactNode;
  roiPreset: ComponentProps<typeof RoiCalculatorSection>['preset'];
  roiPresetValues: ComponentProps<typeof RoiCalculatorSection>['presetValues'];
  renderedAt: number;
  livePlaybooks: ComponentProps<typeof NycSection>['livePlaybooks'];
  starterTrialPath: string | null;
}

/**
 * The landing page, section by section in reading order: the hero with the playbook form, the sections, then the
 * back-to-top button. Every section below the hero is server-rendered in full and hydrated on its own when it nears
 * the viewport (deferred-sections.ts): its code is not part of the first download, and hydration comes in small pieces
 * instead of one long main-thread task (Lighthouse total blocking time).
 */
export function LandingPage({
  formCard,
  roiPreset,
  roiPresetValues,
  renderedAt,
  livePlaybooks,
  starterTrialPath,
}: LandingPageProps) {
  return (
    <>
      <Hero formCard={formCard} />
      <AutopilotSection />
      <ShowcaseSection />
      <RoiCalculatorSection preset={roiPreset} presetValues={roiPresetValues} />
      <NycSection livePlaybooks={livePlaybooks} />
      <FeaturesSection />
      <PricingSection renderedAt={renderedAt} starterTrialPath={starterTrialPath} />
      <FaqSection />
      <ProblemSection />
      <TestimonialsSection />
      <ClosingCtaSection renderedAt={renderedAt} />
      <ContactSection renderedAt={renderedAt} />
      <BackToTopButton />
    </>
  );
}

import type { ComponentProps } from 'react';
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

/** What the sections below the hero are drawn with: the home route's loader data. */
export interface LandingSectionsProps {
  roiPreset: ComponentProps<typeof RoiCalculatorSection>['preset'];
  roiPresetValues: ComponentProps<typeof RoiCalculatorSection>['presetValues'];
  renderedAt: number;
  livePlaybooks: ComponentProps<typeof NycSection>['livePlaybooks'];
  starterTrialPath: string | null;
}

/**
 * The landing page below the hero, section by section in reading order, then the back-to-top button. Every section
 * is server-rendered in full and hydrated on its own when it nears the viewport (deferred-sections.ts): its code is
 * not part of the first download, and hydration comes in small pieces instead of one long main-thread task
 * (Lighthouse total blocking time).
 */
export function LandingSections({
  roiPreset,
  roiPresetValues,
  renderedAt,
  livePlaybooks,
  starterTrialPath,
}: LandingSectionsProps) {
  return (
    <>
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

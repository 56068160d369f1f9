import { Suspense } from 'react';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { nycSection } from '#app/content/landing.ts';
import { site } from '#app/content/site.ts';
import { AutopilotSection } from '#app/features/landing/autopilot-section.tsx';
import { BackToTopButton } from '#app/features/landing/back-to-top-button.tsx';
import { ClosingCtaSection } from '#app/features/landing/closing-cta-section.tsx';
import { ContactSection } from '#app/features/landing/contact-section.tsx';
import { FaqSection } from '#app/features/landing/faq-section.tsx';
import { FeaturesSection } from '#app/features/landing/features-section.tsx';
import { Hero } from '#app/features/landing/hero.tsx';
import { NycSection } from '#app/features/landing/nyc-section.tsx';
import { PricingSection } from '#app/features/landing/pricing-section.tsx';
import { ProblemSection } from '#app/features/landing/problem-section.tsx';
import { RoiCalculatorSection } from '#app/features/landing/roi-calculator-section.tsx';
import { ShowcaseSection } from '#app/features/landing/showcase-section.tsx';
import { TestimonialsSection } from '#app/features/landing/testimonials-section.tsx';
import { PlaybookFormCard } from '#app/features/playbook-form/playbook-form-card.tsx';
import { ROI_PRESET_INPUT } from '#contracts/roi.ts';
import type { Route } from './+types/home';

export function meta(): Route.MetaDescriptors {
  return [
    { title: site.homeTitle },
    { name: 'description', content: site.description },
    { property: 'og:title', content: site.homeTitle },
    { property: 'og:description', content: site.description },
    { property: 'og:type', content: 'website' },
  ];
}

/**
 * The preset calculator results come from the same function as POST /api/calculate-roi (decisions §6), so the page
 * arrives with numbers and never flashes. renderedAt is the server's clock for the forms' time-to-submit check
 * (contracts/leads.ts), so a visitor's clock that is off does not matter.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.services;
  if (!services) throw new Error('The landing page needs the server load context (context.services).');
  return {
    roiPreset: services.calculateRoi(ROI_PRESET_INPUT),
    roiPresetValues: {
      reviews: String(ROI_PRESET_INPUT.reviews),
      ticket: String(ROI_PRESET_INPUT.ticket),
      currentRate: ROI_PRESET_INPUT.currentRate,
    },
    renderedAt: Date.now(),
    liveSops: await services.listSavedSops(nycSection.liveLimit),
  };
}

/** The landing page, in the order of product-spec §2 "Landing page" (issue 7). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { roiPreset, roiPresetValues, renderedAt, liveSops } = loaderData;
  return (
    // The main element keeps at least a screen's height, so however the document arrives, the footer never paints
    // under the hero and then jumps away (a layout shift on desktop, where the hero is shorter than the window).
    <SiteLayout mainClassName="min-h-dvh">
      <Hero formCard={<PlaybookFormCard />} />
      {/*
        Each section below the hero is its own Suspense boundary: React then hydrates them one by one in small,
        interruptible pieces after the hero is interactive, instead of one long main-thread task for the whole page
        (Lighthouse total blocking time). Nothing here suspends, so the server HTML is complete and in order
        (app/entry.server.tsx) and nothing flashes.
      */}
      <Suspense>
        <AutopilotSection />
      </Suspense>
      <Suspense>
        <ShowcaseSection />
      </Suspense>
      <Suspense>
        <RoiCalculatorSection preset={roiPreset} presetValues={roiPresetValues} />
      </Suspense>
      <Suspense>
        <NycSection liveSops={liveSops} />
      </Suspense>
      <Suspense>
        <FeaturesSection />
      </Suspense>
      <Suspense>
        <PricingSection renderedAt={renderedAt} />
      </Suspense>
      <Suspense>
        <FaqSection />
      </Suspense>
      <Suspense>
        <ProblemSection />
      </Suspense>
      <Suspense>
        <TestimonialsSection />
      </Suspense>
      <Suspense>
        <ClosingCtaSection renderedAt={renderedAt} />
      </Suspense>
      <Suspense>
        <ContactSection renderedAt={renderedAt} />
      </Suspense>
      <BackToTopButton />
    </SiteLayout>
  );
}

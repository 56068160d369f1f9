import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { nycSection } from '#app/content/landing/nyc.ts';
import { site } from '#app/content/site.ts';
import { LandingPage, preloadLandingSections } from '#app/features/landing/index.ts';
import { PlaybookFormCard } from '#app/features/playbook-form/index.ts';
import { STARTER_TRIAL_PATH } from '#contracts/account-constants.ts';
import { ROI_PRESET_INPUT } from '#contracts/roi.ts';
import type { Route } from './+types/home';
import { requireServices } from '#app/lib/route-context.ts';

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
 * The preset calculator results come from the same function as POST /api/calculate-roi, so the page
 * arrives with numbers and never flashes. renderedAt is the server's clock for the forms' time-to-submit check
 * (contracts/leads.ts), so a visitor's clock that is off does not matter.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The landing page');
  return {
    roiPreset: services.calculateRoi(ROI_PRESET_INPUT),
    roiPresetValues: {
      reviews: String(ROI_PRESET_INPUT.reviews),
      ticket: String(ROI_PRESET_INPUT.ticket),
      currentRate: ROI_PRESET_INPUT.currentRate,
    },
    renderedAt: Date.now(),
    livePlaybooks: await services.listSavedPlaybooks(nycSection.liveLimit),
    // With billing configured, Starter's button leads to the account page to pick the restaurant for the trial.
    starterTrialPath: services.billing.enabled ? STARTER_TRIAL_PATH : null,
  };
}

/**
 * A client-side navigation to / (from another page's call to action) waits for the sections' code with the data,
 * so the page renders whole and the arrival scroll finds its target. The first load uses the server's data and
 * HTML as they are (no clientLoader.hydrate).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadLandingSections()]);
  return data;
}

/** The landing page, its hero with the playbook form. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    // The main element keeps at least a screen's height, so however the document arrives, the footer never paints
    // under the hero and then jumps away (a layout shift on desktop, where the hero is shorter than the window).
    <SiteLayout mainClassName="min-h-dvh">
      <LandingPage formCard={<PlaybookFormCard />} {...loaderData} />
    </SiteLayout>
  );
}

import { SparklesIcon, StarIcon } from 'lucide-react';
import type * as React from 'react';
import { claims } from '#app/content/claims.ts';
import { hero } from '#app/content/landing/hero.ts';
import { landingSectionIds } from '#app/content/navigation.ts';

type HeroProps = {
  /**
   * The playbook form card, placed in the #playbook-form slot. The
   * playbook flow supplies the real step-1 search; until then the landing page passes PlaybookCardIntro.
   */
  formCard: React.ReactNode;
};

/** The hero (#hero-section) with the form card's slot (#playbook-form): the targets of every playbook call to action. */
export function Hero({ formCard }: HeroProps) {
  return (
    <section
      id={landingSectionIds.hero}
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden border-b border-border"
    >
      <HeroBackdrop />
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-12 sm:px-6 md:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14 lg:px-8 lg:py-24">
        <div className="lg:pt-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/80 px-3 py-1 text-sm font-medium text-secondary-foreground shadow-xs">
            <SparklesIcon className="size-4 text-terracotta" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-semibold text-foreground sm:text-5xl lg:text-6xl">
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-muted-foreground">{hero.subhead}</p>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-border pt-6">
            {hero.trustClaims.map((id) => (
              <div key={id} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm text-muted-foreground">{claims[id].label}</dt>
                <dd className="font-display text-2xl font-semibold text-primary md:text-3xl">{claims[id].value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
            <span className="flex" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((n) => (
                <StarIcon key={n} className="size-4 fill-amber text-[#b7862a]" />
              ))}
            </span>
            {hero.reassurance}
          </p>
        </div>
        <div id={landingSectionIds.playbookForm} className="relative scroll-mt-[140px]">
          {formCard}
        </div>
      </div>
    </section>
  );
}

/** Warm paper with a faint ledger grid and a green glow: our own CSS art, nothing fetched. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="hero-glow absolute inset-0" />
      <div className="hero-grid absolute inset-0" />
    </div>
  );
}

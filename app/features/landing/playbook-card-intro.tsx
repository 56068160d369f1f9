import { BookOpenIcon, CheckIcon, SunriseIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { hero } from '#app/content/landing/hero.ts';
import { nycSection } from '#app/content/landing/nyc.ts';
import { plans } from '#app/content/plans.ts';
import { HowItWorksButton } from '#app/shared/how-it-works/how-it-works-button.tsx';

/**
 * What sits in the #playbook-form slot until the playbook flow's step-1 search replaces it: the offer, what it
 * contains and how it works. Nothing here pretends to be a form.
 */
export function PlaybookCardIntro() {
  const freePlan = plans.find((plan) => plan.id === 'free-forever');
  return (
    <div
      role="region"
      aria-labelledby="playbook-card-heading"
      className="rounded-2xl border border-border bg-card p-6 shadow-xl ring-1 ring-forest-900/5 sm:p-8"
    >
      <p className="text-sm font-semibold text-terracotta">{hero.reassurance}</p>
      <h2 id="playbook-card-heading" className="mt-2 text-2xl font-semibold text-foreground sm:text-[1.75rem]">
        {hero.deliveryPromise}
      </h2>
      <ul className="mt-6 space-y-3 text-sm leading-6 text-foreground">
        {freePlan?.features.slice(0, 4).map((feature) => (
          <li key={feature} className="flex gap-3">
            <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <CheckIcon className="size-3.5" aria-hidden="true" />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex gap-3 rounded-xl bg-accent/70 p-4">
        <SunriseIcon className="mt-0.5 size-5 shrink-0 text-terracotta" aria-hidden="true" />
        <div>
          <h3 className="font-sans text-sm font-semibold text-accent-foreground">{hero.blitz.title}</h3>
          <p className="mt-1 text-sm leading-6 text-foreground/85">{hero.blitz.body}</p>
        </div>
      </div>
      <div className="mt-7 grid gap-3">
        <HowItWorksButton size="lg" variant="default" className="w-full" />
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to="/playbook-examples">
            <BookOpenIcon aria-hidden="true" />
            {nycSection.seeAllLabel}
          </Link>
        </Button>
      </div>
    </div>
  );
}

import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { landingSectionIds } from '#app/content/navigation.ts';
import { plans, pricingSection, type Plan } from '#app/content/plans.ts';
import { cn } from '#app/lib/cn.ts';
import { useSiteNavigation } from '#app/lib/scroll.ts';
import { SectionHeading } from './section-heading.tsx';

const loadQuoteDialog = () => import('./quote-dialog.tsx');
// The ten-field dialog (and the select primitive it uses) loads on first use, not with the page.
const QuoteDialog = lazy(async () => ({ default: (await loadQuoteDialog()).QuoteDialog }));

/**
 * Pricing (#pricing). Only Complete Automation opens the quote dialog. When billing is configured, Starter's button
 * leads to the owner's account (a visitor signs in first) to pick the restaurant whose trial starts; otherwise it,
 * like every other plan button, is a playbook call to action.
 */
export function PricingSection({
  renderedAt,
  starterTrialPath = null,
}: {
  renderedAt: number;
  starterTrialPath?: string | null;
}) {
  const { scrollToPlaybookForm } = useSiteNavigation();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [quoteMounted, setQuoteMounted] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <section id={landingSectionIds.pricing} aria-labelledby="pricing-heading" className="py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-heading"
          eyebrow={pricingSection.eyebrow}
          heading={pricingSection.heading}
          intro={pricingSection.intro}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              onChoose={
                plan.action === 'quote'
                  ? (event) => {
                      openerRef.current = event.currentTarget;
                      setQuoteMounted(true);
                      setQuoteOpen(true);
                    }
                  : scrollToPlaybookForm
              }
              onIntent={plan.action === 'quote' ? () => void loadQuoteDialog() : undefined}
              href={plan.id === 'starter' ? starterTrialPath : null}
            />
          ))}
        </ul>
        <p className="mt-8 text-sm text-muted-foreground">{pricingSection.footnote}</p>
      </div>
      {quoteMounted && (
        <Suspense fallback={null}>
          <QuoteDialog open={quoteOpen} onOpenChange={setQuoteOpen} renderedAt={renderedAt} returnFocusTo={openerRef} />
        </Suspense>
      )}
    </section>
  );
}

function PlanCard({
  plan,
  onChoose,
  onIntent,
  href,
}: {
  plan: Plan;
  onChoose: (event: React.MouseEvent<HTMLButtonElement>) => void;
  onIntent?: (() => void) | undefined;
  href: string | null;
}) {
  const headingId = `plan-${plan.id}`;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-7',
        plan.popular ? 'border-primary shadow-xl ring-2 ring-primary xl:-my-3 xl:py-10' : 'border-border shadow-xs',
      )}
    >
      {plan.popular && (
        <span className="absolute -top-3.5 left-7 rounded-full bg-terracotta px-3 py-1 text-xs font-semibold text-terracotta-foreground shadow-sm">
          {pricingSection.popularBadge}
        </span>
      )}
      <h3 id={headingId} className="font-sans text-lg font-semibold text-foreground">
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="font-display text-5xl font-semibold tracking-tight text-foreground">{plan.price}</span>
        <span className="text-sm text-muted-foreground">{plan.period}</span>
      </p>
      <p className="mt-4 text-sm leading-6 text-muted-foreground xl:min-h-24">{plan.description}</p>
      <ul className="mt-6 flex-1 space-y-3 border-t border-border pt-6 text-sm leading-6 text-foreground/90">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <CheckIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {href ? (
        <Button asChild size="lg" variant={plan.popular ? 'default' : 'outline'} className="mt-8 w-full">
          <a href={href}>{plan.ctaLabel}</a>
        </Button>
      ) : (
        <Button
          type="button"
          size="lg"
          variant={plan.popular ? 'default' : 'outline'}
          className="mt-8 w-full"
          aria-haspopup={plan.action === 'quote' ? 'dialog' : undefined}
          onClick={onChoose}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          {plan.ctaLabel}
        </Button>
      )}
      {plan.note && <p className="mt-3 text-center text-xs text-muted-foreground">{plan.note}</p>}
    </li>
  );
}

import { MessageSquareOffIcon, SparklesIcon } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { claimsFootnote, lossClaims } from '#app/content/claims.ts';
import { problemSection, reviewerCards } from '#app/content/landing/problem.ts';
import { useSiteNavigation } from '#app/lib/scroll.ts';
import { SectionHeading } from './section-heading.tsx';
import { StarRating } from './star-rating.tsx';

/** Problem/urgency and the three sample reviewer cards. */
export function ProblemSection() {
  const { scrollToPlaybookForm } = useSiteNavigation();
  return (
    <section aria-labelledby="problem-heading" className="bg-forest-950 py-20 text-primary-foreground md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="problem-heading"
          tone="dark"
          eyebrow={problemSection.eyebrow}
          heading={problemSection.heading}
          intro={problemSection.intro}
        />
        <dl className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {problemSection.cards.map((id) => (
            <div
              key={id}
              className="flex flex-col-reverse justify-end rounded-2xl bg-forest-900 p-6 ring-1 ring-white/10"
            >
              <dt>
                <span className="block text-sm font-semibold">{lossClaims[id].label}</span>
                <span className="mt-2 block text-sm leading-6 text-primary-foreground/75">{lossClaims[id].detail}</span>
              </dt>
              <dd className="mb-3 font-display text-4xl font-semibold text-amber">{lossClaims[id].value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs leading-5 text-primary-foreground/70">{claimsFootnote}</p>

        <div className="mt-16">
          <h3 className="text-2xl font-semibold md:text-3xl">{reviewerCards.heading}</h3>
          <p className="mt-2 text-primary-foreground/80">{reviewerCards.intro}</p>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {reviewerCards.items.map((card) => (
              <li key={card.id} className="flex flex-col rounded-2xl bg-card p-6 text-card-foreground shadow-lg">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
                  >
                    {card.name.charAt(0)}
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold text-foreground">{card.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {card.platform} · {card.timeAgo}
                    </p>
                  </div>
                </div>
                <StarRating rating={card.rating} className="mt-4" />
                <p className="mt-3 flex-1 text-sm leading-6 text-foreground/90">“{card.text}”</p>
                <p className="mt-4 inline-flex items-center gap-1.5 self-start rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground">
                  <MessageSquareOffIcon className="size-3.5" aria-hidden="true" />
                  {reviewerCards.unansweredLabel}
                </p>
                <div className="mt-4 border-t border-border pt-4">
                  <p className="font-display text-xl font-semibold text-terracotta">{card.cost.value}</p>
                  <p className="mt-1 text-xs leading-5 text-muted-foreground">{card.cost.label}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <Button
          type="button"
          variant="amber"
          size="lg"
          wrap
          className="mt-12 w-full sm:w-auto"
          onClick={scrollToPlaybookForm}
        >
          <SparklesIcon aria-hidden="true" />
          {problemSection.ctaLabel}
        </Button>
      </div>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon, CalendarIcon, MapPinIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { legendaryRestaurants, nycSection } from '#app/content/landing/nyc.ts';
import { playbookExamplesPage } from '#app/content/pages.ts';
import { LegendaryPlaybookCard } from '#app/shared/playbooks/legendary-playbook-card.tsx';
import { playbookHref } from '#app/shared/playbooks/saved-playbooks.ts';
import { useSiteNavigation } from '#app/lib/scroll.ts';
import { utcDateLabel } from '#app/lib/utc-date-label.ts';
import { legendaryPlaybookHref } from './legendary-links.ts';
import { savedPlaybooksQuery } from './saved-playbooks-query.ts';

/** /playbook-examples: the six legendary playbooks and the Recently Generated Playbooks grid. */
export function PlaybookExamplesView() {
  const copy = playbookExamplesPage;
  const { scrollToPlaybookForm } = useSiteNavigation();
  return (
    <>
      <section
        aria-labelledby="examples-heading"
        className="border-b border-border bg-[radial-gradient(ellipse_70%_60%_at_80%_0%,var(--color-forest-100),transparent_70%)]"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.14em] text-terracotta uppercase">{copy.eyebrow}</p>
          <h1 id="examples-heading" className="mt-3 text-4xl font-semibold text-foreground sm:text-5xl">
            {copy.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-muted-foreground">{copy.intro}</p>
        </div>
      </section>

      <section aria-labelledby="legendary-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="legendary-heading" className="text-2xl font-semibold text-foreground sm:text-3xl">
          {copy.legendaryHeading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {legendaryRestaurants.map((restaurant) => (
            <li key={restaurant.id}>
              <LegendaryPlaybookCard restaurant={restaurant} href={legendaryPlaybookHref(restaurant.name)} />
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs leading-5 text-muted-foreground">{nycSection.examplesDisclosure}</p>
      </section>

      <RecentPlaybooks />

      <section
        aria-labelledby="examples-cta-heading"
        className="border-t border-border bg-primary text-primary-foreground"
      >
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="examples-cta-heading" className="text-2xl font-semibold sm:text-3xl">
              {copy.ctaHeading}
            </h2>
            <p className="mt-2 text-primary-foreground/90">{copy.ctaBody}</p>
          </div>
          <Button type="button" size="lg" variant="secondary" onClick={scrollToPlaybookForm}>
            <SparklesIcon aria-hidden="true" />
            {copy.ctaLabel}
          </Button>
        </div>
      </section>
    </>
  );
}

function RecentPlaybooks() {
  const copy = playbookExamplesPage;
  const { data, isPending, isError, error } = useQuery(savedPlaybooksQuery);
  return (
    <section aria-labelledby="recent-heading" className="border-t border-border bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="recent-heading" className="text-2xl font-semibold text-foreground sm:text-3xl">
          {copy.recentHeading}
        </h2>
        {isPending ? (
          <ul
            className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-busy="true"
            aria-label={copy.recentHeading}
          >
            {[0, 1, 2].map((n) => (
              <li key={n} className="h-40 animate-pulse rounded-2xl border border-border bg-card" />
            ))}
          </ul>
        ) : isError ? (
          <p role="alert" className="mt-6 rounded-xl border border-destructive/40 bg-card p-4 text-sm text-destructive">
            {error.message}. {copy.recentError}
          </p>
        ) : data.length === 0 ? (
          <p className="mt-6 text-muted-foreground">{copy.recentEmpty}</p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((playbook) => (
              <li key={playbook.id}>
                <Link
                  to={playbookHref(playbook.id)}
                  className="group flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-xs transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md"
                >
                  <span className="font-display text-lg font-semibold text-foreground group-hover:text-primary">
                    {playbook.name}
                  </span>
                  {playbook.location && (
                    <span className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
                      <MapPinIcon className="size-3.5" aria-hidden="true" />
                      {playbook.location}
                    </span>
                  )}
                  {playbook.description && (
                    <span className="mt-3 line-clamp-3 flex-1 text-sm leading-6 text-muted-foreground">
                      {playbook.description}
                    </span>
                  )}
                  {playbook.specialty && <span className="mt-3 text-sm text-foreground/85">{playbook.specialty}</span>}
                  <span className="mt-4 flex items-center justify-between text-sm">
                    <span className="inline-flex items-center gap-1.5 font-semibold text-primary">
                      {copy.viewLabel}
                      <span className="sr-only">: {playbook.name}</span>
                      <ArrowRightIcon className="size-4" aria-hidden="true" />
                    </span>
                    {playbook.createdAt && (
                      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                        <CalendarIcon className="size-3.5" aria-hidden="true" />
                        <time dateTime={playbook.createdAt}>{utcDateLabel(new Date(playbook.createdAt), 'short')}</time>
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

import { ArrowRightIcon, BookOpenIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { legendaryRestaurants, nycSection } from '#app/content/landing/nyc.ts';
import { playbookHref, type SavedPlaybookSummary } from '#app/shared/playbooks/saved-playbooks.ts';
import { LegendaryPlaybookCard } from '#app/shared/playbooks/legendary-playbook-card.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * NYC restaurants block: the six legendary examples and the live-playbooks grid. The grid arrives
 * server-rendered from the same query as GET /api/saved-sops (the route's loader), so it needs no client fetch, no
 * skeleton and no layout shift; `livePlaybooks` is null when the store could not be read.
 */
export function NycSection({ livePlaybooks }: { livePlaybooks: SavedPlaybookSummary[] | null }) {
  return (
    <section aria-labelledby="nyc-heading" className="py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="nyc-heading"
            eyebrow={nycSection.eyebrow}
            heading={nycSection.heading}
            intro={nycSection.intro}
          />
          <Button asChild variant="outline" className="self-start md:self-auto">
            <Link to="/playbook-examples">
              {nycSection.seeAllLabel}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>

        <h3 className="mt-12 font-sans text-sm font-semibold tracking-[0.14em] text-muted-foreground uppercase">
          {nycSection.legendaryHeading}
        </h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {legendaryRestaurants.map((restaurant) => (
            <li key={restaurant.id}>
              <LegendaryPlaybookCard restaurant={restaurant} href={playbookHref(restaurant.id)} />
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs leading-5 text-muted-foreground">{nycSection.examplesDisclosure}</p>

        <LivePlaybooks playbooks={livePlaybooks} />
      </div>
    </section>
  );
}

/** Cards and the notices share one height, so the grid's space is the same whatever it shows. */
const CARD_HEIGHT = 'h-[12.75rem]';

function LivePlaybooks({ playbooks }: { playbooks: SavedPlaybookSummary[] | null }) {
  return (
    <div className="mt-16">
      <h3 className="font-display text-2xl font-semibold text-foreground">{nycSection.liveHeading}</h3>
      <p className="mt-2 text-muted-foreground">{nycSection.liveIntro}</p>
      <div className="mt-6">
        {playbooks === null ? (
          <LiveNotice text={nycSection.liveError} />
        ) : playbooks.length === 0 ? (
          <LiveNotice text={nycSection.liveEmpty} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {playbooks.slice(0, nycSection.liveLimit).map((playbook) => (
              <li key={playbook.id}>
                <LiveCard playbook={playbook} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function LiveCard({ playbook }: { playbook: SavedPlaybookSummary }) {
  const place = playbook.location || playbook.address;
  return (
    <Link
      to={playbookHref(playbook.id)}
      className={`group flex ${CARD_HEIGHT} flex-col rounded-2xl border border-border bg-card p-5 shadow-xs transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md`}
    >
      <span className="flex items-center gap-1.5 truncate text-xs text-muted-foreground">
        <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{place}</span>
      </span>
      <span className="mt-2 truncate font-sans text-base font-semibold text-foreground group-hover:text-primary">
        {playbook.name}
      </span>
      <span className="mt-2 line-clamp-3 text-sm leading-6 text-muted-foreground">
        {playbook.description || playbook.specialty}
      </span>
      <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-primary">
        <BookOpenIcon className="size-4" aria-hidden="true" />
        {nycSection.viewPlaybookLabel}
      </span>
    </Link>
  );
}

function LiveNotice({ text }: { text: string }) {
  return (
    <p
      className={`flex ${CARD_HEIGHT} items-center justify-center rounded-2xl border border-dashed border-input bg-card/60 px-6 text-center text-sm text-muted-foreground`}
    >
      {text}
    </p>
  );
}

import { DownloadIcon, InboxIcon, Link2Icon } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnerResults, ThemeReviews } from '#contracts/owner-results.ts';
import { OWNER_RESULTS_PATH } from '#contracts/owner-results-constants.ts';
import type { OwnerPlaceTab } from '#contracts/owner-places.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ownerResultsCopy as copy } from '#app/content/owner-results.ts';
import { PlaceTabs } from '#app/shared/owner-places/place-tabs.tsx';
import { EstimateSection, type TicketField } from './estimate-section.tsx';
import { PeriodFiguresSection } from './period-figures.tsx';
import { RatingSection } from './rating-chart.tsx';
import { ReviewsBehind } from './reviews-behind.tsx';
import { ThemesSection } from './themes-section.tsx';

/** Where the owner connects this restaurant's Google Business Profile (signed in: straight to Google). */
const connectHref = (placeId: string) => `/connect/google?${new URLSearchParams({ place: placeId }).toString()}`;
/** The CSV of the reviews and replies behind the figures (a resource route). */
const exportHref = (placeId: string) =>
  `${OWNER_RESULTS_PATH}/export?${new URLSearchParams({ place: placeId }).toString()}`;

/** Not connected: what connecting unlocks, and the way to do it; never a page of zeros. */
function Unconnected({ placeId }: { placeId: string }) {
  const text = copy.unconnected;
  return (
    <section
      aria-labelledby="results-unconnected"
      className="mt-8 rounded-lg border border-border bg-card p-5 sm:p-6"
      data-testid="results-unconnected"
    >
      <h2 id="results-unconnected" className="text-xl font-bold tracking-tight">
        {text.heading}
      </h2>
      <p className="mt-2 text-sm">{text.body}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
        {text.unlocks.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <Button asChild className="self-start">
          {/* A document navigation: the connect page sends the browser on to Google. */}
          <a href={connectHref(placeId)}>
            <Link2Icon aria-hidden />
            {text.connect}
          </a>
        </Button>
        <span className="text-sm text-muted-foreground">{text.after}</span>
      </div>
    </section>
  );
}

function Figures({ results, ticket }: { results: OwnerResults; ticket: TicketField }) {
  return (
    <>
      <PeriodFiguresSection periods={results.periods} />
      <RatingSection months={results.months} />
      <ThemesSection
        placeId={results.placeId}
        months={results.months.map((month) => month.month)}
        praise={results.praise}
        criticism={results.criticism}
      />
      <EstimateSection placeId={results.placeId} estimate={results.estimate} ticket={ticket} />
      <section aria-labelledby="results-export" className="mt-10 border-t border-border pt-6">
        <h2 id="results-export" className="text-base font-semibold">
          {copy.exportHeading}
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted-foreground">{copy.exportNote}</p>
        <Button asChild variant="outline" wrap>
          {/* A file, not a page: the browser downloads it. */}
          <a href={exportHref(results.placeId)} download>
            <DownloadIcon aria-hidden />
            {copy.exportCsv}
          </a>
        </Button>
        <p className="mt-4 text-sm text-muted-foreground">{copy.zoneNote(results.timeZone)}</p>
      </section>
    </>
  );
}

/**
 * The owner's results for one restaurant: the restaurants as tabs, then either what connecting Google unlocks, or
 * every figure (response rate and time to reply, rating by month, praise and criticism, the estimate, the export).
 * Everything is server-rendered HTML and SVG: no script of its own.
 */
export function ResultsView(props: {
  results: OwnerResults;
  places: readonly OwnerPlaceTab[];
  ticket: TicketField;
  behind: ThemeReviews | null;
}) {
  const { results, places, ticket, behind } = props;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{copy.eyebrow}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">{results.restaurantName}</h1>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={`/inbox?${new URLSearchParams({ place: results.placeId }).toString()}`}>
            <InboxIcon aria-hidden />
            {copy.inbox}
          </Link>
        </Button>
      </div>
      <p className="mt-2 max-w-prose text-sm text-muted-foreground">
        {results.connected ? copy.intro(results.restaurantName) : copy.introUnconnected(results.restaurantName)}
      </p>
      <PlaceTabs
        label={copy.placesLabel}
        restaurants={places}
        current={results.placeId}
        hrefFor={(placeId) => `${OWNER_RESULTS_PATH}?${new URLSearchParams({ place: placeId }).toString()}`}
      />
      {behind ? <ReviewsBehind behind={behind} timeZone={results.timeZone} /> : null}
      {results.connected ? <Figures results={results} ticket={ticket} /> : <Unconnected placeId={results.placeId} />}
    </section>
  );
}

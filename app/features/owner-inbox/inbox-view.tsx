import { ChartColumnIcon, Link2Icon, SettingsIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { INBOX_FILTERS } from '#contracts/owner-inbox-constants.ts';
import { OWNER_RESULTS_PATH } from '#contracts/owner-results-constants.ts';
import type { InboxFilter, InboxPageData } from '#contracts/owner-inbox.ts';
import type { OwnerPlaceTab } from '#contracts/owner-places.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ownerInboxCopy as copy } from '#app/content/owner-inbox.ts';
import { PlaceTabs } from '#app/shared/owner-places/place-tabs.tsx';
import { ReviewItem } from './review-item.tsx';

function hrefFor(data: InboxPageData, change: { filter?: InboxFilter | 'all'; page?: number }): string {
  const params = new URLSearchParams({ place: data.placeId });
  const filter = change.filter ?? data.filter;
  if (filter !== 'all') params.set('filter', filter);
  const page = change.page ?? 1;
  if (page > 1) params.set('page', String(page));
  return `/inbox?${params.toString()}`;
}

/** How the restaurant is connected and drafted; Connect (or Reconnect) whenever it is not connected and can be. */
function StatusPanel({ data }: { data: InboxPageData }) {
  const { google } = data;
  const connectPath = google.state === 'not-connected' || google.state === 'broken' ? google.connectPath : null;
  return (
    <div className="mt-4 space-y-1 rounded-lg bg-muted p-3 text-sm" data-testid="inbox-status">
      <p>{data.connected ? copy.connected : google.state === 'broken' ? copy.broken : copy.notConnected}</p>
      <p>{data.plan === 'starter' ? copy.planStarter : data.plan === 'blitz' ? copy.planBlitz : copy.planFree}</p>
      {data.samples ? <p className="font-semibold">{copy.samples}</p> : null}
      {connectPath ? (
        <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:items-center sm:gap-3">
          <Button asChild size="sm" className="self-start">
            {/* A document navigation: the connect page sends the browser on to Google. */}
            <a href={connectPath}>
              <Link2Icon aria-hidden />
              {google.state === 'broken' ? copy.reconnect : copy.connect}
            </a>
          </Button>
          <span className="text-muted-foreground">{copy.connectWhy}</span>
        </div>
      ) : google.state === 'not-connected' && !data.connected ? (
        <p className="text-muted-foreground">{copy.cannotConnect}</p>
      ) : null}
    </div>
  );
}

function Filters({ data }: { data: InboxPageData }) {
  const all: (InboxFilter | 'all')[] = ['all', ...INBOX_FILTERS];
  return (
    <nav aria-label={copy.filtersLabel} className="-mx-4 mt-6 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        {all.map((filter) => {
          const current = filter === data.filter;
          return (
            <li key={filter} className="shrink-0">
              <Link
                to={hrefFor(data, { filter })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 ${
                  current ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted'
                }`}
              >
                {copy.filters[filter]}
                <span className={current ? '' : 'text-muted-foreground'} data-testid={`count-${filter}`}>
                  {data.counts[filter].toLocaleString('en-US')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Pages({ data }: { data: InboxPageData }) {
  if (data.pageCount < 2) return null;
  return (
    <nav aria-label={copy.pagination} className="mt-6 flex items-center justify-between gap-2">
      {data.page > 1 ? (
        <Button asChild variant="outline">
          <Link to={hrefFor(data, { page: data.page - 1 })}>← {copy.previous}</Link>
        </Button>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground">{copy.pageOf(data.page, data.pageCount)}</span>
      {data.page < data.pageCount ? (
        <Button asChild variant="outline">
          <Link to={hrefFor(data, { page: data.page + 1 })}>{copy.next} →</Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A review the plan drafts that has no draft yet: the page asks for its draft (a POST) once it is shown. */
const awaitsDraft = (review: InboxPageData['reviews'][number]) =>
  review.drafting && !review.reply.written && (review.state === 'needs-reply' || review.state === 'skipped');

/**
 * The page's GET only reads drafts; when some shown review still waits for one (a restaurant that is not connected,
 * a review an email suggested since, reviews newer than the last sync's drafts), the page posts once for them and
 * React Router reloads it with the drafts written.
 */
function useMissingDrafts(data: InboxPageData) {
  const fetcher = useFetcher();
  const waiting = data.reviews.some(awaitsDraft);
  const { placeId, filter, page } = data;
  const { submit } = fetcher;
  useEffect(() => {
    if (!waiting) return;
    void submit(
      { intent: 'draft', placeId, filter, page: String(page) },
      { method: 'post', action: `/inbox?place=${encodeURIComponent(placeId)}` },
    );
  }, [waiting, placeId, filter, page, submit]);
}

/** The owner's inbox: their restaurants as tabs, filters with counts, the reviews with their replies, pages. */
export function InboxView({ data, places }: { data: InboxPageData; places: readonly OwnerPlaceTab[] }) {
  const context = {
    placeId: data.placeId,
    connected: data.connected,
    googleUrl: data.googleUrl,
    maxBytes: data.maxBytes,
    timeZone: data.timeZone,
  };
  useMissingDrafts(data);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{copy.title}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{data.restaurantName}</h1>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`${OWNER_RESULTS_PATH}?place=${encodeURIComponent(data.placeId)}`}>
              <ChartColumnIcon aria-hidden />
              {copy.results}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/inbox/settings?place=${encodeURIComponent(data.placeId)}`}>
              <SettingsIcon aria-hidden />
              {copy.settings}
            </Link>
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{copy.intro(data.restaurantName)}</p>
      <PlaceTabs
        label={copy.placesLabel}
        restaurants={places}
        current={data.placeId}
        hrefFor={(placeId) => `/inbox?place=${encodeURIComponent(placeId)}`}
      />
      <StatusPanel data={data} />
      <Filters data={data} />
      {data.reviews.length === 0 ? (
        <p className="mt-8 text-muted-foreground">
          {data.connected && data.counts.all === 0 ? copy.emptyConnected(data.sendClock) : copy.empty[data.filter]}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {data.reviews.map((review) => (
            <ReviewItem key={review.key} review={review} context={context} />
          ))}
        </ul>
      )}
      <Pages data={data} />
    </section>
  );
}

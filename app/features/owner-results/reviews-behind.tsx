import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { ThemeReviews } from '#contracts/owner-results.ts';
import { ownerResultsCopy } from '#app/content/owner-results.ts';
import { zonedDateLabel } from '#app/lib/zoned-date-label.ts';
import { monthLong } from './format.ts';

const copy = ownerResultsCopy.behind;

/** A review's stars, as the inbox shows them. */
function Stars({ rating }: { rating: number }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="tracking-wider text-terracotta">
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>
      <span className="sr-only">{copy.stars(full)}</span>
    </span>
  );
}

/**
 * The reviews behind one praised or criticised thing, on the results page itself (`?kind=&key=`), newest first,
 * each with whether it was answered; a link back to every figure.
 */
export function ReviewsBehind({ behind, timeZone }: { behind: ThemeReviews; timeZone: string }) {
  const backHref = `?${new URLSearchParams({ place: behind.placeId }).toString()}#results-themes`;
  const heading = copy.heading(behind.kind, behind.label);
  return (
    <section
      id="behind"
      aria-labelledby="results-behind"
      className="mt-8 scroll-mt-24 rounded-lg border-2 border-primary/30 bg-card p-4"
      data-testid="reviews-behind"
    >
      <h2 id="results-behind" className="text-xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {copy.count(behind.total, behind.reviews.length, behind.month ? monthLong(behind.month) : null)}
      </p>
      {behind.reviews.length === 0 ? (
        <p className="mt-3 text-sm">{copy.none}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {behind.reviews.map((review) => (
            <li
              key={`${review.createdAt}|${review.reviewer}`}
              className="rounded-md border border-border p-3"
              data-testid="behind-review"
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold">{review.reviewer}</span>
                <Stars rating={review.rating} />
                <span className="text-muted-foreground">
                  {zonedDateLabel(new Date(review.createdAt), timeZone, 'short')}
                </span>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-line">{review.text ?? copy.noText}</p>
              <p
                className={`mt-2 text-xs font-semibold ${review.reply ? 'text-primary' : 'text-terracotta'}`}
                data-testid="behind-reply-state"
              >
                {review.reply
                  ? copy.answeredOn(zonedDateLabel(new Date(review.reply.at), timeZone, 'short'))
                  : copy.unanswered}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={backHref}
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline underline-offset-2 hover:no-underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {copy.back}
      </Link>
    </section>
  );
}

import type { OwnerResults, PeriodFigures } from '#contracts/owner-results.ts';
import { ownerResultsCopy } from '#app/content/owner-results.ts';
import { percent, replyTime } from './format.ts';

const copy = ownerResultsCopy.periods;

/** The periods in the order the page shows them: the recent first, then before and since Replybook. */
const ORDER = ['last30Days', 'thisMonth', 'previous12Months', 'beforeReplybook', 'sinceReplybook'] as const;

/** A rate as a bar (0–100%): drawn, never read alone, so hidden from assistive technology (the figure is text). */
function RateBar({ rate }: { rate: number }) {
  return (
    <svg aria-hidden="true" focusable="false" className="mt-2 block h-2 w-full" role="presentation">
      <rect width="100%" height="100%" rx="4" className="fill-forest-100" />
      <rect width={`${Math.round(rate * 1000) / 10}%`} height="100%" rx="4" className="fill-primary" />
    </svg>
  );
}

function Period({ period }: { period: PeriodFigures }) {
  const shown = period.meaningful && period.responseRate !== null;
  return (
    <li className="rounded-lg border border-border bg-card p-4" data-testid="results-period">
      <h3 className="text-sm font-semibold text-muted-foreground">{period.label}</h3>
      {shown ? (
        <>
          <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="response-rate">
            {percent(period.responseRate!)}
            <span className="sr-only"> {copy.responseRate}</span>
          </p>
          <RateBar rate={period.responseRate!} />
          <p className="mt-2 text-sm text-muted-foreground">{copy.answered(period.answered, period.reviews)}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">{copy.median}</dt>
              <dd className="font-semibold tabular-nums" data-testid="median-reply">
                {period.medianReplyHours === null ? copy.noReplies : replyTime(period.medianReplyHours)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{copy.p90}</dt>
              <dd className="font-semibold tabular-nums" data-testid="p90-reply">
                {period.p90ReplyHours === null ? copy.noReplies : replyTime(period.p90ReplyHours)}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <>
          <p className="mt-1 text-lg font-semibold" data-testid="response-rate">
            {copy.notMeaningful}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{copy.notMeaningfulWhy(period.reviews)}</p>
          {period.reviews > 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">{copy.answered(period.answered, period.reviews)}</p>
          ) : null}
        </>
      )}
    </li>
  );
}

/** Response rate and time to reply for each period, a card each (one column on a phone). */
export function PeriodFiguresSection({ periods }: { periods: OwnerResults['periods'] }) {
  return (
    <section aria-labelledby="results-periods" className="mt-10">
      <h2 id="results-periods" className="text-xl font-bold tracking-tight">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.intro}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ORDER.map((key) => (
          <Period key={key} period={periods[key]} />
        ))}
      </ul>
    </section>
  );
}

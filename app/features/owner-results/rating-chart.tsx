import type { MonthRating } from '#contracts/owner-results.ts';
import { ownerResultsCopy } from '#app/content/owner-results.ts';
import { monthLong, monthShort, monthShortYear, percent, stars } from './format.ts';

const copy = ownerResultsCopy.rating;

/** Star levels the chart draws a line at, and the distribution's rows (5★ first). */
const LEVELS = [1, 2, 3, 4, 5] as const;
/** The bars' drawing box: one 10-unit slot per month, 100 units high for 5 stars. */
const SLOT = 10;
const BAR = 6;

/** Bottom offset, in % of the plot's height, of a value of `average` stars. */
const heightOf = (average: number) => (average / 5) * 100;

/**
 * The bars, in one SVG stretched to the plot (preserveAspectRatio none: bars are rectangles, lines keep their width
 * with non-scaling strokes). It is drawn only: the figures are the HTML labels around it and the table below.
 */
function Bars({ months }: { months: readonly MonthRating[] }) {
  const width = months.length * SLOT;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full overflow-visible"
      viewBox={`0 0 ${width} 100`}
      preserveAspectRatio="none"
    >
      {LEVELS.map((level) => (
        <line
          key={level}
          x1="0"
          x2={width}
          y1={100 - heightOf(level)}
          y2={100 - heightOf(level)}
          vectorEffect="non-scaling-stroke"
          className="stroke-border"
          strokeDasharray={level === 5 ? undefined : '3 3'}
        />
      ))}
      {months.map((month, i) =>
        month.average === null ? null : (
          <rect
            key={month.month}
            x={i * SLOT + (SLOT - BAR) / 2}
            width={BAR}
            y={100 - heightOf(month.average)}
            height={heightOf(month.average)}
            className="fill-primary"
          />
        ),
      )}
    </svg>
  );
}

/** Average stars by month as bars, each with its figure above and its month and review count below. */
function MonthBars({ months }: { months: readonly MonthRating[] }) {
  const columns = { gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` };
  return (
    <div aria-hidden="true" className="flex gap-1.5">
      <div className="relative mt-5 h-40 w-7 shrink-0 text-[11px] text-muted-foreground tabular-nums">
        {LEVELS.map((level) => (
          <span key={level} className="absolute right-0 translate-y-1/2" style={{ bottom: `${heightOf(level)}%` }}>
            {copy.stars(level)}
          </span>
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <div className="relative mt-5 h-40">
          <Bars months={months} />
          <ol className="absolute inset-0 grid" style={columns}>
            {months.map((month) => (
              <li key={month.month} className="relative">
                <span
                  className="absolute inset-x-0 text-center text-[11px] font-semibold tabular-nums"
                  style={{ bottom: `calc(${heightOf(month.average ?? 0)}% + 2px)` }}
                >
                  {month.average === null ? '–' : stars(month.average)}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <ol
          className="mt-1 grid border-t border-foreground/30 pt-1 text-center text-[11px] leading-tight"
          style={columns}
        >
          {months.map((month) => (
            <li key={month.month} className="min-w-0">
              <span className="block font-medium">{monthShort(month.month)}</span>
              <span className="block text-muted-foreground tabular-nums">{month.reviews}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** The text alternative: every month's figures, in a table a screen reader can walk. */
function MonthTable({ months }: { months: readonly MonthRating[] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-primary">{copy.tableSummary}</summary>
      <table className="mt-2 w-full text-left text-xs tabular-nums sm:text-sm" data-testid="rating-table">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-1 pr-1.5 font-semibold sm:pr-2">
              {copy.month}
            </th>
            <th scope="col" className="py-1 pr-1.5 font-semibold sm:pr-2">
              {copy.average}
            </th>
            <th scope="col" className="py-1 pr-1.5 font-semibold sm:pr-2">
              {copy.reviews}
            </th>
            {LEVELS.map((level) => (
              <th key={level} scope="col" className="py-1 pr-1 font-semibold">
                <span aria-hidden="true">{copy.stars(level)}</span>
                <span className="sr-only">{copy.starsLong(level)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} className="border-b border-border/60">
              <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap">
                {/* "Nov 2026" on a phone, where eight columns share 358 px; the month in full from 640 px. */}
                <span className="sm:hidden">{monthShortYear(month.month)}</span>
                <span className="hidden sm:inline">{monthLong(month.month)}</span>
              </th>
              <td className="py-1 pr-1.5 sm:pr-2">{month.average === null ? copy.noAverage : stars(month.average)}</td>
              <td className="py-1 pr-1.5 sm:pr-2">{month.reviews}</td>
              {month.stars.map((count, i) => (
                <td key={LEVELS[i]} className="py-1 pr-1">
                  {count}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** How many reviews of each star over the months shown: a bar per star, its count and share beside it. */
function Distribution({ months }: { months: readonly MonthRating[] }) {
  const totals = LEVELS.map((_, i) => months.reduce((sum, month) => sum + month.stars[i]!, 0));
  const all = totals.reduce((sum, n) => sum + n, 0);
  return (
    <figure className="mt-8" data-testid="star-distribution">
      <h3 className="text-base font-semibold">{copy.distributionHeading}</h3>
      <ul className="mt-3 space-y-2">
        {[...LEVELS].reverse().map((level) => {
          const count = totals[level - 1]!;
          const share = all === 0 ? 0 : count / all;
          return (
            <li key={level} className="flex items-center gap-3 text-sm">
              <span className="w-8 shrink-0 font-semibold tabular-nums">
                <span aria-hidden="true">{copy.stars(level)}</span>
                <span className="sr-only">{copy.starsLong(level)}</span>
              </span>
              <svg aria-hidden="true" focusable="false" className="h-3 min-w-0 flex-1">
                <rect width="100%" height="100%" rx="6" className="fill-forest-100" />
                <rect
                  width={`${Math.round(share * 1000) / 10}%`}
                  height="100%"
                  rx="6"
                  className={level <= 2 ? 'fill-terracotta' : 'fill-primary'}
                />
              </svg>
              <span className="w-20 shrink-0 text-right tabular-nums">
                {count.toLocaleString('en-US')}
                <span className="text-muted-foreground"> · {percent(share)}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <figcaption className="mt-2 text-sm text-muted-foreground">
        {copy.distributionCaption(months.length, all)}
      </figcaption>
    </figure>
  );
}

/** Rating by calendar month: the bar chart with its caption and table, then the 1–5★ distribution. */
export function RatingSection({ months }: { months: readonly MonthRating[] }) {
  return (
    <section aria-labelledby="results-rating" className="mt-10">
      <h2 id="results-rating" className="text-xl font-bold tracking-tight">
        {copy.heading}
      </h2>
      <figure className="mt-4 rounded-lg border border-border bg-card p-4" data-testid="rating-chart">
        <MonthBars months={months} />
        <figcaption className="mt-3 text-sm text-muted-foreground">{copy.caption(months.length)}</figcaption>
        <MonthTable months={months} />
      </figure>
      <Distribution months={months} />
    </section>
  );
}

import { Link } from 'react-router';
import type { ThemeCount, ThemeSide } from '#contracts/owner-results.ts';
import { ownerResultsCopy } from '#app/content/owner-results.ts';
import { monthShort } from './format.ts';

const copy = ownerResultsCopy.themes;

export type ThemeKind = ThemeSide;

/** Where the reviews behind one thing are listed: this page, with `kind` and `key`. */
export function behindHref(placeId: string, kind: ThemeKind, key: string): string {
  return `?${new URLSearchParams({ place: placeId, kind, key }).toString()}#behind`;
}

/** A theme's count in each of the page's months (zero where it has none). */
function countsOf(theme: ThemeCount, months: readonly string[]): number[] {
  const byMonth = new Map(theme.byMonth.map((entry) => [entry.month, entry.count]));
  return months.map((month) => byMonth.get(month) ?? 0);
}

/** Twelve small bars, one per month, scaled to the theme's busiest month: drawn only (the table says the same). */
function Sparkline({ counts, kind }: { counts: number[]; kind: ThemeKind }) {
  const max = Math.max(1, ...counts);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="h-6 w-24 shrink-0"
      viewBox={`0 0 ${counts.length * 4} 24`}
      preserveAspectRatio="none"
    >
      {counts.map((count, i) => {
        const height = count === 0 ? 1 : Math.max(3, (count / max) * 24);
        return (
          <rect
            // Months are positional here: the i-th bar is the i-th month of the page.
            key={i}
            x={i * 4 + 0.5}
            width={3}
            y={24 - height}
            height={height}
            className={count === 0 ? 'fill-border' : kind === 'praise' ? 'fill-primary' : 'fill-terracotta'}
          />
        );
      })}
    </svg>
  );
}

/** "Mar 2, Apr 1": the months a theme was mentioned in, for the table. */
function monthsText(counts: number[], months: readonly string[]): string {
  return months
    .map((month, i) => ({ month, count: counts[i]! }))
    .filter((entry) => entry.count > 0)
    .map((entry) => `${monthShort(entry.month)} ${entry.count}`)
    .join(', ');
}

function ThemeList(props: {
  kind: ThemeKind;
  themes: readonly ThemeCount[];
  months: readonly string[];
  placeId: string;
}) {
  const { kind, themes, months, placeId } = props;
  const title = kind === 'praise' ? copy.praise : copy.criticism;
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card p-4" data-testid={`themes-${kind}`}>
      <h3 className={`text-base font-semibold ${kind === 'praise' ? 'text-primary' : 'text-terracotta'}`}>{title}</h3>
      {themes.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{kind === 'praise' ? copy.nonePraise : copy.noneCriticism}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-border">
            {themes.map((theme) => (
              <li key={theme.key} className="flex items-center gap-3 py-2.5" data-testid="theme">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{theme.label}</p>
                  <Link
                    to={behindHref(placeId, kind, theme.key)}
                    className="text-sm text-primary underline underline-offset-2 hover:no-underline"
                  >
                    {copy.mentions(theme.total)}
                    <span className="sr-only">
                      {' '}
                      {kind === 'praise' ? 'praising' : 'criticising'} {theme.label}
                    </span>
                  </Link>
                </div>
                <Sparkline counts={countsOf(theme, months)} kind={kind} />
              </li>
            ))}
          </ul>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-semibold text-primary">{copy.tableSummary}</summary>
            <table className="mt-2 w-full text-left text-xs sm:text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    {copy.thing}
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    {copy.byMonth}
                  </th>
                </tr>
              </thead>
              <tbody>
                {themes.map((theme) => (
                  <tr key={theme.key} className="border-b border-border/60 align-top">
                    <th scope="row" className="py-1 pr-2 font-normal">
                      {theme.label}
                    </th>
                    <td className="py-1 tabular-nums">{monthsText(countsOf(theme, months), months)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </div>
  );
}

/** What guests praise and criticise over the page's months, each thing linked to the reviews behind it. */
export function ThemesSection(props: {
  placeId: string;
  months: readonly string[];
  praise: readonly ThemeCount[];
  criticism: readonly ThemeCount[];
}) {
  return (
    <section aria-labelledby="results-themes" className="mt-10">
      <h2 id="results-themes" className="text-xl font-bold tracking-tight">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.intro}</p>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        <ThemeList kind="praise" themes={props.praise} months={props.months} placeId={props.placeId} />
        <ThemeList kind="criticism" themes={props.criticism} months={props.months} placeId={props.placeId} />
      </div>
    </section>
  );
}

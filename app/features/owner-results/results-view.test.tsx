import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MonthRating, OwnerResults, PeriodFigures, ThemeReviews } from '#contracts/owner-results.ts';
import { ResultsView } from './results-view.tsx';

// Fixed figures, as the results service would give them, rendered to HTML: what the page says for each.

function period(label: string, reviews: number, answered: number, hours: [number, number] | null): PeriodFigures {
  return {
    label,
    from: '2026-01-01T05:00:00.000Z',
    to: '2026-02-01T05:00:00.000Z',
    reviews,
    answered,
    responseRate: reviews === 0 ? null : answered / reviews,
    medianReplyHours: hours?.[0] ?? null,
    p90ReplyHours: hours?.[1] ?? null,
    meaningful: reviews >= 5,
  };
}

const MONTHS: MonthRating[] = Array.from({ length: 12 }, (_, i) => {
  const month = `${i < 1 ? 2025 : 2026}-${String(i < 1 ? 12 : i).padStart(2, '0')}`;
  if (i === 3) return { month, reviews: 0, average: null, stars: [0, 0, 0, 0, 0] };
  return { month, reviews: 4, average: 4.25, stars: [0, 0, 1, 1, 2] };
});

const RESULTS: OwnerResults = {
  placeId: 'katz-deli',
  restaurantName: "Katz's Delicatessen",
  connected: true,
  timeZone: 'America/New_York',
  startedAt: '2026-06-01T12:00:00.000Z',
  periods: {
    last30Days: period('Last 30 days', 6, 5, [5.54, 30]),
    thisMonth: period('This month', 3, 1, [2, 2]),
    previous12Months: period('The 12 months before', 44, 22, [60, 24 * 14.4]),
    beforeReplybook: period('Before Replybook', 20, 2, null),
    sinceReplybook: period('Since Replybook', 0, 0, null),
  },
  months: MONTHS,
  praise: [
    {
      key: 'dish:pastrami',
      label: 'the pastrami',
      total: 7,
      byMonth: [
        { month: '2026-01', count: 3 },
        { month: '2026-05', count: 4 },
      ],
    },
  ],
  criticism: [],
  estimate: {
    monthlyReviews: 4,
    responseRate: 0.5,
    averageTicket: null,
    meaningful: true,
    estimatedMonthlyRevenueLift: null,
    assumptions: ['A guest who reads a reply comes back 6 times a year.'],
  },
};

function render(overrides: Partial<Parameters<typeof ResultsView>[0]> = {}): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ResultsView results={RESULTS} places={[]} ticket={{ value: '', error: null }} behind={null} {...overrides} />
    </MemoryRouter>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the results page', () => {
  it('shows each period: a rate when meaningful, else the count and "not meaningful yet"', () => {
    const page = text(render());
    expect(page).toContain('Last 30 days 83% Response rate');
    expect(page).toContain('5 of 6 reviews answered');
    expect(page).toContain('Typical reply 5.5 hours 9 in 10 within 30 hours');
    expect(page).toContain('The 12 months before 50% Response rate');
    expect(page).toContain('2.5 days');
    expect(page).toContain('14 days');
    expect(page).toContain('This month Not meaningful yet Only 3 reviews in this period: a rate needs at least 5.');
    expect(page).toContain('1 of 3 reviews answered');
    expect(page).toContain('Before Replybook 10% Response rate 2 of 20 reviews answered Typical reply No replies yet');
    expect(page).toContain('Since Replybook Not meaningful yet No reviews in this period');
    expect(page).not.toContain('0 of 0');
  });

  it('draws the rating by month with a caption and a table of every month', () => {
    const html = render();
    const page = text(html);
    const chart = html.slice(html.indexOf('data-testid="rating-chart"'), html.indexOf('data-testid="rating-table"'));
    // A bar for each month with reviews, none for the empty one.
    expect(chart.match(/<rect [^>]*class="fill-primary"/g)).toHaveLength(11);
    expect(page).toContain('Average stars of the reviews written each month, over the last 12 months.');
    expect(page).toContain('Dec 2025 December 2025 4.3 4 0 0 1 1 2');
    expect(page).toContain('Mar 2026 March 2026 – 0 0 0 0 0 0');
    expect(page).toContain('All 44 reviews of the last 12 months, by their stars.');
    expect(page).toContain('5 stars 22 · 50%');
    expect(page).toContain('1 star 0 · 0%');
  });

  it('links each praised thing to the reviews behind it, with its months in a table', () => {
    const html = render();
    expect(html).toContain('href="/?place=katz-deli&amp;kind=praise&amp;key=dish%3Apastrami#behind"');
    const page = text(html);
    expect(page).toContain('the pastrami 7 reviews praising the pastrami');
    expect(page).toContain('the pastrami Jan 3, May 4');
    expect(page).toContain('Nothing has been criticised often enough to show yet.');
  });

  it('asks for the average ticket before estimating, and labels the figure an estimate', () => {
    expect(text(render())).toContain('Give your average ticket to see the estimate.');
    const estimated = text(
      render({
        results: {
          ...RESULTS,
          estimate: { ...RESULTS.estimate, averageTicket: 40, estimatedMonthlyRevenueLift: 1234.4 },
        },
        ticket: { value: '40', error: null },
      }),
    );
    expect(estimated).toContain('Estimated extra revenue a month $1,234 An estimate, not measured revenue.');
    expect(estimated).toContain('A guest who reads a reply comes back 6 times a year.');
    expect(estimated).not.toMatch(/revenue measured|measured revenue of/i);
  });

  it('keeps a refused ticket in its field, with its error, and every figure', () => {
    const html = render({ ticket: { value: '12abc', error: 'Enter your average ticket in whole dollars.' } });
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*aria-describedby="results-ticket-error results-ticket-hint"/,
    );
    expect(html).toMatch(/<input[^>]*value="12abc"/);
    expect(text(html)).toContain('Enter your average ticket in whole dollars.');
    expect(text(html)).toContain('Last 30 days 83%');
  });

  it('links the CSV export and says which zone months are counted in', () => {
    const html = render();
    expect(html).toMatch(
      /<a href="\/inbox\/results\/export\?place=katz-deli" download=""[^>]*>(<svg.*?<\/svg>)Download as CSV<\/a>/,
    );
    expect(text(html)).toContain('Months and days are counted in America/New York time.');
  });

  it('shows an unconnected restaurant what connecting unlocks, with the link, and no figures', () => {
    const html = render({ results: { ...RESULTS, connected: false } });
    const page = text(html);
    expect(page).toContain('Connect Google to see your results');
    expect(html).toContain('href="/connect/google?place=katz-deli"');
    expect(page).not.toContain('Response rate');
    expect(page).not.toContain('0%');
    expect(html).not.toContain('<svg aria-hidden="true" focusable="false" class="absolute');
  });

  it('lists the reviews behind a theme on the same page, answered or not', () => {
    const behind: ThemeReviews = {
      placeId: 'katz-deli',
      restaurantName: "Katz's Delicatessen",
      kind: 'criticism',
      key: 'wait',
      label: 'the wait',
      month: null,
      total: 2,
      reviews: [
        {
          createdAt: '2026-05-02T03:30:00.000Z',
          rating: 2,
          reviewer: 'Tom K.',
          text: 'We waited forty minutes.',
          reply: { text: 'Sorry, Tom.', at: '2026-05-02T15:00:00.000Z' },
        },
        { createdAt: '2026-04-10T16:00:00.000Z', rating: 1, reviewer: 'Ann', text: null, reply: null },
      ],
    };
    const page = text(render({ behind }));
    expect(page).toContain('Reviews criticising the wait 2 reviews in the last 12 months.');
    // 03:30 UTC is the evening before in New York.
    expect(page).toContain(
      'Tom K. ★★☆☆☆ 2 out of 5 stars May 1, 2026 We waited forty minutes. Answered on May 2, 2026',
    );
    expect(page).toContain('Ann ★☆☆☆☆ 1 out of 5 stars Apr 10, 2026 No written review, stars only. Not answered yet');
    expect(page).toContain('Back to all results');
  });
});

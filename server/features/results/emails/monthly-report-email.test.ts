import { describe, expect, it } from 'vitest';
import type { MonthSummary } from '#contracts/owner-results.ts';
import {
  expectEveryEmailRule,
  hrefs,
  renderForTest,
  testBrand as brand,
} from '../../../../tests/support/email-rendering.ts';
import { formatHours, monthName, type MonthlyReportEmailProps } from './monthly-report-email.tsx';
import { monthlyReportTemplate } from './monthly-report-template.ts';

function summary(month: string, reviews: number, answered: number, more: Partial<MonthSummary> = {}): MonthSummary {
  return {
    month,
    figures: {
      label: month,
      from: `${month}-01T05:00:00.000Z`,
      to: `${month}-28T05:00:00.000Z`,
      reviews,
      answered,
      responseRate: reviews === 0 ? null : answered / reviews,
      medianReplyHours: answered === 0 ? null : 5.5,
      p90ReplyHours: answered === 0 ? null : 50,
      meaningful: reviews >= 5,
    },
    rating: { month, reviews, average: reviews === 0 ? null : 4.2, stars: [1, 0, 1, 3, reviews - 5] },
    topPraise: [],
    topCriticism: [],
    ...more,
  };
}

const theme = (key: string, label: string, total: number) => ({ key, label, total, byMonth: [] });

const props: MonthlyReportEmailProps = {
  brand,
  ownerName: 'Maria Lopez',
  restaurantName: 'Café Mogador',
  summaries: {
    month: summary('2026-10', 10, 8, {
      topPraise: [
        theme('food', 'the food', 6),
        theme('service', 'the service', 4),
        theme('dish:shakshuka', 'the shakshuka', 2),
      ],
      topCriticism: [theme('wait', 'the wait', 3)],
    }),
    before: summary('2026-09', 3, 1),
    yearBefore: summary('2025-10', 0, 0),
  },
  resultsUrl: 'https://replybook.example/inbox/results?place=cafe-mogador',
  reportsOffUrl: 'https://replybook.example/unsubscribe?token=eyJlIjoibSIsInMiOiJyIn0.sig',
  unsubscribeUrl: 'https://replybook.example/unsubscribe?token=eyJlIjoibSJ9.sig',
};

describe('results-monthly-report', () => {
  it('keeps every email rule, with no SVG, no script and no image', async () => {
    const email = await renderForTest(monthlyReportTemplate, props);
    expectEveryEmailRule(email);
    expect(email.html).not.toMatch(/<svg|<script|<img/i);
    expect(monthlyReportTemplate.marketing).toBe(true);
  });

  it('shows the month beside the month before and a year before, honest where there are few reviews', async () => {
    const email = await renderForTest(monthlyReportTemplate, props);
    expect(email.subject).toBe('Café Mogador in October 2026: your monthly results');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Café Mogador got 10 Google reviews in October 2026 and 8 have a reply (80%)');
      expect(part).toContain('Oct 2026');
      expect(part).toContain('Sep 2026');
      expect(part).toContain('Oct 2025');
      expect(part).toContain('80% (8 of 10)');
      expect(part).toContain('not meaningful yet (3 reviews)');
      expect(part).toContain('not meaningful yet (0 reviews)');
      expect(part).toContain('5.5 h');
      expect(part).toContain('2.1 days');
      expect(part).toContain('4.2★');
      expect(part).toContain('the shakshuka (2 reviews)');
      expect(part).toContain('the wait (3 reviews)');
    }
    // The bars are table cells as wide as the share.
    expect(email.html).toMatch(/<td width="80%"/);
  });

  it('links the results page and offers "Stop monthly reports" before the full unsubscribe', async () => {
    const email = await renderForTest(monthlyReportTemplate, props);
    expect(hrefs(email.html)).toEqual(
      expect.arrayContaining([props.resultsUrl, props.reportsOffUrl, props.unsubscribeUrl]),
    );
    expect(email.html).toMatch(/>Stop monthly reports<\/a>/);
    expect(email.html).toMatch(/>Unsubscribe from everything<\/a>/);
    expect(email.text).toContain('your morning emails and alerts go on');
  });

  it('an extra address’s copy has no results link and its own unsubscribe', async () => {
    const email = await renderForTest(monthlyReportTemplate, {
      ...props,
      ownerName: '',
      resultsUrl: null,
      reportsOffUrl: null,
      extraRecipient: true,
    });
    expect(hrefs(email.html).some((href) => href.includes('/inbox'))).toBe(false);
    expect(email.text).not.toContain('Stop monthly reports');
    expect(email.text).toContain('The owner’s own emails go on.');
  });

  it('a month without reviews says so, with no rate, bar or theme made up', async () => {
    const empty = summary('2026-10', 0, 0, {
      rating: { month: '2026-10', reviews: 0, average: null, stars: [0, 0, 0, 0, 0] },
    });
    const email = await renderForTest(monthlyReportTemplate, {
      ...props,
      summaries: { ...props.summaries, month: empty },
    });
    expect(email.text).toContain('Café Mogador got no new Google reviews in October 2026.');
    expect(email.text).toContain('No review praised a particular thing this month.');
    expect(email.text).toContain('No review criticised a particular thing this month.');
    expect(email.text).not.toMatch(/NaN|undefined|null/);
    // No bar at all: no month has a meaningful rate (0, 3 and 0 reviews) and the month has no stars.
    expect(email.html).toContain('height:14px');
    expect(email.html).not.toContain('background-color:#0f766e;height:14px');
  });

  it('formats months and reply times', () => {
    expect(monthName('2026-01')).toBe('January 2026');
    expect(formatHours(0.25)).toBe('15 min');
    expect(formatHours(30)).toBe('30 h');
    expect(formatHours(72)).toBe('3 days');
  });
});

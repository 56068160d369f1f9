import { Heading, Link, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { MIN_MEANINGFUL_REVIEWS } from '#contracts/owner-results-constants.ts';
import type { MonthSummary, ThemeCount } from '#contracts/owner-results.ts';
import {
  colors,
  type EmailBrand,
  EmailLayout,
  type EmailFooter,
  greeting,
  plural,
  siteName,
  styles,
} from '#server/features/email/index.ts';
import { BarChart, type ChartRow } from './monthly-report-chart.tsx';

export interface MonthlyReportEmailProps {
  brand: EmailBrand;
  /** '' in an extra address's copy. */
  ownerName: string;
  restaurantName: string;
  /** The month the report is about, the month before it, and the same month a year before. */
  summaries: { month: MonthSummary; before: MonthSummary; yearBefore: MonthSummary };
  /** The results page of the restaurant (behind the owner's sign-in); null in an extra address's copy. */
  resultsUrl: string | null;
  /** The owner's "Stop monthly reports" (the email's List-Unsubscribe too); null in an extra address's copy. */
  reportsOffUrl: string | null;
  /** This recipient's own unsubscribe: everything for the owner, the copies for an extra address. */
  unsubscribeUrl: string;
  extraRecipient?: boolean;
}

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "October 2026" for `2026-10` (a calendar month, not an instant: no zone can move it). */
export function monthName(month: string, short = false): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return (short ? shortMonthFormatter : monthFormatter).format(date);
}

export function monthlyReportSubject(props: MonthlyReportEmailProps): string {
  return `${props.restaurantName} in ${monthName(props.summaries.month.month)}: your monthly results`;
}

const NOT_MEANINGFUL = 'not meaningful yet';

function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** "40 min", "5.5 h", "3.2 days". */
export function formatHours(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

/** One cell of the comparison: the figure, or why there is none. */
function cells(summary: MonthSummary) {
  const { figures, rating } = summary;
  const meaningful = figures.meaningful;
  const hours = (value: number | null) =>
    !meaningful ? NOT_MEANINGFUL : value === null ? 'no replies' : formatHours(value);
  return {
    reviews: String(figures.reviews),
    rate: !meaningful || figures.responseRate === null ? NOT_MEANINGFUL : percent(figures.responseRate),
    median: hours(figures.medianReplyHours),
    p90: hours(figures.p90ReplyHours),
    rating:
      rating.reviews < MIN_MEANINGFUL_REVIEWS || rating.average === null
        ? NOT_MEANINGFUL
        : `${rating.average.toFixed(1)}★`,
  };
}

const th: CSSProperties = { ...styles.th, width: 'auto', padding: '6px 8px 6px 0' };
const td: CSSProperties = { ...styles.td, fontSize: '15px', padding: '6px 8px 6px 0', whiteSpace: 'normal' };
const rowHead: CSSProperties = { ...td, color: colors.muted, fontSize: '14px' };

const ROWS = [
  ['reviews', 'Reviews'],
  ['rate', 'Answered'],
  ['median', 'Time to reply (median)'],
  ['p90', 'Time to reply (9 in 10 within)'],
  ['rating', 'Average rating'],
] as const;

function Comparison({ summaries }: Pick<MonthlyReportEmailProps, 'summaries'>) {
  const columns = [summaries.month, summaries.before, summaries.yearBefore];
  const values = columns.map(cells);
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={styles.table}>
      <thead>
        <tr>
          <th style={th}>&nbsp;</th>
          {columns.map((summary) => (
            <th key={summary.month} style={th}>
              {monthName(summary.month, true)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([key, label]) => (
          <tr key={key}>
            <td style={rowHead}>{label}</td>
            {values.map((value, index) => (
              <td key={columns[index]!.month} style={td}>
                {value[key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function rateRow(summary: MonthSummary): ChartRow {
  const { figures } = summary;
  const label = monthName(summary.month, true);
  if (!figures.meaningful || figures.responseRate === null) {
    return { label, share: null, value: `${NOT_MEANINGFUL} (${plural(figures.reviews, 'review')})` };
  }
  return {
    label,
    share: figures.responseRate,
    value: `${percent(figures.responseRate)} (${figures.answered} of ${figures.reviews})`,
  };
}

function starRows(summary: MonthSummary): ChartRow[] {
  const most = Math.max(1, ...summary.rating.stars);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = summary.rating.stars[stars - 1] ?? 0;
    return { label: `${stars}★`, share: count / most, value: String(count) };
  });
}

function Themes({ heading, themes, none }: { heading: string; themes: readonly ThemeCount[]; none: string }) {
  return (
    <>
      <Heading as="h3" style={{ ...styles.subheading, fontSize: '16px', margin: '16px 0 4px' }}>
        {heading}
      </Heading>
      {themes.length === 0 ? (
        <Text style={styles.muted}>{none}</Text>
      ) : (
        <ol style={styles.list}>
          {themes.slice(0, 3).map((theme) => (
            <li key={theme.key}>
              {theme.label} ({plural(theme.total, 'review')})
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The opening sentence: the month in one line, honest when the month has few reviews. */
function summaryLine(props: MonthlyReportEmailProps): string {
  const { figures } = props.summaries.month;
  const name = monthName(props.summaries.month.month);
  if (figures.reviews === 0) return `${props.restaurantName} got no new Google reviews in ${name}.`;
  const got = `${props.restaurantName} got ${plural(figures.reviews, 'Google review')} in ${name}`;
  if (!figures.meaningful) {
    return `${got}, ${figures.answered} answered: too few for a response rate or a time to reply to be meaningful yet (it takes ${MIN_MEANINGFUL_REVIEWS}).`;
  }
  const median =
    figures.medianReplyHours === null ? '' : `, half of them within ${formatHours(figures.medianReplyHours)}`;
  return `${got} and ${figures.answered} ${figures.answered === 1 ? 'has' : 'have'} a reply (${percent(figures.responseRate ?? 0)})${median}.`;
}

function reportFooter(props: MonthlyReportEmailProps): EmailFooter {
  const { restaurantName, brand } = props;
  const when = 'A report comes on the first morning of each month, at the time of your morning emails.';
  if (props.extraRecipient) {
    return {
      reason: `You’re receiving this because the owner of ${restaurantName} asked ${siteName(brand)} to copy their emails about its reviews to this address, and you confirmed it.`,
      unsubscribeUrl: props.unsubscribeUrl,
      unsubscribeStops: `${restaurantName}’s emails, this report included, stop coming to this address, starting now. The owner’s own emails go on.`,
    };
  }
  return {
    reason: `You’re receiving this because ${restaurantName}’s Google Business Profile is connected to ${siteName(brand)} with this address. ${when}`,
    unsubscribeUrl: props.unsubscribeUrl,
    unsubscribeStops: `no more monthly reports, morning emails, review alerts or other marketing email from ${siteName(brand)}, starting now.`,
    ...(props.reportsOffUrl
      ? {
          narrowOptOut: {
            url: props.reportsOffUrl,
            label: 'Stop monthly reports',
            stops: `no more monthly reports about ${restaurantName}; your morning emails and alerts go on. You can turn reports back on in your settings.`,
          },
        }
      : {}),
  };
}

/**
 * The monthly report (docs/results.md): last month's response rate, time to reply, reviews and rating beside the
 * month before and the same month a year before, bar charts drawn with tables, the three things praised and
 * criticised most, and the link to the results page. No SVG, no script, no remote image.
 */
export function MonthlyReportEmail(props: MonthlyReportEmailProps) {
  const { summaries, restaurantName } = props;
  const name = monthName(summaries.month.month);
  const chronological = [summaries.yearBefore, summaries.before, summaries.month];
  return (
    <EmailLayout brand={props.brand} preview={summaryLine(props)} footer={reportFooter(props)}>
      <Heading as="h1" style={styles.heading}>
        How {name} went for {restaurantName}
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>{summaryLine(props)}</Text>
      <Heading as="h2" style={styles.subheading}>
        {name} beside the month before and a year before
      </Heading>
      <Comparison summaries={summaries} />
      <Text style={styles.muted}>
        From the reviews on Google (deleted ones left out) and the replies on them, whoever posted them. A month with
        fewer than {MIN_MEANINGFUL_REVIEWS} reviews shows its count: its rates are not meaningful yet.
      </Text>
      <Heading as="h2" style={styles.subheading}>
        Reviews answered
      </Heading>
      <BarChart caption="Share of each month’s reviews that have a reply" rows={chronological.map(rateRow)} />
      <Heading as="h2" style={styles.subheading}>
        Stars in {name}
      </Heading>
      <BarChart
        caption={`${plural(summaries.month.rating.reviews, 'review')} by stars`}
        rows={starRows(summaries.month)}
      />
      <Heading as="h2" style={styles.subheading}>
        What guests said in {name}
      </Heading>
      <Themes
        heading="Praised most"
        themes={summaries.month.topPraise}
        none="No review praised a particular thing this month."
      />
      <Themes
        heading="Criticised most"
        themes={summaries.month.topCriticism}
        none="No review criticised a particular thing this month."
      />
      {props.resultsUrl ? (
        <Text style={styles.text}>
          <Link href={props.resultsUrl} style={styles.link}>
            See every figure on your results page
          </Link>
          , with the last 12 months and the reviews behind each theme.
        </Text>
      ) : (
        <Text style={styles.text}>The owner of {restaurantName} sees every figure on their results page.</Text>
      )}
    </EmailLayout>
  );
}

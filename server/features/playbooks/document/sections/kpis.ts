import type { PlaybookSection } from '../../playbook-types.ts';
import { type Context, REPLIES_NOT_SHARED, fixed, hoursText, pct } from '../shared.ts';

export function kpiSection(c: Context): PlaybookSection {
  const s = c.stats;
  const top = c.profile.complaints[0];
  const t = c.template;
  const trend =
    s.recentAverage !== null && s.olderAverage !== null
      ? `${fixed(s.recentAverage)}★ in the last 90 days vs ${fixed(s.olderAverage)}★ before`
      : s.recentAverage !== null
        ? `${fixed(s.recentAverage)}★ over the last 90 days`
        : `${fixed(s.averageRating)}★ overall`;
  return {
    id: 'kpis',
    heading: 'KPIs and your baseline',
    blocks: [
      {
        kind: 'paragraph',
        text: t
          ? 'Write down where you start, then review these five numbers on the first Monday of every month.'
          : `These are ${c.profile.name}’s figures today, from the reviews we read. Review them on the first Monday of every month.`,
      },
      {
        kind: 'table',
        caption: 'Key performance indicators',
        columns: ['KPI', 'Baseline now', '30-day target', '90-day target', 'How to measure'],
        rows: [
          [
            'Reply rate',
            t ? '[x]%' : s.ownerRepliesKnown ? pct(s.replyRate) : `Not known (${REPLIES_NOT_SHARED})`,
            '90% of new reviews',
            '100% of new reviews',
            'Replied ÷ received, per month, from the log',
          ],
          [
            'Median time to reply',
            t ? '[x] hours' : s.ownerRepliesKnown ? hoursText(s.medianReplyHours) : 'Not known',
            'Under 48 hours',
            'Under 24 hours',
            'Hours from review to posted reply, median per month',
          ],
          [
            'Unanswered negatives',
            t ? '[x]' : s.ownerRepliesKnown ? String(s.unansweredNegatives.length) : 'Not known',
            '0 older than 24 hours',
            '0 older than 24 hours',
            'Count of 1–2★ reviews with no reply',
          ],
          [
            'Theme recurrence',
            t ? '[top complaint]: [x]%' : top ? `${top.label}: ${pct(top.share)}` : 'No recurring complaint',
            top ? `Below ${pct(top.share)}` : 'Stay at zero',
            top ? `Below ${pct(top.share / 2)}` : 'Stay at zero',
            'Share of new reviews tagged with the theme',
          ],
          [
            'Rating trend',
            t ? '[x.x]★' : trend,
            'Hold or rise',
            'Up 0.1★ or more',
            'Average stars of reviews received in the last 90 days',
          ],
        ],
      },
    ],
  };
}

import type { PlaybookSection } from '../../playbook-types.ts';
import { type Context, joinList, lowerFirst } from '../shared.ts';

export function monitoringSection(c: Context): PlaybookSection {
  const themes = c.template
    ? '[recurring complaint 1], [recurring complaint 2]'
    : c.profile.complaints.length > 0
      ? joinList(c.profile.complaints.slice(0, 3).map((t) => lowerFirst(t.label)))
      : joinList(['wait times', 'food temperature', 'staff tone']);
  const volume =
    !c.template && c.stats.last30Days > 0
      ? `The reviews we read include ${c.stats.last30Days} from the last 30 days, about ${Math.max(1, Math.round(c.stats.last30Days / 4.3))} a week: the daily check should take under ten minutes.`
      : 'Most restaurants get a handful of reviews a week: the daily check should take under ten minutes.';
  return {
    id: 'monitoring',
    heading: 'Monitoring cadence',
    blocks: [
      { kind: 'paragraph', text: volume },
      { kind: 'subheading', text: 'Every day, before the first service' },
      {
        kind: 'list',
        style: 'numbered',
        items: [
          'Open Google Business Profile reviews sorted by newest, then Yelp, Tripadvisor, your reservation platform and the delivery apps.',
          'Log each new review with its stars and theme (food, wait, service, cleanliness, value, atmosphere, drinks, order accuracy).',
          'Anything that matches an escalation trigger (section 9) goes to the owner now, before any drafting.',
          'Draft replies with the frameworks in section 6; 1–3★ drafts go for approval, 4–5★ can be posted after a read-through.',
        ],
      },
      { kind: 'subheading', text: 'Every week' },
      {
        kind: 'table',
        caption: 'The weekly loop',
        columns: ['When', 'What happens', 'Who'],
        rows: [
          [
            'Monday',
            'Triage the weekend: every review logged, escalations assigned, drafts approved',
            'General manager and owner',
          ],
          [
            'Tuesday',
            `Root cause: for each complaint, check the ticket, the shift and the station. Watch ${themes}.`,
            'Theme owners (section 13)',
          ],
          ['Wednesday', 'Reply catch-up: nothing older than 48 hours left unanswered', 'General manager'],
          [
            'Friday',
            'Trend review: new reviews, average stars, which themes came back, what changed in the kitchen or on the floor',
            'Owner, general manager, head chef',
          ],
          ['First Monday of the month', 'Leadership review of the KPIs in section 15 against last month', 'Owner'],
        ],
      },
    ],
  };
}

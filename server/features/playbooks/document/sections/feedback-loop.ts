import type { Aspect } from '#contracts/brand.ts';
import type { PlaybookBlock, PlaybookSection } from '../../playbook-types.ts';
import { ASPECT_FIRST_CHECK, ASPECT_OWNER, type Context, DEFAULT_COMPLAINTS, pct } from '../shared.ts';

export function feedbackLoopSection(c: Context): PlaybookSection {
  const themes = c.template ? [] : c.profile.complaints;
  const rows: string[][] =
    themes.length > 0
      ? themes.map((t) => [
          t.label,
          `${pct(t.share)} (${t.count})`,
          ASPECT_OWNER[t.aspect],
          ASPECT_FIRST_CHECK[t.aspect],
          t.share > 0 ? `Under ${pct(t.share / 2)} of new reviews in 90 days` : 'No new mentions in 90 days',
        ])
      : (c.template ? [{ label: '[Recurring complaint]', aspect: 'speed' as Aspect }] : DEFAULT_COMPLAINTS).map((t) => [
          t.label,
          c.template ? '[share]' : '0%',
          ASPECT_OWNER[t.aspect],
          ASPECT_FIRST_CHECK[t.aspect],
          'Keep it at zero',
        ]);
  const protect = c.template ? [] : c.profile.strengths.slice(0, 4);
  const blocks: PlaybookBlock[] = [
    {
      kind: 'paragraph',
      text: 'Replies fix the page; operations fix the cause. Each recurring theme has one owner who checks the cause, makes a change and reports at the Friday trend review whether the theme came back.',
    },
    {
      kind: 'table',
      caption: 'Theme owners',
      columns: ['Theme', 'Share of reviews now', 'Owner in operations', 'First check', '90-day goal'],
      rows,
    },
  ];
  if (protect.length > 0) {
    blocks.push({ kind: 'subheading', text: 'Strengths to protect' });
    blocks.push({
      kind: 'list',
      style: 'bullet',
      items: protect.map(
        (t) =>
          `${t.label} (${pct(t.share)} of reviews): owned by the ${ASPECT_OWNER[t.aspect].toLowerCase()}. Don’t change it without tasting or testing it against what guests praise.`,
      ),
    });
  }
  blocks.push({
    kind: 'list',
    style: 'bullet',
    items: [
      'Tag every new review with one or more themes in the log; the tags are what make recurrence measurable.',
      'When a fix ships (new hold times, an extra runner on Fridays, a restroom check), write the date in the log so the trend review can see before and after.',
      'Share one piece of praise with the whole team at every pre-shift: the named server or cook hears it first.',
    ],
  });
  return { id: 'feedback-loop', heading: 'Feedback loop to operations', blocks };
}

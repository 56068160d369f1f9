import type { PlaybookBlock, PlaybookSection } from '../../playbook-types.ts';
import { themeAttribution } from '../attribution.ts';
import { type Context, REPLIES_NOT_SHARED, excerpt, fixed, hoursText, pct, stars } from '../shared.ts';

export function appendixSection(c: Context): PlaybookSection {
  if (c.template) {
    return {
      id: 'appendix',
      heading: 'Appendix: review statistics',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your personalised playbook ends with your own figures: the star distribution, average rating, reply rate, the themes guests mention most with their share of reviews, and the dishes and staff they name.',
        },
      ],
    };
  }
  const s = c.stats;
  const total = s.reviewCount || 1;
  const distributionRows = ([5, 4, 3, 2, 1] as const).map((n) => [
    stars(n),
    String(s.distribution[n]),
    pct(s.distribution[n] / total),
  ]);
  const themeRows = [
    ...c.profile.strengths.map((t) => [
      'Strength',
      t.label,
      pct(t.share),
      String(t.count),
      t.evidence ? `“${excerpt(t.evidence, 120)}” (${themeAttribution(t, c, 'a guest')})` : '',
    ]),
    ...c.profile.complaints.map((t) => [
      'Complaint',
      t.label,
      pct(t.share),
      String(t.count),
      t.evidence ? `“${excerpt(t.evidence, 120)}” (${themeAttribution(t, c, 'a guest')})` : '',
    ]),
  ];
  const facts = [
    `Reviews analysed: ${s.reviewCount}.`,
    `Average rating: ${fixed(s.averageRating, 2)}★.`,
    !s.ownerRepliesKnown
      ? `Reviews with an owner reply: not known (${REPLIES_NOT_SHARED}).`
      : s.replyRate === null
        ? 'Reviews with an owner reply: not known (no reviews to count).'
        : `Reviews with an owner reply: ${s.repliedCount} (${pct(s.replyRate)}).`,
    `Median time to reply: ${s.ownerRepliesKnown ? hoursText(s.medianReplyHours) : 'not known'}.`,
    `Reviews in the last 90 days: ${s.recentCount}.`,
  ];
  if (s.languages.length > 0) {
    const names = { en: 'English', es: 'Spanish', other: 'other languages' };
    facts.push(`Languages: ${s.languages.map((l) => `${names[l.language]} ${l.count}`).join(', ')}.`);
  }
  if (c.dishes.length > 0) facts.push(`Dishes and drinks guests name: ${c.dishes.join(', ')}.`);
  if (c.profile.staffMentioned.length > 0) facts.push(`Staff guests name: ${c.profile.staffMentioned.join(', ')}.`);
  const blocks: PlaybookBlock[] = [
    { kind: 'table', caption: 'Star distribution', columns: ['Stars', 'Reviews', 'Share'], rows: distributionRows },
    { kind: 'list', style: 'bullet', items: facts },
  ];
  if (themeRows.length > 0) {
    blocks.push({
      kind: 'table',
      caption: 'Top themes',
      columns: ['Type', 'Theme', 'Share', 'Reviews', 'Evidence'],
      rows: themeRows,
    });
  }
  const fromGoogle = c.reviewSource === 'google';
  blocks.push({
    kind: 'paragraph',
    text: c.samples
      ? `Figures come from the ${s.reviewCount} sample reviews this playbook was built from: reviews written for our demo, not real reviews of ${c.profile.name}.`
      : fromGoogle
        ? `Figures come from the ${s.reviewCount} reviews available when this playbook was prepared. Google shows outside tools at most five reviews per place, chosen by relevance, so treat the shares as directional.`
        : `Figures come from the ${s.reviewCount} reviews available when this playbook was prepared${s.reviewCount < 20 ? '; with a sample this size, treat the shares as directional' : ''}.`,
  });
  return { id: 'appendix', heading: 'Appendix: review statistics', blocks };
}

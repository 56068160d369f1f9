import type { PlaybookBlock, PlaybookSection } from '../../playbook-types.ts';
import { suggestComplaintReply } from '../../reply-writer.ts';
import { themeAttribution } from '../attribution.ts';
import { ASPECT_FIRST_CHECK, ASPECT_OWNER, type Context, DEFAULT_COMPLAINTS, excerpt, pct } from '../shared.ts';

export function complaintRepliesSection(c: Context): PlaybookSection {
  const real = c.template ? [] : c.profile.complaints;
  const themes = real.length > 0 ? real : DEFAULT_COMPLAINTS;
  const blocks: PlaybookBlock[] = [
    {
      kind: 'paragraph',
      text:
        real.length > 0
          ? `These are the complaints that come back in ${c.samples ? 'the sample reviews' : `${c.profile.name}’s reviews`}. Each has a prepared reply to adapt and an owner in operations who fixes the cause (section 13).`
          : c.template
            ? 'In your personalised playbook, each recurring complaint found in your reviews gets its own prepared reply. Until then, these cover the three complaints restaurants hear most.'
            : 'No complaint recurs across your reviews yet. These prepared replies cover the three complaints restaurants hear most, so the team is ready when one arrives.',
    },
  ];
  themes.forEach((theme, i) => {
    const noteParts = [
      `Fix it in operations: ${ASPECT_OWNER[theme.aspect].toLowerCase()}. ${ASPECT_FIRST_CHECK[theme.aspect]}`,
    ];
    blocks.push({
      kind: 'replies',
      items: [
        {
          label: theme.count > 0 ? `${theme.label} (${pct(theme.share)} of reviews)` : theme.label,
          rating: null,
          attribution: theme.evidence.trim() !== '' ? themeAttribution(theme, c, 'A guest') : '',
          when: '',
          reviewExcerpt: theme.evidence.trim() !== '' ? excerpt(theme.evidence, 200) : '',
          reply: suggestComplaintReply(theme, c.profile, i),
          note: noteParts.join(' '),
        },
      ],
    });
  });
  return { id: 'complaint-replies', heading: 'Prepared replies to recurring complaints', blocks };
}

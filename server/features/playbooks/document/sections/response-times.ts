import type { PlaybookBlock, PlaybookSection } from '../../playbook-types.ts';
import { type Context, REPLIES_NOT_SHARED, hoursText } from '../shared.ts';

export function responseTimeSection(c: Context): PlaybookSection {
  const blocks: PlaybookBlock[] = [
    {
      kind: 'paragraph',
      text: 'Diners read replies: 97% of people who read reviews also read the business’s responses (BrightLocal, 2019), and a fast, specific reply is often what turns a one-off complaint into a returning guest.',
    },
    {
      kind: 'table',
      caption: 'Response-time standards',
      columns: ['Review', 'Examples', 'Public reply within', 'Private follow-up'],
      rows: [
        [
          'Critical',
          'Illness, allergic reaction, injury, discrimination, legal threat, staff misconduct',
          '24 hours, holding reply approved by the owner',
          'Owner informed within 2 hours; guest contacted the same day',
        ],
        [
          '1–2★',
          'Cold food, long waits, rude service, wrong orders',
          '24 hours',
          'Same day as the reply, when the guest reaches out',
        ],
        ['3★', 'Good food, slow service; nice room, loud music', '48 hours', 'Only if the guest asks'],
        ['4–5★', 'Praise, with or without a small niggle', '48 hours', 'None needed'],
        ['Stars only, no text', 'A rating with nothing written', '48 hours, one or two lines', 'None'],
      ],
    },
  ];
  if (!c.template) {
    const open = c.stats.unansweredNegatives.length;
    blocks.push({
      kind: 'callout',
      tone: open > 0 || !c.stats.ownerRepliesKnown ? 'warning' : 'info',
      title: 'Where you stand today',
      text: !c.stats.ownerRepliesKnown
        ? `Which reviews already have a reply, and how fast they got it, is not known: ${REPLIES_NOT_SHARED}. Check the 1–2★ reviews in Google Business Profile today and answer any that are still open.`
        : c.stats.replyRate === null
          ? 'There were no reviews to read, so there is no baseline yet: start the log with the next review.'
          : open > 0
            ? `${open} ${open === 1 ? 'review' : 'reviews'} of 1–2★ in the sample ${open === 1 ? 'has' : 'have'} no owner reply. Median time to reply so far: ${hoursText(c.stats.medianReplyHours)}.`
            : `Every 1–2★ review in the sample has an owner reply. Median time to reply so far: ${hoursText(c.stats.medianReplyHours)}.`,
    });
  }
  return { id: 'response-times', heading: 'Response-time standards', blocks };
}

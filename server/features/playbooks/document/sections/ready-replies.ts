import { replyLanguageOf } from '#server/features/playbooks/reply-language.ts';
import type { PlaybookBlock, PlaybookSection, ReplyExample } from '../../playbook-types.ts';
import { emptyReplyMemory, suggestReply } from '../../reply-writer.ts';
import { attributionOf } from '../attribution.ts';
import { type Context, SENSITIVE_LABEL, excerpt, joinList } from '../shared.ts';

export function readyRepliesSection(c: Context): PlaybookSection {
  if (c.template) {
    return {
      id: 'ready-replies',
      heading: 'Ready replies to your recent reviews',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In your personalised playbook this section holds replies written for your own recent reviews (your best, a mixed one and your worst), each attributed to its reviewer and ready to post after a read-through.',
        },
        {
          kind: 'replies',
          items: [
            {
              label: 'Praise',
              rating: 5,
              attribution: '[Guest name] on Google',
              when: '[date]',
              reviewExcerpt: '[What the guest wrote]',
              reply:
                'Hi [first name],\n\nThank you for taking the time to write this. We’re so glad the [dish they mentioned] hit the spot. We hope to see you again soon.\n\n— [Owner first name]',
              note: '',
            },
          ],
        },
      ],
    };
  }
  // The ready replies are one page of replies: none opens or closes like another.
  const memory = emptyReplyMemory();
  const items: ReplyExample[] = c.chosen.map((p, i) => {
    const sensitive = c.stats.escalations.find((e) => e.review.id === p.review.id);
    const notes: string[] = [];
    if (sensitive) {
      notes.push(
        `Escalate first: this review describes ${joinList(sensitive.kinds.map((k) => SENSITIVE_LABEL[k]))}. Before it is posted, the owner checks what happened with the team and the records, then approves this holding reply, which invites the guest to get in touch.`,
      );
    }
    if (p.review.ownerReply) notes.push('Already answered: use this as a model for the next one like it.');
    else if (!sensitive && !c.stats.ownerRepliesKnown)
      notes.push('Check on Google whether it already has a reply; if not, post this after a read-through.');
    else if (!sensitive) notes.push('Still unanswered: post this after a read-through.');
    if (replyLanguageOf(p.review) === 'es') notes.push('Written in Spanish, the reviewer’s language.');
    return {
      label: p.label,
      rating: p.review.rating,
      attribution: attributionOf(p.review),
      when: p.review.relativeTime,
      reviewExcerpt: c.withholdReviewText
        ? ''
        : p.review.text.trim() === ''
          ? '(Stars only, no text)'
          : excerpt(p.review.text),
      reply:
        c.modelReplies.get(p.review.id) ??
        suggestReply({ review: p.review, insight: p.insight, profile: c.profile, variant: i, memory }),
      note: notes.join(' '),
      language: replyLanguageOf(p.review),
    };
  });
  const blocks: PlaybookBlock[] =
    items.length > 0
      ? [
          {
            kind: 'paragraph',
            text: `Replies to ${items.length} of ${c.samples ? 'the sample reviews' : `${c.profile.name}’s own reviews`}, from the best to the hardest. Read each one against the full review before posting; change anything that isn’t true.${c.withholdReviewText ? ' Google’s terms let us keep our replies but not the reviews: this copy leaves out what each guest wrote and who wrote it, and the copy emailed to the owner quotes them.' : ''}`,
          },
          { kind: 'replies', items },
        ]
      : [
          {
            kind: 'paragraph',
            text: 'We had no reviews to answer for this restaurant. Once reviews come in, draft the first replies with the frameworks in section 6 and the sign-off in section 5.',
          },
        ];
  return {
    id: 'ready-replies',
    heading: c.samples ? 'Ready replies to recent sample reviews' : 'Ready replies to your recent reviews',
    blocks,
  };
}

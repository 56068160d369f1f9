import type { PlaybookSection } from '../../playbook-types.ts';
import type { Context } from '../shared.ts';

export function spamSection(c: Context): PlaybookSection {
  const signOff = c.template ? '— [Owner first name]' : c.profile.signOff.trim() || `— ${c.owner}`;
  return {
    id: 'spam',
    heading: 'Suspected spam and fake reviews',
    blocks: [
      {
        kind: 'list',
        style: 'bullet',
        items: [
          'Signs: no match for the date in your bookings or POS; dishes you don’t serve; a burst of 1★ reviews in a few hours; a reviewer with no other history or the same text on several businesses; a review that is really an ad or a rant about something else.',
          'Flag it from Google Business Profile (Reviews → ⋮ → Report review) and choose the closest policy reason; on Yelp and Tripadvisor use their report buttons. Keep a screenshot and the date.',
          'Don’t argue, don’t accuse the reviewer of lying, and don’t speculate about who wrote it. Readers side with the calm reply.',
          'If it stays up and other guests can see it, post one neutral reply (below) and move on. Don’t reply to a review that is only abuse; report it.',
          'Never ask friends, staff or regulars to post reviews to bury it: that breaks every platform’s rules.',
        ],
      },
      {
        kind: 'replies',
        items: [
          {
            label: 'Neutral reply to a review you cannot place',
            rating: null,
            attribution: '',
            when: '',
            reviewExcerpt: '',
            reply: `Hello,\n\nWe take every review seriously, but we haven’t been able to match this one to a visit. If you dined with us, please contact us directly so we can look into it properly.\n\n${signOff}`,
            note: 'Use once, only after the review has been reported and left up.',
          },
        ],
      },
    ],
  };
}

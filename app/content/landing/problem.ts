import { lossClaims, type LossClaimId } from '../claims.ts';
import type { Metric } from './common.ts';

/* ------------------------------------------------------------------ Problem / urgency, reviewer cards */

export const problemSection = {
  eyebrow: 'The cost of silence',
  heading: 'Every unanswered review is a table someone else fills',
  intro:
    'Diners read replies before they book. When a complaint sits unanswered, the next guest reads it too, and sees nobody listening.',
  cards: ['hoursLost', 'revenueLost', 'customerDropOff', 'dinersReadReplies'] satisfies LossClaimId[],
  ctaLabel: 'Stop losing guests: get my free playbook',
};

export interface ReviewerCard {
  id: string;
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  platform: string;
  timeAgo: string;
  text: string;
  /** What leaving this review unanswered costs. */
  cost: Metric;
}

export const reviewerCards = {
  heading: 'Three reviews posted this week. None answered.',
  intro: 'Sample reviews, written to show what each one costs if it stays that way.',
  unansweredLabel: 'No reply yet',
  items: [
    {
      id: 'rachel-m',
      name: 'Rachel M.',
      rating: 2,
      platform: 'Google',
      timeAgo: '3 days ago',
      text: "Food was good, but we waited 40 minutes for our mains and nobody told us why. Not sure we'll be back.",
      cost: { value: '$1,380 a year', label: 'Two guests, six visits a year at $115, gone for good' },
    },
    {
      id: 'david-l',
      name: 'David L.',
      rating: 4,
      platform: 'Yelp',
      timeAgo: '1 week ago',
      text: "Best shakshuka in the neighbourhood and the staff were lovely. A bit loud inside on a Sunday, but we'll be back.",
      cost: { value: 'A regular unthanked', label: 'The fans who praise you publicly are the easiest guests to keep' },
    },
    {
      id: 'sofia-p',
      name: 'Sofia P.',
      rating: 1,
      platform: 'Tripadvisor',
      timeAgo: '5 days ago',
      text: 'Found a hair in my pasta. The server shrugged and the manager never came over. Never again.',
      cost: {
        value: lossClaims.dinersReadReplies.value,
        label: "of diners read replies: this one is now your menu's first impression",
      },
    },
  ] satisfies ReviewerCard[],
};

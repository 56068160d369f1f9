import type { FeatureIcon } from './common.ts';

/* ------------------------------------------------------------------ 7. Features grid */

export interface FeatureItem {
  id: string;
  icon: FeatureIcon;
  title: string;
  description: string;
}

export const featuresSection = {
  eyebrow: 'Features',
  heading: 'Everything a great reply needs, already done',
  intro: 'The craft of a thoughtful manager, at the volume of a busy restaurant.',
  items: [
    {
      id: 'playbook',
      icon: 'book-open',
      title: 'A playbook built from your reviews',
      description:
        "Who replies and when, your voice on one page, do and don't words, and reply frameworks your whole team can follow.",
    },
    {
      id: 'specific-replies',
      icon: 'utensils',
      title: 'Replies that name the dish',
      description:
        'Every reply draws on what the guest actually wrote: the short rib, the server, the birthday. No two read alike.',
    },
    {
      id: 'every-rating',
      icon: 'star',
      title: 'Every star rating covered',
      description:
        'Thank the 5-star regulars, win over the 3-star maybes, and answer 1-star reviews with ownership instead of excuses.',
    },
    {
      id: 'escalation',
      icon: 'shield-alert',
      title: 'Hard reviews go to a person',
      description:
        'Illness, food safety, discrimination, legal threats and staff conduct are flagged for you first and never auto-posted.',
    },
    {
      id: 'platforms',
      icon: 'layers',
      title: 'Every platform, one voice',
      description: 'Google, Yelp, Tripadvisor, Facebook and the delivery apps, answered with the same care.',
    },
    {
      id: 'languages',
      icon: 'languages',
      title: "The guest's language",
      description: 'A review in Spanish gets a reply in Spanish, in the same voice as everything else you post.',
    },
    {
      id: 'offers',
      icon: 'gift',
      title: 'Win-back offers, done right',
      description:
        'Return-visit codes go to unhappy guests privately, never in public and never for a review, as Google, Yelp and Tripadvisor require.',
    },
    {
      id: 'reporting',
      icon: 'chart-column',
      title: 'Reporting ownership reads',
      description:
        'Reply rate, time to reply, unanswered negatives, recurring themes and rating trend, by location and by month.',
    },
  ] satisfies FeatureItem[],
};

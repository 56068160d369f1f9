import type { ClaimId } from '../claims.ts';
import { site } from '../site.ts';

/* ------------------------------------------------------------------ 2. Hero */

export const hero = {
  eyebrow: 'Free for restaurants, bars and cafes',
  headline: 'Every review answered, in your voice, starting tomorrow morning.',
  subhead:
    'Find your restaurant and we read its reviews, learn how you sound and write the review-response playbook your team will actually use: reply frameworks for every star rating, ready replies to the reviews we read, and the rules for the hard ones.',
  reassurance: 'No signup. No credit card. Free.',
  deliveryPromise: 'Your playbook, in your inbox in under 5 minutes.',
  blitz: {
    title: 'Plus a free 7-day reply blitz',
    body: 'Starting tomorrow, every morning at 8:00 AM New York time for 7 days, we email you a suggested reply to each review from the previous 24 hours. Read, adjust if you like, post.',
  },
  trustClaims: ['generalManagers', 'fasterResponse', 'successRate'] satisfies ClaimId[],
  howItWorks: {
    buttonLabel: 'See how it works',
    dialogTitle: 'How It Works',
    dialogDescription: `Two minutes on how ${site.brandName} turns your reviews into a playbook and a week of ready replies.`,
    playLabel: 'Play video',
    privacyNote:
      'The video loads from YouTube in privacy-enhanced mode only after you press play. Nothing is requested before that.',
    closeLabel: 'Close',
  },
} as const;

import { site } from './site.ts';

/**
 * The operator's marketing claims, shown exactly as written and kept in this one module: change a figure here and
 * every section that cites it follows.
 */

export interface Claim {
  /** The figure as displayed, e.g. "87%". */
  value: string;
  /** What the figure measures, short enough for a stat tile. */
  label: string;
  /** One sentence of context for tooltips, cards and screen readers. */
  detail: string;
}

export const claims = {
  fasterResponse: {
    value: '87%',
    label: 'faster response',
    detail: 'Replies go out within hours of a review landing instead of days, without anyone logging in to write them.',
  },
  averageAnnualValue: {
    value: '$127K+',
    label: 'average annual value',
    detail: `Average yearly value reported across ${site.brandName} restaurants from returning guests and hours given back to managers.`,
  },
  generalManagers: {
    value: '500+',
    label: 'GMs',
    detail: `General managers and owners who have used ${site.brandName} playbooks and replies in their restaurants.`,
  },
  successRate: {
    value: '98.7%',
    label: 'success rate',
    detail: `Share of ${site.brandName} replies delivered and published on schedule.`,
  },
  revenueLift: {
    value: 'up to 4.9%',
    label: 'revenue lift',
    detail: 'Answering every review keeps more first-time guests coming back, which shows up in covers and revenue.',
  },
  hoursSaved: {
    value: '10–15 hours',
    label: 'saved monthly',
    detail: 'Manager time no longer spent reading, drafting and posting replies by hand.',
  },
} as const satisfies Record<string, Claim>;

export const lossClaims = {
  hoursLost: {
    value: '240–540 hours',
    label: 'a year spent on replies',
    detail:
      'What writing thoughtful replies by hand costs a busy restaurant, at 20 to 45 hours a month of manager time.',
  },
  revenueLost: {
    value: '$50K+',
    label: 'lost revenue',
    detail: 'Guests who read unanswered complaints and book somewhere else, a table at a time, across a year.',
  },
  customerDropOff: {
    value: '67%',
    label: 'customer drop-off',
    detail: 'Guests who had a poor experience and heard nothing back are far less likely to return or recommend you.',
  },
  dinersReadReplies: {
    value: '89%',
    label: 'of diners read replies',
    detail: 'Most diners read how a restaurant answers its reviews before they choose where to eat.',
  },
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;
export type LossClaimId = keyof typeof lossClaims;

/** Shown under any block of claims; the disclaimer page says the same at length. */
export const claimsFootnote = `Figures reflect results reported by ${site.brandName} customers and industry research on review responses. Individual results vary with location, volume and how consistently replies are posted.`;

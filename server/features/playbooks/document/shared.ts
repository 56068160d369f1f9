import type { Aspect, BrandProfile, Theme } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import type { PlaybookStats } from '../playbook-stats.ts';
import type { Register } from '../reply-writer.ts';
import type { SensitiveKind } from '../review-signals.ts';
import { ESCALATION_LABEL } from '../escalation.ts';
import type { ChosenReview } from './reviews-to-answer.ts';

/** What every section builder reads: one restaurant's analysis, figures and the reviews chosen to answer. */
export interface Context {
  profile: BrandProfile;
  reviews: Review[];
  /** The reviews the ready-replies section answers, chosen once per playbook. */
  chosen: ChosenReview[];
  /** Replies a model wrote, by review id; a chosen review without one keeps our own reply. */
  modelReplies: ReadonlyMap<string, string>;
  stats: PlaybookStats;
  owner: string;
  ownerKnown: boolean;
  register: Register;
  dishes: string[];
  template: boolean;
  withholdReviewText: boolean;
  generatedAt: Date;
  reviewSource: Review['source'] | null;
  /** The catalogue's reviews are samples written for the demo: the copy never calls them the restaurant's own. */
  samples: boolean;
}

/** Who in operations owns a theme, by its aspect. */
export const ASPECT_OWNER: Record<Aspect, string> = {
  food: 'Head chef',
  signature: 'Head chef',
  speed: 'General manager (floor and pacing)',
  service: 'Front-of-house manager',
  staff: 'Front-of-house manager',
  value: 'Owner',
  ambience: 'General manager',
  cleanliness: 'Closing manager',
  drinks: 'Bar manager',
};

/** The first thing that owner checks when the theme recurs. */
export const ASPECT_FIRST_CHECK: Record<Aspect, string> = {
  food: 'Taste the dishes named in complaints at pre-shift for a week; check hold times at the pass.',
  signature: 'Spec-check the dish against its recipe card daily for a week; retrain whoever is on that station.',
  speed:
    'Pull ticket and seating times for the complained-about services; compare covers booked with staff on the floor.',
  service: 'Review the shift in question with the team; role-play the check-back and the apology at pre-shift.',
  staff: 'Talk to the staff member privately with the review in hand; never in front of the team.',
  value: 'Compare portion weights to spec and check the menu copy sets the right expectation for the price.',
  ambience: 'Walk the room at peak with a decibel app and a thermometer; note music level and door drafts.',
  cleanliness: 'Add a timed restroom and table check to the hourly floor routine; sign it off on a sheet.',
  drinks: 'Check recipes, glass temperatures and ticket times at the bar during the busiest hour.',
};

/** How the copy names each case to escalate: as the blitz email names it, but for staff conduct. */
export const SENSITIVE_LABEL: Record<SensitiveKind, string> = { ...ESCALATION_LABEL, 'staff-conduct': 'staff conduct' };

/** The complaints restaurants hear most: prepared for when none recurs in the reviews (or in the template). */
export const DEFAULT_COMPLAINTS: Theme[] = [
  { aspect: 'speed', label: 'Long waits', share: 0, count: 0, evidence: '', evidenceAuthor: '' },
  { aspect: 'food', label: 'Food arriving cold', share: 0, count: 0, evidence: '', evidenceAuthor: '' },
  { aspect: 'service', label: 'Inattentive or rude service', share: 0, count: 0, evidence: '', evidenceAuthor: '' },
];

export function pct(share: number | null): string {
  if (share === null || Number.isNaN(share)) return 'not known';
  return `${Math.round(share * 100)}%`;
}

/** Google Places (New) sends reviews without their owner replies: said wherever a reply figure would go. */
export const REPLIES_NOT_SHARED = 'Google doesn’t share owner replies through Places';

export function stars(n: number): string {
  return `${n}★`;
}

export function hoursText(hours: number | null): string {
  if (hours === null) return 'not known (no dated owner replies in the sample)';
  if (hours < 48) return `${Math.round(hours)} hours`;
  return `${Math.round(hours / 24)} days`;
}

export function fixed(value: number | null, digits = 1): string {
  return value === null ? 'n/a' : value.toFixed(digits);
}

export function excerpt(text: string, max = 280): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function joinList(items: string[], conj = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conj} ${items.at(-1) ?? ''}`;
}

/** Theme labels can hold commas ("Knowledgeable, attentive servers"); then semicolons keep the list readable. */
export function joinThemes(items: string[]): string {
  if (!items.some((i) => i.includes(','))) return joinList(items);
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join('; ')}; and ${items.at(-1) ?? ''}`;
}

export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

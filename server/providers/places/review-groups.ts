import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Review, ReviewDistribution, ReviewGroups } from '#contracts/places.ts';

/**
 * Review normalisation shared by every places provider (normalised once, at the provider
 * boundary). Pure: the clock comes in as `now`.
 */

/** Newest first; equal instants fall back to id so the order is stable across calls. */
export function sortNewestFirst(reviews: readonly Review[]): Review[] {
  return [...reviews].sort((a, b) => {
    const byTime = Date.parse(b.publishTime) - Date.parse(a.publishTime);
    if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** best = 4–5 stars, medium = 3, bad = 1–2, each newest first. */
export function groupReviews(reviews: readonly Review[]): ReviewGroups {
  const sorted = sortNewestFirst(reviews);
  return {
    best: sorted.filter((review) => review.rating >= 4),
    medium: sorted.filter((review) => review.rating === 3),
    bad: sorted.filter((review) => review.rating <= 2),
  };
}

export function reviewDistribution(reviews: readonly Review[]): ReviewDistribution {
  const distribution = { high: 0, medium: 0, low: 0 };
  for (const review of reviews) {
    if (review.rating >= 4) distribution.high += 1;
    else if (review.rating === 3) distribution.medium += 1;
    else distribution.low += 1;
  }
  return distribution;
}

/** The review part of PlaceDetails: groups, every review newest first, and the counts. */
export function summariseReviews(reviews: readonly Review[]): {
  reviews: ReviewGroups;
  allReviews: Review[];
  reviewDistribution: ReviewDistribution;
} {
  return {
    reviews: groupReviews(reviews),
    allReviews: sortNewestFirst(reviews),
    reviewDistribution: reviewDistribution(reviews),
  };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "2 hours ago", "a day ago", "3 weeks ago"… in the wording Google Maps uses for review ages.
 * A publish time in the future (clock skew) reads "just now".
 */
export function relativeTime(publishTime: Date | string, now: Date): string {
  const elapsed = now.getTime() - new Date(publishTime).getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < 45 * SECOND) return 'just now';
  if (elapsed < 90 * SECOND) return 'a minute ago';
  if (elapsed < 45 * MINUTE) return `${Math.round(elapsed / MINUTE)} minutes ago`;
  if (elapsed < 90 * MINUTE) return 'an hour ago';
  if (elapsed < 22 * HOUR) return `${Math.round(elapsed / HOUR)} hours ago`;
  if (elapsed < 36 * HOUR) return 'a day ago';
  const days = elapsed / DAY;
  if (days < 6.5) return `${Math.max(2, Math.round(days))} days ago`;
  if (days < 14) return 'a week ago';
  if (days < 30) return `${Math.floor(days / 7)} weeks ago`;
  if (days < 45) return 'a month ago';
  if (days < 320) return `${Math.max(2, Math.round(days / 30.44))} months ago`;
  if (days < 548) return 'a year ago';
  return `${Math.max(2, Math.round(days / 365.25))} years ago`;
}

const unitMs: Record<string, number> = {
  second: SECOND,
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30.44 * DAY,
  year: 365.25 * DAY,
};

/**
 * Reverse of relativeTime for reviews that carry only a description ("a month ago", "3 weeks ago"):
 * an approximate instant, so such reviews still sort. Null when the wording is not recognised.
 */
export function parseRelativeTime(description: string, now: Date): Date | null {
  const text = description.trim().toLowerCase();
  if (text === 'just now' || text === 'now') return new Date(now.getTime());
  const match = /^(a|an|one|\d+)\s+(second|minute|hour|day|week|month|year)s?\s+ago$/.exec(text);
  if (!match) return null;
  const [, countText = '1', unit = 'day'] = match;
  const count = /^\d+$/.test(countText) ? Number(countText) : 1;
  const ms = unitMs[unit];
  return ms === undefined ? null : new Date(now.getTime() - count * ms);
}

const textValueSchema = z.union([
  z.string(),
  z.object({ text: z.string().optional(), languageCode: z.string().optional() }),
]);

/**
 * Every review shape we accept: Places (New) (`text: {text}`,
 * `authorAttribution.displayName`, `relativePublishTimeDescription`, `publishTime`) and the legacy/client shape
 * (`text` string, `author_name`, `relative_time_description`, `time` in Unix seconds). Unknown keys are ignored.
 */
export const incomingReviewSchema = z.object({
  name: z.string().optional(),
  id: z.string().optional(),
  rating: z.number().min(1).max(5),
  text: textValueSchema.nullish(),
  originalText: z.object({ text: z.string().optional(), languageCode: z.string().optional() }).nullish(),
  authorAttribution: z.object({ displayName: z.string().optional() }).nullish(),
  author_name: z.string().nullish(),
  authorName: z.string().nullish(),
  relativePublishTimeDescription: z.string().nullish(),
  relative_time_description: z.string().nullish(),
  publishTime: z.string().nullish(),
  time: z.number().nullish(),
  language: z.string().nullish(),
  languageCode: z.string().nullish(),
});
export type IncomingReview = z.infer<typeof incomingReviewSchema>;

function textOf(value: z.infer<typeof textValueSchema> | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : value.text;
}

function languageOf(value: z.infer<typeof textValueSchema> | null | undefined): string | undefined {
  return value !== null && value !== undefined && typeof value === 'object' ? value.languageCode : undefined;
}

function validInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** When the review was published: its instant, else its Unix time, else its relative description, else now. */
function publishedAt(raw: IncomingReview, description: string | null, now: Date): Date {
  return (
    validInstant(raw.publishTime) ??
    (typeof raw.time === 'number' && Number.isFinite(raw.time) ? new Date(raw.time * 1000) : null) ??
    (description ? parseRelativeTime(description, now) : null) ??
    now
  );
}

function reviewLanguage(raw: IncomingReview): string {
  return raw.originalText?.languageCode ?? languageOf(raw.text) ?? raw.languageCode ?? raw.language ?? 'und';
}

function reviewId(raw: IncomingReview, authorName: string, description: string | null, text: string): string {
  return (
    raw.name?.split('/').pop() ||
    raw.id ||
    // No id in the legacy shape: derive one from what identifies the review, so it is stable across fetches.
    createHash('sha256')
      .update(`${authorName}\n${raw.time ?? raw.publishTime ?? description ?? ''}\n${text}`)
      .digest('hex')
      .slice(0, 16)
  );
}

/**
 * One review in either accepted shape → our Review. The original-language text wins over Google's
 * translation because the owner replies in the reviewer's language.
 * Throws a ZodError when the input is not a review at all (no numeric rating).
 */
export function normaliseLegacyReview(input: unknown, options: { source: Review['source']; now: Date }): Review {
  const raw = incomingReviewSchema.parse(input);
  const text = (raw.originalText?.text ?? textOf(raw.text) ?? '').trim();
  const authorName =
    (raw.authorAttribution?.displayName ?? raw.author_name ?? raw.authorName ?? '').trim() || 'A Google user';
  const description = raw.relativePublishTimeDescription ?? raw.relative_time_description ?? null;
  const published = publishedAt(raw, description, options.now);

  return {
    id: reviewId(raw, authorName, description, text),
    rating: Math.min(5, Math.max(1, Math.round(raw.rating))),
    text,
    authorName,
    relativeTime: description ?? relativeTime(published, options.now),
    publishTime: published.toISOString(),
    language: reviewLanguage(raw),
    ownerReply: null,
    source: options.source,
  };
}

import type { Theme } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import type { Context } from './shared.ts';

/** "Jane Doherty" → "Jane D.": enough to attribute a quote without printing a full name. */
export function shortAuthor(name: string): string {
  const parts = name
    .trim()
    .split(/\s+/)
    .filter((p) => p !== '');
  if (parts.length === 0) return 'A guest';
  const first = parts[0] ?? '';
  const last = parts.at(-1) ?? '';
  if (parts.length === 1 || /\d|_/.test(first)) return first.slice(0, 40);
  if (/^\p{L}\.?$/u.test(last)) return `${first} ${last.replace(/\.?$/, '.')}`;
  return `${first} ${last.charAt(0).toUpperCase()}.`;
}

/**
 * Attribution required whenever a review is quoted, by the review's real source: Google's reviews are "on Google";
 * the bundled catalogue's are samples written for the demo and say so (docs/sample-reviews.md).
 */
export function attributionOf(review: Pick<Review, 'authorName' | 'source'>): string {
  return sourcedAuthor(shortAuthor(review.authorName), review.source);
}

export function sourcedAuthor(author: string, source: Review['source'] | null): string {
  if (source === 'google') return `${author} on Google`;
  if (source === 'catalogue') return `${author}, sample review`;
  return author;
}

/** Where the reviews come from: Google when any does, the catalogue when all do, null when there are none. */
export function reviewSourceOf(reviews: Pick<Review, 'source'>[]): Review['source'] | null {
  if (reviews.some((r) => r.source === 'google')) return 'google';
  return reviews.length > 0 ? 'catalogue' : null;
}

/** A theme's quote, attributed by the source of the review it came from (its author's review, else the set's). */
export function themeAttribution(theme: Theme, c: Context, fallback: string): string {
  const author = theme.evidenceAuthor.trim();
  const review = author === '' ? undefined : c.reviews.find((r) => r.authorName === author);
  return sourcedAuthor(author === '' ? fallback : shortAuthor(author), review?.source ?? c.reviewSource);
}

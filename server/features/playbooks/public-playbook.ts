import type { BrandProfile, Theme } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { analyzeRestaurant } from '#server/features/brand/index.ts';
import { buildPlaybookWith } from './document/build-playbook.ts';
import type { AnalysedPlace } from './place-analysis.ts';
import type { PlaybookDocument } from './playbook-types.ts';

/**
 * The public copy of a generated playbook: what its row stores, /sop/{id} shows and the saved list lists
 * (docs/google-places-terms.md). Two rules shape it:
 *
 * - Only what we wrote. Everything comes from our own analysis of the reviews the server fetched itself, never
 *   from the profile the visitor confirmed: no owner's name, no sign-off, vibe, dishes or strengths typed in the
 *   brand-review dialog, so nobody can publish their words (or a stranger's name) under a real restaurant's name.
 *   Roles stand where names would be ("the owner"), and replies are signed by the team.
 * - For a Google place, no review text and no reviewer names: Google's terms allow keeping only the place id.
 *   The replies and the analysis are ours and stay; the excerpts, the quoted evidence and the names go.
 *
 * The owner's own copy (the email attachment and the download right after generating) is composed from the full
 * profile and reviews and is never stored (owner-copies.ts). Pure: the clock comes in as `generatedAt`.
 */

export interface PublicPlaybookInput {
  /**
   * The place as fetched now with our analysis of it (the one the owner's copy read too), or null (no place id, or
   * the places service failed).
   */
  place: AnalysedPlace | null;
  /** Used only when there is no place to analyse: the stored row's name and address. */
  fallbackName: string;
  fallbackAddress: string;
  generatedAt: Date;
  sopId: string;
}

export interface PublicPlaybook {
  profile: BrandProfile;
  document: PlaybookDocument;
}

function withoutEvidence(theme: Theme): Theme {
  return { ...theme, evidence: '', evidenceAuthor: '' };
}

/**
 * Our analysis of the place, as the public copy may show it. Without a place (or reviews) it is the analysis of
 * nothing: neutral defaults we wrote, under the stored name.
 */
export function publicProfile(input: PublicPlaybookInput): BrandProfile {
  const details = input.place?.details;
  const analysed =
    input.place?.analysis ??
    analyzeRestaurant(
      {
        name: input.fallbackName,
        address: input.fallbackAddress,
        city: '',
        cuisine: null,
        kind: 'restaurant',
        priceLevel: null,
        rating: null,
        reviews: [],
      },
      input.generatedAt,
    );
  const google = details?.source === 'google';
  return {
    ...analysed,
    name: details?.name.trim() || input.fallbackName,
    address: details?.address.trim() || input.fallbackAddress,
    // Names guessed from signed owner replies are not the owner's word either: roles instead.
    ownerName: '',
    contactEmail: '',
    signOff: '',
    strengths: google ? analysed.strengths.map(withoutEvidence) : analysed.strengths,
    complaints: google ? analysed.complaints.map(withoutEvidence) : analysed.complaints,
  };
}

/** Google reviews as the public copy may use them: their text still shapes our replies, their author never shows. */
export function reviewsWithoutAuthors(reviews: Review[]): Review[] {
  return reviews.map((review) => (review.source === 'google' ? { ...review, authorName: '' } : review));
}

/** Runs of this many words or more taken verbatim from a Google review are cut from the public copy. */
const VERBATIM_WORDS = 6;

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
}

/** Every run of VERBATIM_WORDS consecutive words of the reviews, as a set of joined keys. */
function verbatimKeys(reviews: Review[]): Set<string> {
  const keys = new Set<string>();
  for (const review of reviews) {
    const list = words(review.text);
    for (let i = 0; i + VERBATIM_WORDS <= list.length; i += 1) keys.add(list.slice(i, i + VERBATIM_WORDS).join(' '));
  }
  return keys;
}

/** True when `text` carries a run of VERBATIM_WORDS words from one of the reviews (the test of a quotation). */
export function quotesReviewText(text: string, keys: Set<string>): boolean {
  const list = words(text);
  for (let i = 0; i + VERBATIM_WORDS <= list.length; i += 1) {
    if (keys.has(list.slice(i, i + VERBATIM_WORDS).join(' '))) return true;
  }
  return false;
}

/** Every string in a JSON-like value, rewritten by `map`. */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)])) as T;
  }
  return value;
}

/**
 * The last guard for a Google place's public copy: a string that still quotes a review (six words or more in a
 * row) or names a reviewer is replaced. Our composer already leaves both out; this holds whatever changes there.
 */
export function withoutGoogleContent(document: PlaybookDocument, reviews: Review[]): PlaybookDocument {
  const google = reviews.filter((review) => review.source === 'google');
  if (google.length === 0) return document;
  const keys = verbatimKeys(google);
  const names = google
    .map((review) => review.authorName.trim())
    .filter((name) => name.length >= 3)
    .sort((a, b) => b.length - a.length)
    .map(
      (name) => new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu'),
    );
  return mapStrings(document, (text) => {
    if (quotesReviewText(text, keys)) return '(Left out: it quoted a Google review.)';
    return names.reduce((out, name) => out.replace(name, 'a guest'), text);
  });
}

/** The public copy of a playbook, from our own analysis of what the places service returns now. */
export function buildPublicPlaybook(input: PublicPlaybookInput): PublicPlaybook {
  const profile = publicProfile(input);
  const reviews = input.place?.details.allReviews ?? [];
  const google = input.place?.details.source === 'google';
  const document = buildPlaybookWith(
    { profile, reviews: reviewsWithoutAuthors(reviews), generatedAt: input.generatedAt, sopId: input.sopId },
    { withholdReviewText: google },
  );
  return { profile, document: google ? withoutGoogleContent(document, reviews) : document };
}

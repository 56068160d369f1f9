import { describe, expect, it } from 'vitest';
import type { PlaceDetails, Review } from '#contracts/places.ts';
import { summariseReviews } from '#server/providers/places/review-groups.ts';
import { FIXTURE_NOW, steakhouseReviews } from '../../../tests/support/playbook-fixtures.ts';
import { analysePlace } from './place-analysis.ts';
import { buildPublicPlaybook, publicProfile, quotesReviewText, withoutGoogleContent } from './public-playbook.ts';
import type { PlaybookDocument } from './playbook-types.ts';
import { renderPlaybookText } from './render-text.ts';

function placeWith(reviews: Review[], source: PlaceDetails['source']): PlaceDetails {
  return {
    place_id: source === 'google' ? 'ChIJmarlowe' : 'cat-marlowes',
    name: "Marlowe's Chophouse",
    address: '12 Hudson St, New York, NY 10013',
    city: 'New York',
    phone: null,
    phoneInternational: null,
    website: null,
    rating: 4.4,
    totalReviews: reviews.length,
    user_ratings_total: reviews.length,
    price_level: 3,
    business_status: 'OPERATIONAL',
    url: null,
    photos: [],
    kind: 'restaurant',
    cuisine: 'Steakhouse',
    ...summariseReviews(reviews.map((review) => ({ ...review, source, ownerReply: null }))),
    source,
  };
}

const input = (details: PlaceDetails | null) => ({
  place: details ? analysePlace(details, FIXTURE_NOW) : null,
  fallbackName: 'Typed Name',
  fallbackAddress: '',
  generatedAt: FIXTURE_NOW,
  sopId: 'marlowes-chophouse',
});

/** Lowercased words, so wrapping and punctuation don't hide a quotation. */
const words = (text: string) => ` ${(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')} `;

describe('the public copy of a playbook', () => {
  it('is written from our own analysis: no owner name, no sign-off of theirs, replies signed by the team', () => {
    const { document } = buildPublicPlaybook(input(placeWith(steakhouseReviews(), 'catalogue')));
    const text = renderPlaybookText(document);
    expect(text).toContain('the owner');
    expect(text).toContain("— The team at Marlowe's Chophouse");
    const profile = publicProfile(input(placeWith(steakhouseReviews(), 'catalogue')));
    expect(profile).toMatchObject({ ownerName: '', contactEmail: '', signOff: '', name: "Marlowe's Chophouse" });
  });

  it('for a Google place, quotes no review and names no reviewer, but keeps a reply to each chosen review', () => {
    const reviews = steakhouseReviews();
    const { document, profile } = buildPublicPlaybook(input(placeWith(reviews, 'google')));
    const text = words(renderPlaybookText(document));
    for (const review of reviews) {
      const reviewWords = words(review.text).trim().split(' ');
      for (let i = 0; i + 6 <= reviewWords.length; i += 1) {
        expect(text).not.toContain(` ${reviewWords.slice(i, i + 6).join(' ')} `);
      }
      expect(text).not.toContain(words(review.authorName));
    }
    for (const theme of [...profile.strengths, ...profile.complaints]) {
      expect(theme).toMatchObject({ evidence: '', evidenceAuthor: '' });
    }
    const ready = document.sections.find((section) => section.id === 'ready-replies');
    const items = ready?.blocks.flatMap((block) => (block.kind === 'replies' ? block.items : [])) ?? [];
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(item.reviewExcerpt).toBe('');
      expect(item.reply.length).toBeGreaterThan(40);
    }
  });

  it('for a catalogue place, keeps the sample quotes', () => {
    const reviews = steakhouseReviews();
    const { document } = buildPublicPlaybook(input(placeWith(reviews, 'catalogue')));
    const ready = document.sections.find((section) => section.id === 'ready-replies');
    const excerpts = ready?.blocks.flatMap((b) => (b.kind === 'replies' ? b.items.map((i) => i.reviewExcerpt) : []));
    expect(excerpts?.some((excerpt) => excerpt.length > 20)).toBe(true);
  });

  it('without a place, is the analysis of nothing under the stored name', () => {
    const { document, profile } = buildPublicPlaybook(input(null));
    expect(profile.name).toBe('Typed Name');
    expect(profile.strengths).toEqual([]);
    expect(document.restaurantName).toBe('Typed Name');
  });
});

describe('withoutGoogleContent, the last guard', () => {
  const review: Review = {
    ...steakhouseReviews()[0]!,
    source: 'google',
    authorName: 'Jane Doherty',
    text: 'The dry-aged porterhouse was the best steak I have had in years.',
  };
  const doc = (text: string): PlaybookDocument => ({
    title: 't',
    subtitle: 's',
    restaurantName: 'r',
    generatedAt: FIXTURE_NOW.toISOString(),
    sopId: null,
    lang: 'en',
    sections: [{ id: 'summary', heading: 'h', blocks: [{ kind: 'paragraph', text }] }],
  });
  const first = (d: PlaybookDocument) => {
    const block = d.sections[0]?.blocks[0];
    return block?.kind === 'paragraph' ? block.text : '';
  };

  it('replaces a string that quotes six words of a review, whatever the punctuation', () => {
    const quoted = withoutGoogleContent(doc('One guest: “the best steak I have had in years!”'), [review]);
    expect(first(quoted)).toBe('(Left out: it quoted a Google review.)');
  });

  it('replaces a reviewer’s name as a whole word only, and leaves our own words alone', () => {
    const named = withoutGoogleContent(doc('Thanks, Jane Doherty, for the porterhouse note.'), [review]);
    expect(first(named)).toBe('Thanks, a guest, for the porterhouse note.');
    const ours = 'Dry-aged steaks are what guests praise most.';
    expect(first(withoutGoogleContent(doc(ours), [review]))).toBe(ours);
  });

  it('leaves catalogue reviews to the composer', () => {
    const catalogue = { ...review, source: 'catalogue' as const };
    const text = 'Quote: the best steak I have had in years.';
    expect(first(withoutGoogleContent(doc(text), [catalogue]))).toBe(text);
  });

  it('quotesReviewText needs six words in a row', () => {
    const keys = new Set(['the best steak i have had']);
    expect(quotesReviewText('The best steak I have had.', keys)).toBe(true);
    expect(quotesReviewText('The best steak I have.', keys)).toBe(false);
  });
});

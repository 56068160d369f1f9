import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BrandProfile } from '#contracts/brand.ts';
import type { PlaceDetails } from '#contracts/places.ts';
import { storeBrandProfile } from '#server/features/brand/brand-store.ts';
import * as reviewAnalysis from '#server/features/brand/review-analysis.ts';
import { recentOwnerCopy } from '#server/features/playbooks/owner-copies.ts';
import { generatePlaybook } from '#server/features/playbooks/playbook-generation.ts';
import { findPlaybookRow, insertPlaybook } from '#server/features/playbooks/playbook-store.ts';
import { FIXTURE_NOW, steakhouseProfile } from '../support/playbook-fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Every analysis of a review's text from outside review-analysis.ts goes through one of these two exports:
// wrapped, they count without changing what they return.
vi.mock('#server/features/brand/review-analysis.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof reviewAnalysis>();
  return {
    ...actual,
    analyzeReview: vi.fn(actual.analyzeReview),
    analyzeReviewText: vi.fn(actual.analyzeReviewText),
  };
});

/** How many times each review text was analysed since the last reset. */
function analysesByText(): Map<string, number> {
  const counts = new Map<string, number>();
  const calls = [
    ...vi.mocked(reviewAnalysis.analyzeReview).mock.calls,
    ...vi.mocked(reviewAnalysis.analyzeReviewText).mock.calls,
  ];
  for (const [text] of calls) counts.set(text, (counts.get(text) ?? 0) + 1);
  return counts;
}

describe('one generation analyses each fetched review once (owner’s copy, fresh evidence and public copy)', () => {
  let t: TestApp;
  let place: PlaceDetails;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: () => FIXTURE_NOW });
    const details = await t.ctx.places.details('cat-keens-steakhouse');
    if (!details) throw new Error('the catalogue has no Keens Steakhouse');
    place = details;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    vi.mocked(reviewAnalysis.analyzeReview).mockClear();
    vi.mocked(reviewAnalysis.analyzeReviewText).mockClear();
  });

  /** Stores `profile`, serves `details` for a new place id and generates its playbook. */
  async function generate(profile: BrandProfile, details: PlaceDetails, googlePlace: boolean) {
    n += 1;
    const placeId = `place-analysed-once-${n}`;
    const original = t.ctx.places.details;
    t.ctx.places.details = async (id) => (id === placeId ? structuredClone(details) : original(id));
    try {
      const brandProfileId = await storeBrandProfile(
        t.ctx.database.db,
        {
          restaurantId: `analysed-once-${n}`,
          vibe: profile.vibe,
          ownerName: 'Jake Dell',
          contactEmail: '',
          originalBrandData: profile,
          finalBrandData: { ...profile, ownerName: 'Jake Dell' },
          googlePlace,
        },
        FIXTURE_NOW,
      );
      const playbookId = await insertPlaybook(t.ctx.database.db, `analysed-once-${n}`, {
        restaurantId: `analysed-once-${n}`,
        brandProfileId,
        placeId,
        name: profile.name,
        address: profile.address,
        format: 'html',
        status: 'generating',
        createdAt: FIXTURE_NOW,
      });
      vi.mocked(reviewAnalysis.analyzeReview).mockClear();
      vi.mocked(reviewAnalysis.analyzeReviewText).mockClear();
      await generatePlaybook(t.ctx, playbookId);
      const row = await findPlaybookRow(t.ctx.database.db, playbookId);
      expect(row?.status).toBe('ready');
      expect(recentOwnerCopy(t.ctx, playbookId)).not.toBeNull();
      return analysesByText();
    } finally {
      t.ctx.places.details = original;
    }
  }

  /** Once per fetched review: a text that two reviews share is analysed for each of them. */
  const oncePerReview = (details: PlaceDetails) => {
    const expected = new Map<string, number>();
    for (const review of details.allReviews) expected.set(review.text, (expected.get(review.text) ?? 0) + 1);
    return Object.fromEntries(expected);
  };

  test('a catalogue place with a researched profile', async () => {
    const counts = await generate(steakhouseProfile(), place, false);
    expect(Object.fromEntries(counts)).toEqual(oncePerReview(place));
  });

  test('a Google place, whose themes take fresh evidence from the reviews', async () => {
    const google: PlaceDetails = {
      ...place,
      source: 'google',
      allReviews: place.allReviews.map((review) => ({ ...review, source: 'google', ownerReply: null })),
    };
    const counts = await generate(steakhouseProfile(), google, true);
    expect(Object.fromEntries(counts)).toEqual(oncePerReview(google));
  });

  test('a profile generated without research (no reviews analysed before)', async () => {
    const counts = await generate({ ...steakhouseProfile(), reviewCount: 0, reviewInsights: [] }, place, false);
    expect(Object.fromEntries(counts)).toEqual(oncePerReview(place));
  });
});

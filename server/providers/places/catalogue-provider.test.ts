import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { placeDetailsSchema, predictionSchema, reviewSchema } from '#contracts/places.ts';
import {
  CatalogueValidationError,
  createCatalogueProvider,
  loadCatalogue,
  openCatalogueProvider,
  parseCatalogueFile,
} from './catalogue-provider.ts';

const fixturePath = fileURLToPath(new URL('./fixtures/catalogue-sample.json', import.meta.url));
const realCataloguePath = fileURLToPath(new URL('../../../catalogue/places', import.meta.url));
const now = new Date('2026-11-22T12:00:00.000Z');

async function fixturePlaces(): Promise<Record<string, unknown>[]> {
  return JSON.parse(await readFile(fixturePath, 'utf8')) as Record<string, unknown>[];
}

const tempDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'replybook-catalogue-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('catalogue provider over the fixture', () => {
  it('autocompletes with the contract prediction shape', async () => {
    const provider = await openCatalogueProvider({ path: fixturePath, now: () => now });
    expect(provider.kind).toBe('catalogue');
    const predictions = await provider.autocomplete('katz', 'session-1');
    expect(predictions[0]).toEqual({
      place_id: 'cat-katzs-delicatessen',
      description: "Katz's Delicatessen, 205 E Houston St, New York, NY 10002, USA",
      structured_formatting: {
        main_text: "Katz's Delicatessen",
        secondary_text: '205 E Houston St, New York, NY 10002, USA',
      },
    });
    for (const prediction of predictions) predictionSchema.parse(prediction);
    expect((await provider.autocomplete('le bern', 's')).map((p) => p.place_id)).toEqual(['cat-le-bernardin']);
    expect((await provider.autocomplete('grand central oy', 's')).map((p) => p.place_id)).toEqual([
      'cat-grand-central-oyster-bar',
    ]);
    expect((await provider.autocomplete('café', 's')).map((p) => p.place_id)).toEqual([
      'cat-cafe-lalo',
      'cat-cafe-mogador',
    ]);
    expect((await provider.autocomplete('oyster bar', 's')).map((p) => p.place_id)).toEqual([
      'cat-oyster-bar-and-grill',
      'cat-grand-central-oyster-bar',
    ]);
    expect(await provider.autocomplete('鼎泰', 's')).toHaveLength(1);
    expect(await provider.autocomplete('nothing like this', 's')).toEqual([]);
  });

  it('returns details in the contract shape, grouped, with ages turned into instants', async () => {
    const provider = await openCatalogueProvider({ path: fixturePath, now: () => now });
    const details = await provider.details('cat-katzs-delicatessen');
    expect(details).not.toBeNull();
    const place = placeDetailsSchema.parse(details);
    expect(place).toMatchObject({
      place_id: 'cat-katzs-delicatessen',
      name: "Katz's Delicatessen",
      city: 'New York',
      phone: '(212) 254-2246',
      phoneInternational: '+1 212-254-2246',
      website: 'https://katzsdelicatessen.com',
      rating: 4.5,
      totalReviews: 31250,
      user_ratings_total: 31250,
      price_level: 2,
      business_status: 'OPERATIONAL',
      photos: [],
      kind: 'restaurant',
      cuisine: 'Delicatessen',
      source: 'catalogue',
      reviewDistribution: { high: 2, medium: 1, low: 1 },
    });
    expect(place.url).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Katz's Delicatessen, 205 E Houston St, New York, NY 10002, USA")}`,
    );
    expect(place.allReviews.map((r) => r.id)).toEqual(['r1', 'r2', 'r4', 'r3']);
    expect(place.reviews.best.map((r) => r.id)).toEqual(['r1', 'r4']);
    expect(place.reviews.medium.map((r) => r.id)).toEqual(['r2']);
    expect(place.reviews.bad.map((r) => r.id)).toEqual(['r3']);

    const fresh = place.allReviews[0];
    expect(fresh).toMatchObject({
      publishTime: '2026-11-22T10:00:00.000Z',
      relativeTime: '2 hours ago',
      source: 'catalogue',
    });
    const replied = place.reviews.medium[0];
    expect(replied?.ownerReply).toEqual({
      text: 'Sorry about the ticket confusion, Tom. Our staff at the door are happy to walk first-timers through it.',
      publishTime: '2026-11-21T16:00:00.000Z',
    });
    expect(place.allReviews.find((r) => r.id === 'r4')?.language).toBe('es');
  });

  it('computes review instants at serve time, so fresh reviews stay fresh', async () => {
    let clock = now;
    const provider = await openCatalogueProvider({ path: fixturePath, now: () => clock });
    const first = await provider.newestReviews('cat-cafe-mogador');
    clock = new Date(now.getTime() + 3 * 24 * 3_600_000);
    const later = await provider.newestReviews('cat-cafe-mogador');
    expect(first[0]?.publishTime).toBe('2026-11-22T11:00:00.000Z');
    expect(later[0]?.publishTime).toBe('2026-11-25T11:00:00.000Z');
    expect(later[0]?.relativeTime).toBe('an hour ago');
  });

  it('lists newest reviews first and answers unknown ids with null / []', async () => {
    const provider = await openCatalogueProvider({ path: fixturePath, now: () => now });
    const reviews = await provider.newestReviews('cat-katzs-delicatessen');
    expect(reviews.map((r) => r.id)).toEqual(['r1', 'r2', 'r4', 'r3']);
    for (const review of reviews) reviewSchema.parse(review);
    expect(await provider.details('cat-no-such-place')).toBeNull();
    expect(await provider.newestReviews('cat-no-such-place')).toEqual([]);
  });

  it('loads a directory of files, in name order', async () => {
    const dir = await tempDir();
    const places = await fixturePlaces();
    await writeFile(join(dir, 'b.json'), JSON.stringify(places.slice(3)));
    await writeFile(join(dir, 'a.json'), JSON.stringify(places.slice(0, 3)));
    await writeFile(join(dir, 'notes.txt'), 'not a catalogue file');
    const loaded = await loadCatalogue(dir);
    expect(loaded.map((place) => place.id)).toEqual(places.map((place) => place.id));
    const provider = createCatalogueProvider(loaded, () => now);
    expect(provider.placeCount).toBe(places.length);
  });
});

describe('catalogue validation', () => {
  async function problemsOf(run: () => Promise<unknown>): Promise<string[]> {
    try {
      await run();
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogueValidationError);
      return (error as CatalogueValidationError).problems;
    }
    throw new Error('expected a CatalogueValidationError');
  }

  it('names the file, place and field of a bad value', async () => {
    const places = await fixturePlaces();
    const katz = places[0] as { reviews: Record<string, unknown>[] };
    (katz.reviews[1] as Record<string, unknown>).rating = 7;
    const problems = await problemsOf(async () => parseCatalogueFile(places, 'nyc.json'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^nyc\.json: place \[0\] "cat-katzs-delicatessen" \(Katz's Delicatessen\) reviews\[1\]\.rating: /,
    );
  });

  it('reports missing fields, wrong types and bad ids, each on its own line', async () => {
    const places = await fixturePlaces();
    delete (places[1] as Record<string, unknown>).city;
    (places[2] as Record<string, unknown>).priceLevel = '$$';
    (places[3] as Record<string, unknown>).id = 'oyster-bar';
    (places[4] as Record<string, unknown>).kind = 'nightclub';
    const error = await (async () => {
      try {
        parseCatalogueFile(places, 'x.json');
      } catch (caught) {
        return caught as CatalogueValidationError;
      }
      throw new Error('expected failure');
    })();
    expect(error.problems).toEqual([
      expect.stringMatching(/^x\.json: place \[1\] "cat-le-bernardin" \(Le Bernardin\) city: /),
      expect.stringMatching(
        /^x\.json: place \[2\] "cat-grand-central-oyster-bar" \(Grand Central Oyster Bar\) priceLevel: /,
      ),
      expect.stringMatching(
        /^x\.json: place \[3\] "oyster-bar" \(Oyster Bar & Grill\) id: Expected a stable id starting with "cat-"/,
      ),
      expect.stringMatching(/^x\.json: place \[4\] "cat-cafe-mogador" \(Café Mogador\) kind: /),
    ]);
    expect(error.message).toContain('Invalid restaurant catalogue');
    expect(error.message).toContain('Le Bernardin');
  });

  it('refuses a reply older than its review, duplicate review ids and totals below the sample', async () => {
    const places = await fixturePlaces();
    const katz = places[0] as { reviews: { id: string; ownerReply: unknown }[]; userRatingsTotal: number };
    katz.reviews[1] = {
      ...katz.reviews[1],
      ownerReply: { ageHours: 999, text: 'Thanks!' },
    } as (typeof katz.reviews)[number];
    katz.reviews[2] = { ...katz.reviews[2], id: 'r1' } as (typeof katz.reviews)[number];
    katz.userRatingsTotal = 2;
    const problems = await problemsOf(async () => parseCatalogueFile(places, 'x.json'));
    expect(problems.join('\n')).toContain('reviews[1].ownerReply.ageHours: ownerReply.ageHours must not exceed');
    expect(problems.join('\n')).toContain('reviews[2].id: Duplicate review id "r1"');
    expect(problems.join('\n')).toContain(
      'userRatingsTotal: userRatingsTotal (2) is smaller than the 4 reviews listed',
    );
  });

  it('refuses a file that is not an array, invalid JSON, a missing path, an empty directory and duplicate ids', async () => {
    expect(await problemsOf(async () => parseCatalogueFile({ places: [] }, 'obj.json'))).toEqual([
      expect.stringMatching(/^obj\.json: .*array/i),
    ]);

    const dir = await tempDir();
    await writeFile(join(dir, 'broken.json'), '[{"id": "cat-x",');
    expect((await problemsOf(() => loadCatalogue(dir)))[0]).toMatch(/^broken\.json: is not valid JSON/);

    expect((await problemsOf(() => loadCatalogue(join(dir, 'missing.json'))))[0]).toMatch(/missing\.json: not found/);

    const empty = await tempDir();
    expect((await problemsOf(() => loadCatalogue(empty)))[0]).toMatch(/holds no \.json files/);

    const dup = await tempDir();
    const places = await fixturePlaces();
    await writeFile(join(dup, 'a.json'), JSON.stringify(places.slice(0, 2)));
    await writeFile(join(dup, 'b.json'), JSON.stringify(places.slice(1, 3)));
    expect(await problemsOf(() => loadCatalogue(dup))).toEqual([
      'b.json: place "cat-le-bernardin" (Le Bernardin) id: already used in a.json',
    ]);
  });
});

describe.runIf(existsSync(realCataloguePath))('the bundled catalogue (catalogue/places)', () => {
  const legendary = [
    "Delmonico's",
    'Le Bernardin',
    'Keens Steakhouse',
    'Tavern on the Green',
    'Grand Central Oyster Bar',
    "Katz's Delicatessen",
  ];

  it('validates and holds what the catalogue promises', async () => {
    const places = await loadCatalogue(realCataloguePath);
    expect(places.length).toBeGreaterThanOrEqual(60);
    const ratings = new Set<number>();
    for (const place of places) {
      expect(place.reviews.length, place.id).toBeGreaterThanOrEqual(8);
      expect(place.reviews.length, place.id).toBeLessThanOrEqual(40);
      expect(
        place.reviews.some((review) => review.ageHours < 24),
        `${place.id} has a review from the last 24 hours`,
      ).toBe(true);
      for (const review of place.reviews) ratings.add(review.rating);
    }
    expect([...ratings].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(places.map((place) => place.name)).toEqual(expect.arrayContaining(legendary));

    const provider = createCatalogueProvider(places, () => now);
    expect((await provider.autocomplete('katz', 's'))[0]?.structured_formatting.main_text).toBe("Katz's Delicatessen");
    expect((await provider.autocomplete('le bern', 's'))[0]?.structured_formatting.main_text).toBe('Le Bernardin');
    expect((await provider.autocomplete('grand central oy', 's'))[0]?.structured_formatting.main_text).toBe(
      'Grand Central Oyster Bar',
    );
    expect((await provider.autocomplete('café', 's')).map((p) => p.structured_formatting.main_text)).toContain(
      'Café Mogador',
    );
    for (const place of places) placeDetailsSchema.parse(await provider.details(place.id));
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { researchBrandResponseSchema } from '#contracts/playbooks.ts';
import { restaurants } from '#server/features/restaurants/restaurants-tables.ts';
import {
  defaultGooglePlaces,
  startGooglePlacesDouble,
  type GooglePlacesDouble,
} from '../doubles/google-places-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('restaurant lookup through Google Places (New), against its protocol double', () => {
  let google: GooglePlacesDouble;
  let t: TestApp;
  const katz = defaultGooglePlaces[0]!;

  beforeAll(async () => {
    google = await startGooglePlacesDouble();
    t = await createTestApp({
      startJobs: false,
      env: { GOOGLE_PLACES_API_KEY: google.apiKey, GOOGLE_PLACES_BASE_URL: google.baseUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  test('one session token from search to details', async () => {
    const token = 'session-token-0001';
    const search = await t.app.inject({ url: `/api/places/autocomplete?input=katz&sessionToken=${token}` });
    expect(search.statusCode).toBe(200);
    const prediction = search.json().predictions[0];
    expect(prediction.structured_formatting.main_text).toBe("Katz's Delicatessen");
    const details = await t.app.inject({
      url: `/api/places/details?place_id=${prediction.place_id}&sessionToken=${token}`,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().result.source).toBe('google');
    const sessionTokens = google.requests.map((r) => r.sessionToken ?? null);
    expect(sessionTokens.filter((s) => s === token).length).toBeGreaterThanOrEqual(2);
  });

  test("Google's errors become our 502/503 with a clear message and never the key", async () => {
    google.failNext({ type: 'quota', scope: 'minute' });
    const busy = await t.app.inject({ url: '/api/places/autocomplete?input=quota-test' });
    expect(busy.statusCode).toBe(503);
    expect(busy.json().message).toMatch(/busy/);
    expect(busy.body).not.toContain(google.apiKey);
    google.failNext({ type: 'status', status: 500 }, 2);
    const failed = await t.app.inject({ url: '/api/places/autocomplete?input=server-error-test' });
    expect(failed.statusCode).toBe(502);
    expect(failed.body).not.toContain(google.apiKey);
  });

  test('only the place id and what the visitor chose are stored for a Google place', async () => {
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/store-restaurant-data',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        placeId: katz.id,
        name: "Katz's Delicatessen",
        address: '205 E Houston St',
        phone: '(212) 254-2246',
        website: 'https://katzsdelicatessen.com',
        rating: '4.5',
        reviewsData: JSON.stringify({ allReviews: [{ text: 'Google content' }] }),
      }),
    });
    expect(stored.statusCode).toBe(200);
    const [row] = await t.ctx.database.db.select().from(restaurants).where(eq(restaurants.placeId, katz.id));
    expect(row).toMatchObject({
      source: 'google',
      name: "Katz's Delicatessen",
      phone: null,
      website: null,
      rating: null,
      reviewsData: null,
    });
  });

  test('research-brand says the reviews it analysed came from Google, not the sample catalogue', async () => {
    const search = await t.app.inject({ url: '/api/places/autocomplete?input=katz' });
    const placeId: string = search.json().predictions[0].place_id;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/research-brand',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ restaurantName: katz.displayName.text, placeId }),
    });
    expect(response.statusCode).toBe(200);
    const body = researchBrandResponseSchema.parse(response.json());
    expect(body.reviewSource).toBe('google');
    expect(body.brandProfile.engine).toBe('offline');
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  autocompleteResponseSchema,
  detailsResponseSchema,
  restaurantDataResponseSchema,
} from '#contracts/restaurants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const json = { 'content-type': 'application/json' };

describe('restaurant lookup routes (catalogue)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ startJobs: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const autocomplete = async (input: string) =>
    t.app.inject({ url: `/api/places/autocomplete?input=${encodeURIComponent(input)}` });

  test.each([
    ['katz', "Katz's Delicatessen"],
    ['le bern', 'Le Bernardin'],
    ['grand central oy', 'Grand Central Oyster Bar'],
    ['café', 'Café Mogador'],
    ['cafe mog', 'Café Mogador'],
  ])('"%s" finds %s', async (input, name) => {
    const response = await autocomplete(input);
    expect(response.statusCode).toBe(200);
    const body = autocompleteResponseSchema.parse(response.json());
    expect(body.predictions.length).toBeGreaterThan(0);
    expect(body.predictions.length).toBeLessThanOrEqual(5);
    expect(body.predictions.map((p) => p.structured_formatting.main_text)).toContain(name);
  });

  test('under 2 characters is a 400 with a message', async () => {
    for (const input of ['', 'k', '  k  ']) {
      const response = await autocomplete(input);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/at least 2 characters/);
    }
  });

  test('oversized and injection inputs are handled', async () => {
    expect((await autocomplete('x'.repeat(500))).statusCode).toBe(400);
    const injection = await autocomplete("'; drop table restaurants; --");
    expect(injection.statusCode).toBe(200);
    expect(injection.json().predictions).toEqual([]);
  });

  test('details come back grouped, newest first and consistent', async () => {
    const response = await t.app.inject({ url: '/api/places/details?place_id=cat-katzs-delicatessen' });
    expect(response.statusCode).toBe(200);
    const { result } = detailsResponseSchema.parse(response.json());
    expect(result.name).toBe("Katz's Delicatessen");
    const { best, medium, bad } = result.reviews;
    expect(best.every((r) => r.rating >= 4)).toBe(true);
    expect(medium.every((r) => r.rating === 3)).toBe(true);
    expect(bad.every((r) => r.rating <= 2)).toBe(true);
    expect(best.length + medium.length + bad.length).toBe(result.allReviews.length);
    expect(result.reviewDistribution).toEqual({ high: best.length, medium: medium.length, low: bad.length });
    const times = result.allReviews.map((r) => Date.parse(r.publishTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Catalogue ages are relative to now: the newest review is within the last 24 hours.
    expect(Date.now() - times[0]!).toBeLessThan(24 * 3600_000);
  });

  test('unknown and missing place ids', async () => {
    expect((await t.app.inject({ url: '/api/places/details?place_id=cat-nope' })).statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/api/places/details' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBeTruthy();
  });

  const store = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/store-restaurant-data', headers: json, payload: JSON.stringify(body) });

  test('store assigns the slug id, keeps it for the same place, suffixes a different place', async () => {
    const first = await store({
      placeId: 'cat-katzs-delicatessen',
      name: "Katz's Delicatessen",
      address: '205 E Houston St',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, id: 'katzs-delicatessen' });
    const again = await store({ placeId: 'cat-katzs-delicatessen', name: "Katz's Delicatessen", address: 'changed' });
    expect(again.json().id).toBe('katzs-delicatessen');
    const other = await store({ placeId: 'ChIJ-other-katz', name: "Katz's Delicatessen", address: 'Elsewhere' });
    expect(other.json().id).toBe('katzs-delicatessen-2');
    const third = await store({ placeId: 'ChIJ-third-katz', name: 'Katzs  Delicatessen!', address: 'Elsewhere' });
    expect(third.json().id).toBe('katzs-delicatessen-3');
    const accents = await store({ placeId: 'cat-cafe-mogador', name: 'Café Mogador' });
    expect(accents.json().id).toBe('cafe-mogador');
    const cjk = await store({ placeId: 'cat-sushi-sakai', name: '鮨 さかい' });
    expect(cjk.json().id).toMatch(/^restaurant-[0-9a-f]{8}$/);
  });

  test('concurrent stores of same-named different places never share an id', async () => {
    const responses = await Promise.all(
      ['p-a', 'p-b', 'p-c', 'p-d'].map((placeId) => store({ placeId, name: 'Twin Diner' })),
    );
    const ids = responses.map((r) => r.json().id as string);
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => id.startsWith('twin-diner'))).toBe(true);
  });

  test('store rejects missing and wrong-typed fields with a message', async () => {
    for (const body of [
      { name: 'No place id' },
      { placeId: 'x' },
      { placeId: 42, name: 'x' },
      { placeId: 'x', name: 'x', priceLevel: 'cheap' },
    ]) {
      const response = await store(body);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/store-restaurant-data',
      headers: json,
      payload: '{"placeId":',
    });
    expect(badJson.statusCode).toBe(400);
    const tooBig = await store({ placeId: 'x', name: 'x', reviewsData: 'a'.repeat(300_000) });
    expect(tooBig.statusCode).toBe(413);
  });

  test('a name with markup is stored as text and comes back as text', async () => {
    const stored = await store({ placeId: 'cat-xss', name: '<script>alert(1)</script> Bistro' });
    expect(stored.statusCode).toBe(200);
    const data = await t.app.inject({ url: `/api/restaurant-data/${stored.json().id}` });
    expect(data.json().restaurant.name).toBe('<script>alert(1)</script> Bistro');
  });

  test('restaurant-data gives the documented defaults, never an email, and 404 for unknown ids', async () => {
    await store({
      placeId: 'cat-le-bernardin',
      name: 'Le Bernardin',
      address: '155 W 51st St',
      phone: '(212) 554-1515',
    });
    const response = await t.app.inject({ url: '/api/restaurant-data/le-bernardin' });
    expect(response.statusCode).toBe(200);
    const { restaurant } = restaurantDataResponseSchema.parse(response.json());
    expect(restaurant).toMatchObject({ name: 'Le Bernardin', ownerName: 'Restaurant Owner', phone: '(212) 554-1515' });
    expect(restaurant.contactEmail).not.toContain('@');
    expect((await t.app.inject({ url: '/api/restaurant-data/no-such-place' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/restaurant-data/..%2F..%2Fetc' })).statusCode).toBe(400);
  });
});

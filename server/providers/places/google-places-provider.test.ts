import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeDetailsSchema, predictionSchema } from '#contracts/places.ts';
import { startGooglePlacesDouble, type GooglePlacesDouble } from '../../../tests/doubles/google-places-server.ts';
import {
  AUTOCOMPLETE_PRIMARY_TYPES,
  DETAILS_FIELD_MASK,
  createGooglePlacesProvider,
  placeKindFromGoogle,
  priceLevelFromGoogle,
  type GooglePlacesProviderOptions,
} from './google-places-provider.ts';
import { PlacesUpstreamError } from './places-provider.ts';

const KATZ = 'ChIJSYuuSx9awokRyrrOFTGg0GY';
const KEENS = 'ChIJ4dZtT6pZwokRwX7DHRd4yL0';
const now = new Date('2026-11-22T12:00:00.000Z');

let double: GooglePlacesDouble;
beforeEach(async () => {
  double = await startGooglePlacesDouble();
});
afterEach(async () => {
  await double.close();
});

function provider(overrides: Partial<GooglePlacesProviderOptions> = {}) {
  return createGooglePlacesProvider({
    apiKey: double.apiKey,
    baseUrl: double.baseUrl,
    retryDelayMs: 5,
    now: () => now,
    ...overrides,
  });
}

async function upstreamError(promise: Promise<unknown>): Promise<PlacesUpstreamError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlacesUpstreamError);
    return error as PlacesUpstreamError;
  }
  throw new Error('expected a PlacesUpstreamError');
}

describe('autocomplete', () => {
  it('asks Places (New) with the key, the session token and at most 5 food-and-drink types', async () => {
    const predictions = await provider().autocomplete('katz', 'token-abc');
    expect(predictions).toEqual([
      {
        place_id: KATZ,
        description: "Katz's Delicatessen, 205 E Houston St, New York, NY 10002, USA",
        structured_formatting: {
          main_text: "Katz's Delicatessen",
          secondary_text: '205 E Houston St, New York, NY 10002, USA',
        },
      },
    ]);
    for (const prediction of predictions) predictionSchema.parse(prediction);

    expect(double.requests).toHaveLength(1);
    const request = double.requests[0];
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/places:autocomplete',
      apiKey: double.apiKey,
      sessionToken: 'token-abc',
    });
    expect(request?.body).toEqual({
      input: 'katz',
      sessionToken: 'token-abc',
      includedPrimaryTypes: [...AUTOCOMPLETE_PRIMARY_TYPES],
    });
    expect(AUTOCOMPLETE_PRIMARY_TYPES.length).toBeLessThanOrEqual(5);
    expect(AUTOCOMPLETE_PRIMARY_TYPES).toEqual(expect.arrayContaining(['restaurant', 'bar', 'cafe']));
    // The key travels only in its header, never in the URL.
    expect(request?.path + JSON.stringify(request?.query)).not.toContain(double.apiKey);
  });

  it('maps an empty answer ({} in proto3 JSON) to no predictions', async () => {
    expect(await provider().autocomplete('zzzz nothing', 't')).toEqual([]);
  });

  it('does not send blank input', async () => {
    expect(await provider().autocomplete('   ', 't')).toEqual([]);
    expect(double.requests).toHaveLength(0);
  });

  it('serves a repeated input from the 5-minute cache, case- and space-insensitively', async () => {
    let clock = now;
    const client = provider({ now: () => clock });
    const first = await client.autocomplete('Keens', 't1');
    expect(await client.autocomplete('  keens ', 't2')).toEqual(first);
    expect(double.requests).toHaveLength(1);
    clock = new Date(now.getTime() + 4 * 60_000);
    await client.autocomplete('KEENS', 't3');
    expect(double.requests).toHaveLength(1);
    clock = new Date(now.getTime() + 5 * 60_000 + 1);
    await client.autocomplete('keens', 't4');
    expect(double.requests).toHaveLength(2);
  });

  it('keeps the cache bounded, dropping the least recently used input', async () => {
    const client = provider({ autocompleteCacheSize: 2 });
    await client.autocomplete('katz', 't');
    await client.autocomplete('keens', 't');
    await client.autocomplete('katz', 't'); // hit: katz becomes the most recent
    await client.autocomplete('cafe', 't'); // evicts keens
    expect(double.requests).toHaveLength(3);
    await client.autocomplete('katz', 't');
    expect(double.requests).toHaveLength(3);
    await client.autocomplete('keens', 't');
    expect(double.requests).toHaveLength(4);
  });
});

describe('details', () => {
  it('sends the session token and the smallest field mask, and maps the place', async () => {
    const details = await provider().details(KATZ, 'token-abc');
    const request = double.requests[0];
    expect(request).toMatchObject({
      method: 'GET',
      path: `/v1/places/${KATZ}`,
      sessionToken: 'token-abc',
      fieldMask: DETAILS_FIELD_MASK,
    });
    expect(DETAILS_FIELD_MASK).not.toContain(' ');
    expect(DETAILS_FIELD_MASK).not.toContain('*');

    const place = placeDetailsSchema.parse(details);
    expect(place).toMatchObject({
      place_id: KATZ,
      name: "Katz's Delicatessen",
      address: '205 E Houston St, New York, NY 10002, USA',
      city: 'New York',
      phone: '(212) 254-2246',
      phoneInternational: '+1 212-254-2246',
      website: 'https://katzsdelicatessen.com/',
      rating: 4.5,
      totalReviews: 31250,
      user_ratings_total: 31250,
      price_level: 2,
      business_status: 'OPERATIONAL',
      url: 'https://maps.google.com/?cid=7408419958051408586',
      photos: [{ photo_reference: `places/${KATZ}/photos/AUc7tXWkatz1` }],
      kind: 'restaurant',
      cuisine: 'Deli',
      source: 'google',
      reviewDistribution: { high: 2, medium: 1, low: 2 },
    });
    expect(place.allReviews.map((review) => review.authorName)).toEqual([
      'Tom Becker',
      'Gina Russo',
      'Priya Shah',
      'Luis Martínez',
      'Dev Patel',
    ]);
    expect(place.allReviews[0]).toEqual({
      id: 'ChZDSUhNMG9nS0VJQ0FnSURrat2',
      rating: 2,
      text: 'Lost my ticket and got charged a fee nobody warned us about. Sandwich was good though.',
      authorName: 'Tom Becker',
      relativeTime: 'a day ago',
      publishTime: '2026-11-20T12:00:00.000Z',
      language: 'en',
      ownerReply: null,
      source: 'google',
    });
    expect(place.reviews.medium.map((review) => review.language)).toEqual(['es']);
  });

  it('completes one session: autocompletes and the details call share the token', async () => {
    const client = provider();
    await client.autocomplete('ke', 'session-1');
    await client.autocomplete('kee', 'session-1');
    await client.autocomplete('keens', 'session-1');
    await client.details(KEENS, 'session-1');
    expect(double.requests.map((request) => request.sessionToken)).toEqual([
      'session-1',
      'session-1',
      'session-1',
      'session-1',
    ]);
    expect(double.requests.map((request) => request.path)).toEqual([
      '/v1/places:autocomplete',
      '/v1/places:autocomplete',
      '/v1/places:autocomplete',
      `/v1/places/${KEENS}`,
    ]);
  });

  it('maps places without optional fields to nulls, and kinds from the primary type', async () => {
    const mogador = placeDetailsSchema.parse(await provider().details('ChIJ7aR9gZ1ZwokR3pUAn3m2fQY'));
    expect(mogador).toMatchObject({
      phone: null,
      website: null,
      price_level: 1,
      photos: [],
      allReviews: [],
      kind: 'restaurant',
    });
    const pub = placeDetailsSchema.parse(await provider().details('ChIJk0mS2RFawokRHr0bZ2xK1wQ'));
    expect(pub).toMatchObject({ kind: 'bar', url: null, price_level: 3, cuisine: 'Pub' });
  });

  it('answers an unknown place with null (404 NOT_FOUND) and never calls for an impossible id', async () => {
    expect(await provider().details('ChIJdoesNotExist0000000')).toBeNull();
    expect(double.requests).toHaveLength(1);
    expect(await provider().details('../../etc/passwd')).toBeNull();
    expect(await provider().details('')).toBeNull();
    expect(double.requests).toHaveLength(1);
  });

  it('gives the newest reviews first, at most the 5 Google returns', async () => {
    const reviews = await provider().newestReviews(KATZ);
    expect(reviews).toHaveLength(5);
    expect(reviews.map((review) => review.publishTime)).toEqual(
      [...reviews.map((review) => review.publishTime)].sort().reverse(),
    );
    expect(await provider().newestReviews('ChIJdoesNotExist0000000')).toEqual([]);
  });

  it('keeps details for a short while only, in memory', async () => {
    let clock = now;
    const client = provider({ now: () => clock });
    await client.details(KATZ, 's1');
    await client.newestReviews(KATZ);
    expect(double.requests).toHaveLength(1);
    clock = new Date(now.getTime() + 5 * 60_000 + 1);
    await client.newestReviews(KATZ);
    expect(double.requests).toHaveLength(2);
  });
});

describe('errors', () => {
  it('maps a wrong key (403 PERMISSION_DENIED) to 503 "not configured correctly"', async () => {
    const error = await upstreamError(provider({ apiKey: 'wrong-key-123' }).autocomplete('katz', 't'));
    expect(error).toMatchObject({
      httpStatus: 503,
      reason: 'misconfigured',
      message: 'Restaurant search is not configured correctly',
      upstream: { status: 403, code: 'PERMISSION_DENIED', detailReason: 'API_KEY_SERVICE_BLOCKED' },
    });
  });

  it('maps an invalid key (400 API_KEY_INVALID) to 503 too: it is the operator who must act', async () => {
    await double.close();
    double = await startGooglePlacesDouble({ wrongKey: 'api-key-invalid' });
    const error = await upstreamError(provider({ apiKey: 'wrong-key-123' }).details(KATZ, 't'));
    expect(error).toMatchObject({
      httpStatus: 503,
      reason: 'misconfigured',
      upstream: { status: 400, code: 'INVALID_ARGUMENT' },
    });
  });

  it('maps 400 INVALID_ARGUMENT (here: a request without a field mask) to 502 "rejected"', async () => {
    const stripMask: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.delete('X-Goog-FieldMask');
      return fetch(input, { ...init, headers });
    };
    const error = await upstreamError(provider({ fetch: stripMask }).details(KATZ, 't'));
    expect(error).toMatchObject({
      httpStatus: 502,
      reason: 'rejected',
      message: 'The restaurant search service rejected the request',
      upstream: { status: 400, code: 'INVALID_ARGUMENT' },
    });
    expect(double.requests).toHaveLength(1);
  });

  it.each(['minute', 'day'] as const)(
    'maps 429 RESOURCE_EXHAUSTED (per %s) to 503 "busy", without retrying',
    async (scope) => {
      double.failNext({ type: 'quota', scope });
      const error = await upstreamError(provider().autocomplete('katz', 't'));
      expect(error).toMatchObject({
        httpStatus: 503,
        reason: 'busy',
        message: 'Restaurant search is busy; please try again in a minute',
        upstream: { status: 429, code: 'RESOURCE_EXHAUSTED', detailReason: 'RATE_LIMIT_EXCEEDED' },
      });
      expect(double.requests).toHaveLength(1);
    },
  );

  it.each([500, 503] as const)('retries once after a %i and then succeeds', async (status) => {
    double.failNext({ type: 'status', status });
    const details = await provider().details(KATZ, 't');
    expect(details?.name).toBe("Katz's Delicatessen");
    expect(double.requests).toHaveLength(2);
    expect(double.requests.map((request) => request.sessionToken)).toEqual(['t', 't']);
  });

  it('gives up with 502 after a 5xx on the retry too', async () => {
    double.failNext({ type: 'status', status: 503 }, 2);
    const error = await upstreamError(provider().autocomplete('katz', 't'));
    expect(error).toMatchObject({
      httpStatus: 502,
      reason: 'unavailable',
      upstream: { status: 503, code: 'UNAVAILABLE' },
    });
    expect(double.requests).toHaveLength(2);
  });

  it('retries once after a dropped connection', async () => {
    double.failNext({ type: 'drop' });
    expect(await provider().autocomplete('katz', 't')).toHaveLength(1);
    expect(double.requests).toHaveLength(2);

    double.failNext({ type: 'drop' }, 2);
    const error = await upstreamError(provider().autocomplete('keens', 't'));
    expect(error).toMatchObject({ httpStatus: 502, reason: 'unavailable' });
    expect(double.requests).toHaveLength(4);
  });

  it('times out a slow answer with 502, without a second wait', async () => {
    double.failNext({ type: 'slow', delayMs: 3_000 });
    const error = await upstreamError(provider({ timeoutMs: 150 }).details(KATZ, 't'));
    expect(error).toMatchObject({
      httpStatus: 502,
      reason: 'timeout',
      message: 'Restaurant search did not answer in time; please try again',
    });
    expect(double.requests).toHaveLength(1);
  });

  it('reports an unreachable service as 502', async () => {
    await double.close();
    const error = await upstreamError(provider().autocomplete('katz', 't'));
    expect(error).toMatchObject({ httpStatus: 502, reason: 'unavailable' });
    double = await startGooglePlacesDouble();
  });

  it('never puts the key in any error: message, stack, cause, inspection or JSON', async () => {
    const apiKey = 'AIzaSy-secret-key-do-not-leak-42';
    const errors: PlacesUpstreamError[] = [];
    errors.push(await upstreamError(provider({ apiKey }).autocomplete('katz', 't')));
    await double.close();
    double = await startGooglePlacesDouble({ apiKey });
    double.failNext({ type: 'quota', scope: 'day' });
    errors.push(await upstreamError(provider({ apiKey }).details(KATZ, 't')));
    double.failNext({ type: 'status', status: 500 }, 2);
    errors.push(await upstreamError(provider({ apiKey }).details(KATZ, 't')));
    double.failNext({ type: 'drop' }, 2);
    errors.push(await upstreamError(provider({ apiKey }).autocomplete('katz', 't')));
    double.failNext({ type: 'slow', delayMs: 2_000 });
    errors.push(await upstreamError(provider({ apiKey, timeoutMs: 100 }).autocomplete('keens', 't')));

    expect(errors.map((error) => error.reason)).toEqual([
      'misconfigured',
      'busy',
      'unavailable',
      'unavailable',
      'timeout',
    ]);
    for (const error of errors) {
      const everything = [
        error.message,
        String(error),
        error.stack ?? '',
        JSON.stringify(error),
        inspect(error, { depth: 10 }),
      ].join('\n');
      expect(everything).not.toContain(apiKey);
    }
  });
});

describe('the double speaks the documented protocol', () => {
  it('returns only the fields of the mask, including sub-fields', async () => {
    const response = await fetch(`${double.baseUrl}/v1/places/${KATZ}`, {
      headers: { 'X-Goog-Api-Key': double.apiKey, 'X-Goog-FieldMask': 'id,displayName,reviews.rating' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['displayName', 'id', 'reviews']);
    expect(body.reviews).toEqual([{ rating: 5 }, { rating: 2 }, { rating: 3 }, { rating: 4 }, { rating: 1 }]);
  });

  it('refuses a details call without a field mask, or with an unknown field', async () => {
    const missing = await fetch(`${double.baseUrl}/v1/places/${KATZ}`, {
      headers: { 'X-Goog-Api-Key': double.apiKey },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { code: 400, status: 'INVALID_ARGUMENT', message: expect.stringContaining('FieldMask') },
    });
    const unknown = await fetch(`${double.baseUrl}/v1/places/${KATZ}?fields=id,favouriteColour`, {
      headers: { 'X-Goog-Api-Key': double.apiKey },
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses more than 5 primary types, and filters by type', async () => {
    const post = (body: unknown) =>
      fetch(`${double.baseUrl}/v1/places:autocomplete`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': double.apiKey },
        body: JSON.stringify(body),
      });
    expect((await post({ input: 'katz', includedPrimaryTypes: ['a', 'b', 'c', 'd', 'e', 'f'] })).status).toBe(400);
    const all = (await (await post({ input: 'katz' })).json()) as { suggestions: unknown[] };
    expect(all.suggestions).toHaveLength(2);
    const food = (await (await post({ input: 'katz', includedPrimaryTypes: ['restaurant'] })).json()) as {
      suggestions: unknown[];
    };
    expect(food.suggestions).toHaveLength(1);
    expect(await (await post({ input: 'qqq' })).json()).toEqual({});
  });
});

describe('enum mapping', () => {
  it('maps price levels to 0–4', () => {
    expect(
      [
        'PRICE_LEVEL_FREE',
        'PRICE_LEVEL_INEXPENSIVE',
        'PRICE_LEVEL_MODERATE',
        'PRICE_LEVEL_EXPENSIVE',
        'PRICE_LEVEL_VERY_EXPENSIVE',
      ].map(priceLevelFromGoogle),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(priceLevelFromGoogle('PRICE_LEVEL_UNSPECIFIED')).toBeNull();
    expect(priceLevelFromGoogle(undefined)).toBeNull();
  });

  it('maps primary types to restaurant / bar / cafe', () => {
    expect(placeKindFromGoogle('wine_bar')).toBe('bar');
    expect(placeKindFromGoogle('coffee_shop')).toBe('cafe');
    expect(placeKindFromGoogle('steak_house')).toBe('restaurant');
    expect(placeKindFromGoogle(undefined)).toBe('restaurant');
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { calculateRoiResponseSchema } from '#contracts/roi.ts';
import { calculateRoi } from '#server/features/roi/roi.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** POST /api/calculate-roi through app.inject(): the ROI formula over HTTP, the input rules and the limits. */

let ipCounter = 0;

describe('POST /api/calculate-roi', () => {
  let t: TestApp;
  const roi = (payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/calculate-roi',
      payload: JSON.stringify(payload),
      remoteAddress: options.ip ?? `10.3.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`,
      headers: { 'content-type': 'application/json', ...options.headers },
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('the worked example', async () => {
    const response = await roi({ reviews: 50, ticket: 115, currentRate: 0 });
    expect(response.statusCode).toBe(200);
    // Sent as its JSON text, past the serializer: still labelled JSON, sized, and with the JSON answers' security headers.
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const body = calculateRoiResponseSchema.parse(response.json());
    // Serialised without the schema (calculate-roi-route.ts): parsing strips unknown keys, so equality means the
    // answer has exactly the documented fields, nested ones included.
    expect(response.json()).toEqual(body);
    expect(body.success).toBe(true);
    expect(body.results).toMatchObject({
      firstYearRevenue: 11_213,
      secondYearRevenue: 31_913,
      additionalCustomers: 30,
      timeSaved: 12.5,
      roiYear1: 558,
      roiYear2: 1_425,
    });
    expect(body.results.breakdown).toMatchObject({
      monthlyNewCustomers: 2.5,
      monthlyNewRevenue: 144,
      timeSavingsValue: 4_500,
      annualServiceCost: 2_388,
    });
    expect(body.results.months).toHaveLength(24);
    expect(body.results.months[0]).toEqual({ month: 1, activeNewCustomers: 2.5, revenue: 144, cumulativeRevenue: 144 });
  });

  test('numeric strings parse like parseInt; non-numeric and missing values count as 0', async () => {
    const strings = await roi({ reviews: '50', ticket: '115abc', currentRate: '25' });
    expect(strings.statusCode).toBe(200);
    expect(strings.json().results).toEqual(calculateRoi({ reviews: 50, ticket: 115, currentRate: 25 }));

    const junk = await roi({ reviews: 'lots', ticket: null, currentRate: 75 });
    expect(junk.statusCode).toBe(200);
    expect(junk.json().results).toEqual(calculateRoi({ reviews: 0, ticket: 0, currentRate: 75 }));

    const missing = await roi({ currentRate: 0 });
    expect(missing.statusCode).toBe(200);
    expect(missing.json().results.roiYear1).toBe(-100);
  });

  test.each([
    [{ reviews: 100_001, ticket: 10, currentRate: 0 }, 'reviews must be between 0 and 100,000'],
    [{ reviews: -1, ticket: 10, currentRate: 0 }, 'reviews must be between 0 and 100,000'],
    [{ reviews: 10, ticket: '250000', currentRate: 0 }, 'ticket must be between 0 and 100,000'],
    [{ reviews: 10, ticket: 10, currentRate: 50 }, 'currentRate must be 0, 25 or 75'],
    [{ reviews: 10, ticket: 10, currentRate: 'none' }, 'currentRate must be 0, 25 or 75'],
    [{ reviews: 10, ticket: 10 }, 'currentRate must be 0, 25 or 75'],
    [{ reviews: { n: 1 }, ticket: 10, currentRate: 0 }, 'reviews must be a number'],
  ])('%j is refused with 400: %s', async (payload, message) => {
    const response = await roi(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  test('bodies other than three in-range whole numbers still go through the schema (route shortcut)', async () => {
    // Decimals truncate and extra fields are dropped, as the schema says; the answer is the same as for the plain body.
    const decimal = await roi({ reviews: 50.9, ticket: 115, currentRate: 0, extra: 'ignored' });
    expect(decimal.statusCode).toBe(200);
    expect(decimal.json().results).toEqual(calculateRoi({ reviews: 50, ticket: 115, currentRate: 0 }));
    for (const [payload, message] of [
      [[50, 115, 0], 'Invalid request.'],
      [{ reviews: 50, ticket: 115, currentRate: 25.5 }, 'currentRate must be 0, 25 or 75'],
      [{ reviews: 1e21, ticket: 115, currentRate: 0 }, 'reviews must be between 0 and 100,000'],
      [{ reviews: 50, ticket: true, currentRate: 0 }, 'ticket must be a number'],
    ] as const) {
      const response = await roi(payload);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().message).toContain(message);
    }
  });

  test('the bounds themselves are accepted', async () => {
    expect((await roi({ reviews: 100_000, ticket: 100_000, currentRate: 75 })).statusCode).toBe(200);
    expect((await roi({ reviews: 0, ticket: 0, currentRate: 0 })).statusCode).toBe(200);
  });

  test('more than 120 requests a minute from one address get a 429 with a message', async () => {
    const ip = '10.3.250.250';
    for (let i = 0; i < 120; i += 1) {
      const answer = await roi({ reviews: 5, ticket: 20, currentRate: 0 }, { ip });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-ratelimit-limit']).toBe('120');
      expect(answer.headers['x-ratelimit-remaining']).toBe(String(119 - i));
    }
    const limited = await roi({ reviews: 5, ticket: 20, currentRate: 0 }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await roi({ reviews: 5, ticket: 20, currentRate: 0 })).statusCode).toBe(200);
  });

  test('a request from another site is refused with 403', async () => {
    const response = await roi(
      { reviews: 5, ticket: 20, currentRate: 0 },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);
  });

  test('the OpenAPI document describes the route', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/calculate-roi'].post;
    const schema = operation.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['currentRate', 'reviews', 'ticket']);
    expect(schema.properties.reviews.description).toMatch(/0–100,000/);
    expect(operation.responses['200']).toBeDefined();
    expect(operation.responses['400']).toBeDefined();
  });
});

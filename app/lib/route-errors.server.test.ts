import { describe, expect, test } from 'vitest';
import { ERRORS, failure, statusOf, type ErrorCode } from '#contracts/error-constants.ts';
import { AppError } from '#server/http/app-error.ts';
import { failureData, notFound, problemPageData, resultData } from './route-errors.server.ts';

/** What data() carries: the body, and the status and headers the response is sent with. */
type Sent = { data: unknown; init: { status?: number; headers?: HeadersInit } | null };

const sent = (value: unknown) => value as Sent;

describe('one error shape: the code table', () => {
  test('each code has the status the pages and the API answer with', () => {
    const statuses = Object.fromEntries(Object.entries(ERRORS).map(([code, entry]) => [code, entry.status]));
    expect(statuses).toEqual({
      BAD_REQUEST: 400,
      INVALID_INPUT: 400,
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      FORBIDDEN_ORIGIN: 403,
      NOT_ALLOWED: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      PAYLOAD_TOO_LARGE: 413,
      RATE_LIMITED: 429,
      INTERNAL: 500,
      UPSTREAM_FAILED: 502,
      UPSTREAM_UNAVAILABLE: 503,
    });
  });

  test('AppError reads the same table as the pages', () => {
    for (const code of Object.keys(ERRORS) as ErrorCode[]) {
      const error = new AppError(code);
      expect([error.status, error.message]).toEqual([statusOf(code), ERRORS[code].message]);
    }
    expect(new AppError('CONFLICT', 'Already chosen.').message).toBe('Already chosen.');
  });

  test('a failure carries its code, its sentence (else the code’s own) and its field only when given', () => {
    expect(failure('RATE_LIMITED')).toEqual({ ok: false, code: 'RATE_LIMITED', message: ERRORS.RATE_LIMITED.message });
    expect(failure('INVALID_INPUT', 'Choose a time zone from the list.', 'timeZone')).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      message: 'Choose a time zone from the list.',
      field: 'timeZone',
    });
    expect(Object.keys(failure('CONFLICT', 'Taken.'))).not.toContain('field');
  });
});

describe('a failure as the route’s answer', () => {
  test('failureData: the failure as the body, its code’s status, the route’s headers', () => {
    const refused = { ...failure('CONFLICT', 'A location was already chosen for this connection.'), placeId: 'p1' };
    const answer = sent(failureData(refused, { headers: { 'Cache-Control': 'private, no-store' } }));
    expect(answer.data).toEqual(refused);
    expect(answer.init?.status).toBe(409);
    expect(new Headers(answer.init?.headers).get('cache-control')).toBe('private, no-store');
    expect(sent(failureData(failure('UPSTREAM_FAILED'))).init?.status).toBe(502);
    expect(sent(failureData(failure('NOT_ALLOWED'))).init?.status).toBe(403);
  });

  test('resultData: a success is 200 whether or not it says ok; a failure its code’s status', () => {
    expect(sent(resultData({ ok: true, message: 'Saved.' })).init?.status).toBe(200);
    expect(sent(resultData({ outcome: 'skipped' })).init?.status).toBe(200);
    const refused = { ...failure('RATE_LIMITED', 'Too many addresses added today.', 'email'), intent: 'add-address' };
    const answer = sent(resultData(refused, { headers: { 'Cache-Control': 'private, no-store' } }));
    expect([answer.init?.status, answer.data]).toEqual([429, refused]);
    expect(new Headers(answer.init?.headers).get('cache-control')).toBe('private, no-store');
    // Something that only looks like a failure (no code) is not one.
    expect(sent(resultData({ ok: false })).init?.status).toBe(200);
  });

  test('problemPageData: a stop with a code is sent with its status; one without (a page of its own) with 200', () => {
    const expired = { problem: 'invalid-link', code: 'BAD_REQUEST' as const, retryPath: null };
    expect([sent(problemPageData(expired)).init?.status, sent(problemPageData(expired)).data]).toEqual([400, expired]);
    expect(sent(problemPageData({ problem: 'google-error', code: 'UPSTREAM_FAILED' as const })).init?.status).toBe(502);
    const cancelled = sent(
      problemPageData({ problem: 'denied', code: null }, { headers: { 'Cache-Control': 'no-store' } }),
    );
    expect(cancelled.init?.status).toBe(200);
    expect(new Headers(cancelled.init?.headers).get('cache-control')).toBe('no-store');
  });

  test('notFound: a 404 with nothing of what was asked, with the route’s headers when given', () => {
    const bare = sent(notFound());
    expect([bare.data, bare.init?.status]).toEqual([null, 404]);
    const private404 = sent(notFound({ headers: { 'Cache-Control': 'private, no-store' } }));
    expect(new Headers(private404.init?.headers).get('cache-control')).toBe('private, no-store');
  });
});

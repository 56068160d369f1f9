import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '#server/db/database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every documented /api route (read from the app's own OpenAPI document, so a new route is swept
 * without touching this file) gets hostile input. The answer is always a 4xx with a JSON `message`, or a 2xx where
 * the input is legitimately valid; never a 5xx, never a crash, and nothing stored comes back as a live script.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
};

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: JsonSchema | null;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  params: { name: string }[];
}

interface Outcome {
  route: string;
  probe: string;
  status: number;
  message?: string;
}

const UNICODE_EDGE_CASES: Record<string, string> = {
  'RTL override': 'Joe\u202egnp.exe Pizza',
  'zero-width': 'Jo\u200be\u200d\u2060\ufeff Pizza',
  emoji: 'Sushi 🍣🍱👨‍👩‍👧‍👦 Bar',
  'lone surrogate': 'Bad \ud800 surrogate \udfff',
  'combining marks': 'Z̷̢̛̪a̸̛̘l̵̦͝g̶̱̈o̴̝͐',
  'NUL and controls': 'nul\u0000 bell\u0007 esc\u001b',
};

const INJECTIONS: Record<string, string> = {
  'SQL quote': "Robert'); DROP TABLE restaurants; --",
  'SQL union': "' UNION SELECT email, null FROM brand_profiles --",
  'script tag': '<script>alert(document.cookie)</script>',
  'attribute breakout': '"><img src=x onerror=alert(1)><svg onload=alert(1)>',
  'javascript url': 'javascript:alert(1)',
  'template literal': '${process.exit(1)} {{constructor.constructor("alert(1)")()}}',
};

// Valid-looking values for fields whose shape the schema alone cannot tell (ids of catalogue places, etc.).
const KNOWN_GOOD: Record<string, unknown> = {
  placeId: 'cat-katzs-delicatessen',
  place_id: 'cat-katzs-delicatessen',
  restaurantName: "Katz's Delicatessen",
  name: 'Jamie Rivera',
  email: 'jamie.rivera@example.com',
  contactEmail: 'jamie.rivera@example.com',
  ownerName: 'Jamie',
  phone: '(212) 555-0134',
  input: 'katz',
};

function firstType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

/** Sample strings for the formats the API uses; any other string is padded to its minimum length. */
const STRING_FORMAT_SAMPLES: Record<string, string> = {
  email: 'jamie.rivera@example.com',
  'date-time': '2026-01-01T00:00:00.000Z',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** A valid sample per JSON type; `key` is the property's name, passed on to nested samples. */
const SAMPLES_BY_TYPE: Record<string, (schema: JsonSchema, key: string) => unknown> = {
  object: (schema) => {
    const out: Record<string, unknown> = {};
    for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name] ?? {}, name);
    return out;
  },
  array: (schema, key) => Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, key)),
  integer: (schema) => sampleNumber(schema),
  number: (schema) => sampleNumber(schema),
  boolean: () => true,
  string: (schema) =>
    (schema.format !== undefined && Object.hasOwn(STRING_FORMAT_SAMPLES, schema.format)
      ? STRING_FORMAT_SAMPLES[schema.format]
      : undefined) ?? 'Sample value'.padEnd(schema.minLength ?? 0, 'x'),
};

function sampleNumber(schema: JsonSchema): number {
  return Math.max(schema.minimum ?? 0, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0, 1);
}

/** A plausible value for a JSON schema: required fields only, enum/const first choices, minimal lengths. */
function sample(schema: JsonSchema, key = ''): unknown {
  if (key in KNOWN_GOOD) return KNOWN_GOOD[key];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const chosen = alternatives.find((alt) => alt.type !== 'null') ?? alternatives[0]!;
    return sample(chosen, key);
  }
  const type = firstType(schema);
  const byType = type !== undefined && Object.hasOwn(SAMPLES_BY_TYPE, type) ? SAMPLES_BY_TYPE[type] : undefined;
  return byType ? byType(schema, key) : 'Sample value';
}

function operations(openapi: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(openapi.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const requestBody = op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined;
      const parameters = (op.parameters ?? []) as {
        in: string;
        name: string;
        required?: boolean;
        schema?: JsonSchema;
      }[];
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        body: requestBody?.content?.['application/json']?.schema ?? null,
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        params: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name })),
      });
    }
  }
  return ops;
}

/** Like encodeURIComponent, but a lone surrogate goes out as its raw (invalid UTF-8) bytes instead of throwing. */
function encodePathSegment(value: string): string {
  return Array.from(value, (char) => {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      return `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
    return encodeURIComponent(char);
  }).join('');
}

function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
}

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
}

describe('API sweep: hostile input on every documented route', () => {
  let t: TestApp;
  let ops: Operation[];
  const outcomes: Outcome[] = [];
  let ipCounter = 0;
  // Spread requests over addresses so per-IP rate limits do not hide what validation does.
  const nextIp = () => {
    ipCounter += 1;
    return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  };

  beforeAll(async () => {
    t = await createTestApp({ startJobs: false });
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    ops = operations(response.json());
  });
  afterAll(async () => {
    await t?.close();
  });

  function urlFor(
    op: Operation,
    params: Record<string, string> = {},
    query: Record<string, string | string[]> = {},
  ): string {
    let path = op.path;
    for (const p of op.params)
      path = path.replace(`{${p.name}}`, encodePathSegment(params[p.name] ?? 'katzs-delicatessen'));
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
    }
    const qs = search.toString();
    return qs ? `${path}?${qs}` : path;
  }

  function validQuery(op: Operation): Record<string, string> {
    const query: Record<string, string> = {};
    for (const q of op.query) if (q.required) query[q.name] = String(sample(q.schema, q.name));
    return query;
  }

  /** Sends, records, and holds every answer to the sweep's rules. */
  async function probe(
    op: Operation,
    name: string,
    options: Omit<InjectOptions, 'method'>,
    expected?: number[],
  ): Promise<LightMyRequestResponse> {
    const response = await t.app.inject({ method: op.method, remoteAddress: nextIp(), ...options });
    const route = `${op.method} ${op.path}`;
    const context = `${route} ← ${name}: ${response.statusCode} ${response.body.slice(0, 300)}`;
    // Soft: one run reports every route and probe that misbehaves, not just the first.
    expect.soft(response.statusCode, context).toBeLessThan(500);
    expect.soft([2, 3, 4], context).toContain(Math.floor(response.statusCode / 100));
    let message: string | undefined;
    if (response.statusCode >= 400) {
      expect.soft(response.headers['content-type'], context).toMatch(/^application\/json/);
      try {
        message = (response.json() as { message?: unknown }).message as string | undefined;
      } catch {
        message = undefined;
      }
      expect.soft(typeof message, context).toBe('string');
      expect.soft(message?.length ?? 0, context).toBeGreaterThan(0);
      // Error messages never echo input back as markup.
      expect.soft(message ?? '', context).not.toMatch(/<script/i);
    }
    if (expected) expect.soft(expected, context).toContain(response.statusCode);
    outcomes.push({ route, probe: name, status: response.statusCode, ...(message ? { message } : {}) });
    return response;
  }

  test('the OpenAPI document lists the API routes', () => {
    expect(ops.length).toBeGreaterThanOrEqual(10);
    expect(ops.some((op) => op.body)).toBe(true);
    expect(ops.some((op) => op.query.length > 0)).toBe(true);
  });

  test('JSON bodies: malformed, wrong content types, oversized, deeply nested, wrong shapes, hostile strings', async () => {
    for (const op of ops.filter((o) => o.body)) {
      const url = urlFor(op, {}, validQuery(op));
      const body = sample(op.body!) as Record<string, unknown>;
      const json = { 'content-type': 'application/json' };
      const send = (name: string, payload: string, headers: Record<string, string> = json, expected?: number[]) =>
        probe(op, name, { url, headers, payload }, expected);

      const first = await send('valid-looking body', JSON.stringify(body));
      if (first.statusCode >= 400)
        console.log(
          `sweep: ${op.method} ${op.path} refuses the generic sample (${first.statusCode} ${first.body}); hostile strings there are checked against validation only`,
        );
      await send('malformed JSON', '{"name": "Katz\'s", ', json, [400]);
      await send('truncated JSON', '{"a":[1,2', json, [400]);
      await send('empty body', '', json, [400]);
      await send('JSON null', 'null', json, [400]);
      await send('JSON array', '[]', json, [400]);
      await send('JSON string', '"hello"', json, [400]);
      await send('text/plain', 'name=Katz', { 'content-type': 'text/plain' }, [400, 415]);
      await send('form urlencoded', new URLSearchParams({ name: 'Katz', email: 'a@b.c' }).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
      await send(
        'multipart',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
        { 'content-type': 'multipart/form-data; boundary=x' },
        [400, 415],
      );
      await send('xml', '<a>b</a>', { 'content-type': 'application/xml' }, [400, 415]);
      await send('oversized body (300 KB)', JSON.stringify({ ...body, padding: 'x'.repeat(300 * 1024) }), json, [413]);
      await send('deeply nested object (depth 10,000)', deepObject(10_000), json, [400]);
      await send('deeply nested array (depth 10,000)', deepArray(10_000), json, [400]);
      await send(
        'nested object in every field',
        JSON.stringify(Object.fromEntries(Object.keys(body).map((k) => [k, { $gt: '' }]))),
        json,
      );
      await send('missing fields', '{}', json, (op.body!.required ?? []).length > 0 ? [400] : undefined);
      await send(
        'extra fields',
        JSON.stringify({ ...body, isAdmin: true, role: 'owner', id: 'x', extra: 'y'.repeat(1000) }),
      );
      await send(
        'prototype pollution',
        `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`,
        json,
        [400],
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();

      for (const key of Object.keys(body)) {
        const value = body[key];
        if (typeof value !== 'string') {
          await send(
            `string where ${key} (${typeof value}) belongs`,
            JSON.stringify({ ...body, [key]: 'not-a-number' }),
          );
          continue;
        }
        const onlyString =
          firstType(op.body!.properties?.[key] ?? {}) === 'string' && !op.body!.properties?.[key]?.anyOf;
        await send(
          `array where string ${key} belongs`,
          JSON.stringify({ ...body, [key]: [value, value] }),
          json,
          onlyString ? [400] : undefined,
        );
        await send(
          `object where string ${key} belongs`,
          JSON.stringify({ ...body, [key]: { toString: value } }),
          json,
          onlyString ? [400] : undefined,
        );
        await send(`number where string ${key} belongs`, JSON.stringify({ ...body, [key]: 12345 }));
        await send(`null ${key}`, JSON.stringify({ ...body, [key]: null }));
        await send(`very long ${key}`, JSON.stringify({ ...body, [key]: 'z'.repeat(100_000) }));
        for (const [label, text] of Object.entries({ ...UNICODE_EDGE_CASES, ...INJECTIONS })) {
          await send(`${label} in ${key}`, JSON.stringify({ ...body, [key]: text }));
        }
      }
    }
  });

  test('query strings and path parameters: repeated, oversized, hostile', async () => {
    for (const op of ops.filter((o) => o.query.length > 0 || o.params.length > 0)) {
      const base = validQuery(op);
      const payload = op.body
        ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(sample(op.body)) }
        : {};
      await probe(op, 'valid-looking query', { url: urlFor(op, {}, base), ...payload });
      for (const q of op.query) {
        const without = { ...base };
        delete without[q.name];
        if (q.required) await probe(op, `missing ${q.name}`, { url: urlFor(op, {}, without), ...payload }, [400]);
        await probe(op, `repeated ${q.name}`, { url: urlFor(op, {}, { ...base, [q.name]: ['a1', 'b2'] }), ...payload });
        await probe(op, `bracket array ${q.name}`, {
          url: `${urlFor(op, {}, without)}&${q.name}[]=a&${q.name}[]=b`,
          ...payload,
        });
        await probe(op, `oversized ${q.name}`, {
          url: urlFor(op, {}, { ...base, [q.name]: 'q'.repeat(10_000) }),
          ...payload,
        });
        await probe(op, `bad percent-encoding ${q.name}`, {
          url: `${urlFor(op, {}, without)}&${q.name}=%E0%A4%A`,
          ...payload,
        });
        await probe(op, `encoded lone surrogate ${q.name}`, {
          url: `${urlFor(op, {}, without)}&${q.name}=%ED%A0%80x`,
          ...payload,
        });
        for (const [label, text] of Object.entries({ ...UNICODE_EDGE_CASES, ...INJECTIONS })) {
          await probe(op, `${label} in ${q.name}`, { url: urlFor(op, {}, { ...base, [q.name]: text }), ...payload });
        }
      }
      for (const p of op.params) {
        for (const [label, text] of Object.entries({
          ...UNICODE_EDGE_CASES,
          ...INJECTIONS,
          traversal: '../../etc/passwd',
          long: 'p'.repeat(300),
        })) {
          await probe(op, `${label} in {${p.name}}`, { url: urlFor(op, { [p.name]: text }, base), ...payload });
        }
      }
    }
  });

  test('unknown API paths and methods answer a JSON 404', async () => {
    const op: Operation = { method: 'GET', path: '/api/does-not-exist', body: null, query: [], params: [] };
    await probe(op, 'unknown path', { url: '/api/does-not-exist' }, [404]);
    await probe(
      { ...op, method: 'DELETE', path: '/api/saved-sops' },
      'unknown method',
      { url: '/api/saved-sops' },
      [404, 405],
    );
  });

  test('after the sweep, nothing stored comes back as a live script', async () => {
    const saved = await t.app.inject({ url: '/api/saved-sops' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toMatch(/<script/i);

    // Every restaurant the sweep managed to store, read back through the public route.
    const ids = await queryRows<{ id: string }>(t.ctx.database.db, sql`select id from restaurants`);
    expect(ids.length).toBeGreaterThan(0);
    for (const { id } of ids) {
      const response = await t.app.inject({ url: `/api/restaurant-data/${encodeURIComponent(id)}` });
      expect(response.statusCode, id).toBeLessThan(500);
      expect(response.body, `restaurant-data/${id}`).not.toMatch(/<script/i);
      expect(response.body, `restaurant-data/${id}`).not.toMatch(/<img[^>]+onerror/i);
    }

    // Stored playbooks are served as HTML pages and files: their HTML must never hold executable markup.
    const playbookHtml = await queryRows<{ id: string }>(
      t.ctx.database.db,
      sql`select id from playbooks where html ilike '%<script%' or html ilike '%onerror=%' or html ilike '%javascript:%'`,
    );
    expect(playbookHtml).toEqual([]);
  });

  afterAll(() => {
    const counts = new Map<string, number>();
    for (const outcome of outcomes)
      counts.set(`${outcome.route} ${outcome.status}`, (counts.get(`${outcome.route} ${outcome.status}`) ?? 0) + 1);
    console.log(`API sweep: ${outcomes.length} requests\n${[...counts].map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);
  });
});

import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiEndpoints, type ApiEndpoint } from '#contracts/api.ts';
import { apiRoutes } from '#server/app-features.ts';
import { buildApp, type ApiRoutes } from '#server/http/build-app.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The browser's client is typed by contracts/api.ts; this checks that the server validates with the very same schema
// objects, so the type the browser compiles against is the one the route enforces.

type RouteSchema = { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<number, unknown> };

let t: TestApp;
const routes = new Map<string, RouteSchema>();

beforeAll(async () => {
  t = await createTestApp();
  const recorder: ApiRoutes = async (api) => {
    api.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema as (RouteSchema & { hide?: boolean }) | undefined;
      if (!schema || schema.hide) return;
      // Fastify adds a HEAD route beside each GET: the same route, not a contract of its own.
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.set(`${method} ${route.url}`, schema);
    });
  };
  const app = await buildApp({ ctx: t.ctx, apiRoutes: [recorder, ...apiRoutes], logger: false });
  await app.close();
});

afterAll(async () => {
  await t?.close();
});

describe('contracts/api.ts', () => {
  test('names every public API route, and only those', () => {
    expect([...routes.keys()].sort()).toEqual(Object.keys(apiEndpoints).sort());
  });

  test.each(Object.keys(apiEndpoints) as ApiEndpoint[])(
    '%s: the route validates with the contract’s schemas',
    (key) => {
      const contract: { params?: unknown; querystring?: unknown; body?: unknown; response: unknown } =
        apiEndpoints[key];
      const route = routes.get(key);
      expect(route).toBeDefined();
      expect(route?.params).toBe(contract.params);
      expect(route?.querystring).toBe(contract.querystring);
      expect(route?.body).toBe(contract.body);
      if (contract.response === 'file') expect(route?.response?.[200]).toBeUndefined();
      else expect(route?.response?.[200]).toBe(contract.response);
    },
  );
});

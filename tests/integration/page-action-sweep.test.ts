import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { actionFormMessages } from '#app/lib/action-form.server.ts';
import { apiRoutes, createAppServices } from '#server/app-features.ts';
import { seoRoutes } from '#server/features/seo/seo-routes.ts';
import { buildApp } from '#server/http/build-app.ts';
import { pageBodyMessages } from '#server/http/react-router-handler.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Malformed bodies, as a careless client or a scanner sends them, to every route module that exports an action
 * (listed from the production build's own route table, so a new page action is swept without touching this file)
 * and to every documented API route that takes a body. No answer is a 5xx: a body that is not the page's form is a
 * 415, a form that does not parse a 400, one over the limit a 413, each with its sentence
 * (app/lib/action-form.server.ts). A real failure is still a 500, logged at error level with the request id, and no
 * page carries a template token. Runs against the production build (`npm run build` first).
 */

const buildDir = path.resolve('build');
const BOUNDARY = 'sweep-boundary';

interface Probe {
  name: string;
  headers: Record<string, string>;
  body?: string;
  /** What a page action answers; API routes only must not answer 5xx. */
  pageStatus: number;
  sentence: string;
}

const PROBES: Probe[] = [
  { name: 'empty, no content type', headers: {}, pageStatus: 415, sentence: actionFormMessages.unsupportedType },
  {
    name: 'truncated JSON',
    headers: { 'content-type': 'application/json' },
    body: '{"intent": "po',
    pageStatus: 415,
    sentence: actionFormMessages.unsupportedType,
  },
  {
    name: 'text/plain',
    headers: { 'content-type': 'text/plain' },
    body: 'intent=post&text=hello',
    pageStatus: 415,
    sentence: actionFormMessages.unsupportedType,
  },
  {
    name: 'multipart with a boundary the body does not use',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: '--other\r\nContent-Disposition: form-data; name="intent"\r\n\r\nskip\r\n--other--\r\n',
    pageStatus: 400,
    sentence: actionFormMessages.unreadable,
  },
  {
    name: 'multipart with no boundary',
    headers: { 'content-type': 'multipart/form-data' },
    body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nskip\r\n--x--\r\n',
    pageStatus: 400,
    sentence: actionFormMessages.unreadable,
  },
  {
    name: 'multipart cut off mid-part',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsk`,
    pageStatus: 400,
    sentence: actionFormMessages.unreadable,
  },
  {
    name: 'oversized form',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `text=${'x'.repeat(300_000)}`,
    pageStatus: 413,
    sentence: pageBodyMessages.tooLarge,
  },
];

/** Actions that take no field and so never read the body (the token is in the link). */
const ACTIONS_THAT_READ_NO_BODY = new Set(['routes/connect-google-disconnect']);

let t: TestApp;
let site: FastifyInstance;
let build: ServerBuild;
let ip = 0;
const nextIp = () => `10.77.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

/** Every route of the build with its full URL path (params filled in), and whether it exports an action. */
function buildRoutes(): { id: string; path: string; hasAction: boolean }[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const own = route.path ?? '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return [parent, own].filter((part) => part !== '').join('/');
  };
  return Object.values(routes)
    .filter((route): route is NonNullable<typeof route> => route !== undefined && route.id !== 'root')
    .map((route) => ({
      id: route.id,
      path:
        `/${fullPath(route.id)
          .replace(/:[a-zA-Z]+/g, 'sweep-id')
          .replace(/\*$/, 'no-such-page')}`.replace(/\/+$/, '') || '/',
      hasAction: typeof (route.module as { action?: unknown }).action === 'function',
    }));
}

function post(url: string, probe: Probe): Promise<Awaited<ReturnType<FastifyInstance['inject']>>> {
  const options: InjectOptions = {
    method: 'POST',
    url,
    headers: probe.headers,
    remoteAddress: nextIp(),
    ...(probe.body === undefined ? {} : { payload: probe.body }),
  };
  return site.inject(options);
}

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild;
  site = await buildApp({
    ctx: t.ctx,
    apiRoutes,
    pageRoutes: [seoRoutes],
    loggerInstance: t.ctx.logger as FastifyBaseLogger,
    reactRouter: {
      mode: { kind: 'build', buildDir },
      publicUrl: t.config.publicUrl,
      services: createAppServices(t.ctx),
    },
  });
  await site.ready();
});

afterAll(async () => {
  await site?.close();
  await t?.close();
});

describe('page actions: malformed bodies', () => {
  test('the route table lists the actions the sweep covers', () => {
    const actions = buildRoutes().filter((route) => route.hasAction);
    expect(actions.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        'routes/review-and-post',
        'routes/inbox',
        'routes/connect-google-location',
        'routes/operator.sign-in',
        'routes/inbox.settings',
        'routes/inbox.settings.data',
        'routes/confirm-address',
      ]),
    );
  });

  for (const probe of PROBES) {
    test(`${probe.name}: every page action answers ${probe.pageStatus} with its sentence`, async () => {
      const outcomes: string[] = [];
      for (const route of buildRoutes().filter((r) => r.hasAction)) {
        const response = await post(route.path, probe);
        const expected =
          ACTIONS_THAT_READ_NO_BODY.has(route.id) && probe.pageStatus !== 413 ? undefined : probe.pageStatus;
        const ok =
          response.statusCode < 500 &&
          (expected === undefined ||
            (response.statusCode === expected && response.body.includes(probe.sentence.replaceAll("'", '&#x27;'))));
        if (!ok) outcomes.push(`${route.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        expect(response.body).not.toContain('__RB_');
        // The same body to the route's data URL (client-side navigation posts there).
        const dataResponse = await post(`${route.path === '/' ? '/_root' : route.path}.data`, probe);
        if (dataResponse.statusCode >= 500) outcomes.push(`${route.path}.data: ${dataResponse.statusCode}`);
      }
      expect(outcomes).toEqual([]);
    });
  }

  test('an empty form is the action’s own business: never a 5xx', async () => {
    for (const route of buildRoutes().filter((r) => r.hasAction)) {
      const response = await post(route.path, {
        name: 'empty form',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        pageStatus: 0,
        sentence: '',
      });
      expect(response.statusCode, `${route.path}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});

describe('API routes: the same malformed bodies', () => {
  test('no documented API route answers 5xx', async () => {
    const document = (await site.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const outcomes: string[] = [];
    let sent = 0;
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods).filter((m) => ['post', 'put', 'patch'].includes(m))) {
        const url = route.replace(/\{[^}]+\}/g, 'sweep-id');
        for (const probe of PROBES) {
          const response = await site.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: probe.headers,
            remoteAddress: nextIp(),
            ...(probe.body === undefined ? {} : { payload: probe.body }),
          });
          sent++;
          if (response.statusCode >= 500) outcomes.push(`${method} ${url} (${probe.name}): ${response.statusCode}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(50);
    expect(outcomes).toEqual([]);
  });
});

describe('errors and template tokens', () => {
  test('the 404 page and one page of each route carry no template token', async () => {
    const pages = [...buildRoutes().map((route) => route.path), '/no-such-page', '/privacy-policy'];
    for (const url of new Set(pages)) {
      const response = await site.inject({ method: 'GET', url, remoteAddress: nextIp() });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('__RB_');
    }
  });

  test('a real failure in an action is a 500 page without template tokens, logged at error level with the request id', async () => {
    const services = createAppServices(t.ctx);
    const failing = buildApp({
      ctx: t.ctx,
      apiRoutes,
      pageRoutes: [seoRoutes],
      loggerInstance: t.ctx.logger as FastifyBaseLogger,
      reactRouter: {
        mode: { kind: 'build', buildDir },
        publicUrl: t.config.publicUrl,
        services: {
          ...services,
          skipReply: () => Promise.reject(new Error('the reply store is unreachable')),
        },
      },
    });
    const app = await failing;
    try {
      const before = t.logs.length;
      const response = await app.inject({
        method: 'POST',
        url: '/replies/sweep-id?token=secret-link-token-123',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'intent=skip',
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).toContain('Something went wrong');
      expect(response.body).not.toContain('__RB_');
      const lines = t.logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
      const failure = lines.find((line) => line.msg === 'page failed');
      expect(failure, JSON.stringify(lines)).toBeDefined();
      expect(failure!.level).toBe(50);
      expect(failure!.reqId).toEqual(expect.any(String));
      // The message field is redacted wherever it appears (logger.ts); the stack names the error.
      expect((failure!.err as { stack: string }).stack).toContain('the reply store is unreachable');
      const completion = lines.find((line) => line.msg === 'request failed');
      expect(completion?.level).toBe(50);
      expect(completion?.reqId).toBe(failure!.reqId);
      expect(t.logs.slice(before).join('\n')).not.toContain('secret-link-token-123');
    } finally {
      await app.close();
    }
  });
});

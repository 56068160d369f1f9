import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '#server/db/database.ts';
import { requireOperatorData, requireOperatorMutation } from '#server/features/operator/operator-guard.ts';
import { seoRoutes } from '#server/features/seo/seo-routes.ts';
import { waitUntil } from './email-helpers.ts';
import { buildSite } from './built-site.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The operator console through the real page handler (the production build) and the real database, with a test
 * clock and helpers to sign in by the emailed link. A test file calls withOperatorConsole() once; `t`, `site`
 * and `clock` are then live bindings to that file's app, site and clock.
 */

export const OPERATOR = 'ops@example.com';
export const OTHER_OPERATOR = 'second@example.com';
export const START = new Date('2026-11-02T09:00:00.000Z');

let ipCounter = 0;
export const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export let t: TestApp;
export let site: FastifyInstance;
export let clock = new Date(START);

export function advance(ms: number): void {
  clock = new Date(clock.getTime() + ms);
}

/** The app with two operators, and a site that serves the console plus a data route and a mutation. */
export function withOperatorConsole(): void {
  beforeAll(async () => {
    t = await createTestApp({
      env: { OPERATOR_EMAILS: `${OPERATOR}, ${OTHER_OPERATOR.toUpperCase()}` },
      now: () => clock,
      startJobs: false,
    });
    site = await buildSite(t, {
      pageRoutes: [
        seoRoutes,
        // A data route and a mutation as another feature would write them, for the guards' Fastify side.
        async (app, ctx) => {
          app.get('/operator/test-data.json', async (request) => {
            const operator = await requireOperatorData(ctx, request);
            return { email: operator.email };
          });
          app.post('/operator/test-mutation.json', async (request) => {
            const operator = await requireOperatorMutation(ctx, request, request.body as Record<string, unknown>);
            return { email: operator.email };
          });
        },
      ],
    });
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });
}

export const outboxDir = () => path.join(t.config.dataDir, 'outbox');
// Only finished messages: the outbox writes each one to a dot-file first and renames it when complete.
export const outboxFiles = () =>
  existsSync(outboxDir())
    ? readdirSync(outboxDir())
        .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
        .sort()
    : [];

export async function mailsTo(address: string): Promise<string[]> {
  const texts: string[] = [];
  for (const file of outboxFiles()) {
    const parsed = await simpleParser(readFileSync(path.join(outboxDir(), file)));
    const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
    if (to.some((entry) => entry.value.some((v) => v.address === address))) texts.push(parsed.text ?? '');
  }
  return texts;
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export function postForm(
  url: string,
  fields: Record<string, string>,
  options: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  return site.inject({
    method: 'POST',
    url,
    payload: form(fields),
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // As a browser on the site sends it (React Router compares the action's Origin with its Host).
      host: new URL(t.config.publicUrl).host,
      origin: t.config.publicUrl,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
}

export const requestLink = (email: string, ip?: string) =>
  postForm('/operator/sign-in', { intent: 'request', email, next: '' }, ip ? { ip } : {});

/** Asks for a link and returns the token from the email that arrives. */
export async function linkTokenFor(email: string): Promise<string> {
  // Tests sign in far more often than the per-address limit allows; the limit has tests of its own.
  await queryRows(t.ctx.database.db, sql`delete from rate_limits where key like 'operator-sign-in:address|%'`);
  const before = (await mailsTo(email)).length;
  const response = await requestLink(email);
  expect(response.statusCode).toBe(200);
  await waitUntil(async () => (await mailsTo(email)).length > before, 5_000);
  const text = (await mailsTo(email)).at(-1) ?? '';
  const token = /\/operator\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no sign-in link in: ${text}`);
  return token;
}

export const confirm = (token: string, ip?: string) =>
  postForm('/operator/sign-in', { intent: 'confirm', token, next: '' }, ip ? { ip } : {});

/** Signs in through the emailed link; returns the Cookie header value for later requests. */
export async function signIn(email = OPERATOR): Promise<string> {
  const response = await confirm(await linkTokenFor(email));
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/operator');
  const setCookie = String(response.headers['set-cookie']);
  return setCookie.split(';')[0]!;
}

export const page = (url: string, cookie?: string) =>
  site.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The CSRF token a console page hands its forms. */
export async function csrfOf(cookie: string): Promise<string> {
  const response = await page('/operator', cookie);
  expect(response.statusCode).toBe(200);
  const token = /name="csrf" value="([^"]+)"/.exec(response.body)?.[1];
  if (!token) throw new Error('no CSRF field on the dashboard');
  return token;
}

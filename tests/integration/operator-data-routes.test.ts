import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leadSubmissions, webhookDeliveries } from '#server/features/leads/leads-tables.ts';
import { operatorAuditLog } from '#server/features/operator/operator-audit-tables.ts';
import { createSession, csrfTokenFor } from '#server/features/operator/operator-session.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../doubles/webhook-receiver.ts';
import { htmlValidateConfig } from '../support/html-validate-config.ts';
import { buildSite } from '../support/built-site.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The console's lists, exports, retry and data-rights routes through the real page handler (the production build)
 * and the API: every one refuses without a session, and works with one.
 */

const OPERATOR = 'ops@example.com';

const PAGES = [
  '/operator/leads',
  '/operator/playbooks',
  '/operator/blitz',
  '/operator/emails',
  '/operator/webhooks',
  '/operator/data-requests',
];
const DATA_GETS = [
  '/api/operator/lists/leads',
  '/api/operator/lists/webhooks?status=failed',
  '/api/operator/export/leads',
  '/api/operator/export/emails?status=sent',
  '/api/operator/data-requests?email=a@example.com',
  '/api/operator/data-requests/export?email=a@example.com',
];

let t: TestApp;
let site: FastifyInstance;
let receiver: WebhookReceiver;
let cookie: string;
let csrf: string;
let ip = 0;

const origin = () => t.config.publicUrl;
const get = (url: string, withCookie = true) =>
  site.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });

function postForm(url: string, fields: Record<string, string>, withCookie = true) {
  return site.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `10.7.0.${(ip++ % 250) + 1}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: new URL(origin()).host,
      origin: origin(),
      ...(withCookie ? { cookie } : {}),
    },
  });
}

function postJson(url: string, body: object, headers: Record<string, string> = {}) {
  return site.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { host: new URL(origin()).host, origin: origin(), ...headers },
  });
}

async function submitContact(name: string, email: string, message = 'Hello from the test'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name, email, message, source: 'gmb-website' },
    remoteAddress: `10.8.0.${(ip++ % 250) + 1}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().id as string;
}

async function auditActions(): Promise<string[]> {
  const rows = await t.ctx.database.db.select().from(operatorAuditLog);
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR, WEBHOOK_URL: receiver.url } });
  site = await buildSite(t);
  const session = await createSession(t.ctx, OPERATOR, 'vitest');
  cookie = session.setCookie.split(';')[0]!;
  csrf = csrfTokenFor(t.ctx, session.operator);
});

afterAll(async () => {
  await site?.close();
  await t?.close();
  await receiver?.close();
});

describe('without a session', () => {
  test.each(PAGES)('the page %s redirects to the sign-in page', async (url) => {
    const response = await get(`${url}?q=x`, false);
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/operator/sign-in');
    expect(location.searchParams.get('next')).toBe(`${url}?q=x`);
  });

  test.each(PAGES.map((url) => `${url}.data`))('the data request %s gets only a redirect', async (url) => {
    const response = await get(url, false);
    expect(response.body).not.toMatch(/csrf|"rows"|@example/);
    expect(`${response.statusCode} ${JSON.stringify(response.headers)} ${response.body}`).toContain(
      '/operator/sign-in',
    );
  });

  test.each(['/operator/webhooks', '/operator/data-requests'])(
    'a POST to %s redirects and changes nothing',
    async (url) => {
      const before = await auditActions();
      const response = await postForm(
        url,
        { csrf: 'x', id: '00000000-0000-4000-8000-000000000000', email: 'a@b.c' },
        false,
      );
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^\/operator\/sign-in/);
      expect(await auditActions()).toEqual(before);
    },
  );

  test.each(DATA_GETS)('GET %s answers 401 JSON with a message', async (url) => {
    const response = await get(url, false);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to the operator console first.' });
  });

  test.each([
    ['/api/operator/webhooks/not-a-uuid/retry', {}],
    ['/api/operator/data-requests/erase', { email: 'a@example.com', confirmEmail: 'a@example.com' }],
  ])('POST %s answers 401 JSON whatever the body', async (url, body) => {
    const response = await postJson(url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to the operator console first.' });
  });
});

describe('with a session', () => {
  let contactId: string;

  beforeAll(async () => {
    contactId = await submitContact('Paula Page', 'paula@pages.example', '@SUM(1+1) please call');
  });

  test.each(PAGES)('the page %s renders, never indexed nor cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.body).toContain('<h1');
  });

  test('the pages are valid HTML, with rows, filters and the confirmation step', async () => {
    const validator = new HtmlValidate(htmlValidateConfig);
    for (const url of [
      ...PAGES,
      '/operator/leads?q=paula',
      '/operator/data-requests?email=paula%40pages.example&confirm=erase',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const report = await validator.validateString(response.body, `${url}.html`);
      const problems = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(problems.join('\n'), url).toBe('');
    }
  });

  test('the leads page finds a lead by any field, with every field behind it', async () => {
    const response = await get('/operator/leads?q=please+call&source=contact');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Paula Page');
    expect(response.body).toContain('paula@pages.example');
    expect(response.body).toContain('Every field submitted');
    const none = await get('/operator/leads?q=nobody-writes-this');
    expect(none.body).toContain('No leads match these filters.');
    expect(none.body).not.toContain('Paula Page');
  });

  test('a bad filter is a 400 page that says what is wrong', async () => {
    const response = await get('/operator/leads?source=fax');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('source must be one of');
  });

  test('the JSON list answers a page; a bad filter or an unknown list is refused with a message', async () => {
    const response = await get('/api/operator/lists/leads?q=paula');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, page: 1, pageSize: 50, pageCount: 1 });
    expect(response.json().rows[0]).toMatchObject({ id: contactId, source: 'contact', name: 'Paula Page' });
    const bad = await get('/api/operator/lists/leads?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'page starts at 1' });
    const unknown = await get('/api/operator/lists/secrets');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('No such list');
  });

  test('the CSV export is a download of the filtered list, neutralised, and audited', async () => {
    const response = await get('/api/operator/export/leads?q=paula');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toContain('no-store');
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFcreated_at,source,email')).toBe(true);
    const lines = body.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",'@SUM(1+1) please call,");
    const [entry] = await t.ctx.database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'list.export-csv'));
    expect(entry).toMatchObject({
      operatorEmail: OPERATOR,
      targetType: 'list',
      targetId: 'leads',
      detail: { q: 'paula' },
    });
  });

  test('retry now: a failed delivery goes back to the outbox, with the CSRF token, and is audited', async () => {
    const id = await submitContact('Wendy Webhook', 'wendy@pages.example');
    const [delivery] = await t.ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.submissionId, id));
    await t.ctx.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: 9, lastError: 'HTTP 500', lockedUntil: null })
      .where(eq(webhookDeliveries.id, delivery!.id));

    const page = await get('/operator/webhooks?status=failed');
    expect(page.body).toContain('Retry now');
    expect(page.body).toContain('wendy@pages.example');

    const forged = await postForm('/operator/webhooks', { id: delivery!.id, csrf: 'forged' });
    expect(forged.statusCode).toBe(403);

    const response = await postForm('/operator/webhooks', { id: delivery!.id, csrf });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Queued');
    const [after] = await t.ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery!.id));
    expect(after!.status).toBe('pending');
    expect(await auditActions()).toContain('webhook.retry');

    // The API route: a delivery that is not failed is a 409, an unknown one a 404.
    const again = await postJson(`/api/operator/webhooks/${delivery!.id}/retry`, {}, { cookie, 'x-csrf-token': csrf });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('this one is pending');
    const unknown = await postJson(
      '/api/operator/webhooks/00000000-0000-4000-8000-000000000000/retry',
      { csrf },
      { cookie },
    );
    expect(unknown.statusCode).toBe(404);
    const noToken = await postJson(`/api/operator/webhooks/${delivery!.id}/retry`, {}, { cookie });
    expect(noToken.statusCode).toBe(403);
  });

  test('a data request: find, JSON download, a confirmation that must match, then the erasure', async () => {
    const id = await submitContact('Ella Erase', 'ella@pages.example', 'Delete me please');

    const found = await get('/operator/data-requests?email=Ella%40pages.example');
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('Delete me please');
    expect(found.body).toContain('Erase…');

    const download = await get('/api/operator/data-requests/export?email=ella@pages.example');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="data-request-[0-9a-f]+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(download.json()).toMatchObject({ email: 'ella@pages.example', counts: { leads: 1, webhookDeliveries: 1 } });
    expect(download.body).not.toMatch(/hmac-sha256/);

    const confirm = await get('/operator/data-requests?email=ella%40pages.example&confirm=erase');
    expect(confirm.body).toContain('Erase permanently');

    const mismatch = await postForm('/operator/data-requests?email=ella%40pages.example&confirm=erase', {
      csrf,
      email: 'ella@pages.example',
      confirmEmail: 'ella@pages.exampl',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The two addresses differ');

    const erased = await postForm('/operator/data-requests?email=ella%40pages.example&confirm=erase', {
      csrf,
      email: 'ella@pages.example',
      confirmEmail: 'ELLA@pages.example',
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.body).toContain('Erased.');
    const [lead] = await t.ctx.database.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id));
    expect(lead).toMatchObject({ email: '(erased)', payload: { source: 'gmb-website' } });

    const audit = await t.ctx.database.db.select().from(operatorAuditLog);
    const entries = audit.filter(
      (entry) => entry.action.startsWith('data-request.') && entry.detail?.address === 'e•••@pages.example',
    );
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['data-request.find', 'data-request.export', 'data-request.erase']),
    );
    // The audit log must not undo the erasure: a masked address and a keyed hash, never the address.
    expect(JSON.stringify(entries)).not.toContain('ella@pages.example');
    expect(new Set(entries.map((entry) => entry.targetId)).size).toBe(1);

    const api = await postJson(
      '/api/operator/data-requests/erase',
      { email: 'ella@pages.example', confirmEmail: 'someone@else.example' },
      { cookie, 'x-csrf-token': csrf },
    );
    expect(api.statusCode).toBe(400);
    const bad = await get('/api/operator/data-requests?email=not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Please enter a valid email address' });
  });
});

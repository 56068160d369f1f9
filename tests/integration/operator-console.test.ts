import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HtmlValidate } from 'html-validate';
import { describe, expect, test } from 'vitest';
import { createAppServices } from '#server/app-features.ts';
import { operatorAuditLog } from '#server/features/operator/operator-audit-tables.ts';
import { operatorSessions, operatorSignInLinks } from '#server/features/operator/operator-auth-tables.ts';
import { purgeExpiredSignInLinks } from '#server/features/operator/operator-auth.ts';
import { purgeEndedSessions } from '#server/features/operator/operator-session-jobs.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '#server/features/operator/operator-session.ts';
import { waitUntil } from '../support/email-helpers.ts';
import { htmlValidateConfig } from '../support/html-validate-config.ts';
import { nextIp, OPERATOR, operatorConsoleHarness, OTHER_OPERATOR } from '../support/operator-console-harness.ts';

/**
 * The operator console's sign-in, sessions, guards, CSRF defences and audit log, through the real page handler
 * (the production build) and the real database (tests/support/operator-console-harness.ts).
 */

describe('operator console: sign-in, sessions and guards', () => {
  const h = operatorConsoleHarness();
  const { advance, outboxFiles, mailsTo, postForm, requestLink, linkTokenFor, confirm, signIn, page, csrfOf } = h;

  describe('without a session', () => {
    test.each(['/operator', '/operator/', '/operator/audit', '/operator/audit?action=sign-in'])(
      'the page %s redirects to the sign-in page, remembering where it was going',
      async (url) => {
        const response = await page(url);
        expect(response.statusCode).toBe(302);
        const location = new URL(response.headers.location as string, 'http://x');
        expect(location.pathname).toBe('/operator/sign-in');
        expect(location.searchParams.get('next')).toBe(url);
        expect(response.body).not.toContain('csrf');
      },
    );

    test.each(['/operator.data', '/operator/audit.data'])(
      'the data request %s gets no data, only a redirect',
      async (url) => {
        const response = await page(url);
        expect(response.body).not.toMatch(/csrf|sign-in"|operatorEmail/);
        expect(`${response.statusCode} ${JSON.stringify(response.headers)} ${response.body}`).toContain(
          '/operator/sign-in',
        );
      },
    );

    test('a data route answers 401 JSON with a message', async () => {
      const response = await page('/operator/test-data.json');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sign in to the operator console first.' });
    });

    test('the resource-route guard (requireData) throws a 401 JSON Response', async () => {
      const services = createAppServices(h.t.ctx);
      const thrown = await services.operator.requireData(new Request('http://localhost:3000/operator/leads.csv')).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Sign in to the operator console first.' });
    });

    test('POST /operator/sign-out redirects to the sign-in page and changes nothing', async () => {
      const response = await postForm('/operator/sign-out', { csrf: 'x', scope: 'everywhere' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^\/operator\/sign-in\?next=/);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    test('a forged session cookie is no session', async () => {
      const response = await page('/operator', 'rb_operator=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(response.statusCode).toBe(302);
    });
  });

  describe('asking for a link', () => {
    test('an operator and a stranger get the same answer; only the operator gets an email', async () => {
      const normalise = (body: string, email: string) =>
        body
          .replaceAll(email, 'ADDRESS')
          .replace(/nonce="[^"]*"/g, '')
          .replace(/nonce-[^']*/g, '');
      const stranger = 'stranger@example.com';
      const forOperator = await requestLink(OPERATOR);
      const forStranger = await requestLink(stranger);
      expect(forOperator.statusCode).toBe(200);
      expect(forStranger.statusCode).toBe(200);
      expect(normalise(forStranger.body, stranger)).toBe(normalise(forOperator.body, OPERATOR));
      expect(forOperator.body).toContain('If this address may sign in, a link is on its way.');
      await waitUntil(async () => (await mailsTo(OPERATOR)).length > 0, 5_000);
      // Give a stray send to the stranger every chance to land before checking there is none.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await mailsTo(stranger)).toEqual([]);
      const links = await h.t.ctx.database.db.select().from(operatorSignInLinks);
      expect(links.every((link) => link.email === OPERATOR)).toBe(true);
    });

    test('addresses match whatever their case; OPERATOR_EMAILS is read case-insensitively', async () => {
      const token = await linkTokenFor(OTHER_OPERATOR);
      expect(token.length).toBeGreaterThan(40);
      const upper = await requestLink('  OPS@Example.COM ');
      expect(upper.statusCode).toBe(200);
    });

    test('only the SHA-256 of the link is stored, and the email says it works once for 15 minutes', async () => {
      const token = await linkTokenFor(OPERATOR);
      const hash = createHash('sha256').update(token).digest('hex');
      const rows = await h.t.ctx.database.db.select().from(operatorSignInLinks);
      expect(rows.some((row) => row.tokenHash === hash)).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(token);
      const row = rows.find((r) => r.tokenHash === hash)!;
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60 * 1000);
      expect((await mailsTo(OPERATOR)).at(-1)).toContain('works once, for 15 minutes');
    });

    test('a malformed address is a 400 with a message, and no email', async () => {
      const before = outboxFiles().length;
      const response = await requestLink('not-an-address');
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Please enter a valid email address');
      expect(outboxFiles().length).toBe(before);
    });

    test('per address: the sixth request in 15 minutes is refused, from any client, operator or not', async () => {
      for (const address of ['limited-op@example.com', 'nobody-limited@example.com']) {
        for (let i = 0; i < 5; i++) expect((await requestLink(address)).statusCode).toBe(200);
        const refused = await requestLink(address);
        expect(refused.statusCode).toBe(429);
        expect(refused.body).toContain('Too many sign-in attempts');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another address from the same clients is unaffected.
      expect((await requestLink('fresh-address@example.com')).statusCode).toBe(200);
    });

    test('per client: the 21st request from one address in 15 minutes is refused, whatever it asks for', async () => {
      const ip = '10.77.0.1';
      for (let i = 0; i < 20; i++) expect((await requestLink(`client-${i}@example.com`, ip)).statusCode).toBe(200);
      expect((await requestLink('client-last@example.com', ip)).statusCode).toBe(429);
      expect((await requestLink('client-last@example.com', '10.77.0.2')).statusCode).toBe(200);
    });
  });

  describe('using a link', () => {
    test('looking at the link (GET) does not use it; the POST does, once', async () => {
      const token = await linkTokenFor(OPERATOR);
      const look = await page(`/operator/sign-in?token=${token}`);
      expect(look.statusCode).toBe(200);
      expect(look.body).toContain('Finish signing in');
      expect((await page(`/operator/sign-in?token=${token}`)).body).toContain('Finish signing in');

      const first = await confirm(token);
      expect(first.statusCode).toBe(302);
      const setCookie = String(first.headers['set-cookie']);
      expect(setCookie).toMatch(/^rb_operator=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);

      const again = await confirm(token);
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain('This sign-in link has expired or was already used.');
      expect(again.headers['set-cookie']).toBeUndefined();
      expect((await page(`/operator/sign-in?token=${token}`)).body).toContain(
        'This sign-in link has expired or was already used.',
      );
    });

    test('a link older than 15 minutes is refused', async () => {
      const token = await linkTokenFor(OPERATOR);
      advance(15 * 60 * 1000 + 1000);
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    test('a made-up or truncated token is refused', async () => {
      const token = await linkTokenFor(OPERATOR);
      expect((await confirm(token.slice(0, -2))).statusCode).toBe(400);
      expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    });

    test('a session stores only the hash of its cookie', async () => {
      const cookie = await signIn();
      const token = cookie.split('=')[1]!;
      const rows = await h.t.ctx.database.db
        .select()
        .from(operatorSessions)
        .where(eq(operatorSessions.tokenHash, createHash('sha256').update(token).digest('hex')));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await h.t.ctx.database.db.select().from(operatorSessions))).not.toContain(token);
    });

    test('a signed-in operator who opens the sign-in page goes straight to the console', async () => {
      const cookie = await signIn();
      const response = await page('/operator/sign-in?next=%2Foperator%2Faudit', cookie);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/operator/audit');
    });

    test('next= only ever leads inside the console', async () => {
      const token = await linkTokenFor(OPERATOR);
      const response = await postForm('/operator/sign-in', { intent: 'confirm', token, next: 'https://evil.example/' });
      expect(response.headers.location).toBe('/operator');
    });
  });

  describe('sessions', () => {
    test('the console opens with a session: dashboard and audit log, noindex and no-store', async () => {
      const cookie = await signIn();
      for (const url of ['/operator', '/operator/audit']) {
        const response = await page(url, cookie);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
        expect(response.body).not.toContain('rel="canonical"');
        expect(response.body).toContain(OPERATOR);
        for (const label of [
          'Dashboard',
          'Leads',
          'Playbooks',
          'Blitz',
          'Emails',
          'Webhooks',
          'Data requests',
          'Audit log',
        ])
          expect(response.body).toContain(`>${label}</a>`);
      }
      const signInPage = await page('/operator/sign-in');
      expect(signInPage.headers['x-robots-tag']).toBe('noindex, nofollow');
    });

    test('the console’s pages are valid HTML (the rules of tests/process/html-validity.test.ts)', async () => {
      const cookie = await signIn();
      const validator = new HtmlValidate(htmlValidateConfig);
      for (const url of ['/operator', '/operator/audit', '/operator/audit?action=nothing-like-this']) {
        const response = await page(url, cookie);
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain('</html>');
        const report = await validator.validateString(response.body, `${url}.html`);
        const problems = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
        expect(problems.join('\n'), url).toBe('');
      }
    });

    test('12 hours without use ends a session', async () => {
      const cookie = await signIn();
      advance(SESSION_IDLE_MS - 60_000);
      expect((await page('/operator', cookie)).statusCode).toBe(200);
      advance(SESSION_IDLE_MS - 60_000);
      expect((await page('/operator', cookie)).statusCode).toBe(200);
      advance(SESSION_IDLE_MS);
      expect((await page('/operator', cookie)).statusCode).toBe(302);
    });

    test('7 days after sign-in a session ends, however often it is used', async () => {
      const cookie = await signIn();
      const started = h.clock.getTime();
      while (h.clock.getTime() + 11 * 60 * 60 * 1000 < started + SESSION_ABSOLUTE_MS) {
        advance(11 * 60 * 60 * 1000);
        expect((await page('/operator', cookie)).statusCode).toBe(200);
      }
      advance(started + SESSION_ABSOLUTE_MS - h.clock.getTime());
      expect((await page('/operator', cookie)).statusCode).toBe(302);
    });

    test('removing an address from OPERATOR_EMAILS locks its sessions out at once', async () => {
      const cookie = await signIn(OTHER_OPERATOR);
      expect((await page('/operator', cookie)).statusCode).toBe(200);
      const emails = h.t.ctx.config.operatorEmails;
      h.t.ctx.config.operatorEmails = emails.filter((address) => address !== OTHER_OPERATOR);
      try {
        expect((await page('/operator', cookie)).statusCode).toBe(302);
      } finally {
        h.t.ctx.config.operatorEmails = emails;
      }
    });

    test('sign out ends this session only; the cookie is cleared', async () => {
      const here = await signIn();
      const elsewhere = await signIn();
      const response = await postForm(
        '/operator/sign-out',
        { csrf: await csrfOf(here), scope: 'this' },
        { cookie: here },
      );
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/operator/sign-in?signed-out');
      expect(String(response.headers['set-cookie'])).toMatch(
        /^rb_operator=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/,
      );
      expect((await page('/operator', here)).statusCode).toBe(302);
      expect((await page('/operator', elsewhere)).statusCode).toBe(200);
    });

    test('sign out everywhere ends every session of that address, and no one else’s', async () => {
      const laptop = await signIn();
      const phone = await signIn();
      const colleague = await signIn(OTHER_OPERATOR);
      const response = await postForm(
        '/operator/sign-out',
        { csrf: await csrfOf(laptop), scope: 'everywhere' },
        { cookie: laptop },
      );
      expect(response.statusCode).toBe(302);
      expect((await page('/operator', laptop)).statusCode).toBe(302);
      expect((await page('/operator', phone)).statusCode).toBe(302);
      expect((await page('/operator', colleague)).statusCode).toBe(200);
    });
  });

  describe('CSRF', () => {
    test('a POST from another site is refused before it reaches the console', async () => {
      const cookie = await signIn();
      const csrf = await csrfOf(cookie);
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: '', 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of crossSite) {
        const response = await postForm('/operator/sign-out', { csrf, scope: 'everywhere' }, { cookie, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Requests must come from this site.' });
      }
      const signInFromElsewhere = await postForm(
        '/operator/sign-in',
        { intent: 'request', email: OPERATOR },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(signInFromElsewhere.statusCode).toBe(403);
      expect((await page('/operator', cookie)).statusCode).toBe(200);
    });

    test('a POST without the session’s CSRF token, or with another session’s, is refused', async () => {
      const cookie = await signIn();
      const other = await signIn(OTHER_OPERATOR);
      const missing = await postForm('/operator/sign-out', { scope: 'everywhere' }, { cookie });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({ message: 'This form has expired. Reload the page and try again.' });
      const borrowed = await postForm(
        '/operator/sign-out',
        { csrf: await csrfOf(other), scope: 'everywhere' },
        { cookie },
      );
      expect(borrowed.statusCode).toBe(403);
      expect((await page('/operator', cookie)).statusCode).toBe(200);
    });

    test('a Fastify data route takes the token from the x-csrf-token header or the body', async () => {
      const cookie = await signIn();
      const csrf = await csrfOf(cookie);
      const post = (headers: Record<string, string>, payload: Record<string, string>) =>
        h.site.inject({
          method: 'POST',
          url: '/operator/test-mutation.json',
          headers: { cookie, origin: h.t.config.publicUrl, 'content-type': 'application/json', ...headers },
          payload: JSON.stringify(payload),
        });
      expect((await post({}, {})).statusCode).toBe(403);
      expect((await post({ 'x-csrf-token': csrf }, {})).json()).toEqual({ email: OPERATOR });
      expect((await post({}, { csrf })).json()).toEqual({ email: OPERATOR });
      const anonymous = await h.site.inject({ method: 'POST', url: '/operator/test-mutation.json', payload: {} });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('audit log', () => {
    test('records sign-in, sign-out and sign-out-everywhere, and shows them', async () => {
      const start = (await h.t.ctx.database.db.select().from(operatorAuditLog)).length;
      const first = await signIn();
      const second = await signIn();
      await postForm('/operator/sign-out', { csrf: await csrfOf(first), scope: 'this' }, { cookie: first });
      const third = await signIn();
      await postForm('/operator/sign-out', { csrf: await csrfOf(third), scope: 'everywhere' }, { cookie: third });
      const rows = (await h.t.ctx.database.db.select().from(operatorAuditLog).orderBy(operatorAuditLog.id)).slice(
        start,
      );
      expect(rows.map((row) => row.action)).toEqual([
        'sign-in',
        'sign-in',
        'sign-out',
        'sign-in',
        'sign-out-everywhere',
      ]);
      expect(rows.every((row) => row.operatorEmail === OPERATOR)).toBe(true);
      // The two live sessions of this test, and any earlier test left open.
      expect(Number(rows[4]!.detail?.sessionsEnded)).toBeGreaterThanOrEqual(2);
      expect((await page('/operator', second)).statusCode).toBe(302);

      const viewer = await signIn();
      const audit = await page('/operator/audit?action=sign-out-everywhere', viewer);
      expect(audit.statusCode).toBe(200);
      expect(audit.body).toContain('sign-out-everywhere');
      expect(audit.body).toContain(`sessionsEnded: ${rows[4]!.detail?.sessionsEnded}`);
      expect(audit.body).not.toContain('>sign-in</code>');
      expect((await page('/operator/audit?before=abc', viewer)).statusCode).toBe(400);
    });

    test('recordAction appends what another feature did, with its target', async () => {
      const services = createAppServices(h.t.ctx);
      const cookie = await signIn();
      const operator = await services.operator.requirePage(
        new Request('http://localhost:3000/operator', { headers: { cookie } }),
      );
      await services.operator.recordAction(operator, 'webhook.retry', { type: 'webhook-delivery', id: 'd-123' });
      const log = await services.operator.auditLog({ action: 'webhook.retry' });
      expect(log.entries[0]).toMatchObject({
        operatorEmail: OPERATOR,
        action: 'webhook.retry',
        targetType: 'webhook-delivery',
        targetId: 'd-123',
      });
      expect(log.actions).toContain('webhook.retry');
    });
  });

  describe('dashboard', () => {
    test('counts what was submitted, and each figure links to its list with the same filters', async () => {
      const services = createAppServices(h.t.ctx);
      const before = await services.operator.dashboard();
      const submit = await h.site.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/json', origin: h.t.config.publicUrl },
        payload: {
          name: 'Dana Park',
          email: 'dana@example.com',
          phone: '+1 212 555 0142',
          restaurantName: 'Park Diner',
          message: 'We would like to hear more about the blitz.',
          source: 'gmb-website-contact',
          website: '',
          renderedAt: h.clock.getTime() - 10_000,
        },
      });
      expect(submit.statusCode).toBe(200);
      const after = await services.operator.dashboard();
      const today = after.periods[0]!;
      const contact = today.leadsBySource.find((figure) => figure.label === 'Contact messages')!;
      const contactBefore = before.periods[0]!.leadsBySource.find((figure) => figure.label === 'Contact messages')!;
      expect(contact.value).toBe(contactBefore.value + 1);
      expect(after.periods.map((p) => p.leadsBySource[0]!.value)).toEqual(
        before.periods.map((p) => p.leadsBySource[0]!.value + 1),
      );
      const day = h.clock.toISOString().slice(0, 10);
      expect(today.from).toBe(day);
      expect(contact.href).toBe(`/operator/leads?source=contact&spam=exclude&from=${day}`);
      expect(today.emailsFailed.href).toBe(`/operator/emails?status=failed&from=${day}`);
      expect(today.playbooksGenerated.href).toBe(`/operator/playbooks?status=ready%2Cerased&from=${day}`);
      expect(after.periods[1]!.from).toBe(
        new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10),
      );
      expect(after.now.webhooksPending.href).toBe('/operator/webhooks?status=pending');
      expect(after.now.activeBlitzEnrollments.href).toBe('/operator/blitz?status=active');

      const cookie = await signIn();
      const dashboard = await page('/operator', cookie);
      expect(dashboard.body).toContain(`href="/operator/leads?source=contact&amp;spam=exclude&amp;from=${day}"`);
    });
  });

  test('the daily purge drops ended sessions and dead links a day later, and leaves the audit log alone', async () => {
    const cookie = await signIn();
    const token = await linkTokenFor(OPERATOR);
    const audit = (await h.t.ctx.database.db.select().from(operatorAuditLog)).length;
    // Sessions other tests ended long ago go; a live one stays.
    await purgeEndedSessions(h.t.ctx);
    expect((await page('/operator', cookie)).statusCode).toBe(200);
    advance(SESSION_IDLE_MS + 25 * 60 * 60 * 1000);
    expect(await purgeEndedSessions(h.t.ctx)).toBeGreaterThan(0);
    expect(await purgeExpiredSignInLinks(h.t.ctx)).toBeGreaterThan(0);
    const hash = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(await h.t.ctx.database.db.select().from(operatorSessions)).toEqual([]);
    expect(
      await h.t.ctx.database.db
        .select()
        .from(operatorSignInLinks)
        .where(eq(operatorSignInLinks.tokenHash, hash(token))),
    ).toEqual([]);
    expect((await page('/operator', cookie)).statusCode).toBe(302);
    expect((await h.t.ctx.database.db.select().from(operatorAuditLog)).length).toBe(audit);
  });

  test('robots.txt keeps crawlers out of the console and the sitemap never lists it', async () => {
    expect((await h.site.inject({ url: '/robots.txt' })).body).toMatch(/^Disallow: \/operator$/m);
    expect((await h.site.inject({ url: '/sitemap.xml' })).body).not.toContain('/operator');
  });
});

import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, notInArray } from 'drizzle-orm';
import { HtmlValidate } from 'html-validate';
import { describe, expect, test } from 'vitest';
import { createAppServices } from '#server/app-features.ts';
import { operatorAuditLog } from '#server/features/operator/operator-audit-tables.ts';
import {
  sessions as operatorSessions,
  signInLinks as operatorSignInLinks,
} from '#server/features/accounts/account-tables.ts';
import { purgeExpiredSignInLinks } from '#server/features/accounts/sign-in-links.ts';
import { purgeEndedSessions } from '#server/features/accounts/account-jobs.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '#server/features/operator/operator-session.ts';
import { ensureLegendaryPlaybooks } from '#server/features/playbooks/legendary-playbooks.ts';
import { LEGENDARY_PLAYBOOK_IDS } from '#server/features/playbooks/playbook-store.ts';
import { playbooks } from '#server/features/playbooks/playbooks-tables.ts';
import { htmlValidateConfig } from '../support/html-validate-config.ts';
import {
  advance,
  clock,
  csrfOf,
  linkTokenFor,
  nextIp,
  OPERATOR,
  OTHER_OPERATOR,
  page,
  postForm,
  signIn,
  site,
  t,
  withOperatorConsole,
} from '../support/operator-console-app.ts';

/** The operator console with a session: sessions, guards, CSRF, the audit log, the dashboard and the purge. */

describe('operator console: sign-in, sessions and guards', () => {
  withOperatorConsole();

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
      const started = clock.getTime();
      while (clock.getTime() + 11 * 60 * 60 * 1000 < started + SESSION_ABSOLUTE_MS) {
        advance(11 * 60 * 60 * 1000);
        expect((await page('/operator', cookie)).statusCode).toBe(200);
      }
      advance(started + SESSION_ABSOLUTE_MS - clock.getTime());
      expect((await page('/operator', cookie)).statusCode).toBe(302);
    });

    test('removing an address from OPERATOR_EMAILS locks its sessions out at once', async () => {
      const cookie = await signIn(OTHER_OPERATOR);
      expect((await page('/operator', cookie)).statusCode).toBe(200);
      const emails = t.ctx.config.operatorEmails;
      t.ctx.config.operatorEmails = emails.filter((address) => address !== OTHER_OPERATOR);
      try {
        expect((await page('/operator', cookie)).statusCode).toBe(302);
      } finally {
        t.ctx.config.operatorEmails = emails;
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
        /^rb_operator=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/,
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
        site.inject({
          method: 'POST',
          url: '/operator/test-mutation.json',
          headers: { cookie, origin: t.config.publicUrl, 'content-type': 'application/json', ...headers },
          payload: JSON.stringify(payload),
        });
      expect((await post({}, {})).statusCode).toBe(403);
      expect((await post({ 'x-csrf-token': csrf }, {})).json()).toEqual({ email: OPERATOR });
      expect((await post({}, { csrf })).json()).toEqual({ email: OPERATOR });
      const anonymous = await site.inject({ method: 'POST', url: '/operator/test-mutation.json', payload: {} });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('audit log', () => {
    test('records sign-in, sign-out and sign-out-everywhere, and shows them', async () => {
      const start = (await t.ctx.database.db.select().from(operatorAuditLog)).length;
      const first = await signIn();
      const second = await signIn();
      await postForm('/operator/sign-out', { csrf: await csrfOf(first), scope: 'this' }, { cookie: first });
      const third = await signIn();
      await postForm('/operator/sign-out', { csrf: await csrfOf(third), scope: 'everywhere' }, { cookie: third });
      const rows = (await t.ctx.database.db.select().from(operatorAuditLog).orderBy(operatorAuditLog.id)).slice(start);
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
      const services = createAppServices(t.ctx);
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
      const services = createAppServices(t.ctx);
      const before = await services.operator.dashboard();
      const submit = await site.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
        payload: {
          name: 'Dana Park',
          email: 'dana@example.com',
          phone: '+1 212 555 0142',
          restaurantName: 'Park Diner',
          message: 'We would like to hear more about the blitz.',
          source: 'gmb-website-contact',
          website: '',
          renderedAt: clock.getTime() - 10_000,
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
      const day = clock.toISOString().slice(0, 10);
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

    test('"Playbooks generated" counts visitors\' playbooks, not the seeded examples', async () => {
      const services = createAppServices(t.ctx);
      await ensureLegendaryPlaybooks(t.ctx);
      const examples = await t.ctx.database.db
        .select({ id: playbooks.id, createdAt: playbooks.createdAt })
        .from(playbooks)
        .where(inArray(playbooks.id, [...LEGENDARY_PLAYBOOK_IDS]));
      expect(examples).toHaveLength(LEGENDARY_PLAYBOOK_IDS.length);
      // Seeded today, in this test's clock: they would count if the figure did not leave them out.
      const today = clock.toISOString().slice(0, 10);
      await t.ctx.database.db
        .update(playbooks)
        .set({ createdAt: clock, status: 'ready' })
        .where(inArray(playbooks.id, [...LEGENDARY_PLAYBOOK_IDS]));
      const before = (await services.operator.dashboard()).periods.map((period) => period.playbooksGenerated.value);
      expect((await services.operator.dashboard()).periods[0]!.from).toBe(today);

      await t.ctx.database.db.insert(playbooks).values({
        id: 'park-diner-dashboard',
        name: 'Park Diner',
        format: 'html',
        status: 'ready',
        createdAt: clock,
        readyAt: clock,
      });
      const after = (await services.operator.dashboard()).periods.map((period) => period.playbooksGenerated.value);
      expect(after).toEqual(before.map((value) => value + 1));

      const visitorsToday = await t.ctx.database.db
        .select({ id: playbooks.id })
        .from(playbooks)
        .where(
          and(
            inArray(playbooks.status, ['ready', 'erased']),
            gte(playbooks.createdAt, new Date(`${today}T00:00:00Z`)),
            notInArray(playbooks.id, [...LEGENDARY_PLAYBOOK_IDS]),
          ),
        );
      expect(after[0]).toBe(visitorsToday.length);
    });
  });

  test('the daily purge drops ended sessions and dead links a day later, and leaves the audit log alone', async () => {
    const cookie = await signIn();
    const token = await linkTokenFor(OPERATOR);
    const audit = (await t.ctx.database.db.select().from(operatorAuditLog)).length;
    // Sessions other tests ended long ago go; a live one stays.
    await purgeEndedSessions(t.ctx);
    expect((await page('/operator', cookie)).statusCode).toBe(200);
    advance(SESSION_IDLE_MS + 25 * 60 * 60 * 1000);
    expect(await purgeEndedSessions(t.ctx)).toBeGreaterThan(0);
    expect(await purgeExpiredSignInLinks(t.ctx)).toBeGreaterThan(0);
    const hash = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(await t.ctx.database.db.select().from(operatorSessions)).toEqual([]);
    expect(
      await t.ctx.database.db
        .select()
        .from(operatorSignInLinks)
        .where(eq(operatorSignInLinks.tokenHash, hash(token))),
    ).toEqual([]);
    expect((await page('/operator', cookie)).statusCode).toBe(302);
    expect((await t.ctx.database.db.select().from(operatorAuditLog)).length).toBe(audit);
  });

  test('robots.txt keeps crawlers out of the console and the sitemap never lists it', async () => {
    expect((await site.inject({ url: '/robots.txt' })).body).toMatch(/^Disallow: \/operator$/m);
    expect((await site.inject({ url: '/sitemap.xml' })).body).not.toContain('/operator');
  });
});

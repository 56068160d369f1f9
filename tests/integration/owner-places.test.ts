import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loader as inboxLoader } from '#app/routes/inbox.tsx';
import { loader as settingsLoader } from '#app/routes/inbox.settings.tsx';
import type { InboxPageData } from '#contracts/owner-inbox.ts';
import type { OwnerPlaceTab } from '#contracts/owner-places.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { buildSite } from '../support/built-site.ts';
import { htmlValidateConfig } from '../support/html-validate-config.ts';
import { connectedOwner, setNow, t, withGoogleRepliesApp } from '../support/google-replies-app.ts';
import { runRouteHandler } from '../support/route-handler.ts';

/**
 * What a signed-in owner sees wherever they are (docs/inbox.md, "Which restaurant a page opens"; docs/accounts.md):
 * the header carries their places and sign-out instead of the marketing links, and a page that needs a restaurant
 * opens one: the one asked for, else the one last used in this browser, else the connected one, else the newest.
 */

withGoogleRepliesApp();

const COPPER = 'cat-the-copper-still';
const KATZ = 'cat-katzs-delicatessen';

async function signedIn(email: string): Promise<string> {
  const { token } = await createSession(t.ctx, 'owner', email, null);
  return `rb_owner=${token}`;
}

/** Starts a blitz of `email` for `placeId` (as the playbook's opt-in does). */
async function enroll(email: string, placeId: string, restaurantName: string, at: string): Promise<void> {
  setNow(at);
  await t.ctx.events.emit('blitz.opt-in', {
    email,
    placeId,
    restaurantId: placeId.replace(/^cat-/, ''),
    restaurantName,
    ownerName: 'Jake Dell',
    source: 'playbook',
  });
  const [row] = await t.ctx.database.db
    .select({ id: blitzEnrollments.id })
    .from(blitzEnrollments)
    .where(and(eq(blitzEnrollments.email, email), eq(blitzEnrollments.placeId, placeId)));
  expect(row, 'enrolled').toBeTruthy();
}

async function openPage(handler: unknown, path: string, cookie: string) {
  try {
    return await runRouteHandler(
      handler as never,
      t,
      new Request(`${t.config.publicUrl}${path}`, { headers: { cookie } }),
    );
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (!status) throw thrown;
    return { status, location: null, setCookie: null, data: {} };
  }
}

async function inbox(path: string, cookie: string) {
  const answer = await openPage(inboxLoader, path, cookie);
  const data = answer.data as { page?: InboxPageData; places?: OwnerPlaceTab[] };
  return { ...answer, placeId: data.page?.placeId ?? null, places: data.places ?? [] };
}

describe('the header of a signed-in owner', () => {
  let site: FastifyInstance;
  let email: string;

  beforeAll(async () => {
    site = await buildSite(t);
    email = `header-${Date.now()}@katz.example`;
    await enroll(email, KATZ, "Katz's Delicatessen", '2026-11-20T15:00:00Z');
  });
  afterAll(async () => {
    await site?.close();
  });

  const get = (url: string, cookie?: string) => site.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  test('a visitor gets the marketing header; a signed-in owner their inbox, settings, restaurants and sign-out', async () => {
    const visitor = await get('/');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('AI Playbook (FREE)');
    expect(visitor.body).not.toContain('aria-label="Your Replybook"');
    expect(visitor.body).not.toContain('action="/sign-out"');
    expect(visitor.headers['cache-control']).not.toContain('private');

    const cookie = await signedIn(email);
    for (const path of ['/', '/contact', '/inbox']) {
      const owner = await get(path, cookie);
      expect(owner.statusCode, path).toBe(200);
      const header = owner.body.slice(owner.body.indexOf('<header'), owner.body.indexOf('</header>'));
      expect(header, path).toContain('aria-label="Your Replybook"');
      for (const href of ['href="/inbox"', 'href="/inbox/settings"', 'href="/account"']) expect(header).toContain(href);
      expect(header).toMatch(/<form[^>]* action="\/sign-out" method="post">/);
      expect(header).toContain('Sign out');
      expect(header).toContain(`Signed in as ${email}`);
      // The marketing links stay, after the owner's own, in the phone menu; the playbook call to action goes.
      expect(header).toContain('Pricing');
      expect(header).not.toContain('AI Playbook (FREE)');
      // A page drawn for one owner is never kept by a shared cache.
      expect(owner.headers['cache-control'], path).toContain('private');
    }
  });

  test('the signed-in pages are valid HTML (the rules of tests/process/html-validity.test.ts)', async () => {
    const cookie = await signedIn(email);
    const validator = new HtmlValidate(htmlValidateConfig);
    for (const url of ['/', '/inbox', `/inbox/settings?place=${KATZ}`, '/account']) {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(200);
      const report = await validator.validateString(response.body, `${url}.html`);
      const problems = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(problems.join('\n'), url).toBe('');
    }
  });

  test('the header’s sign-out ends the session; the next page is a visitor’s again', async () => {
    const cookie = await signedIn(email);
    const out = await site.inject({
      method: 'POST',
      url: '/sign-out',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        origin: t.config.publicUrl,
        host: new URL(t.config.publicUrl).host,
      },
      payload: '',
    });
    expect(out.statusCode).toBe(302);
    const after = await get('/', cookie);
    expect(after.body).toContain('AI Playbook (FREE)');
    expect(after.body).not.toContain('aria-label="Your Replybook"');
  });
});

describe('which restaurant a page opens', () => {
  test('the settings without ?place= open the newest restaurant (not a 404), named in the address', async () => {
    const email = `settings-${Date.now()}@example.com`;
    await enroll(email, COPPER, 'The Copper Still', '2026-11-18T15:00:00Z');
    await enroll(email, KATZ, "Katz's Delicatessen", '2026-11-19T15:00:00Z');
    const cookie = await signedIn(email);
    const answer = await openPage(settingsLoader, '/inbox/settings', cookie);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/inbox/settings?place=${KATZ}`);
    const page = await openPage(settingsLoader, `/inbox/settings?place=${COPPER}`, cookie);
    expect(page.status).toBe(200);
    expect((page.data as { places: OwnerPlaceTab[] }).places.map((tab) => tab.name)).toEqual([
      "Katz's Delicatessen",
      'The Copper Still',
    ]);
    // Another owner's place, or a place of nobody: a 404 for the page and for its forms.
    expect((await openPage(settingsLoader, '/inbox/settings?place=cat-the-golden-spoon', cookie)).status).toBe(404);
  });

  test('the connected restaurant before the newest; the last used (a cookie set by choosing it) before both', async () => {
    // Katz's is connected to Google; The Copper Still is newer and not.
    const owner = await connectedOwner('places', '2026-11-18T15:00:00Z');
    await enroll(owner.email, COPPER, 'The Copper Still', '2026-11-19T15:00:00Z');
    const cookie = await signedIn(owner.email);

    const first = await inbox('/inbox', cookie);
    expect(first.status).toBe(200);
    expect(first.placeId).toBe(KATZ);
    expect(first.places).toEqual([
      { placeId: COPPER, name: 'The Copper Still', connected: false },
      { placeId: KATZ, name: "Katz's Delicatessen", connected: true },
    ]);
    expect(first.setCookie).toBeNull();

    // Choosing a restaurant (a tab, a link) remembers it in this browser, for a year.
    const chosen = await inbox(`/inbox?place=${COPPER}`, cookie);
    expect(chosen.placeId).toBe(COPPER);
    expect(chosen.setCookie).toMatch(
      new RegExp(`^rb_place=${COPPER}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`),
    );
    const remembered = `${cookie}; ${chosen.setCookie!.split(';')[0]}`;
    expect((await inbox('/inbox', remembered)).placeId).toBe(COPPER);
    const settings = await openPage(settingsLoader, '/inbox/settings', remembered);
    expect(settings.location).toBe(`/inbox/settings?place=${COPPER}`);

    // A remembered place that is not this owner's (another owner used this browser) is ignored.
    const foreign = `${cookie}; rb_place=cat-the-golden-spoon`;
    expect((await inbox('/inbox', foreign)).placeId).toBe(KATZ);
    // Asking for it is a 404, never another restaurant instead.
    expect((await inbox('/inbox?place=cat-the-golden-spoon', cookie)).status).toBe(404);
  });

  test('an owner without a restaurant (erased, or never had one) gets a 404, not someone else’s', async () => {
    const cookie = await signedIn(`nobody-${Date.now()}@example.com`);
    expect((await inbox('/inbox', cookie)).status).toBe(404);
    expect((await openPage(settingsLoader, '/inbox/settings', cookie)).status).toBe(404);
  });
});

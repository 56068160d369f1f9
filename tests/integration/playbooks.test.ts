import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { brandProfileSchema, type BrandProfile } from '#contracts/brand.ts';
import { generateSopResponseSchema, savedSopsResponseSchema, type GenerateSopResponse } from '#contracts/playbooks.ts';
import type { DomainEvents } from '#server/domain-events.ts';
import { apiRoutes, createAppServices } from '#server/app-features.ts';
import { buildApp } from '#server/http/build-app.ts';
import { ensureLegendaryPlaybooks, seedLegendaryPlaybooks } from '#server/features/playbooks/legendary-playbooks.ts';
import { getPlaybook } from '#server/features/playbooks/playbook-services.ts';
import { findPlaybookRow, insertPlaybook, LEGENDARY_PLAYBOOK_IDS } from '#server/features/playbooks/playbook-store.ts';
import { playbooks } from '#server/features/playbooks/playbooks-tables.ts';
import { startAnthropicDouble, type AnthropicDouble } from '../doubles/anthropic-server.ts';
import {
  defaultGooglePlaces,
  startGooglePlacesDouble,
  type GooglePlacesDouble,
} from '../doubles/google-places-server.ts';
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openai-server.ts';
import { startSmtpDouble, type SmtpDouble } from '../doubles/smtp-server.ts';
import { waitUntil } from '../support/email-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const json = { 'content-type': 'application/json' };

function post(t: TestApp, url: string, body: unknown, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url, headers: json, payload: JSON.stringify(body), remoteAddress });
}

/** Until the row is ready (the answer may be `queued` when the worker is slow): no timing is asserted. */
async function readyRow(t: TestApp, sopId: string) {
  return vi.waitFor(
    async () => {
      const row = await findPlaybookRow(t.ctx.database.db, sopId);
      if (row?.status !== 'ready') throw new Error(`playbook ${sopId} is ${row?.status ?? 'missing'}`);
      return row;
    },
    { timeout: 25_000, interval: 100 },
  );
}

async function contentOf(t: TestApp, response: GenerateSopResponse, format: 'html' | 'text'): Promise<string> {
  if ('sopContent' in response) {
    expect(response.format).toBe(format);
    return response.sopContent;
  }
  const row = await readyRow(t, response.sopId);
  return (format === 'html' ? row.html : row.text) ?? '';
}

function recordEvents(t: TestApp) {
  const ready: DomainEvents['playbook.ready'][] = [];
  const blitz: DomainEvents['blitz.opt-in'][] = [];
  t.ctx.events.on('playbook.ready', async (event) => void ready.push(event));
  t.ctx.events.on('blitz.opt-in', async (event) => void blitz.push(event));
  return { ready, blitz };
}

const owner = { ownerName: 'Jake Dell', contactEmail: 'jake.owner@example.com' };

/** A quote attributed to Google ("Jane D. on Google"); the playbooks' rules also mention the byte limit "on Google". */
const QUOTED_ON_GOOGLE = /(?<!bytes) on Google/;

describe('playbook generation, storage and the legendary examples (offline engine, catalogue)', () => {
  let t: TestApp;
  let events: ReturnType<typeof recordEvents>;
  let katzProfile: BrandProfile;
  let katzRestaurantId: string;

  beforeAll(async () => {
    t = await createTestApp({ runWorkers: true });
    events = recordEvents(t);
  });
  afterAll(async () => {
    await t.close();
  });

  test('the six legendary examples are seeded idempotently under their fixed ids', async () => {
    expect(await getPlaybook(t.ctx, 'le-bernardin').then((page) => page?.id)).toBe('le-bernardin');
    expect(await seedLegendaryPlaybooks(t.ctx)).toEqual([]);
    for (const id of LEGENDARY_PLAYBOOK_IDS) {
      const row = await findPlaybookRow(t.ctx.database.db, id);
      expect(row?.status).toBe('ready');
      expect(row?.placeId).toBe(`cat-${id}`);
      expect(row?.engine).toBe('offline');
      const page = await getPlaybook(t.ctx, id);
      expect(page?.bodyHtml).toContain('<article class="rb-playbook"');
      expect(page?.fileNames.html).toMatch(/-Review-Response-SOP\.html$/);
    }
    const katz = await getPlaybook(t.ctx, 'katzs-delicatessen');
    expect(katz?.restaurantName).toBe("Katz's Delicatessen");
    expect(katz?.location).toBe('New York');
    expect(await getPlaybook(t.ctx, 'no-such-playbook')).toBeNull();
    expect(await getPlaybook(t.ctx, '../etc/passwd')).toBeNull();
  });

  test('the legendary examples quote sample reviews as samples and sign as the team, never a sample reply’s name', async () => {
    const page = await getPlaybook(t.ctx, 'delmonicos');
    const body = page?.bodyHtml ?? '';
    // The catalogue's sample owner replies are signed "Daniel, General Manager": that name must not sign the page.
    expect(body).not.toContain('Daniel');
    expect(body).toContain('— The Delmonico&#39;s team');
    expect(body).not.toMatch(QUOTED_ON_GOOGLE);
    expect(body).toMatch(/sample review/);
    expect(body).toContain('Built from sample reviews');
    expect(body).toContain('written by our own review analysis (no AI model)');
    for (const id of LEGENDARY_PLAYBOOK_IDS) {
      const row = await findPlaybookRow(t.ctx.database.db, id);
      expect(row?.text, id).not.toMatch(QUOTED_ON_GOOGLE);
      expect(row?.text, id).toContain('team');
    }
  });

  test('an example stored before samples were labelled is composed again at start-up, keeping its id and date', async () => {
    const db = t.ctx.database.db;
    const before = await findPlaybookRow(db, 'delmonicos');
    if (!before) throw new Error('delmonicos is not seeded');
    const { reviewSource: _source, engine: _engine, ...legacy } = before.document as Record<string, unknown>;
    await db
      .update(playbooks)
      .set({ document: legacy, html: '<p>Daniel on Google</p>', text: 'Daniel on Google' })
      .where(eq(playbooks.id, 'delmonicos'));
    expect(await seedLegendaryPlaybooks(t.ctx)).toEqual(['delmonicos']);
    const after = await findPlaybookRow(db, 'delmonicos');
    expect(after?.createdAt).toEqual(before.createdAt);
    expect(after?.text).not.toContain('Daniel');
    expect(after?.html).toContain('Built from sample reviews');
    expect(await seedLegendaryPlaybooks(t.ctx)).toEqual([]);
  });

  test('an example composed before themes quoted only evidence that mentions them is composed again', async () => {
    const db = t.ctx.database.db;
    const before = await findPlaybookRow(db, 'katzs-delicatessen');
    if (!before) throw new Error('katzs-delicatessen is not seeded');
    const document = before.document as { sections: { id: string; blocks: { kind: string; text?: string }[] }[] };
    const oldQuote = 'Delivery order was missing the matzo ball soup and the sandwich arrived soggy after an hour.';
    const stale = {
      ...document,
      sections: document.sections.map((section) =>
        section.id === 'voice'
          ? { ...section, blocks: section.blocks.filter((b) => !/^(Learned from|No owner replies)/.test(b.text ?? '')) }
          : section.id === 'complaint-replies'
            ? { ...section, blocks: [...section.blocks, { kind: 'paragraph', text: oldQuote }] }
            : section,
      ),
    };
    await db
      .update(playbooks)
      .set({ document: stale, text: `Long waits for a table or food: ${oldQuote}` })
      .where(eq(playbooks.id, 'katzs-delicatessen'));
    expect(await seedLegendaryPlaybooks(t.ctx)).toEqual(['katzs-delicatessen']);
    const after = await findPlaybookRow(db, 'katzs-delicatessen');
    expect(JSON.stringify(after?.document)).toContain('Learned from three sample owner replies');
    expect(JSON.stringify(after?.document)).not.toContain(oldQuote);
    expect(await seedLegendaryPlaybooks(t.ctx)).toEqual([]);
  });

  test('the download route serves both renderings as attachments with the spec’s file names', async () => {
    const html = await t.app.inject({ url: '/api/playbooks/katzs-delicatessen/download?format=html' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-disposition']).toBe(
      'attachment; filename="Katz-s-Delicatessen-Review-Response-SOP.html"',
    );
    expect(html.body.startsWith('<!doctype html>')).toBe(true);
    const text = await t.app.inject({ url: '/api/playbooks/katzs-delicatessen/download?format=text' });
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toBe(
      'attachment; filename="Katz-s-Delicatessen-Review-Response-SOP.txt"',
    );
    expect(text.body).toContain("Katz's Delicatessen");
    expect(text.body).not.toContain('<article');
    expect((await t.app.inject({ url: '/api/playbooks/nope/download' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/playbooks/katzs-delicatessen/download?format=pdf' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/playbooks/Bad_Id!/download' })).statusCode).toBe(400);
  });

  test('the routes are documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const route of [
      '/api/research-brand',
      '/api/store-brand-profile',
      '/api/update-final-brand-profile',
      '/api/generate-sop',
      '/api/generate-sop-text',
    ]) {
      expect(doc.paths[route]?.post, route).toBeDefined();
    }
    expect(doc.paths['/api/saved-sops']?.get).toBeDefined();
    expect(doc.paths['/api/playbooks/{id}/download']?.get).toBeDefined();
  });

  test('the full flow: research, store, generate (HTML); events name the owner, the row holds no email', async () => {
    const ip = '10.0.1.1';
    const store = await post(
      t,
      '/api/store-restaurant-data',
      {
        placeId: 'cat-katzs-delicatessen',
        name: "Katz's Delicatessen",
        address: '205 E Houston St, New York, NY 10002',
      },
      ip,
    );
    katzRestaurantId = store.json().id;
    const research = await post(
      t,
      '/api/research-brand',
      {
        restaurantName: "Katz's Delicatessen",
        restaurantAddress: '205 E Houston St',
        placeId: 'cat-katzs-delicatessen',
      },
      ip,
    );
    katzProfile = brandProfileSchema.parse(research.json().brandProfile);
    const stored = await post(
      t,
      '/api/store-brand-profile',
      { restaurantId: katzRestaurantId, vibe: katzProfile.vibe, originalBrandData: katzProfile },
      ip,
    );
    const brandProfileId = stored.json().id as string;

    const response = await post(
      t,
      '/api/generate-sop',
      {
        ...katzProfile,
        ...owner,
        name: katzProfile.name,
        restaurantName: katzProfile.name,
        address: katzProfile.address,
        restaurantId: katzRestaurantId,
        brandProfileId,
        placeId: 'cat-katzs-delicatessen',
        blitzOptIn: true,
      },
      ip,
    );
    expect(response.statusCode).toBe(200);
    const body = generateSopResponseSchema.parse(response.json());
    // The first playbook of a restaurant takes its id, except that the legendary ids stay the examples'.
    expect(body.sopId).toBe('katzs-delicatessen-2');
    const html = await contentOf(t, body, 'html');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('Katz&#39;s Delicatessen');
    expect(html).toContain('Jake');
    expect(html).not.toContain(owner.contactEmail);

    const row = await readyRow(t, body.sopId);
    expect(row.engine).toBe('offline');
    expect(row.restaurantId).toBe(katzRestaurantId);
    expect(JSON.stringify(row)).not.toContain('jake.owner');

    await vi.waitFor(() => expect(events.ready.map((e) => e.sopId)).toContain(body.sopId));
    expect(events.ready.find((e) => e.sopId === body.sopId)).toEqual({
      sopId: body.sopId,
      restaurantId: katzRestaurantId,
      restaurantName: "Katz's Delicatessen",
      ownerName: 'Jake Dell',
      contactEmail: owner.contactEmail,
      format: 'html',
      placeId: 'cat-katzs-delicatessen',
      blitzOptIn: true,
    });
    await vi.waitFor(() => expect(events.blitz.length).toBeGreaterThan(0));
    expect(events.blitz.at(-1)).toEqual({
      email: owner.contactEmail,
      placeId: 'cat-katzs-delicatessen',
      restaurantId: katzRestaurantId,
      restaurantName: "Katz's Delicatessen",
      ownerName: 'Jake Dell',
      source: 'playbook',
    });
    // The thank-you page now shows the owner, with the email masked.
    const data = await t.app.inject({ url: `/api/restaurant-data/${katzRestaurantId}` });
    expect(data.json().restaurant.ownerName).toBe('Jake Dell');
    expect(data.body).not.toContain('jake.owner');
  });

  test('generate-sop-text returns plain text; a second playbook of the same restaurant gets the next id; no consent, no blitz', async () => {
    const ip = '10.0.1.2';
    const blitzBefore = events.blitz.length;
    const response = await post(
      t,
      '/api/generate-sop-text',
      { ...katzProfile, ...owner, restaurantName: katzProfile.name, restaurantId: katzRestaurantId, blitzOptIn: false },
      ip,
    );
    expect(response.statusCode).toBe(200);
    const body = generateSopResponseSchema.parse(response.json());
    expect(body.sopId).toBe('katzs-delicatessen-3');
    const text = await contentOf(t, body, 'text');
    expect(text).toContain("Katz's Delicatessen");
    expect(text).not.toMatch(/<(article|section|h1|p)\b/);
    expect(text).not.toContain(owner.contactEmail);
    await vi.waitFor(() => expect(events.ready.map((e) => e.sopId)).toContain(body.sopId));
    expect(events.ready.find((e) => e.sopId === body.sopId)?.format).toBe('text');
    expect(events.blitz.length).toBe(blitzBefore);
  });

  test('generate without a research step analyses the place’s reviews itself', async () => {
    const response = await post(
      t,
      '/api/generate-sop',
      { ...owner, restaurantName: 'Keens Steakhouse', placeId: 'cat-keens-steakhouse' },
      '10.0.1.3',
    );
    expect(response.statusCode).toBe(200);
    const body = generateSopResponseSchema.parse(response.json());
    expect(body.sopId).toBe('keens-steakhouse-2');
    const row = await readyRow(t, body.sopId);
    const page = await getPlaybook(t.ctx, body.sopId);
    expect(page?.location).toBe('New York');
    // Ready replies quote the catalogue's reviews with their authors, as samples, never "on Google".
    expect(row.text).toMatch(/[A-Z][a-z]+ [A-Z]\., sample review/);
    expect(row.text).not.toMatch(QUOTED_ON_GOOGLE);
    expect(row.text?.length ?? 0).toBeGreaterThan(5_000);
  });

  test('generate refuses bad input with a 400 and the spec’s messages', async () => {
    const good = { ...owner, restaurantName: 'Corner Bistro' };
    const cases: [unknown, RegExp][] = [
      [{ ...good, ownerName: ' ' }, /ownerName: This field is required/],
      [{ restaurantName: 'Corner Bistro', contactEmail: owner.contactEmail }, /ownerName: This field is required/],
      [{ ...good, contactEmail: '' }, /contactEmail: This field is required/],
      [{ ...good, contactEmail: 'jake.example.com' }, /contactEmail: Please enter a valid email address/],
      [{ ...owner }, /restaurantName: This field is required/],
      [{ ...good, restaurantName: 'x'.repeat(201) }, /restaurantName/],
      [{ ...good, toneOfVoice: 'Warm' }, /toneOfVoice/],
      [{ ...good, toneOfVoice: ['a', 'b', 'c', 'd', 'e', 'f'] }, /toneOfVoice/],
      [{ ...good, brandProfileId: 'abc' }, /brandProfileId/],
      [{ ...good, restaurantId: '../../etc' }, /restaurantId/],
      [{ ...good, blitzOptIn: 'yes' }, /blitzOptIn/],
      [
        {
          ...good,
          reviewInsights: Array.from({ length: 101 }, () => ({ sentiment: 'positive', score: 1, aspects: [] })),
        },
        /reviewInsights/,
      ],
      [
        { ...good, strengths: [{ aspect: 'food', label: 'x', share: 2, count: 1, evidence: '', evidenceAuthor: '' }] },
        /strengths/,
      ],
      [
        {
          ...good,
          strengths: [
            { aspect: 'food', label: 'x', share: 0.5, count: 1, evidence: 'e'.repeat(201), evidenceAuthor: '' },
          ],
        },
        /strengths/,
      ],
    ];
    for (const [index, [body, message]] of cases.entries()) {
      const response = await post(t, '/api/generate-sop', body, `10.0.2.${index}`);
      expect(response.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/generate-sop-text',
      headers: json,
      payload: '',
      remoteAddress: '10.0.2.99',
    });
    expect(empty.statusCode).toBe(400);
  });

  test('generate is rate limited per IP', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (await post(t, '/api/generate-sop', { restaurantName: 'x' }, '10.0.3.1')).statusCode;
    }
    expect(last).toBe(429);
    // Another address is unaffected.
    expect((await post(t, '/api/generate-sop', { restaurantName: 'x' }, '10.0.3.2')).statusCode).toBe(400);
  });

  test('research-brand is rate limited per IP', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) last = (await post(t, '/api/research-brand', {}, '10.0.3.3')).statusCode;
    expect(last).toBe(429);
    expect((await post(t, '/api/research-brand', {}, '10.0.3.4')).statusCode).toBe(400);
  });

  test('saved-sops lists at most 24, newest first, with no personal data', async () => {
    const base = Date.parse('2030-01-01T00:00:00Z');
    for (let i = 0; i < 30; i += 1) {
      await insertPlaybook(t.ctx.database.db, `listed-place-${i}`, {
        name: `Listed Place ${i}`,
        address: `${i} Main St, Springfield, IL 62701`,
        location: 'Springfield',
        description: 'A neighbourhood diner',
        specialty: 'Pancakes',
        format: 'html',
        status: i === 29 ? 'generating' : 'ready',
        createdAt: new Date(base + i * 60_000),
      });
    }
    const response = await t.app.inject({ url: '/api/saved-sops' });
    expect(response.statusCode).toBe(200);
    const { sops } = savedSopsResponseSchema.parse(response.json());
    expect(sops).toHaveLength(24);
    // Row 29 is still generating: not listed.
    expect(sops[0]?.id).toBe('listed-place-28');
    const times = sops.map((sop) => Date.parse(sop.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const sop of response.json().sops as Record<string, unknown>[]) {
      expect(Object.keys(sop).sort()).toEqual([
        'address',
        'createdAt',
        'description',
        'id',
        'location',
        'name',
        'specialty',
      ]);
    }
    expect(response.body).not.toContain('@');
  });
});

describe('XSS: a hostile name and review come out inert (Google Places double)', () => {
  let google: GooglePlacesDouble;
  let t: TestApp;
  const hostileName = '<script>alert(1)</script>';
  const hostileReview =
    'Best pastrami <img src=x onerror=alert(1)> in town, and the <a href="javascript:alert(2)">staff</a> were great.';
  const placeId = 'ChIJxssTestPlace0000000001';

  beforeAll(async () => {
    const katz = structuredClone(defaultGooglePlaces[0]!);
    const reviews = (katz.reviews as Record<string, unknown>[]).map((review, i) =>
      i === 0
        ? {
            ...review,
            text: { text: hostileReview, languageCode: 'en' },
            originalText: { text: hostileReview, languageCode: 'en' },
          }
        : review,
    );
    google = await startGooglePlacesDouble({
      places: [
        {
          ...katz,
          id: placeId,
          name: `places/${placeId}`,
          displayName: { text: hostileName, languageCode: 'en' },
          reviews,
        },
      ],
    });
    t = await createTestApp({
      runWorkers: true,
      env: { GOOGLE_PLACES_API_KEY: google.apiKey, GOOGLE_PLACES_BASE_URL: google.baseUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const assertInert = (html: string) => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<a href="javascript/i);
    expect(html).not.toMatch(/onerror\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  };

  let sopId = '';
  /** The embedded playbook article of a rendered page. */
  const articleOf = (html: string) =>
    html.slice(html.indexOf('<article class="rb-playbook"'), html.indexOf('</article>') + 10);

  test('the stored HTML, the download and the page body escape them', async () => {
    const research = await post(
      t,
      '/api/research-brand',
      { restaurantName: hostileName, restaurantAddress: '', placeId },
      '10.0.4.1',
    );
    expect(research.statusCode).toBe(200);
    const profile = brandProfileSchema.parse(research.json().brandProfile);
    expect(profile.name).toBe(hostileName);
    const response = await post(
      t,
      '/api/generate-sop',
      {
        ...profile,
        ...owner,
        restaurantName: hostileName,
        placeId,
        signatureItems: ['<img src=x onerror=alert(3)>'],
        vibe: 'javascript:alert(4)',
      },
      '10.0.4.1',
    );
    expect(response.statusCode).toBe(200);
    const body = generateSopResponseSchema.parse(response.json());
    sopId = body.sopId;
    expect(sopId).toBe('scriptalert1script');
    const row = await readyRow(t, sopId);
    // The hostile review was fetched from the place and quoted in the owner's copy, escaped; the stored copy of a
    // Google place keeps no review text at all.
    const ownerCopy = 'sopContent' in body ? body.sopContent : '';
    expect(ownerCopy).toContain('onerror&#61;alert(1)');
    assertInert(ownerCopy);
    expect(row.text).not.toContain('onerror=alert(1)');
    assertInert(row.html ?? '');
    expect(row.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const download = await t.app.inject({ url: `/api/playbooks/${sopId}/download?format=html` });
    assertInert(download.body);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="script-alert-1-script-Review-Response-SOP.html"',
    );
    const page = await getPlaybook(t.ctx, sopId);
    assertInert(page?.bodyHtml ?? '');
    expect(page?.restaurantName).toBe(hostileName);
  });

  const buildDir = path.resolve('build');
  test.skipIf(!existsSync(path.join(buildDir, 'server', 'index.js')))(
    '/sop/{id} through the React Router handler: inert, no email, 404 for unknown ids',
    async () => {
      let site: FastifyInstance | undefined;
      try {
        site = await buildApp({
          ctx: t.ctx,
          apiRoutes,
          logger: false,
          reactRouter: {
            mode: { kind: 'build', buildDir },
            publicUrl: t.config.publicUrl,
            services: createAppServices(t.ctx),
          },
        });
        await ensureLegendaryPlaybooks(t.ctx);
        const response = await site.inject({ url: `/sop/${sopId}` });
        expect(response.statusCode).toBe(200);
        const main = response.body.slice(response.body.indexOf('<main'), response.body.indexOf('</main>'));
        expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        // React renders the vibe line ("javascript:alert(4)") as text; what matters is that no tag or attribute runs it.
        expect(main).not.toMatch(/<script/i);
        expect(main).not.toMatch(/<img/i);
        expect(main).not.toMatch(/\s(href|src|action)\s*=\s*["']?\s*javascript:/i);
        expect(main).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
        expect(articleOf(main).length).toBeGreaterThan(1_000);
        assertInert(articleOf(main));
        expect(response.body).not.toContain(owner.contactEmail);
        expect(response.body).toContain(`/api/playbooks/${sopId}/download?format=html`);
        expect(response.body).toMatch(/<title>&lt;script&gt;alert\(1\)&lt;\/script&gt;: Review Response Playbook/);

        const katz = await site.inject({ url: '/sop/katzs-delicatessen' });
        expect(katz.statusCode).toBe(200);
        expect(katz.body).toContain('class="rb-playbook"');
        expect((await site.inject({ url: '/sop/no-such-playbook' })).statusCode).toBe(404);

        // The landing page's live grid is server-rendered from the same list as GET /api/saved-sops: the six newest.
        const listed = (await t.app.inject({ url: '/api/saved-sops' })).json().sops as { id: string }[];
        const landing = await site.inject({ url: '/' });
        expect(landing.statusCode).toBe(200);
        const gridStart = landing.body.indexOf('Recently generated playbooks');
        const grid = landing.body.slice(gridStart, landing.body.indexOf('</section>', gridStart));
        const hrefs = [...grid.matchAll(/href="\/sop\/([^"]+)"/g)].map((match) => decodeURIComponent(match[1]!));
        expect(hrefs).toEqual(listed.slice(0, 6).map((sop) => sop.id));
      } finally {
        await site?.close();
      }
    },
  );
});

/** The model's answers: the brand task gets qualitative fields; the playbook task gets prose in our structure. */
function modelAnswer(requestJson: string): unknown {
  if (requestJson.includes('You write review-response playbooks')) {
    return {
      summary:
        'MODEL-SUMMARY: guests love the pastrami and the theatre of the counter; some dislike the ticket system and the queues.',
      voiceIntro: 'Warm, wry and proud of a long history; short sentences and first names.',
      frameworkReplies: {
        five: 'Thank you, [first name]! So glad the pastrami was everything you hoped.',
        four: 'Thanks, [first name], glad the pastrami hit the spot.',
        three: 'Thank you for the honest note, [first name]; we are working on the line.',
        two: 'Sorry we let you down, [first name]; please get in touch so we can hear more.',
        one: 'We are sorry, [first name]; please contact us directly so we can make this right.',
      },
      replies: [],
    };
  }
  return {
    vibe: 'A bustling Lower East Side deli with theatrical counter service',
    toneOfVoice: ['Warm', 'Wry', 'Proud'],
    signOff: '— Jake',
    signatureItems: ['Pastrami on rye'],
    strengthLabels: [],
    complaintLabels: [],
  };
}

for (const provider of ['openai', 'anthropic'] as const) {
  describe(`playbook prose with AI_PROVIDER=${provider} (protocol double)`, () => {
    let double: OpenAiDouble | AnthropicDouble;
    let t: TestApp;
    let limited: TestApp;
    const generate = (app: TestApp, ip: string) =>
      post(
        app,
        '/api/generate-sop',
        { ...owner, restaurantName: "Katz's Delicatessen", placeId: 'cat-katzs-delicatessen' },
        ip,
      );

    beforeAll(async () => {
      double =
        provider === 'openai' ? await startOpenAiDouble({ apiKey: 'k' }) : await startAnthropicDouble({ apiKey: 'k' });
      const respond = (request: unknown) => modelAnswer(JSON.stringify(request));
      if (provider === 'openai') (double as OpenAiDouble).respondWith(respond);
      else (double as AnthropicDouble).respondWith(respond);
      const env: Record<string, string> =
        provider === 'openai'
          ? { AI_PROVIDER: 'openai', OPENAI_BASE_URL: double.baseUrl, OPENAI_API_KEY: 'k' }
          : { AI_PROVIDER: 'anthropic', ANTHROPIC_BASE_URL: double.baseUrl, ANTHROPIC_API_KEY: 'k' };
      t = await createTestApp({ runWorkers: true, env });
      limited = await createTestApp({ runWorkers: true, env: { ...env, AI_DAILY_LIMIT: '0' } });
    });
    afterAll(async () => {
      await t.close();
      await limited.close();
      await double.close();
    });

    test('the model writes the prose; the engine is recorded', async () => {
      const body = generateSopResponseSchema.parse((await generate(t, '10.0.5.1')).json());
      const html = await contentOf(t, body, 'html');
      expect(html).toContain('MODEL-SUMMARY');
      expect((await readyRow(t, body.sopId)).engine).toBe(provider);
    });

    test('a failing model falls back to the offline engine, recorded as offline', async () => {
      double.failNext('unauthorized', 5);
      const body = generateSopResponseSchema.parse((await generate(t, '10.0.5.2')).json());
      const html = await contentOf(t, body, 'html');
      expect(html).not.toContain('MODEL-SUMMARY');
      expect((await readyRow(t, body.sopId)).engine).toBe('offline');
    });

    test('AI_DAILY_LIMIT=0: offline, and the model is never called', async () => {
      const before = double.requests.length;
      const body = generateSopResponseSchema.parse((await generate(limited, '10.0.5.3')).json());
      await contentOf(limited, body, 'html');
      expect((await readyRow(limited, body.sopId)).engine).toBe('offline');
      expect(double.requests.length).toBe(before);
    });
  });
}

describe('public pages carry only what we wrote (catalogue place)', () => {
  let smtp: SmtpDouble;
  let t: TestApp;
  let sopId = '';
  let ownerCopy = '';
  const ip = '10.0.9.1';
  const visitor = {
    ownerName: 'Pat Zzyzx',
    contactEmail: 'pat@keens.example',
    vibe: 'Quixotic velvet mutton cathedral',
    signOff: '— Pat Zzyzx, Grand Vizier',
    signatureItems: ['Vizier special'],
    toneOfVoice: ['Flamboyant', 'Mysterious', 'Ornate'],
  };
  /** Everything the visitor typed that must stay in their own copy. */
  const typed = [/Zzyzx/, /Quixotic velvet/i, /Vizier/, /Flamboyant/];

  beforeAll(async () => {
    smtp = await startSmtpDouble();
    t = await createTestApp({ runWorkers: true, env: { SMTP_URL: smtp.url } });
    const research = await post(
      t,
      '/api/research-brand',
      { restaurantName: 'Keens Steakhouse', placeId: 'cat-keens-steakhouse' },
      ip,
    );
    const profile = brandProfileSchema.parse(research.json().brandProfile);
    const response = await post(
      t,
      '/api/generate-sop',
      {
        ...profile,
        ...visitor,
        // A renamed restaurant is visitor text too: the public page keeps the place's own name.
        restaurantName: 'Keens Steakhouse by Pat Zzyzx',
        placeId: 'cat-keens-steakhouse',
      },
      ip,
    );
    expect(response.statusCode).toBe(200);
    const body = generateSopResponseSchema.parse(response.json());
    sopId = body.sopId;
    await readyRow(t, sopId);
    ownerCopy = 'sopContent' in body ? body.sopContent : '';
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  test('the owner’s own copy (the download after Generate, the email attachment) keeps their name and words', async () => {
    expect(ownerCopy).toContain('Pat (owner): approves all drafts');
    for (const pattern of typed) expect(ownerCopy).toMatch(pattern);
    await waitUntil(() => smtp.messages.some((m) => m.envelope.rcptTo.includes(visitor.contactEmail)), 25_000);
    const mail = smtp.messages.find((m) => m.envelope.rcptTo.includes(visitor.contactEmail));
    const attachment = mail?.parsed.attachments[0]?.content.toString('utf8') ?? '';
    expect(attachment).toContain('Pat (owner): approves all drafts');
    for (const pattern of typed) expect(attachment).toMatch(pattern);
  });

  test('/sop/{id}, the saved list and the stored download show roles and nothing the visitor typed', async () => {
    const page = await getPlaybook(t.ctx, sopId);
    expect(page?.restaurantName).toBe('Keens Steakhouse');
    const saved = (await t.app.inject({ url: '/api/saved-sops' })).json().sops as { id: string }[];
    const listed = saved.find((sop) => sop.id === sopId);
    expect(listed).toBeDefined();
    const downloads = [
      (await t.app.inject({ url: `/api/playbooks/${sopId}/download?format=html` })).body,
      (await t.app.inject({ url: `/api/playbooks/${sopId}/download?format=text` })).body,
    ];
    for (const content of [JSON.stringify(page), JSON.stringify(listed), ...downloads]) {
      for (const pattern of typed) expect(content).not.toMatch(pattern);
    }
    expect(downloads[1]).toContain('the owner');
    expect(downloads[1]).toContain('The team at Keens Steakhouse');
  });

  test('a playbook of a place we could not look up (its name is the visitor’s) is not listed nor indexed', async () => {
    const response = await post(
      t,
      '/api/generate-sop',
      { ...visitor, restaurantName: 'Zzyzx Famous Diner', placeId: 'cat-no-such-place' },
      ip,
    );
    const { sopId: unlisted } = generateSopResponseSchema.parse(response.json());
    await readyRow(t, unlisted);
    const page = await getPlaybook(t.ctx, unlisted);
    expect(page?.listed).toBe(false);
    expect((await getPlaybook(t.ctx, sopId))?.listed).toBe(true);
    const saved = (await t.app.inject({ url: '/api/saved-sops' })).json().sops as { id: string }[];
    expect(saved.map((sop) => sop.id)).toContain(sopId);
    expect(saved.map((sop) => sop.id)).not.toContain(unlisted);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/sop/${sopId}<`);
    expect(sitemap).not.toContain(`/sop/${unlisted}<`);
    if (!existsSync(path.resolve('build', 'server', 'index.js'))) return;
    const site = await buildApp({
      ctx: t.ctx,
      apiRoutes,
      logger: false,
      reactRouter: {
        mode: { kind: 'build', buildDir: path.resolve('build') },
        publicUrl: t.config.publicUrl,
        services: createAppServices(t.ctx),
      },
    });
    try {
      expect((await site.inject({ url: `/sop/${unlisted}` })).body).toContain(
        '<meta name="robots" content="noindex"/>',
      );
      expect((await site.inject({ url: `/sop/${sopId}` })).body).not.toContain('noindex');
    } finally {
      await site.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { brandProfileSchema, type BrandProfile } from '#contracts/brand.ts';
import { generatePlaybookResponseSchema, savedPlaybooksResponseSchema } from '#contracts/playbooks.ts';
import type { DomainEvents } from '#server/domain-events.ts';
import { seedLegendaryPlaybooks } from '#server/features/playbooks/legendary-playbooks.ts';
import { getPlaybook } from '#server/features/playbooks/playbook-services.ts';
import { findPlaybookRow, insertPlaybook, LEGENDARY_PLAYBOOK_IDS } from '#server/features/playbooks/playbook-store.ts';
import { playbooks } from '#server/features/playbooks/playbooks-tables.ts';
import { contentOf, json, owner, post, readyRow } from '../support/playbook-requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

function recordEvents(t: TestApp) {
  const ready: DomainEvents['playbook.ready'][] = [];
  const blitz: DomainEvents['blitz.opt-in'][] = [];
  t.ctx.events.on('playbook.ready', async (event) => void ready.push(event));
  t.ctx.events.on('blitz.opt-in', async (event) => void blitz.push(event));
  return { ready, blitz };
}

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
    expect(body).toContain('— The Delmonico&#x27;s team');
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

  test('the download route serves both renderings as attachments with the playbook file names', async () => {
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
    const body = generatePlaybookResponseSchema.parse(response.json());
    // The first playbook of a restaurant takes its id, except that the legendary ids stay the examples'.
    expect(body.sopId).toBe('katzs-delicatessen-2');
    const html = await contentOf(t, body, 'html');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('Katz&#x27;s Delicatessen');
    expect(html).toContain('Jake');
    expect(html).not.toContain(owner.contactEmail);

    const row = await readyRow(t, body.sopId);
    expect(row.engine).toBe('offline');
    expect(row.restaurantId).toBe(katzRestaurantId);
    expect(JSON.stringify(row)).not.toContain('jake.owner');

    await vi.waitFor(() => expect(events.ready.map((e) => e.playbookId)).toContain(body.sopId));
    expect(events.ready.find((e) => e.playbookId === body.sopId)).toEqual({
      playbookId: body.sopId,
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
    const body = generatePlaybookResponseSchema.parse(response.json());
    expect(body.sopId).toBe('katzs-delicatessen-3');
    const text = await contentOf(t, body, 'text');
    expect(text).toContain("Katz's Delicatessen");
    expect(text).not.toMatch(/<(article|section|h1|p)\b/);
    expect(text).not.toContain(owner.contactEmail);
    await vi.waitFor(() => expect(events.ready.map((e) => e.playbookId)).toContain(body.sopId));
    expect(events.ready.find((e) => e.playbookId === body.sopId)?.format).toBe('text');
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
    const body = generatePlaybookResponseSchema.parse(response.json());
    expect(body.sopId).toBe('keens-steakhouse-2');
    const row = await readyRow(t, body.sopId);
    const page = await getPlaybook(t.ctx, body.sopId);
    expect(page?.location).toBe('New York');
    // Ready replies quote the catalogue's reviews with their authors, as samples, never "on Google".
    expect(row.text).toMatch(/[A-Z][a-z]+ [A-Z]\., sample review/);
    expect(row.text).not.toMatch(QUOTED_ON_GOOGLE);
    expect(row.text?.length ?? 0).toBeGreaterThan(5_000);
  });

  test('generate refuses bad input with a 400 and the field messages', async () => {
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
    const { sops: playbooks } = savedPlaybooksResponseSchema.parse(response.json());
    expect(playbooks).toHaveLength(24);
    // Row 29 is still generating: not listed.
    expect(playbooks[0]?.id).toBe('listed-place-28');
    const times = playbooks.map((playbook) => Date.parse(playbook.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const playbook of response.json().sops as Record<string, unknown>[]) {
      expect(Object.keys(playbook).sort()).toEqual([
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

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { brandProfileSchema } from '#contracts/brand.ts';
import { generatePlaybookResponseSchema } from '#contracts/playbooks.ts';
import { apiRoutes, createAppServices } from '#server/app-features.ts';
import { buildApp } from '#server/http/build-app.ts';
import { ensureLegendaryPlaybooks } from '#server/features/playbooks/legendary-playbooks.ts';
import { getPlaybook } from '#server/features/playbooks/playbook-services.ts';
import {
  defaultGooglePlaces,
  startGooglePlacesDouble,
  type GooglePlacesDouble,
} from '../doubles/google-places-server.ts';
import { startSmtpDouble, type SmtpDouble } from '../doubles/smtp-server.ts';
import { waitUntil } from '../support/email-helpers.ts';
import { owner, post, readyRow } from '../support/playbook-requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

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

  let playbookId = '';
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
    const body = generatePlaybookResponseSchema.parse(response.json());
    playbookId = body.sopId;
    expect(playbookId).toBe('scriptalert1script');
    const row = await readyRow(t, playbookId);
    // The hostile review was fetched from the place and quoted in the owner's copy, escaped; the stored copy of a
    // Google place keeps no review text at all.
    const ownerCopy = 'sopContent' in body ? body.sopContent : '';
    expect(ownerCopy).toContain('onerror&#61;alert(1)');
    assertInert(ownerCopy);
    expect(row.text).not.toContain('onerror=alert(1)');
    assertInert(row.html ?? '');
    expect(row.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const download = await t.app.inject({ url: `/api/playbooks/${playbookId}/download?format=html` });
    assertInert(download.body);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="script-alert-1-script-Review-Response-SOP.html"',
    );
    const page = await getPlaybook(t.ctx, playbookId);
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
        const response = await site.inject({ url: `/sop/${playbookId}` });
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
        expect(response.body).toContain(`/api/playbooks/${playbookId}/download?format=html`);
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
        expect(hrefs).toEqual(listed.slice(0, 6).map((playbook) => playbook.id));
      } finally {
        await site?.close();
      }
    },
  );
});

describe('public pages carry only what we wrote (catalogue place)', () => {
  let smtp: SmtpDouble;
  let t: TestApp;
  let playbookId = '';
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
    const body = generatePlaybookResponseSchema.parse(response.json());
    playbookId = body.sopId;
    await readyRow(t, playbookId);
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
    const page = await getPlaybook(t.ctx, playbookId);
    expect(page?.restaurantName).toBe('Keens Steakhouse');
    const saved = (await t.app.inject({ url: '/api/saved-sops' })).json().sops as { id: string }[];
    const listed = saved.find((playbook) => playbook.id === playbookId);
    expect(listed).toBeDefined();
    const downloads = [
      (await t.app.inject({ url: `/api/playbooks/${playbookId}/download?format=html` })).body,
      (await t.app.inject({ url: `/api/playbooks/${playbookId}/download?format=text` })).body,
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
    const { sopId: unlisted } = generatePlaybookResponseSchema.parse(response.json());
    await readyRow(t, unlisted);
    const page = await getPlaybook(t.ctx, unlisted);
    expect(page?.listed).toBe(false);
    expect((await getPlaybook(t.ctx, playbookId))?.listed).toBe(true);
    const saved = (await t.app.inject({ url: '/api/saved-sops' })).json().sops as { id: string }[];
    expect(saved.map((playbook) => playbook.id)).toContain(playbookId);
    expect(saved.map((playbook) => playbook.id)).not.toContain(unlisted);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/sop/${playbookId}<`);
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
      expect((await site.inject({ url: `/sop/${playbookId}` })).body).not.toContain('noindex');
    } finally {
      await site.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { brandProfileSchema } from '#contracts/brand.ts';
import { generatePlaybookResponseSchema } from '#contracts/playbooks.ts';
import { queryRows } from '#server/db/database.ts';
import { playbookAttachment } from '#server/features/email/playbook-lookup.ts';
import { OWNER_COPY_TTL_MS } from '#server/features/playbooks/owner-copies.ts';
import { getPlaybook } from '#server/features/playbooks/playbook-services.ts';
import { findPlaybookRow } from '#server/features/playbooks/playbook-store.ts';
import { startGooglePlacesDouble, type GooglePlacesDouble } from '../doubles/google-places-server.ts';
import { startSmtpDouble, type ReceivedMail, type SmtpDouble } from '../doubles/smtp-server.ts';
import { bossSchemaOf, waitUntil } from '../support/email-helpers.ts';
import { buildSite, hasProductionBuild } from '../support/built-site.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Google's terms for Places content (docs/google-places-terms.md): what we store of a Google place's playbook holds
 * our analysis and our replies, never a review's words or its author; the owner's own copy (the Generate answer and
 * the emailed attachment) quotes them. And Places (New) sends no owner replies, so the reply rate is unknown.
 */

const KATZ_ID = 'ChIJSYuuSx9awokRyrrOFTGg0GY';
const OWNER = { ownerName: 'Pat Zzyzx', contactEmail: 'pat.owner@katz.example' };
const VIBE = 'Quixotic velvet pastrami cathedral';

/** Lowercased words joined by single spaces: markup, entities, wrapping and punctuation don't hide a quotation. */
function normalise(text: string): string {
  const decoded = text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&(amp|lt|gt|quot|apos);/g, ' ')
    .replace(/\\u([0-9a-f]{4})/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)));
  return ` ${(decoded.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')} `;
}

interface DoubleReview {
  text: { text: string };
  authorAttribution: { displayName: string };
}

/** What must never be stored: every run of five words of each review, and each reviewer's name in both forms. */
function forbiddenNeedles(reviews: DoubleReview[]): { needle: string; what: string }[] {
  const needles: { needle: string; what: string }[] = [];
  for (const review of reviews) {
    const words = normalise(review.text.text).trim().split(' ');
    for (let i = 0; i + 5 <= words.length; i += 1) {
      needles.push({ needle: ` ${words.slice(i, i + 5).join(' ')} `, what: `text of "${review.text.text}"` });
    }
    const name = review.authorAttribution.displayName;
    const [first = '', ...rest] = name.split(' ');
    needles.push({ needle: normalise(name), what: `reviewer ${name}` });
    needles.push({ needle: normalise(`${first} ${rest.at(-1)?.charAt(0) ?? ''}`), what: `reviewer ${name} (short)` });
  }
  return needles;
}

function found(haystack: string, needles: { needle: string; what: string }[]): string[] {
  const normalised = normalise(haystack);
  return needles.filter((n) => normalised.includes(n.needle)).map((n) => n.what);
}

describe('a Google place’s playbook: stored without Google’s review content, the owner’s copy with it', () => {
  let google: GooglePlacesDouble;
  let smtp: SmtpDouble;
  let t: TestApp;
  let reviews: DoubleReview[];
  let needles: { needle: string; what: string }[];
  let playbookId: string;
  let ownerCopy: string;
  // The app's clock: moved forward to let the owner's copy (and Google's details) expire from memory.
  const shift = { ms: 0 };
  const ip = '10.77.0.1';
  const post = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
  const mailTo = (address: string): ReceivedMail[] => smtp.messages.filter((m) => m.envelope.rcptTo.includes(address));

  beforeAll(async () => {
    google = await startGooglePlacesDouble();
    smtp = await startSmtpDouble();
    t = await createTestApp({
      runWorkers: true,
      now: () => new Date(Date.now() + shift.ms),
      env: { GOOGLE_PLACES_API_KEY: google.apiKey, GOOGLE_PLACES_BASE_URL: google.baseUrl, SMTP_URL: smtp.url },
    });
    const details = await t.app.inject({ url: `/api/places/details?place_id=${KATZ_ID}` });
    expect(details.json().result.source).toBe('google');
    const { defaultGooglePlaces } = await import('../doubles/google-places-server.ts');
    reviews = defaultGooglePlaces[0]!.reviews as DoubleReview[];
    expect(reviews.length).toBe(5);
    needles = forbiddenNeedles(reviews);

    const store = await post('/api/store-restaurant-data', {
      placeId: KATZ_ID,
      name: "Katz's Delicatessen",
      address: '205 E Houston St, New York, NY 10002, USA',
    });
    const restaurantId = store.json().id as string;
    const research = await post('/api/research-brand', {
      restaurantName: "Katz's Delicatessen",
      restaurantAddress: '205 E Houston St',
      placeId: KATZ_ID,
    });
    expect(research.statusCode).toBe(200);
    const profile = brandProfileSchema.parse(research.json().brandProfile);
    // The analysis quoted the reviews as evidence: the browser gets it, the database must not keep it.
    expect(found(JSON.stringify(profile), needles).length).toBeGreaterThan(0);
    const stored = await post('/api/store-brand-profile', {
      restaurantId,
      vibe: profile.vibe,
      originalBrandData: profile,
    });
    const generated = await post('/api/generate-sop', {
      ...profile,
      ...OWNER,
      vibe: VIBE,
      signOff: '— Pat Zzyzx, owner',
      restaurantName: profile.name,
      restaurantId,
      brandProfileId: stored.json().id,
      placeId: KATZ_ID,
      blitzOptIn: true,
    });
    expect(generated.statusCode).toBe(200);
    const body = generatePlaybookResponseSchema.parse(generated.json());
    playbookId = body.sopId;
    await vi.waitFor(
      async () => {
        const row = await findPlaybookRow(t.ctx.database.db, playbookId);
        if (row?.status !== 'ready') throw new Error(`playbook is ${row?.status ?? 'missing'}`);
      },
      { timeout: 25_000, interval: 100 },
    );
    ownerCopy = 'sopContent' in body ? body.sopContent : '';
    // The owner's email (and the blitz confirmation) are sent before the rows are read.
    await waitUntil(() => mailTo(OWNER.contactEmail).length >= 2, 25_000);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await google?.close();
  });

  test('the download right after Generate quotes the reviews with their authors, and names the owner', () => {
    expect(ownerCopy.startsWith('<!doctype html>')).toBe(true);
    expect(found(ownerCopy, needles).length).toBeGreaterThan(0);
    expect(ownerCopy).toContain('Pat');
    expect(normalise(ownerCopy)).toContain(normalise(VIBE));
  });

  test('the attachment emailed to the owner quotes the reviews and names the owner', () => {
    const mail = mailTo(OWNER.contactEmail).find((m) => m.parsed.subject?.startsWith('Your review-response playbook'));
    const attachment = mail?.parsed.attachments[0]?.content.toString('utf8') ?? '';
    expect(attachment.startsWith('<!doctype html>')).toBe(true);
    expect(found(attachment, needles).length).toBeGreaterThan(0);
    expect(attachment).toContain('Pat (owner)');
    expect(normalise(attachment)).toContain(normalise(VIBE));
  });

  test('no stored row of any table, pg-boss jobs included, holds a review’s text or a reviewer’s name', async () => {
    const db = t.ctx.database.db;
    const schemas = [t.ctx.database.schema ?? 'public', bossSchemaOf(t)];
    const tables = await queryRows<{ table_schema: string; table_name: string }>(
      db,
      sql`select table_schema, table_name from information_schema.tables
          where table_schema in (${sql.join(
            schemas.map((schema) => sql`${schema}`),
            sql`, `,
          )}) and table_type = 'BASE TABLE'`,
    );
    const names = tables.map((row) => `${row.table_schema}.${row.table_name}`);
    // The scan covers the tables that hold what generation wrote, so it cannot pass by reading nothing.
    for (const expected of ['playbooks', 'brand_profiles', 'restaurants', 'email_messages', 'job']) {
      expect(
        names.some((name) => name.endsWith(`.${expected}`)),
        expected,
      ).toBe(true);
    }
    let scanned = 0;
    const problems: string[] = [];
    for (const { table_schema: schema, table_name: table } of tables) {
      const rows = await queryRows<{ row: string }>(
        db,
        sql.raw(`select row_to_json(t)::text as row from "${schema}"."${table}" t`),
      );
      for (const { row } of rows) {
        scanned += 1;
        for (const what of found(row, needles)) problems.push(`${schema}.${table}: ${what}`);
      }
    }
    expect(scanned).toBeGreaterThan(10);
    expect(problems).toEqual([]);

    // What the scan relies on is really there: the stored playbook, the profile and the email are rows.
    const playbook = await findPlaybookRow(db, playbookId);
    expect(playbook?.text ?? '').toMatch(/Ready replies to your recent reviews/);
    expect(playbook?.text ?? '').toMatch(/leaves out what each guest wrote/);
  });

  test('/sop/{id}, the saved list and the stored download carry our replies but no review text and no names', async () => {
    const page = await getPlaybook(t.ctx, playbookId);
    expect(page).not.toBeNull();
    const saved = (await t.app.inject({ url: '/api/saved-sops' })).body;
    const html = (await t.app.inject({ url: `/api/playbooks/${playbookId}/download?format=html` })).body;
    const text = (await t.app.inject({ url: `/api/playbooks/${playbookId}/download?format=text` })).body;
    for (const [where, content] of [
      ['page', JSON.stringify(page)],
      ['saved list', saved],
      ['html download', html],
      ['text download', text],
    ] as const) {
      expect(found(content, needles), where).toEqual([]);
      expect(content, where).not.toMatch(/Zzyzx/);
      expect(normalise(content), where).not.toContain(normalise(VIBE));
    }
    // Our replies to the reviews stay: the ready-replies section still holds them, signed by the team.
    expect(text).toMatch(/Ready replies to your recent reviews/);
    expect(text).toMatch(/The team at Katz/);
  });

  test('the reply rate is “not known”, never 0%, and nothing is said to have “no reply yet”', async () => {
    const research = await post('/api/research-brand', { restaurantName: "Katz's Delicatessen", placeId: KATZ_ID });
    const profile = brandProfileSchema.parse(research.json().brandProfile);
    expect(profile.replyRate).toBeNull();
    expect(profile.replyRateUnknownReason).toBe('owner-replies-not-shared');
    const stored = (await findPlaybookRow(t.ctx.database.db, playbookId))?.text ?? '';
    for (const [where, content] of [
      ['owner copy', ownerCopy],
      ['stored copy', stored],
    ] as const) {
      expect(content, where).not.toMatch(/0% of reviews have an owner reply/);
      expect(content, where).not.toMatch(/reply rate from 0%/i);
      expect(content, where).not.toMatch(/no reply yet/i);
      expect(content, where).not.toMatch(/Reviews with an owner reply: 0/);
      expect(normalise(content), where).toContain(normalise('Google doesn’t share owner replies through Places'));
    }
    expect(stored).toMatch(/Reviews with an owner reply: not known/);
  });

  test('send-sop-email forwards the owner’s copy only to whoever holds it; anyone else gets the stored copy', async () => {
    const colleague = 'colleague@katz.example';
    const stranger = 'stranger@elsewhere.example';
    const send = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/send-sop-email', payload: body, remoteAddress: '10.77.0.9' });
    expect((await send({ email: colleague, sopId: playbookId, sopContent: ownerCopy })).statusCode).toBe(200);
    expect((await send({ email: stranger, sopId: playbookId, sopContent: '' })).statusCode).toBe(200);
    await waitUntil(() => mailTo(colleague).length === 1 && mailTo(stranger).length === 1, 25_000);
    const attached = (address: string) => mailTo(address)[0]?.parsed.attachments[0]?.content.toString('utf8') ?? '';
    expect(found(attached(colleague), needles).length).toBeGreaterThan(0);
    expect(attached(stranger)).toBe((await findPlaybookRow(t.ctx.database.db, playbookId))?.html);
    expect(found(attached(stranger), needles)).toEqual([]);
  });

  test('a process without the owner’s copy in memory composes it again from the place’s reviews fetched now', async () => {
    const ref = { sopId: playbookId, format: 'text' as const, filename: 'Katz.txt', copy: 'owner' as const };
    shift.ms += OWNER_COPY_TTL_MS + 60_000;
    const before = google.requests.length;
    const again = await playbookAttachment(t.ctx, ref, 1);
    expect(google.requests.length).toBeGreaterThan(before);
    expect(found(again.content, needles).length).toBeGreaterThan(0);
    expect(again.content).toContain('Pat');
    // The stored profile keeps no quotes; the owner's copy takes its evidence again from the fetched reviews.
    expect(again.content).toMatch(/In your guests’ words/i);

    // Google down: the send is retried; the fifth attempt sends the stored copy rather than nothing.
    shift.ms += OWNER_COPY_TTL_MS + 60_000;
    google.failNext({ type: 'status', status: 503 }, 2);
    await expect(playbookAttachment(t.ctx, ref, 1)).rejects.toThrow();
    google.failNext({ type: 'status', status: 503 }, 2);
    const fallback = await playbookAttachment(t.ctx, ref, 5);
    expect(fallback.content).toBe((await findPlaybookRow(t.ctx.database.db, playbookId))?.text);
    expect(found(fallback.content, needles)).toEqual([]);
  });

  test.skipIf(!hasProductionBuild())(
    'the /sop/{id} page as served holds neither the reviews nor what the visitor typed',
    async () => {
      let site: FastifyInstance | undefined;
      try {
        site = await buildSite(t, { pageRoutes: [] });
        const response = await site.inject({ url: `/sop/${playbookId}` });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('class="rb-playbook"');
        expect(found(response.body, needles)).toEqual([]);
        expect(response.body).not.toMatch(/Zzyzx/);
        expect(normalise(response.body)).not.toContain(normalise(VIBE));
      } finally {
        await site?.close();
      }
    },
  );
});

describe('a blitz email quoting Google Places reviews: sent whole, kept without them', () => {
  let google: GooglePlacesDouble;
  let smtp: SmtpDouble;
  let t: TestApp;
  const clock = { now: new Date('2026-11-26T15:00:00Z') };
  const email = 'blitz.owner@katz.example';
  const fresh = {
    text: 'Quietly astonishing matzo ball soup tonight, broth like velvet and the counterman remembered my order.',
    author: 'Ottoline Brackenbury',
  };

  beforeAll(async () => {
    const { defaultGooglePlaces } = await import('../doubles/google-places-server.ts');
    const katz = structuredClone(defaultGooglePlaces[0]!);
    // Published two hours before the first morning send (08:00 New York on the day after enrolling).
    katz.reviews = [
      {
        name: `places/${KATZ_ID}/reviews/fresh-1`,
        relativePublishTimeDescription: '2 hours ago',
        rating: 5,
        text: { text: fresh.text, languageCode: 'en' },
        originalText: { text: fresh.text, languageCode: 'en' },
        authorAttribution: { displayName: fresh.author, uri: 'https://www.google.com/maps/contrib/1', photoUri: '' },
        publishTime: '2026-11-27T11:00:00Z',
      },
      ...((katz.reviews as unknown[] | undefined) ?? []),
    ];
    google = await startGooglePlacesDouble({ places: [katz] });
    smtp = await startSmtpDouble();
    t = await createTestApp({
      runWorkers: false,
      now: () => clock.now,
      env: { GOOGLE_PLACES_API_KEY: google.apiKey, GOOGLE_PLACES_BASE_URL: google.baseUrl, SMTP_URL: smtp.url },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await google?.close();
  });

  test('the owner gets the review and our reply; the stored message keeps neither the text nor the name', async () => {
    const { runDueBlitzSends } = await import('#server/features/blitz/run-due.ts');
    const { sendPendingEmails } = await import('#server/features/email/queue-email.ts');
    const { blitzDependencies } = await import('#server/app-features.ts');
    await t.ctx.events.emit('blitz.opt-in', {
      email,
      placeId: KATZ_ID,
      restaurantId: 'katzs-delicatessen',
      restaurantName: "Katz's Delicatessen",
      ownerName: 'Jake Dell',
      source: 'playbook',
    });
    clock.now = new Date('2026-11-27T13:00:00Z');
    const report = await runDueBlitzSends(t.ctx, clock.now, blitzDependencies(t.ctx));
    expect(report.sent.map((s) => [s.kind, s.reviewCount])).toEqual([['daily', 1]]);
    await sendPendingEmails(t.ctx);

    const daily = smtp.messages.find((m) => m.envelope.rcptTo.includes(email) && m.parsed.text?.includes(fresh.author));
    expect(daily?.parsed.text ?? '').toContain('matzo ball soup');

    const needles = forbiddenNeedles([
      { text: { text: fresh.text }, authorAttribution: { displayName: fresh.author } },
    ]);
    const rows = await queryRows<{ status: string; row: string }>(
      t.ctx.database.db,
      sql`select status, row_to_json(m)::text as row from email_messages m where kind = 'blitz-daily'`,
    );
    expect(rows.map((r) => r.status)).toEqual(['sent']);
    expect(found(rows[0]!.row, needles)).toEqual([]);
    expect(rows[0]!.row).toContain('Body removed once the message was settled');
  });
});

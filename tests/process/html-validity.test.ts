import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server.ts';
import { htmlValidateConfig } from '../support/html-validate-config.ts';

/**
 * Every route's HTML as the production build serves it (`npm run build` first) is valid, and carries
 * its title, description, canonical URL from PUBLIC_URL, share card and JSON-LD. PUBLIC_URL deliberately differs
 * from the address the test talks to, so a canonical built from the request's Host would fail.
 */

const PUBLIC_URL = 'https://replybook.test';

const ROUTES = [
  '/',
  '/playbook-examples',
  '/sop-template',
  '/sop/grand-central-oyster-bar',
  '/sop/katzs-delicatessen',
  '/contact',
  '/thank-you',
  '/thank-you?restaurant=katzs-delicatessen',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
  '/accessibility',
  '/unsubscribe',
  '/operator/sign-in',
  '/no-such-page',
];

let server: BuiltServer | undefined;
let dataDir: string | undefined;
let base = '';
const pages = new Map<string, { status: number; html: string }>();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-html-'));
  server = await startBuiltServer({
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL,
      APP_SECRET: 'html-validity-secret-0123456789abcdef0123456789',
    },
  });
  base = server.baseUrl;
  await server.waitReady(150_000);
  for (const route of ROUTES) {
    // A crawler's user agent gets the fully rendered document (entry.server.tsx), as search engines do.
    const response = await fetch(`${base}${route}`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    pages.set(route, { status: response.status, html: await response.text() });
  }
}, 200_000);

afterAll(() => {
  if (server && !server.exited()) server.child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function metaContent(html: string, attr: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`, 'g');
  return [...head(html).matchAll(pattern)].map((m) => m[1]!);
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
  );
}

describe('valid HTML on every route (html-validate, recommended rules for React output)', () => {
  const validator = new HtmlValidate(htmlValidateConfig);

  test.each(ROUTES)('%s', async (route) => {
    const page = pages.get(route)!;
    expect(page.status, route).toBe(route === '/no-such-page' ? 404 : 200);
    const report = await validator.validateString(page.html, `${route}.html`);
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId} (${m.line}:${m.column}) ${m.message} :: ${m.selector ?? ''}`),
    );
    // Joined, so a failure shows every problem in full.
    expect(problems.join('\n'), route).toBe('');
  });
});

describe('SEO head on every route', () => {
  const perVisitor = ['/unsubscribe'];
  const operatorConsole = ['/operator/sign-in'];
  const indexable = ROUTES.filter(
    (route) => route !== '/no-such-page' && !perVisitor.includes(route) && !operatorConsole.includes(route),
  );

  test.each(operatorConsole)('%s: one title, noindex and nofollow, no canonical URL', (route) => {
    const { html } = pages.get(route)!;
    expect(head(html).match(/<title>/g), 'exactly one <title>').toHaveLength(1);
    expect(metaContent(html, 'name', 'robots')).toEqual(['noindex, nofollow']);
    expect(head(html)).not.toContain('rel="canonical"');
    expect(metaContent(html, 'property', 'og:url')).toEqual([]);
  });

  test.each(perVisitor)('%s: one title, kept out of search results', (route) => {
    const { html } = pages.get(route)!;
    expect(head(html).match(/<title>/g), 'exactly one <title>').toHaveLength(1);
    expect(metaContent(html, 'name', 'robots')).toEqual(['noindex']);
    expect(html).not.toContain('__RB_PUBLIC_URL__');
  });

  test.each(indexable)('%s: one title, a description, canonical and og:url from PUBLIC_URL, a share card', (route) => {
    const { html } = pages.get(route)!;
    const pathname = new URL(route, 'http://x').pathname;
    expect(head(html).match(/<title>/g), 'exactly one <title>').toHaveLength(1);
    expect(metaContent(html, 'name', 'robots'), 'indexable').toEqual([]);
    expect(metaContent(html, 'name', 'description')).toHaveLength(1);
    expect(metaContent(html, 'name', 'description')[0]!.length).toBeGreaterThan(50);
    const canonical = [...head(html).matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
    expect(canonical).toEqual([`${PUBLIC_URL}${pathname}`]);
    expect(metaContent(html, 'property', 'og:url')).toEqual([`${PUBLIC_URL}${pathname}`]);
    expect(metaContent(html, 'property', 'og:image')).toEqual([`${PUBLIC_URL}/og-image.png`]);
    expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'property', 'og:title')).toHaveLength(1);
    expect(metaContent(html, 'property', 'og:description')).toHaveLength(1);
    expect(html).not.toContain('__RB_PUBLIC_URL__');
    expect(html).not.toContain('__RB_CSP_NONCE__');
    expect(jsonLdTypes(html)).toContain('Organization');
  });

  test('titles are unique per page, except the per-visitor variants of one route', () => {
    const titles = new Map<string, string>();
    for (const route of indexable.filter((r) => !r.includes('?'))) {
      const title = /<title>([^<]*)<\/title>/.exec(pages.get(route)!.html)?.[1] ?? '';
      expect(titles.has(title), `${route} repeats the title of ${titles.get(title)}: "${title}"`).toBe(false);
      titles.set(title, route);
    }
  });

  test('the 404 page is titled "404 Page Not Found", not indexable, and has no canonical URL', () => {
    const { html } = pages.get('/no-such-page')!;
    expect(html).toContain('<title>404 Page Not Found</title>');
    expect(metaContent(html, 'name', 'robots')).toEqual(['noindex']);
    expect(html).not.toContain('rel="canonical"');
  });

  test('JSON-LD: FAQPage and the plans on /, Article on playbook pages, all parseable and script-safe', () => {
    expect(jsonLdTypes(pages.get('/')!.html)).toEqual(expect.arrayContaining(['Organization', 'FAQPage', 'Service']));
    const service = [
      ...pages.get('/')!.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((m) => JSON.parse(m[1]!) as { '@type': string; offers?: { name: string; price?: string }[] })
      .find((item) => item['@type'] === 'Service');
    expect(service?.offers?.map((o) => o.name)).toEqual([
      'Free Forever',
      'Starter',
      'Pro Coverage',
      'Complete Automation',
    ]);
    expect(service?.offers?.find((o) => o.name === 'Starter')?.price).toBe('199.00');
    expect(jsonLdTypes(pages.get('/sop/grand-central-oyster-bar')!.html)).toContain('Article');
    expect(jsonLdTypes(pages.get('/sop/katzs-delicatessen')!.html)).toContain('Article');
    expect(jsonLdTypes(pages.get('/contact')!.html)).not.toContain('FAQPage');
  });

  test('sitemap.xml lists the static pages and every stored playbook; robots.txt points to it', async () => {
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await sitemap.text();
    for (const route of [
      '/',
      '/playbook-examples',
      '/contact',
      '/privacy-policy',
      '/sop/grand-central-oyster-bar',
      '/sop/katzs-delicatessen',
      '/sop/delmonicos',
    ]) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${route}</loc>`);
    }
    expect(xml).not.toContain('/thank-you');
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
    const image = await fetch(`${base}/og-image.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    // PNG IHDR: width and height at bytes 16–23.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

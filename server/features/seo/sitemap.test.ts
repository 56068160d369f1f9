import { describe, expect, test } from 'vitest';
import { buildRobotsTxt, buildSitemapXml, sitemapUrls, STATIC_SITEMAP_PATHS } from './sitemap.ts';

describe('sitemap', () => {
  const when = new Date('2026-03-01T12:00:00.000Z');

  test('lists every static page and every playbook once, with absolute URLs', () => {
    const urls = sitemapUrls([
      { id: 'grand-central-oyster-bar', updatedAt: when },
      { id: 'joes-pizza', updatedAt: when },
    ]);
    const paths = urls.map((u) => u.path);
    expect(paths).toEqual([...STATIC_SITEMAP_PATHS, '/sop/joes-pizza']);
    const xml = buildSitemapXml('https://replybook.app/', urls);
    expect(xml).toContain('<loc>https://replybook.app/</loc>');
    expect(xml).toContain('<loc>https://replybook.app/sop/joes-pizza</loc><lastmod>2026-03-01T12:00:00.000Z</lastmod>');
    expect(xml).not.toContain('/thank-you');
    expect(xml.match(/<url>/g)).toHaveLength(paths.length);
  });

  test('escapes XML in ids', () => {
    const xml = buildSitemapXml('https://x.test', sitemapUrls([{ id: 'a&b<c>', updatedAt: when }]));
    expect(xml).toContain('/sop/a%26b%3Cc%3E');
    expect(xml).not.toMatch(/<c>/);
  });

  test('robots.txt allows all, keeps crawlers off the API, the unsubscribe page and the operator console, names the sitemap', () => {
    const robots = buildRobotsTxt('https://replybook.app');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/unsubscribe$/m);
    expect(robots).toMatch(/^Disallow: \/connect\/$/m);
    expect(robots).toMatch(/^Disallow: \/replies\/$/m);
    expect(robots).toMatch(/^Disallow: \/operator$/m);
    expect(robots).not.toContain('/thank-you');
    expect(robots).toMatch(/^Sitemap: https:\/\/replybook\.app\/sitemap\.xml$/m);
  });
});

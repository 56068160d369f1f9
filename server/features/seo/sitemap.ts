/**
 * sitemap.xml and robots.txt as plain functions over data. The routes in seo-routes.ts feed them the
 * public URL and the stored playbooks.
 */

/**
 * Public pages worth finding in search, needing no data. /thank-you may be crawled (its personalised
 * addresses are canonicalised to it) but is only reached after generating; /unsubscribe is per visitor.
 */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/playbook-examples',
  '/sop-template',
  '/sop/grand-central-oyster-bar',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
  '/accessibility',
] as const;

export interface SitemapUrl {
  path: string;
  lastModified?: Date;
}

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
}

export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The playbook page path for a stored id (ids are slugs, but encode anyway: they are data). */
export function playbookPath(id: string): string {
  return `/sop/${encodeURIComponent(id)}`;
}

/** Static pages first, then playbooks; a path listed twice (the static example is also stored) appears once. */
export function sitemapUrls(playbookEntries: readonly { id: string; updatedAt: Date }[]): SitemapUrl[] {
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  const add = (url: SitemapUrl) => {
    if (seen.has(url.path)) return;
    seen.add(url.path);
    urls.push(url);
  };
  for (const path of STATIC_SITEMAP_PATHS) add({ path });
  for (const entry of playbookEntries) add({ path: playbookPath(entry.id), lastModified: entry.updatedAt });
  return urls;
}

export function buildSitemapXml(publicUrl: string, urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const lastmod = url.lastModified ? `<lastmod>${url.lastModified.toISOString()}</lastmod>` : '';
      return `  <url><loc>${escapeXml(absoluteUrl(publicUrl, url.path))}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Everything may be crawled except the JSON API, the per-visitor pages (unsubscribe, Google connection, replies, the
 * owner's settings, an added address's confirmation) and the operator console. */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /unsubscribe',
    'Disallow: /connect/',
    'Disallow: /replies/',
    'Disallow: /inbox',
    'Disallow: /confirm-address',
    'Disallow: /operator',
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

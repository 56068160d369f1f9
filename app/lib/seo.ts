import type { MetaDescriptor } from 'react-router';
import { site } from '#app/content/site.ts';

/**
 * Titles, descriptions, canonical URLs and share cards.
 *
 * Route modules build their own title/description/Open Graph/Twitter tags with `pageMeta`. What does not depend
 * on the route's copy (canonical URL, og:url, the share image, twitter:card) is rendered once for every page by
 * components/seo/seo-head.tsx from the root loader's public URL, so no route can forget it.
 */

/**
 * Prerendered pages are rendered at build time, when no request (and no PUBLIC_URL of the running server) exists:
 * the root loader then returns this origin, and the server swaps it for `config.publicUrl` when it serves the file,
 * exactly like the CSP nonce placeholder (server/http/react-router-handler.ts).
 */
export const PUBLIC_URL_PLACEHOLDER = '__RB_PUBLIC_URL__';

/** Our own share card (scripts/generate-share-image.ts renders it into public/og-image.png). */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${site.brandName}: a free review-response playbook for your restaurant, built from your own reviews.`,
} as const;

export interface PageSeo {
  title: string;
  description: string;
  /** Open Graph type: "website" for marketing pages, "article" for playbooks. */
  type?: 'website' | 'article';
  /** Per-visitor pages (unsubscribe) stay out of search results. */
  noindex?: boolean;
}

/** A route's own tags: `export const meta = () => pageMeta({ title, description })`. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: seo.type ?? 'website' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
  ];
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** The canonical URL of a page: the public origin plus the path, never the query (e.g. /thank-you?restaurant=…). */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export function shareImageUrl(publicUrl: string): string {
  return canonicalUrl(publicUrl, SHARE_IMAGE.path);
}

export type HeadTag =
  | { tag: 'link'; rel: string; href: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'meta'; name: string; content: string };

/** The operator console (docs/operator-console.md): private pages, never indexed. */
function isOperatorPathname(pathname: string): boolean {
  return pathname === '/operator' || pathname.startsWith('/operator/');
}

/**
 * The route-independent head tags. An error page (404 or failure) gets no canonical URL and `noindex`, so a
 * mistyped link never competes with a real page in search results; nor does any page of the operator console.
 */
export function documentHeadTags(
  publicUrl: string | undefined,
  pathname: string,
  options: { error: boolean },
): HeadTag[] {
  const tags: HeadTag[] = [];
  if (isOperatorPathname(pathname)) {
    tags.push({ tag: 'meta', name: 'robots', content: 'noindex, nofollow' });
  } else if (options.error) {
    tags.push({ tag: 'meta', name: 'robots', content: 'noindex' });
  } else if (publicUrl !== undefined) {
    const url = canonicalUrl(publicUrl, pathname);
    tags.push({ tag: 'link', rel: 'canonical', href: url }, { tag: 'meta', property: 'og:url', content: url });
  }
  tags.push(
    { tag: 'meta', property: 'og:site_name', content: site.brandName },
    { tag: 'meta', property: 'og:locale', content: 'en_US' },
  );
  // No public URL (an error page whose root loader did not run): no absolute URLs rather than a wrong one.
  if (publicUrl === undefined) return tags;
  const image = shareImageUrl(publicUrl);
  tags.push(
    { tag: 'meta', property: 'og:image', content: image },
    { tag: 'meta', property: 'og:image:type', content: SHARE_IMAGE.type },
    { tag: 'meta', property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { tag: 'meta', property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { tag: 'meta', property: 'og:image:alt', content: SHARE_IMAGE.alt },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', name: 'twitter:image', content: image },
    { tag: 'meta', name: 'twitter:image:alt', content: SHARE_IMAGE.alt },
  );
  return tags;
}

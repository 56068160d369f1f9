import { useLocation, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import { documentHeadTags } from '#app/lib/seo.ts';
import {
  articleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  storedPlaybookArticleInput,
  type JsonLd,
} from '#app/lib/structured-data.ts';

/** What the root loader (root.tsx) returns for the head. */
export interface RootSeoData {
  publicUrl: string;
  /** Content JSON-LD for the path the loader ran for (page-structured-data.server.ts). */
  contentJsonLd: { pathname: string; items: JsonLd[] };
}

interface PlaybookRouteData {
  playbook: { id: string; restaurantName: string; location: string; description: string; generatedAt: string };
}

function isPlaybookRouteData(data: unknown): data is PlaybookRouteData {
  return (
    typeof data === 'object' &&
    data !== null &&
    'playbook' in data &&
    typeof data.playbook === 'object' &&
    data.playbook !== null
  );
}

/**
 * Route-independent head tags and JSON-LD for every document (root.tsx renders it after `<Meta />`). The JSON-LD
 * blocks carry the CSP nonce: browsers do not execute `application/ld+json`, but a nonce keeps them valid under any
 * stricter policy too.
 */
export function SeoHead({ nonce }: { nonce: string | undefined }) {
  const root = useRouteLoaderData('root') as RootSeoData | undefined;
  const { pathname } = useLocation();
  const matches = useMatches();
  // Outside an error, React Router's error context holds null.
  const error = useRouteError() != null;
  // The root loader did not run when an action failed: then there is no public URL to put in absolute URLs, and
  // the page goes without them (never with the build-time placeholder, which only prerendered files get swapped).
  const publicUrl = root?.publicUrl;

  const jsonLd: JsonLd[] = publicUrl === undefined ? [] : [organizationJsonLd(publicUrl)];
  if (!error && publicUrl !== undefined) {
    // The root loader does not rerun on client navigations: its content JSON-LD only belongs to the path it ran for.
    if (root && root.contentJsonLd.pathname === pathname) jsonLd.push(...root.contentJsonLd.items);
    const leaf = matches.at(-1);
    if (leaf && isPlaybookRouteData(leaf.data))
      jsonLd.push(articleJsonLd(storedPlaybookArticleInput(leaf.data.playbook), publicUrl));
  }

  return (
    <>
      {documentHeadTags(publicUrl, pathname, { error }).map((tag) =>
        tag.tag === 'link' ? (
          <link key={`link-${tag.rel}`} rel={tag.rel} href={tag.href} />
        ) : 'property' in tag ? (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ) : (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ),
      )}
      {jsonLd.map((data, index) => (
        <script
          // Position is stable for a given page; the data carries no natural key.
          key={index}
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}

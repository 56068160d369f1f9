import { LegalLayout } from '#app/components/layout/legal-layout.tsx';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { legalDocuments, legalLayout, type LegalDocument } from '#app/content/legal.ts';
import { site } from '#app/content/site.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/legal-page';
import { notFound } from '#app/lib/route-errors.server.ts';

// One module serves the four legal routes (app/routes.ts); they are prerendered, so the page is chosen from the
// URL at build time rather than from anything per-request.
function documentForPath(pathname: string): LegalDocument | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return Object.values(legalDocuments).find((doc) => doc.path === path);
}

export function loader({ request }: Route.LoaderArgs) {
  const doc = documentForPath(new URL(request.url).pathname);
  if (!doc) throw notFound();
  return { pageId: doc.id };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const doc = loaderData ? legalDocuments[loaderData.pageId] : undefined;
  if (!doc) return [];
  return pageMeta({ title: `${doc.title} | ${site.brandName}`, description: doc.description });
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <LegalLayout page={legalDocuments[loaderData.pageId]} labels={legalLayout} />
    </SiteLayout>
  );
}

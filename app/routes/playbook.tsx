import { ArrowRightIcon, DownloadIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { landingSectionIds } from '#app/content/navigation.ts';
import { site } from '#app/content/site.ts';
import { PLAYBOOK_EMBED_CSS } from '#app/lib/playbook-embed.ts';
import { utcDateLabel } from '#app/lib/utc-date-label.ts';
import type { Route } from './+types/playbook';
import { notFound } from '#app/lib/route-errors.server.ts';

/**
 * /sop/{id}: any stored playbook, server-rendered inside the site's layout. The owner's email is not part of what
 * the loader returns.
 *
 * The body is the markup of the playbook's one renderer (server/features/playbooks/render-html.ts: React's server
 * renderer over the stored structured document, the same markup as the downloaded file), so it is injected as HTML:
 * the one sanctioned `dangerouslySetInnerHTML` for a playbook. Every string in it was escaped by React, it holds no
 * scripts, and no request data reaches it. The components do not render here directly: they are server
 * code, which the browser bundle does not import, and hydrating the page would then need them in the bundle too.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.services;
  if (!services) throw new Error('The playbook page needs the server load context (context.services).');
  const playbook = await services.getPlaybook(params.id);
  if (!playbook) throw notFound();
  return { playbook };
}

export function meta({ data: loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [{ title: `Playbook not found | ${site.brandName}` }];
  const { restaurantName, location, specialty, reviewSource } = loaderData.playbook;
  const title = `${restaurantName}: Review Response Playbook | ${site.brandName}`;
  const where = location ? ` in ${location}` : '';
  const known = specialty ? `, known for ${specialty},` : '';
  // The catalogue's reviews are samples written for the demo: the description never calls them real.
  const replies =
    reviewSource === 'catalogue' ? 'replies to sample reviews written for our demo' : 'ready replies to its reviews';
  const description = `How ${restaurantName}${where}${known} could answer its online reviews: brand voice, reply templates for every star rating, ${replies}, escalation rules and KPIs.`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'article' },
    // A place we could not look up: its name is only what the visitor typed.
    ...(loaderData.playbook.listed ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
}

function downloadHref(id: string, format: 'html' | 'text'): string {
  return `/api/playbooks/${encodeURIComponent(id)}/download?format=${format}`;
}

export default function PlaybookPage({ loaderData }: Route.ComponentProps) {
  const { playbook } = loaderData;
  const generated = new Date(playbook.generatedAt);
  return (
    <SiteLayout>
      <section aria-labelledby="sop-heading" className="border-b border-border bg-muted/40">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Review-response playbook</p>
            <p id="sop-heading" className="mt-2 font-serif text-3xl font-bold text-foreground sm:text-4xl">
              {playbook.restaurantName}
            </p>
            <p className="mt-2 text-muted-foreground">
              {[playbook.location, `Generated ${utcDateLabel(generated, 'long')}`].filter(Boolean).join(' · ')}
            </p>
            {playbook.description ? <p className="mt-3 text-foreground/90">{playbook.description}</p> : null}
            {playbook.reviewSource === 'catalogue' ? (
              <p className="mt-3 rounded-lg border border-border bg-card px-3 py-2 text-sm text-muted-foreground">
                Built from sample reviews written for our demo, not real reviews of {playbook.restaurantName}. The names
                quoted are invented, and {playbook.restaurantName} has not seen or endorsed this playbook.
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <a href={downloadHref(playbook.id, 'html')} download={playbook.fileNames.html}>
                <DownloadIcon aria-hidden="true" />
                Download HTML
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={downloadHref(playbook.id, 'text')} download={playbook.fileNames.text}>
                <FileTextIcon aria-hidden="true" />
                Download text
              </a>
            </Button>
          </div>
        </div>
      </section>

      <style dangerouslySetInnerHTML={{ __html: `${PLAYBOOK_EMBED_CSS}\n${playbook.css}` }} />
      {/* The playbook renderer's markup: see the note at the top of this file. */}
      <div className="bg-white" dangerouslySetInnerHTML={{ __html: playbook.bodyHtml }} />

      <section aria-labelledby="sop-cta-heading" className="border-t border-border bg-secondary/60">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-4 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="sop-cta-heading" className="font-serif text-2xl font-bold text-foreground">
              Get a playbook like this for your restaurant
            </h2>
            <p className="mt-2 max-w-xl text-muted-foreground">
              Find your restaurant, check the brand profile we build from your reviews, and get your own playbook free
              in a few minutes.
            </p>
          </div>
          <Button asChild size="lg">
            <Link to={`/#${landingSectionIds.hero}`}>
              Generate your own playbook
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </SiteLayout>
  );
}

import type { FastifyInstance } from 'fastify';
import { listPlaybookSitemapEntries } from '#server/features/playbooks/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { buildRobotsTxt, buildSitemapXml, sitemapUrls } from './sitemap.ts';

/** `GET /sitemap.xml` and `GET /robots.txt`, registered through buildApp's pageRoutes. */
export async function seoRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const publicUrl = ctx.config.publicUrl;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await listPlaybookSitemapEntries(ctx.database.db);
    return (
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        // New playbooks appear within minutes; crawlers fetch the sitemap rarely anyway.
        .header('cache-control', 'public, max-age=300')
        .send(buildSitemapXml(publicUrl, sitemapUrls(entries)))
    );
  });

  const robots = buildRobotsTxt(publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiRoutes, createAppServices } from '#server/app-features.ts';
import { seoRoutes } from '#server/features/seo/seo-routes.ts';
import { buildApp, type BuildAppOptions } from '#server/http/build-app.ts';
import type { TestApp } from './test-app.ts';

const buildDir = path.resolve('build');

/** Whether `npm run build` has left a production build to serve pages from. */
export const hasProductionBuild = (): boolean => existsSync(path.join(buildDir, 'server', 'index.js'));

/**
 * The test app's API and the pages of the production build in one Fastify, ready for inject(). Silent unless
 * given a logger; the SEO routes unless given other page routes.
 */
export async function buildSite(
  t: TestApp,
  options: Pick<BuildAppOptions, 'pageRoutes' | 'loggerInstance'> = {},
): Promise<FastifyInstance> {
  if (!hasProductionBuild()) throw new Error('No production build in build/: run `npm run build` first.');
  const site = await buildApp({
    ctx: t.ctx,
    apiRoutes,
    pageRoutes: options.pageRoutes ?? [seoRoutes],
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    reactRouter: {
      mode: { kind: 'build', buildDir },
      publicUrl: t.config.publicUrl,
      services: createAppServices(t.ctx),
    },
  });
  await site.ready();
  return site;
}

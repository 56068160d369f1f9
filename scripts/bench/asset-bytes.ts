import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './lighthouse-audit.ts';

/**
 * JavaScript and CSS a first visit downloads per route: every script and stylesheet response
 * from our origin while the page loads to network idle, each body gzipped here (level 9, node:zlib) and
 * summed, so the figure does not depend on what the server negotiated. The site's stylesheet is inlined in
 * every page's <style> (app/root.tsx: one round trip less before the first paint), so inline <style> bodies count
 * as CSS, gzipped on their own. Inline scripts in the HTML (React Router's manifest and hydration data) are part
 * of the document, reported separately.
 */

export interface AssetRow {
  route: string;
  unavailable?: string;
  scripts?: number;
  stylesheets?: number;
  /** Inline <style> elements in the document. */
  inlineStyles?: number;
  jsRawBytes?: number;
  jsGzipBytes?: number;
  cssRawBytes?: number;
  cssGzipBytes?: number;
  documentGzipBytes?: number;
  /** Script/stylesheet requests that did not answer 200 (e.g. a build being replaced mid-run). */
  failedRequests?: string[];
}

export async function measureAssetBytes(
  baseUrl: string,
  routes: string[],
  log: (line: string) => void,
): Promise<AssetRow[]> {
  const origin = new URL(baseUrl).origin;
  const rows: AssetRow[] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    headless: true,
  });
  try {
    for (const route of routes) {
      // A fresh context per route: nothing cached from the previous page.
      const context = await browser.newContext();
      const page = await context.newPage();
      type Measured = { kind: 'script' | 'stylesheet' | 'document'; raw: number; gzip: number; inline?: true };
      const bodies: Promise<Measured | Measured[] | null>[] = [];
      const seen = new Set<string>();
      const failed: string[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const url = response.url();
        if (new URL(url).origin !== origin || seen.has(url)) return;
        if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
        const kind: 'script' | 'stylesheet' | 'document' = type;
        seen.add(url);
        if (response.status() !== 200) {
          failed.push(`${response.status()} ${new URL(url).pathname}`);
          return;
        }
        bodies.push(
          response
            .body()
            .then((body): Measured | Measured[] => {
              const whole: Measured = { kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
              if (kind !== 'document') return whole;
              const styles = [...body.toString('utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
                (match): Measured => {
                  const css = Buffer.from(match[1] ?? '', 'utf8');
                  return {
                    kind: 'stylesheet',
                    raw: css.length,
                    gzip: gzipSync(css, { level: 9 }).length,
                    inline: true,
                  };
                },
              );
              return [whole, ...styles];
            })
            .catch(() => null),
        );
      });
      try {
        const response = await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle', timeout: 30_000 });
        const status = response?.status() ?? 0;
        if (status !== 200) {
          rows.push({ route, unavailable: `not available (${status})` });
          log(`  ${route}: not available (${status})`);
          continue;
        }
        const measured = (await Promise.all(bodies)).flat().filter((entry) => entry !== null);
        const inlineStyles = measured.filter((entry) => entry.inline === true).length;
        const sum = (kind: string, field: 'raw' | 'gzip'): number =>
          measured.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry[field], 0);
        const row: AssetRow = {
          route,
          scripts: measured.filter((entry) => entry.kind === 'script').length,
          stylesheets: measured.filter((entry) => entry.kind === 'stylesheet').length - inlineStyles,
          inlineStyles,
          jsRawBytes: sum('script', 'raw'),
          jsGzipBytes: sum('script', 'gzip'),
          cssRawBytes: sum('stylesheet', 'raw'),
          cssGzipBytes: sum('stylesheet', 'gzip'),
          documentGzipBytes: sum('document', 'gzip'),
          ...(failed.length > 0 ? { failedRequests: failed } : {}),
        };
        rows.push(row);
        log(
          `  ${route}: JS ${row.scripts} files ${row.jsGzipBytes} B gz, CSS ${row.cssGzipBytes} B gz, HTML ${row.documentGzipBytes} B gz${failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''}`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { listPage } from '#server/features/operator/operator-lists.ts';
import { csvStream, parseListQuery } from '#server/features/operator/operator-lists-services.ts';
import { round, summarise } from './percentile.ts';

/**
 * The operator console over 100,000 leads (docs/operator-console.md): a list page (the newest page, and pages
 * anywhere in the list, with the total count each time) and a CSV export of every lead, streamed as the console's
 * route streams it, with the process's peak RSS growth while it runs. PGlite in memory, and PostgreSQL too when
 * TEST_DATABASE_URL is set (a fresh schema, dropped afterwards). Prints figures; asserts nothing about time.
 */

const LEADS = 100_000;
const PAGE_RUNS = 40;

/** Four kinds of submission with realistic payloads, plus a playbook owner now and then, over the last year. */
async function seed(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`
    insert into lead_submissions (id, kind, email, payload, spam, forwarded, created_at)
    select gen_random_uuid(), (array['contact', 'quote', 'lead', 'capture'])[1 + g % 4], 'person' || g || '@example.com',
      case g % 4
        when 0 then jsonb_build_object('name', 'Person ' || g, 'email', 'person' || g || '@example.com',
          'phone', '+1 212 555 ' || lpad((g % 10000)::text, 4, '0'), 'message',
          'We would like help replying to our reviews, especially the negative ones from last month.', 'source', 'gmb-website')
        when 1 then jsonb_build_object('name', 'Person ' || g, 'email', 'person' || g || '@example.com', 'phone', '212-555-0100',
          'companyName', 'Group ' || g, 'numberOfLocations', '4', 'currentPlatforms', 'Google, Yelp', 'monthlyReviews', '120',
          'specificNeeds', 'Bilingual replies', 'budget', '$500/month', 'timeline', 'Next month')
        when 2 then jsonb_build_object('type', 'free-trial', 'email', 'person' || g || '@example.com', 'restaurantName', 'Bistro ' || g)
        else jsonb_build_object('email', 'person' || g || '@example.com', 'context', jsonb_build_object('page', 'pricing'))
      end,
      g % 50 = 0, 'delivered', now() - (g * interval '5 minutes')
    from generate_series(1, ${LEADS}) g`);
  await handle.db.execute(sql`analyze`);
}

async function measure(handle: DatabaseHandle) {
  await seed(handle);
  const db = handle.db;
  const query = (search: string) => {
    const parsed = parseListQuery('leads', new URLSearchParams(search));
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.query;
  };

  const newest: number[] = [];
  const anywhere: number[] = [];
  const lastPage = Math.ceil(LEADS / 50);
  for (let run = 0; run < PAGE_RUNS + 5; run += 1) {
    let started = performance.now();
    const first = await listPage(db, 'leads', query(''));
    if (run >= 5) newest.push(performance.now() - started);
    if (first.total < LEADS) throw new Error(`expected ${LEADS} leads, found ${first.total}`);
    // Pages spread over the whole list, the same sequence every run of the bench.
    const page = 1 + ((run * 977) % lastPage);
    started = performance.now();
    await listPage(db, 'leads', query(`page=${page}`));
    if (run >= 5) anywhere.push(performance.now() - started);
  }

  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let bytes = 0;
  const started = performance.now();
  for await (const chunk of csvStream(db, 'leads', query(''))) {
    bytes += (chunk as Buffer).length;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const exportSeconds = (performance.now() - started) / 1000;
  const newestSummary = summarise(newest);
  const anywhereSummary = summarise(anywhere);
  return {
    leads: LEADS,
    pageNewestP50Ms: newestSummary.p50Ms,
    pageNewestP95Ms: newestSummary.p95Ms,
    pageAnywhereP50Ms: anywhereSummary.p50Ms,
    pageAnywhereP95Ms: anywhereSummary.p95Ms,
    csvSeconds: round(exportSeconds, 2),
    csvMb: round(bytes / 1_000_000, 1),
    csvPeakRssGrowthMb: round((peakRss - rssBefore) / 1_048_576, 1),
  };
}

type Figures = Awaited<ReturnType<typeof measure>>;

async function onPostgres(url: string): Promise<Figures> {
  const schema = `bench_operator_${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ url, schema });
  try {
    await migrateDatabase(handle);
    return await measure(handle);
  } finally {
    await handle.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
  }
}

/** Figures keyed for the bench report: PGlite always, `pg*` on PostgreSQL when TEST_DATABASE_URL is set. */
export async function benchOperator(): Promise<Record<string, number | string>> {
  const handle = await openDatabase({});
  let figures: Figures;
  try {
    await migrateDatabase(handle);
    figures = await measure(handle);
  } finally {
    await handle.close();
  }
  const result: Record<string, number | string> = { ...figures };
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    for (const [key, value] of Object.entries(await onPostgres(url))) {
      if (key !== 'leads') result[`pg${key[0]!.toUpperCase()}${key.slice(1)}`] = value;
    }
  } else {
    result.postgres = 'TEST_DATABASE_URL not set: PGlite only';
  }
  return result;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const figures = await benchOperator();
  console.log(JSON.stringify(figures, null, 2));
}

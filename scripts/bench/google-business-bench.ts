import { pathToFileURL } from 'node:url';
import { createGoogleBusinessApi, reviewsParent } from '../../server/providers/google-business/google-business-api.ts';
import { startGoogleBusinessDouble } from '../../tests/doubles/google-business-server.ts';
import { summarise } from './percentile.ts';

/**
 * Google Business Profile through the real client (server/providers/google-business/google-business-api.ts) against
 * the local double, over loopback HTTP: a first sync of 500 reviews (10 pages of 50, orderBy updateTime desc), and
 * one reply from "Post to Google" (the client's putReply) to the double's answer. Google's own latency is not in
 * these figures: they are our side's cost (HTTP, JSON, paging, mapping) and a floor for the real thing.
 */

export interface GoogleBusinessBenchFigures {
  firstSync: { reviews: number; pages: number; runs: number; p50Ms: number; p95Ms: number; maxMs: number };
  reply: { runs: number; p50Ms: number; p95Ms: number; maxMs: number };
}

const REVIEWS = 500;

export async function benchGoogleBusiness(options: { quick?: boolean } = {}): Promise<GoogleBusinessBenchFigures> {
  const syncRuns = options.quick ? 5 : 20;
  const replyRuns = options.quick ? 20 : 100;
  const double = await startGoogleBusinessDouble({ consent: 'auto' });
  try {
    const owner = 'owner@example.com';
    const account = double.addAccount({ accountName: 'Bench Owner', members: [owner] });
    const location = double.addLocation(account.name, { title: 'Bench Diner' });
    const reviews = double.generateReviews(location.name, {
      count: REVIEWS,
      newest: new Date('2026-11-25T12:00:00Z'),
      spacingMinutes: 90,
      starsOnlyEvery: 7,
      anonymousEvery: 11,
      repliedEvery: 3,
    });
    const { accessToken } = double.issueTokens(owner);
    const client = createGoogleBusinessApi({
      clientId: double.clientId,
      clientSecret: double.clientSecret,
      redirectUri: 'http://127.0.0.1/connect/google/callback',
      authorizeUrl: `${double.baseUrl}/o/oauth2/v2/auth`,
      tokenUrl: `${double.baseUrl}/token`,
      revokeUrl: `${double.baseUrl}/revoke`,
      accountsBaseUrl: double.baseUrl,
      businessInfoBaseUrl: double.baseUrl,
      reviewsBaseUrl: double.baseUrl,
    });
    const parent = reviewsParent(account.name, location.name);

    const sync = async () => {
      const result = await client.listReviewsSince(accessToken, parent, null);
      if (result.reviews.length !== REVIEWS || result.pagesRead !== REVIEWS / 50) {
        throw new Error(`first sync read ${result.reviews.length} reviews in ${result.pagesRead} pages`);
      }
      return result;
    };
    for (let run = 0; run < 3; run += 1) await sync();
    const syncTimings: number[] = [];
    for (let run = 0; run < syncRuns; run += 1) {
      const started = performance.now();
      await sync();
      syncTimings.push(performance.now() - started);
    }

    const reply = (index: number) =>
      client.putReply(
        accessToken,
        reviews[index % reviews.length]!.name,
        `Thank you for coming in — we are glad the pastrami hit the spot. (${index})`,
      );
    for (let run = 0; run < 10; run += 1) await reply(run);
    const replyTimings: number[] = [];
    for (let run = 0; run < replyRuns; run += 1) {
      const started = performance.now();
      await reply(run);
      replyTimings.push(performance.now() - started);
    }
    const { runs, p50Ms, p95Ms, maxMs } = summarise(syncTimings);
    return {
      firstSync: { reviews: REVIEWS, pages: REVIEWS / 50, runs, p50Ms, p95Ms, maxMs },
      reply: summarise(replyTimings),
    };
  } finally {
    await double.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const figures = await benchGoogleBusiness({ quick: process.env['BENCH_QUICK'] === '1' });
  console.log(
    `Google first sync, ${figures.firstSync.reviews} reviews in ${figures.firstSync.pages} pages: ` +
      `p50 ${figures.firstSync.p50Ms} ms, p95 ${figures.firstSync.p95Ms} ms over ${figures.firstSync.runs} runs`,
  );
  console.log(
    `Post to Google → the double's answer, one reply: p50 ${figures.reply.p50Ms} ms, p95 ${figures.reply.p95Ms} ms ` +
      `over ${figures.reply.runs} runs`,
  );
}

import { DEFAULT_SEND_CLOCK } from '#server/features/owners/index.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { apiRoutes } from '#server/app-features.ts';
import { loadConfig } from '#server/config.ts';
import { createServerContext } from '#server/create-server-context.ts';
import {
  blitzClosingTemplate,
  blitzDailyTemplate,
  blitzNoReviewsTemplate,
  freeForeverTemplate,
  reviewAlertTemplate,
} from '#server/features/blitz/emails/blitz-emails.ts';
import { emailBrand } from '#server/features/email/email-brand-config.ts';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { ownerSignInTemplate } from '#server/features/accounts/emails/account-emails.ts';
import { operatorNotificationTemplate, operatorSignInTemplate } from '#server/features/email/email-kinds.ts';
import { queueEmail } from '#server/features/email/queue-email.ts';
import {
  googleConnectedNoticeTemplate,
  googleReconnectTemplate,
} from '#server/features/google-business/emails/google-emails.ts';
import {
  paymentFailedTemplate,
  trialEndedTemplate,
  trialReminderTemplate,
} from '#server/features/billing/emails/billing-emails.ts';
import { addressConfirmationTemplate } from '#server/features/owner-settings/emails/owner-settings-emails.ts';
import { monthlyReportTemplate } from '#server/features/results/emails/monthly-report-template.ts';
import type { MonthSummary } from '#contracts/owner-results.ts';
import { buildApp } from '#server/http/build-app.ts';
import type { ServerContext } from '#server/server-context.ts';

/**
 * Every email the product sends, scored by SpamAssassin with its default rules (Debian's `spamassassin`, local
 * tests only: no network here). The playbook email and the blitz confirmation come from a real Generate with the
 * blitz opted in (so the playbook attached is one the product wrote); the others are queued through the product's
 * own queue with the props the features pass. All go through the outbox transport, which keeps the message exactly
 * as an SMTP server would receive it, headers and attachments included. Target: every email ≤ 1.0.
 * Run alone: `npx tsx scripts/bench/email-spam-bench.ts` (installs spamassassin with apt when it is missing).
 */

export const SPAM_SCORE_LIMIT = 1.0;

function ensureSpamAssassin(): void {
  if (spawnSync('spamassassin', ['--version'], { stdio: 'ignore' }).status === 0) return;
  console.error('spamassassin is missing: installing Debian’s package (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'spamassassin'], { stdio: 'inherit', env });
  if (install.status !== 0) throw new Error('could not install spamassassin (apt-get install spamassassin)');
}

/** SpamAssassin's score of one raw message and the rules that fired. */
export function spamScore(raw: Buffer): { score: number; rules: string } {
  const result = spawnSync('spamassassin', ['-L', '-t'], { input: raw, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`spamassassin failed: ${result.stderr.toString().slice(0, 400)}`);
  const output = result.stdout.toString('utf8');
  const status = /^X-Spam-Status: .*?score=(-?[\d.]+)[\s\S]*?tests=([\s\S]*?)(?:autolearn|version)=/m.exec(output);
  if (!status) throw new Error('no X-Spam-Status header in spamassassin’s output');
  return { score: Number(status[1]), rules: status[2]!.replace(/\s+/g, '').replace(/,$/, '') || 'none' };
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What every sample email is addressed with. */
interface SampleMail {
  ctx: ServerContext;
  brand: ReturnType<typeof emailBrand>;
  owner: {
    brand: ReturnType<typeof emailBrand>;
    ownerName: string;
    restaurantName: string;
    reviewSource: 'catalogue';
    sendClock: { minute: number; timeZone: string };
  };
  to: string;
  unsubscribeUrl: string;
  publicUrl: string;
}

/** The blitz emails: a morning with reviews, one without, the closing email and Free Forever. */
async function queueBlitzEmails(mail: SampleMail): Promise<void> {
  const { ctx, owner, to, unsubscribeUrl, publicUrl } = mail;
  await queueEmail(ctx, {
    template: blitzDailyTemplate,
    to,
    dedupeKey: 'bench:blitz-daily',
    unsubscribeUrl,
    props: {
      ...owner,
      unsubscribeUrl,
      day: 3,
      placeUrl: 'https://maps.google.com/?cid=1234567890',
      items: [
        {
          review: {
            rating: 5,
            text: 'The mutton chop lived up to the legend and our server Dana was wonderful all evening.',
            authorName: 'Jane D.',
            publishTime: '2026-11-24T22:41:00Z',
            source: 'catalogue',
          },
          suggestedReply: 'Jane, thank you for the kind words about the mutton chop! We will tell Dana. Maria',
        },
        {
          review: {
            rating: 2,
            text: 'Waited 40 minutes for our table even with a reservation.',
            authorName: 'Tom R.',
            publishTime: '2026-11-25T01:10:00Z',
            source: 'catalogue',
          },
          suggestedReply: 'Tom, a 40-minute wait with a reservation is too long, and I am sorry. Maria',
        },
      ],
    },
  });
  await queueEmail(ctx, {
    template: blitzNoReviewsTemplate,
    to,
    dedupeKey: 'bench:blitz-no-reviews',
    unsubscribeUrl,
    props: { ...owner, unsubscribeUrl, day: 4 },
  });
  await queueEmail(ctx, {
    template: blitzClosingTemplate,
    to,
    dedupeKey: 'bench:blitz-closing',
    unsubscribeUrl,
    props: { ...owner, unsubscribeUrl, summary: { daysSent: 7, reviewsCovered: 12 } },
  });
  await queueEmail(ctx, {
    template: freeForeverTemplate,
    to,
    dedupeKey: 'bench:blitz-free-forever',
    unsubscribeUrl,
    props: {
      ...owner,
      unsubscribeUrl,
      placeUrl: 'https://maps.google.com/?cid=1234567890',
      item: {
        review: {
          rating: 2,
          text: 'Waited 40 minutes for our table even with a reservation.',
          authorName: 'Tom R.',
          publishTime: '2026-12-02T01:10:00Z',
          source: 'catalogue',
        },
        suggestedReply: 'Tom, a 40-minute wait with a reservation is too long, and I am sorry. Maria',
      },
      othersWaiting: 2,
      inboxUrl: `${publicUrl}/inbox?place=cat-katzs-delicatessen`,
    },
  });
}

/** Google connection, operator and owner sign-in, and the address emails. */
async function queueAccountEmails(mail: SampleMail): Promise<void> {
  const { ctx, brand, to, publicUrl } = mail;
  await queueEmail(ctx, {
    template: googleReconnectTemplate,
    to,
    dedupeKey: 'bench:google-reconnect',
    props: {
      brand,
      ownerName: 'Maria Lopez',
      restaurantName: 'Keens Steakhouse',
      locationTitle: 'Keens Steakhouse Midtown',
      reconnectUrl: `${publicUrl}/connect/google?t=eyJlIjoibSJ9.sig`,
      disconnectUrl: `${publicUrl}/connect/google/disconnect?t=eyJlIjoibSJ9.sig`,
    },
  });
  await queueEmail(ctx, {
    template: operatorSignInTemplate,
    to: 'ops@example.com',
    dedupeKey: 'bench:operator-sign-in',
    props: { brand, signInUrl: `${publicUrl}/operator/sign-in?token=AbC123_-xyz`, validMinutes: 15 },
  });
  await queueEmail(ctx, {
    template: operatorNotificationTemplate,
    to: 'ops@example.com',
    dedupeKey: 'bench:operator-notification',
    props: {
      brand,
      kind: 'quote-request',
      summary: 'Maria Lopez, Keens Steakhouse',
      submittedAt: new Date('2026-11-22T13:05:00Z'),
      fields: [
        { label: 'Name', value: 'Maria Lopez' },
        { label: 'Email', value: 'maria.lopez@example.com' },
        { label: 'Number of locations', value: '2' },
      ],
    },
  });

  await queueEmail(ctx, {
    template: ownerSignInTemplate,
    to,
    dedupeKey: 'bench:owner-sign-in',
    props: {
      brand,
      signInUrl: `${publicUrl}/sign-in?token=AbC123_-xyzAbC123_-xyzAbC123_-xyzAbC123_-xy`,
      code: '482 913',
      validMinutes: 15,
    },
  });
  await queueEmail(ctx, {
    template: googleConnectedNoticeTemplate,
    to: 'manager@keens.example',
    dedupeKey: 'bench:google-connected-notice',
    props: {
      brand,
      restaurantName: 'Keens Steakhouse',
      locationTitle: 'Keens Steakhouse Midtown',
      maskedOwnerEmail: 'm•••@example.com',
      disconnectUrl: `${publicUrl}/connect/google/disconnect?t=eyJlIjoibSJ9.sig`,
    },
  });
}

/** The three billing emails, the review alert and an address confirmation. */
async function queueBillingAndAlertEmails(mail: SampleMail): Promise<void> {
  const { ctx, brand, to, unsubscribeUrl, publicUrl } = mail;
  const accountUrl = `${publicUrl}/sign-in?next=%2Faccount`;
  await queueEmail(ctx, {
    template: trialReminderTemplate,
    to,
    dedupeKey: 'bench:billing-trial-reminder',
    props: {
      brand,
      restaurantName: 'Keens Steakhouse',
      trialEndsAt: '2026-12-10T15:00:00.000Z',
      accountUrl,
      monthlyPrice: '$199',
    },
  });
  await queueEmail(ctx, {
    template: trialEndedTemplate,
    to,
    dedupeKey: 'bench:billing-trial-ended',
    props: { brand, restaurantName: 'Keens Steakhouse', accountUrl, monthlyPrice: '$199' },
  });
  await queueEmail(ctx, {
    template: paymentFailedTemplate,
    to,
    dedupeKey: 'bench:billing-payment-failed',
    props: {
      brand,
      restaurantName: 'Keens Steakhouse',
      accountUrl,
      amountDue: 199,
      nextAttempt: '2026-12-13T15:00:00.000Z',
    },
  });

  const alertsOffUrl = `${publicUrl}/unsubscribe?token=eyJlIjoibWFyaWFAZXhhbXBsZS5jb20iLCJzIjoiYSJ9.sig`;
  await queueEmail(ctx, {
    template: reviewAlertTemplate,
    to,
    dedupeKey: 'bench:google-review-alert',
    // The owner's alert: its List-Unsubscribe is its "Turn off these alerts" link.
    unsubscribeUrl: alertsOffUrl,
    props: {
      brand,
      ownerName: 'Maria Lopez',
      restaurantName: 'Keens Steakhouse',
      review: {
        rating: 1,
        text: 'Waited 40 minutes for our table even with a reservation, and the steak came out cold.',
        authorName: 'Tom R.',
        updatedAt: new Date('2026-11-25T18:10:00Z'),
      },
      timeZone: 'America/New_York',
      suggestedReply:
        'Tom, a 40-minute wait with a reservation is too long, and a cold steak is not Keens. I am sorry. Maria',
      reviewAndPostUrl: `${publicUrl}/replies/6f1c2a8e-1d5b-4c1e-9a8b-2f3e4d5c6b7a?t=eyJkIjoiNmYxYyJ9.sig`,
      escalation: null,
      reviewsUrl: `${publicUrl}/inbox?place=keens-steakhouse`,
      alertsOffUrl,
      unsubscribeUrl,
    },
  });

  await queueEmail(ctx, {
    template: addressConfirmationTemplate,
    to: 'manager@keens.example',
    dedupeKey: 'bench:address-confirmation',
    props: {
      brand,
      restaurantName: 'Keens Steakhouse',
      ownerMasked: 'm•••@example.com',
      confirmUrl: `${publicUrl}/confirm-address?t=AbC123_-xyzAbC123_-xyzAbC123_-xyzAbC123_-xy`,
      validDays: 7,
    },
  });
}

/** A month of a restaurant as the monthly report shows it: `answered` of `reviews`, replies after 5 and 30 hours. */
function sampleMonth(month: string, reviews: number, answered: number, stars: MonthSummary['rating']['stars']) {
  const theme = (key: string, label: string, total: number) => ({
    key,
    label,
    total,
    byMonth: [{ month, count: total }],
  });
  return {
    month,
    figures: {
      label: month,
      from: `${month}-01T04:00:00.000Z`,
      to: `${month}-28T04:00:00.000Z`,
      reviews,
      answered,
      responseRate: answered / reviews,
      medianReplyHours: 5,
      p90ReplyHours: 30,
      meaningful: reviews >= 5,
    },
    rating: { month, reviews, average: 4.3, stars },
    topPraise: [theme('dish:porterhouse', 'the porterhouse', 4), theme('staff:servers', 'our servers', 3)],
    topCriticism: [theme('wait', 'the wait', 2)],
  } satisfies MonthSummary;
}

/** The owner's monthly report, its List-Unsubscribe the "Stop monthly reports" link. */
async function queueMonthlyReport(mail: SampleMail): Promise<void> {
  const { ctx, brand, to, unsubscribeUrl, publicUrl } = mail;
  const reportsOffUrl = `${publicUrl}/unsubscribe?token=eyJlIjoibWFyaWFAZXhhbXBsZS5jb20iLCJzIjoiciJ9.sig`;
  await queueEmail(ctx, {
    template: monthlyReportTemplate,
    to,
    dedupeKey: 'bench:results-monthly-report',
    unsubscribeUrl: reportsOffUrl,
    props: {
      brand,
      ownerName: 'Maria Lopez',
      restaurantName: 'Keens Steakhouse',
      summaries: {
        month: sampleMonth('2026-10', 12, 10, [1, 0, 1, 3, 7]),
        before: sampleMonth('2026-09', 9, 5, [0, 1, 1, 3, 4]),
        yearBefore: sampleMonth('2025-10', 7, 1, [1, 1, 1, 2, 2]),
      },
      resultsUrl: `${publicUrl}/inbox/results?place=keens-steakhouse`,
      reportsOffUrl,
      unsubscribeUrl,
    },
  });
}

/** One playbook with the blitz, through the API: the playbook email and the blitz confirmation. */
async function generateOnePlaybook(app: FastifyInstance): Promise<void> {
  const generated = await app.inject({
    method: 'POST',
    url: '/api/generate-sop',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      ownerName: 'Maria Lopez',
      contactEmail: 'maria.lopez@example.com',
      restaurantName: 'Keens Steakhouse',
      placeId: 'cat-keens-steakhouse',
      blitzOptIn: true,
    }),
  });
  if (generated.statusCode !== 200) throw new Error(`Generate answered ${generated.statusCode}: ${generated.body}`);
}

/** Each message of the outbox scored as sent, keyed by its kind. */
async function scoreOutbox(ctx: ServerContext, outbox: string): Promise<Record<string, number | string>> {
  const messages = () => {
    try {
      return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
  };
  // Playbook, blitz confirmation and the fifteen queued here.
  await waitFor(() => messages().length >= 17, 120_000, 'seventeen emails in the outbox');
  const kindOf = new Map(
    (
      await ctx.database.db.select({ kind: emailMessages.kind, subject: emailMessages.subject }).from(emailMessages)
    ).map((row) => [row.subject, row.kind]),
  );
  const figures: Record<string, number | string> = {};
  const fired: string[] = [];
  let worst = 0;
  for (const name of messages().sort()) {
    const raw = readFileSync(path.join(outbox, name));
    const subject = (await simpleParser(raw)).subject ?? '';
    const kind = kindOf.get(subject) ?? subject;
    const { score, rules } = spamScore(raw);
    figures[kind] = score;
    fired.push(`${kind}: ${rules}`);
    worst = Math.max(worst, score);
  }
  return {
    ...figures,
    worstScore: worst,
    rules: fired.join('; '),
    method: 'spamassassin -L -t (Debian, default rules, local tests only) on each message as sent',
  };
}

export async function benchEmailSpam(): Promise<Record<string, number | string>> {
  ensureSpamAssassin();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-spam-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_SECRET: 'spam-bench-secret-0123456789abcdef0123456789abcd',
    PUBLIC_URL: 'https://replybook.example',
    LOG_LEVEL: 'warn',
  });
  const ctx = await createServerContext({
    config,
    logger: pino({ level: 'silent' }),
    runWorkers: true,
    inMemoryDatabase: true,
    pollingIntervalSeconds: 0.5,
  });
  const app = await buildApp({ ctx, apiRoutes, logger: false });
  try {
    await ctx.jobs.start();
    await generateOnePlaybook(app);
    const brand = emailBrand(ctx);
    const mail: SampleMail = {
      ctx,
      brand,
      owner: {
        brand,
        ownerName: 'Maria Lopez',
        restaurantName: 'Keens Steakhouse',
        reviewSource: 'catalogue',
        sendClock: DEFAULT_SEND_CLOCK,
      },
      to: 'maria.lopez@example.com',
      unsubscribeUrl: `${config.publicUrl}/unsubscribe?token=eyJlIjoibWFyaWFAZXhhbXBsZS5jb20ifQ.sig`,
      publicUrl: config.publicUrl,
    };
    await queueBlitzEmails(mail);
    await queueAccountEmails(mail);
    await queueBillingAndAlertEmails(mail);
    await queueMonthlyReport(mail);
    return await scoreOutbox(ctx, config.mail.outboxDir);
  } finally {
    await app.close();
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await benchEmailSpam());
}

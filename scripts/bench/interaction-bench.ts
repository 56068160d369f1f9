import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-audit.ts';
import { median, round } from './percentile.ts';
import { startBenchServer } from './processes.ts';
import { waitForQuietMachine } from './quiet-machine.ts';
import { EVENT_THRESHOLD_MS, interactionMs } from './report-format.ts';

/**
 * Interaction latency of the landing page's main flow, as a visitor on a slow phone would feel it: Chromium under 4×
 * CPU throttling (CDP Emulation.setCPUThrottlingRate) types a restaurant name in the search, picks it, opens the
 * brand dialog (Research My Brand), types the owner's name and email there and presses Generate. Each step's figure
 * is INP-style: the Event Timing API's duration (input to the next paint) of every interaction in the step, the
 * longest one counted. Network waits are not in it: an answer that arrives later is not part of an interaction.
 *
 * Runnable alone: `npx tsx scripts/bench/interaction-bench.ts [baseUrl]` (without a URL it starts build/server-main.mjs
 * on a fresh data directory); `npm run bench` runs it against its production server.
 */

export const CPU_THROTTLING_RATE = 4;
const VIEWPORT = { width: 1280, height: 720 };
const SEARCH_TEXT = 'grand central';
const RESTAURANT = /Grand Central Oyster Bar/;
/** A person's typing pace; each key is its own interaction. */
const KEY_DELAY_MS = 120;

export interface InteractionStep {
  step: string;
  label: string;
  /** Per run: the longest interaction of the step (ms); EVENT_THRESHOLD_MS or less when none reached the threshold. */
  runsMs: number[];
  medianMs: number;
  worstMs: number;
  /** Interactions the browser counted in the step (performance.interactionCount), over all runs. */
  interactions: number;
  /** The worst interaction over the runs, split as the Event Timing API sees it. */
  worst?: { event: string; inputDelayMs: number; processingMs: number; presentationMs: number };
}

export interface InteractionBenchResult {
  cpuThrottling: number;
  viewport: string;
  runs: number;
  steps: InteractionStep[];
}

interface EventRecord {
  id: number;
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

interface StepMeasure {
  longest: EventRecord | null;
  interactions: number;
}

// Plain JavaScript for the page: collects every event entry that belongs to an interaction.
const OBSERVER_SCRIPT = `
window.__eventEntries = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.interactionId) continue;
    window.__eventEntries.push({
      id: entry.interactionId,
      name: entry.name,
      start: entry.startTime,
      duration: entry.duration,
      processingStart: entry.processingStart,
      processingEnd: entry.processingEnd,
    });
  }
}).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
`;

const STEPS: { step: string; label: string }[] = [
  { step: 'type', label: `type "${SEARCH_TEXT}" in the restaurant search` },
  { step: 'pick', label: 'pick Grand Central Oyster Bar from the list' },
  { step: 'research', label: 'press Research My Brand (opens the brand dialog)' },
  { step: 'details', label: "type the owner's name and email in the dialog" },
  { step: 'generate', label: 'press Generate My Playbook' },
];

/** Waits until the browser has painted twice, so event entries of what just happened have been delivered. */
async function afterPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
}

async function measureStep(page: Page, action: () => Promise<void>): Promise<StepMeasure> {
  const before = await page.evaluate(() => ({
    at: performance.now(),
    count: (performance as unknown as { interactionCount: number }).interactionCount,
  }));
  await action();
  await afterPaint(page);
  const after = await page.evaluate(
    (since) => ({
      count: (performance as unknown as { interactionCount: number }).interactionCount,
      entries: (window as unknown as { __eventEntries: EventRecord[] }).__eventEntries.filter(
        (entry) => entry.start >= since,
      ),
    }),
    before.at,
  );
  const longest = after.entries.reduce<EventRecord | null>(
    (worst, entry) => (worst === null || entry.duration > worst.duration ? entry : worst),
    null,
  );
  return { longest, interactions: after.count - before.count };
}

async function oneRun(page: Page, baseUrl: string, run: number): Promise<StepMeasure[]> {
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  // Hydration and the first idle work are done before the visitor starts.
  await page.waitForLoadState('networkidle');
  await afterPaint(page);

  const search = page.getByRole('combobox', { name: 'Find your restaurant' });
  const option = page.getByRole('option', { name: RESTAURANT });
  const dialog = page.getByRole('dialog', { name: 'Review Your Brand Profile' });
  const measures: StepMeasure[] = [];
  measures.push(
    await measureStep(page, async () => {
      await search.click();
      await search.pressSequentially(SEARCH_TEXT, { delay: KEY_DELAY_MS });
      await option.waitFor();
    }),
  );
  measures.push(
    await measureStep(page, async () => {
      await option.click();
      await page
        .locator('#playbook-form')
        .getByText(/sample reviews ready to analyse/)
        .waitFor();
    }),
  );
  measures.push(
    await measureStep(page, async () => {
      await page.getByRole('button', { name: 'Research My Brand' }).click();
      await dialog.waitFor();
    }),
  );
  measures.push(
    await measureStep(page, async () => {
      const owner = dialog.getByLabel(/Owner or manager name/);
      await owner.click();
      await owner.pressSequentially('Sandy Ingber', { delay: KEY_DELAY_MS });
      const email = dialog.getByLabel(/Email to send your playbook to/);
      await email.click();
      await email.pressSequentially(`owner-${run}@example.com`, { delay: KEY_DELAY_MS });
    }),
  );
  // Read before the page moves on to /thank-you, which takes the entries with it.
  measures.push(
    await measureStep(page, async () => {
      await dialog.getByRole('button', { name: 'Generate My Playbook' }).click();
      await page.locator('#playbook-form').getByText('Creating Your Playbook').waitFor();
    }),
  );
  await page.waitForURL('**/thank-you?restaurant=*');
  return measures;
}

export async function benchInteractions(options: {
  baseUrl: string;
  runs?: number;
  log?: (line: string) => void;
}): Promise<InteractionBenchResult> {
  const runs = options.runs ?? 5;
  const log = options.log ?? (() => {});
  const perRun: StepMeasure[][] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    headless: true,
  });
  try {
    for (let run = 0; run < runs; run += 1) {
      await waitForQuietMachine({ timeoutMs: 10_000 });
      // A fresh context per run (nothing cached), and its own client address: the research and generate routes
      // are limited per address (the server trusts X-Forwarded-For, as behind a proxy).
      const context = await browser.newContext({
        viewport: VIEWPORT,
        extraHTTPHeaders: { 'x-forwarded-for': `10.88.${run}.1` },
      });
      try {
        await context.addInitScript(OBSERVER_SCRIPT);
        const page = await context.newPage();
        page.setDefaultTimeout(60_000);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
        const measures = await oneRun(page, options.baseUrl, run);
        perRun.push(measures);
        log(
          `  run ${run + 1}: ${measures
            .map((measure, index) => `${STEPS[index]!.step} ${Math.round(measure.longest?.duration ?? 0)} ms`)
            .join(', ')}`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }

  const steps = STEPS.map(({ step, label }, index): InteractionStep => {
    const measures = perRun.map((measures) => measures[index]!);
    const runsMs = measures.map((measure) => measure.longest?.duration ?? 0);
    const worst = measures
      .map((measure) => measure.longest)
      .reduce<EventRecord | null>((a, b) => (b && (!a || b.duration > a.duration) ? b : a), null);
    return {
      step,
      label,
      runsMs,
      medianMs: round(median(runsMs), 1),
      worstMs: Math.max(...runsMs),
      interactions: measures.reduce((sum, measure) => sum + measure.interactions, 0),
      ...(worst
        ? {
            worst: {
              event: worst.name,
              inputDelayMs: round(worst.processingStart - worst.start, 1),
              processingMs: round(worst.processingEnd - worst.processingStart, 1),
              presentationMs: round(worst.start + worst.duration - worst.processingEnd, 1),
            },
          }
        : {}),
    };
  });
  return { cpuThrottling: CPU_THROTTLING_RATE, viewport: `${VIEWPORT.width}×${VIEWPORT.height}`, runs, steps };
}

async function standalone(): Promise<void> {
  const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  let baseUrl = process.argv[2];
  let stop = async (): Promise<void> => {};
  if (!baseUrl) {
    if (!existsSync(path.join(root, 'build/server-main.mjs'))) throw new Error('No build: run `npm run build` first.');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replybook-interaction-'));
    const server = await startBenchServer({
      name: 'production server',
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
      },
    });
    baseUrl = server.baseUrl;
    stop = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    log(`Starting the production server on ${baseUrl}…`);
    await server.waitReady(180_000);
  }
  try {
    const runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
    const result = await benchInteractions({ baseUrl, runs, log });
    for (const step of result.steps) {
      const worst = step.worst
        ? ` (worst: ${step.worst.event}, input delay ${step.worst.inputDelayMs} + processing ${step.worst.processingMs} + presentation ${step.worst.presentationMs} ms)`
        : '';
      process.stdout.write(
        `${step.label}: median ${interactionMs(step.medianMs)}, worst ${interactionMs(step.worstMs)} over ${result.runs} runs, ${step.interactions} interactions${worst}\n`,
      );
    }
  } finally {
    await stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await standalone();
  process.exit(0);
}

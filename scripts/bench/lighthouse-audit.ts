import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { call } from './http-call.ts';
import { trackProcessGroup } from './processes.ts';
import { round } from './percentile.ts';
import { waitForQuietMachine } from './quiet-machine.ts';

/**
 * Lighthouse over the product's pages and the static reference page, one run at a time (2 cores: parallel runs
 * would measure each other). Mobile is Lighthouse's default (Moto G Power emulation, simulated slow 4G and
 * 4× CPU slowdown); desktop is its desktop preset. One Chromium serves every run; Lighthouse resets storage
 * and cache before each.
 */

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type FormFactor = 'mobile' | 'desktop';

export interface LighthousePage {
  label: string;
  url: string;
  /** The static reference page (served by the product's server) rather than a product page. */
  reference?: boolean;
}

export interface LighthouseRow {
  page: string;
  reference: boolean;
  formFactor: FormFactor;
  unavailable?: string;
  scores?: {
    performance: number | null;
    accessibility: number | null;
    bestPractices: number | null;
    seo: number | null;
  };
  lcpMs?: number | null;
  tbtMs?: number | null;
  cls?: number | null;
  fcpMs?: number | null;
  /** Audits below a perfect score in accessibility, best practices and SEO: what to fix. */
  failedAudits?: string[];
  runtimeError?: string;
  /** The first attempt hit a runtime error and this is the second. */
  retried?: boolean;
  runMs?: number;
  /** Runs made of this page; the row is the median one by performance score (Lighthouse's advice for lab data). */
  runs?: number;
  /** Lowest and highest performance score over those runs. */
  performanceRange?: [number, number];
  /** Lowest and highest TBT and LCP over those runs: how much of the figure is the machine. */
  tbtRangeMs?: [number, number];
  lcpRangeMs?: [number, number];
  /**
   * Lighthouse's benchmarkIndex of this host in each run (`lhr.environment.benchmarkIndex`): how fast the CPU was when
   * the page ran. The mobile preset's 4× slowdown stands for a mid-range phone on a host of about 1,533 (Lighthouse's
   * CPU throttling calculator: 1,300 = 3×, 1,533 = 4×, 2,000 = 6×); on a slower host the same page's simulated
   * blocking time reads higher.
   */
  benchmarkIndexes?: number[];
  /** The highest busy share (0–1) the machine still had when the waiting limit passed before a run, if it ever did. */
  busyAtStart?: number;
}

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Lhr = RunnerResult['lhr'];

function score(lhr: Lhr, id: string): number | null {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

function numeric(lhr: Lhr, id: string, digits: number): number | null {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? null : round(value, digits);
}

function failedAudits(lhr: Lhr): string[] {
  const failed: string[] = [];
  for (const categoryId of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.push(`${categoryId}: ${ref.id}`);
    }
  }
  for (const ref of lhr.categories['performance']?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
      failed.push(`performance: ${ref.id} (${Math.round(audit.score * 100)})`);
  }
  return failed;
}

export async function auditPages(
  pages: LighthousePage[],
  formFactors: FormFactor[],
  log: (line: string) => void,
  runsPerPage = 1,
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  const available: LighthousePage[] = [];
  for (const page of pages) {
    const probe = await call(page.url, 'GET', page.url).catch((error: unknown) => ({ status: 0, error }));
    if (probe.status === 200) {
      available.push(page);
    } else {
      for (const formFactor of formFactors) {
        rows.push({
          page: page.label,
          reference: page.reference ?? false,
          formFactor,
          unavailable: `not available (${probe.status || 'no answer'})`,
        });
      }
      log(`  ${page.label}: not available (${probe.status})`);
    }
  }
  if (available.length === 0) return rows;

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const untrack = trackProcessGroup(chrome.pid);
  try {
    for (const formFactor of formFactors) {
      for (const page of available) {
        const started = performance.now();
        const runs: LighthouseRow[] = [];
        let waitedMs = 0;
        let busyAtStart: number | undefined;
        for (let run = 0; run < runsPerPage; run += 1) {
          // Chromium and Lighthouse still tidy up after a run; the next one starts when they are done.
          const quiet = await waitForQuietMachine({ timeoutMs: run === 0 ? 30_000 : 10_000 });
          waitedMs += quiet.waitedMs;
          if (quiet.timedOut) busyAtStart = Math.max(busyAtStart ?? 0, round(quiet.busyShare, 2));
          let one = await auditOnce(page, formFactor, chrome.port);
          // Trace-recording failures (NO_NAVSTART, NO_FCP) happen on a busy machine; one retry, then report it.
          if (one.runtimeError) one = { ...(await auditOnce(page, formFactor, chrome.port)), retried: true };
          runs.push(one);
        }
        const row = medianRun(runs);
        row.runMs = Math.round(performance.now() - started);
        if (busyAtStart !== undefined) row.busyAtStart = busyAtStart;
        rows.push(row);
        log(
          `  ${formFactor} ${page.label}: ${row.scores ? `${row.scores.performance}/${row.scores.accessibility}/${row.scores.bestPractices}/${row.scores.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms (${row.tbtRangeMs?.join('–')}), CLS ${row.cls}` : ''}${row.runtimeError ? ` ${row.runtimeError}` : ''} (${row.runMs} ms${busyAtStart === undefined ? '' : `, the machine was still ${Math.round(busyAtStart * 100)}% busy when a run started`}; ${(waitedMs / 1000).toFixed(0)} s of it waiting for a quiet machine)`,
        );
      }
    }
  } finally {
    chrome.kill();
    untrack();
  }
  return rows;
}

/**
 * Simulated throttling makes single runs vary by several points on this machine (the first paint waits on the
 * observed style and layout task, multiplied 4×). Several runs, reported as the median by performance score
 * (then by TBT), with the range of TBT and LCP over the runs.
 */
export function medianRun(runs: LighthouseRow[]): LighthouseRow {
  const scored = runs.filter((run) => typeof run.scores?.performance === 'number');
  if (scored.length === 0) return { ...runs[runs.length - 1]!, runs: runs.length };
  // Worst to best: by score, and among equal scores (most runs score 100 here) by blocking time, so the median
  // of five 100s is also the median TBT rather than whichever of them ran first.
  const sorted = [...scored].sort(
    (a, b) => a.scores!.performance! - b.scores!.performance! || (b.tbtMs ?? 0) - (a.tbtMs ?? 0),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const range = (key: 'tbtMs' | 'lcpMs'): [number, number] | undefined => {
    const values = scored.map((run) => run[key]).filter((value): value is number => typeof value === 'number');
    return values.length === 0 ? undefined : [Math.min(...values), Math.max(...values)];
  };
  const benchmarkIndexes = runs.flatMap((run) => run.benchmarkIndexes ?? []);
  return {
    ...median,
    ...(benchmarkIndexes.length > 0 ? { benchmarkIndexes } : {}),
    runs: runs.length,
    performanceRange: [sorted[0]!.scores!.performance!, sorted[sorted.length - 1]!.scores!.performance!],
    tbtRangeMs: range('tbtMs'),
    lcpRangeMs: range('lcpMs'),
  };
}

async function auditOnce(page: LighthousePage, formFactor: FormFactor, port: number): Promise<LighthouseRow> {
  const row: LighthouseRow = { page: page.label, reference: page.reference ?? false, formFactor };
  try {
    const result = await lighthouse(
      page.url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    row.scores = {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    };
    row.lcpMs = numeric(lhr, 'largest-contentful-paint', 0);
    row.tbtMs = numeric(lhr, 'total-blocking-time', 0);
    row.cls = numeric(lhr, 'cumulative-layout-shift', 3);
    row.fcpMs = numeric(lhr, 'first-contentful-paint', 0);
    row.failedAudits = failedAudits(lhr);
    if (typeof lhr.environment.benchmarkIndex === 'number')
      row.benchmarkIndexes = [Math.round(lhr.environment.benchmarkIndex)];
    if (lhr.runtimeError) row.runtimeError = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  } catch (error) {
    row.runtimeError = error instanceof Error ? error.message : String(error);
  }
  return row;
}

import { renderStartupSection } from './startup-bench.ts';
import type { BenchReport } from './report-types.ts';
import { interactionMs, isSkipped, isTiming, kb, ms } from './report-format.ts';
import {
  emailBurstSection,
  table,
  apiTable,
  loadGeneratorLine,
  secondPassTable,
  timing,
  benchmarkIndexSummary,
  lighthouseTable,
} from './report-tables.ts';

/** The whole run as written to bench-results/*.json, and its Markdown rendering with the targets. */

export type { BenchReport, OfflineFigures, TargetRow } from './report-types.ts';
export { EVENT_THRESHOLD_MS, INTERACTION_BUDGET_MS, interactionMs } from './report-format.ts';
export { benchmarkIndexSummary } from './report-tables.ts';
export { evaluateTargets } from './report-targets.ts';

export function renderMarkdown(report: BenchReport): string {
  const out: string[] = [];
  for (const section of [
    headerSection,
    targetsSection,
    apiSection,
    offlineInteractionGoogleSections,
    engineHttpAndLighthouseSections,
    assetsSection,
    postgresAndLaterSections,
  ]) {
    section(report, out);
  }
  out.push('');
  return out.join('\n');
}

function headerSection(report: BenchReport, out: string[]): void {
  const m = report.machine;
  out.push(`# Replybook benchmark, ${report.startedAt.slice(0, 16).replace('T', ' ')} UTC`);
  out.push('');
  out.push(
    `\`${report.command}\`${report.quick ? ' (quick: 3 s loads, mobile Lighthouse for / only)' : ''}: ${Math.round(report.durationS)} s in all, ` +
      `commit ${report.commit ?? 'unknown'}. Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, Node ${m.node}, ` +
      `load average (1/5/15 min) ${m.loadAverageAtStart.map((value) => value.toFixed(2)).join(' / ')} at start, ` +
      `${m.loadAverageAtEnd.map((value) => value.toFixed(2)).join(' / ')} at the end.`,
  );
  out.push('');
  out.push(
    `Server: \`build/server-main.mjs\`, production, fresh DATA_DIR (embedded PGlite), ${Object.entries(
      report.server.env,
    )
      .map(([key, value]) => `${key}=${value}`)
      .join(
        ', ',
      )}; ready after ${report.server.startupMs !== null ? `${(report.server.startupMs / 1000).toFixed(1)} s` : '–'}, RSS at ready ${report.server.rssAtReadyMb ?? '–'} MB.`,
  );
}

function targetsSection(report: BenchReport, out: string[]): void {
  out.push('', '## Targets', '');
  out.push(
    table(
      ['', 'Target', 'Measured', 'From'],
      report.targets.map((row) => [
        row.status === 'pass' ? '✅ pass' : row.status === 'miss' ? '❌ miss' : '– n/a',
        row.target,
        row.measured,
        row.source,
      ]),
    ),
  );
}

function apiSection(report: BenchReport, out: string[]): void {
  out.push('', '## API under load', '');
  if (isSkipped(report.api)) {
    out.push(report.api.skipped);
  } else {
    const api = report.api;
    out.push(
      `autocannon, ${api.connections} connections, ${api.durationS} s per endpoint, one after another, after a short unrecorded warm-up. ` +
        `"bare" is a plain Fastify (no plugins) in its own process on the same Node and machine, answering a JSON of the same size ` +
        `(the endpoint's uncompressed answer) in the same run, sent the same requests (method, body and, for a many-visitors row, the same ` +
        `X-Forwarded-For headers); the ratio compares the endpoint's 2xx answers per second with it. Where the ratio is a target ` +
        `(calculate-roi), it is the median of several endpoint-then-bare pairs, listed in brackets; the table shows the first. Latencies in ms. ` +
        `"Server CPU" is what each server process spent per answer (all threads, from /proc), which the load generator cannot cap: ` +
        `autocannon runs on one core of the two, and where it is near 100% busy (the bare runs, below) it set the pace, not the server.`,
    );
    out.push('', apiTable(api));
    const busy = loadGeneratorLine(api);
    if (busy) out.push('', busy);
    const notes = api.rows.filter((row) => row.note).map((row) => `- ${row.endpoint}: ${row.note}`);
    if (notes.length > 0) out.push('', ...notes);
    const second = secondPassTable(api);
    if (second) out.push('', 'Second, identical pass (for the memory check):', '', second);

    out.push('', '## Server memory', '');
    if (api.memory) {
      const gc = api.memory.afterGc;
      const mb = (value: number | null | undefined): string =>
        value === null || value === undefined ? '–' : `${value} MB`;
      const rows: string[][] = [
        [
          'RSS as found (/proc, garbage included)',
          mb(api.memory.beforeLoadMb),
          mb(api.memory.afterPass1Mb),
          mb(api.memory.afterPass2Mb),
        ],
      ];
      if (gc) {
        rows.push(
          [
            'Heap in use after a full GC',
            mb(gc.beforeLoad?.heapUsedMb),
            mb(gc.afterPass1?.heapUsedMb),
            mb(gc.afterPass2?.heapUsedMb),
          ],
          ['RSS after a full GC', mb(gc.beforeLoad?.rssMb), mb(gc.afterPass1?.rssMb), mb(gc.afterPass2?.rssMb)],
          [
            'Outside the heap (database, buffers)',
            mb(gc.beforeLoad?.externalMb),
            mb(gc.afterPass1?.externalMb),
            mb(gc.afterPass2?.externalMb),
          ],
        );
      }
      out.push(table(['', 'Before load', 'After pass 1', 'After pass 2'], rows));
      out.push(
        '',
        `Growth pass 1 → 2: ${api.memory.growthMb !== null ? `${api.memory.growthMb} MB` : '–'} (${api.memory.growthOf ?? 'RSS'}). ` +
          'The full collections are forced over the inspector (the bench starts the server with --inspect on loopback) ' +
          'after each pass, never during one.',
      );
    } else {
      out.push('Not measured: no endpoint was available for load.');
    }
  }
}

function offlineInteractionGoogleSections(report: BenchReport, out: string[]): void {
  out.push('', '## Offline engine (in-process, no HTTP)', '');
  out.push(
    table(
      ['Benchmark', 'Figures'],
      Object.entries(report.offline).map(([name, figures]) => [
        name,
        isSkipped(figures)
          ? figures.skipped
          : Object.entries(figures)
              .map(([key, value]) => `${key} ${value}`)
              .join(', '),
      ]),
    ),
  );

  if (report.interaction) {
    out.push('', '## Interaction latency (landing flow)', '');
    if (isSkipped(report.interaction)) {
      out.push(report.interaction.skipped);
    } else {
      const result = report.interaction;
      out.push(
        `Chromium (headless) at ${result.viewport} under ${result.cpuThrottling}× CPU throttling, ${result.runs} runs, each in a fresh ` +
          'context. Each figure is the longest Event Timing duration (input to the next paint) among the interactions of the ' +
          'step; the API reports nothing under 16 ms. Network waits are not included.',
        '',
        table(
          ['Step', 'Median', 'Worst', 'Runs', 'Interactions', 'Worst split: input delay + processing + presentation'],
          result.steps.map((step) => [
            step.label,
            interactionMs(step.medianMs),
            interactionMs(step.worstMs),
            step.runsMs.map((value) => Math.round(value)).join(', '),
            String(step.interactions),
            step.worst
              ? `${step.worst.event}: ${step.worst.inputDelayMs} + ${step.worst.processingMs} + ${step.worst.presentationMs} ms`
              : '–',
          ]),
        ),
      );
    }
  }

  if (report.google) {
    out.push('', '## Google Business Profile (the real client against the local double, loopback HTTP)', '');
    if (isSkipped(report.google)) {
      out.push(report.google.skipped);
    } else {
      const { firstSync, reply } = report.google;
      out.push(
        table(
          ['Measure', 'Runs', 'p50', 'p95', 'max'],
          [
            [
              `First sync: ${firstSync.reviews} reviews in ${firstSync.pages} pages of 50`,
              String(firstSync.runs),
              ms(firstSync.p50Ms),
              ms(firstSync.p95Ms),
              ms(firstSync.maxMs),
            ],
            [
              'One reply: "Post to Google" (putReply) to the answer',
              String(reply.runs),
              ms(reply.p50Ms),
              ms(reply.p95Ms),
              ms(reply.maxMs),
            ],
          ],
        ),
        '',
        "Google's own latency is not included: this is our side's cost (HTTP, JSON, paging, mapping), a floor for the real API.",
      );
    }
  }
}

function engineHttpAndLighthouseSections(report: BenchReport, out: string[]): void {
  out.push('', '## Playbook flow over HTTP (one visitor after another)', '');
  if (isSkipped(report.engineHttp)) {
    out.push(report.engineHttp.skipped);
  } else {
    const engine = report.engineHttp;
    out.push(
      `Place: ${engine.place}. Each run is a new visitor (own contact address, own X-Forwarded-For address).`,
      '',
    );
    const generate = isTiming(engine.generateSop)
      ? `${engine.generateSop.queued} of ${engine.generateSop.runs} answered "queued"`
      : '';
    out.push(
      table(
        ['Step', 'Runs', 'p50', 'p95', 'max'],
        [
          ['POST /api/research-brand', ...timing(engine.researchBrand)],
          [`POST /api/generate-sop${generate ? ` (${generate})` : ''}`, ...timing(engine.generateSop)],
          ['Generate → playbook email accepted by the SMTP double', ...timing(engine.generateToEmailAccepted)],
        ],
      ),
    );
  }

  for (const formFactor of ['mobile', 'desktop'] as const) {
    const rows = report.lighthouse.filter((row) => row.formFactor === formFactor);
    if (rows.length === 0) continue;
    out.push(
      '',
      `## Lighthouse, ${formFactor === 'mobile' ? 'mobile (default: emulated Moto G Power, simulated slow 4G, 4× CPU)' : 'desktop preset'}`,
      '',
    );
    const runs = Math.max(...rows.map((row) => row.runs ?? 1));
    if (runs > 1)
      out.push(
        `Median of ${runs} runs per page by performance score, then TBT; in brackets, the lowest and highest over the runs where they differed. ` +
          'Each page starts once the machine has been idle (under 10% CPU) for a second.',
        '',
      );
    out.push(lighthouseTable(rows));
    const hostSpeed = benchmarkIndexSummary(rows);
    if (hostSpeed) out.push('', hostSpeed);
    const busy = rows.filter((row) => row.busyAtStart !== undefined);
    if (busy.length > 0)
      out.push(
        '',
        `The machine never went quiet before: ${busy.map((row) => `${row.page} (${Math.round(row.busyAtStart! * 100)}% busy)`).join(', ')}.`,
      );
    const failed = rows.filter((row) => (row.failedAudits?.length ?? 0) > 0);
    if (failed.length > 0) {
      out.push('', 'Audits below full marks:', '');
      for (const row of failed) out.push(`- ${row.page}: ${row.failedAudits!.join(', ')}`);
    }
  }
  if (report.lighthouse.length > 0) {
    out.push(
      '',
      'The reference page is a small static HTML page (no scripts, fonts or images) served by the bare reference ' +
        "server with the content type and cache headers of the product's pages; the product's server has no benchmark " +
        'routes. It shows what this machine and the simulated throttling allow.',
    );
  }
}

function assetsSection(report: BenchReport, out: string[]): void {
  out.push('', '## JavaScript and CSS per route (first visit, our origin, gzip -9)', '');
  out.push(
    table(
      ['Route', 'JS files', 'JS gz', 'JS raw', 'CSS (files + inline)', 'CSS gz', 'HTML gz (incl. inline CSS)'],
      report.assets.map((row) =>
        row.unavailable
          ? [row.route, row.unavailable, '', '', '', '', '']
          : [
              row.route,
              String(row.scripts),
              kb(row.jsGzipBytes),
              kb(row.jsRawBytes),
              `${row.stylesheets ?? 0} + ${row.inlineStyles ?? 0}`,
              kb(row.cssGzipBytes),
              kb(row.documentGzipBytes),
            ],
      ),
    ),
  );
  const failedAssets = report.assets.filter((row) => row.failedRequests);
  if (failedAssets.length > 0) {
    out.push('', 'Asset requests that did not answer 200 (not counted):', '');
    for (const row of failedAssets) out.push(`- ${row.route}: ${row.failedRequests!.join(', ')}`);
  }
}

function postgresAndLaterSections(report: BenchReport, out: string[]): void {
  out.push('', '## API under load on PostgreSQL', '');
  if (isSkipped(report.postgres)) out.push(report.postgres.skipped);
  else out.push('Same endpoints and bare reference as above; one pass, fresh schema.', '', apiTable(report.postgres));

  if (report.emailBurst) {
    out.push('', '## Playbook emails under a burst of Generates', '', ...emailBurstSection(report.emailBurst));
  }

  if (report.startup) {
    out.push('');
    if (isSkipped(report.startup)) out.push('## Memory and start-up', '', report.startup.skipped);
    else out.push(...renderStartupSection(report.startup));
  }

  if (report.notes.length > 0) out.push('', '## Notes', '', ...report.notes.map((note) => `- ${note}`));
}

import type { ApiBenchResult } from './api-bench.ts';
import type { LoadResult } from './api-load.ts';
import type { TimingSummary } from './engine-http.ts';
import type { LighthouseRow } from './lighthouse-audit.ts';
import { median } from './percentile.ts';
import type { BenchReport } from './report-types.ts';
import { isSkipped, isTiming, ms, pairsNote, statusCodes } from './report-format.ts';

/** The tables and sections of the Markdown report. */

export function emailBurstSection(result: NonNullable<BenchReport['emailBurst']>): string[] {
  if (isSkipped(result)) return [result.skipped];
  const rows = result.runs.map((run) =>
    'skipped' in run
      ? [run.database, String(run.size), run.skipped, '', '', '', '', '', '']
      : [
          run.database,
          String(run.size),
          `${run.accepted.runs} (${run.missing} missing, ${run.duplicates} twice)`,
          ms(run.accepted.p50Ms),
          ms(run.accepted.p95Ms),
          ms(run.accepted.maxMs),
          `${Object.entries(run.generate.statuses)
            .map(([status, count]) => `${count}×${status}`)
            .join(', ')}; p95 ${ms(run.generate.p95Ms)}`,
          run.serverCpuMs !== null
            ? `${(run.serverCpuMs / 1000).toFixed(1)} s in ${(run.wallMs / 1000).toFixed(1)} s`
            : '–',
          run.rssAfterMb !== null ? `${run.rssAfterMb} MB` : '–',
        ],
  );
  return [
    'N visitors press Generate (email delivery) within 2 s, each from its own client address and with its own contact address, ' +
      'against the built server with the SMTP double; each is timed from its Generate request to the SMTP double accepting its email. ' +
      'One untimed visitor first warms the server. Server CPU is what the server process spent from the first Generate to the last email.',
    '',
    table(
      ['Database', 'Visitors', 'Emails accepted', 'p50', 'p95', 'max', 'Generate answers', 'Server CPU', 'RSS after'],
      rows,
    ),
  ];
}

export function table(header: string[], rows: string[][]): string {
  const escape = (cell: string): string => cell.replaceAll('|', '\\|').replaceAll('\n', ' ');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

export function apiTable(result: ApiBenchResult): string {
  const rows = result.rows.map((row) => {
    const first = row.passes[0];
    if (row.unavailable || !first)
      return [row.endpoint, row.unavailable ?? 'not measured', '', '', '', '', '', '', '', '', '', '', ''];
    return [
      row.endpoint,
      String(row.responseBytes ?? '–'),
      first.requestsPerSecond.toLocaleString('en-US'),
      first.okPerSecond.toLocaleString('en-US'),
      String(first.p50Ms),
      String(first.p95Ms),
      String(first.p99Ms),
      statusCodes(row),
      row.bare ? row.bare.requestsPerSecond.toLocaleString('en-US') : '–',
      row.bare ? String(row.bare.p99Ms) : '–',
      row.ratioToBare !== undefined ? `${Math.round(row.ratioToBare * 100)}%${pairsNote(row)}` : '–',
      cpuCell(first, row.bare),
      row.cpuRatioToBare !== undefined ? `${Math.round(row.cpuRatioToBare * 100)}%` : '–',
    ];
  });
  return table(
    [
      'Endpoint',
      'Body bytes',
      'req/s',
      '2xx/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'non-2xx',
      'bare req/s',
      'bare p99 ms',
      '2xx/s ÷ bare',
      'server CPU µs/answer (bare)',
      'bare CPU ÷ ours',
    ],
    rows,
  );
}

/** How busy the load generator was during the measured runs, ours and the bare ones: says which side set the pace. */
export function loadGeneratorLine(result: ApiBenchResult): string | undefined {
  const measured = result.rows.flatMap((row) => row.passes.slice(0, 1));
  const bare = result.rows.flatMap((row) => (row.bare ? [row.bare] : []));
  const range = (runs: LoadResult[]): string => {
    const shares = runs.map((run) => Math.round(run.loadGeneratorBusy * 100));
    const low = Math.min(...shares);
    const high = Math.max(...shares);
    return low === high ? `${low}%` : `${low}–${high}%`;
  };
  if (measured.length === 0 || measured.some((run) => run.loadGeneratorBusy === undefined)) return undefined;
  return `Load generator busy (share of one core): ${range(measured)} during the endpoints' first pass${
    bare.length > 0 ? `, ${range(bare)} during the bare runs` : ''
  }.`;
}

/** "180 (134)": the server's CPU per answer, and the bare server's in brackets; '–' when not measured. */
export function cpuCell(result: LoadResult, bare: LoadResult | undefined): string {
  if (result.serverCpuUsPerResponse === undefined) return '–';
  const ours = Math.round(result.serverCpuUsPerResponse).toLocaleString('en-US');
  return bare?.serverCpuUsPerResponse === undefined
    ? ours
    : `${ours} (${Math.round(bare.serverCpuUsPerResponse).toLocaleString('en-US')})`;
}

export function secondPassTable(result: ApiBenchResult): string | null {
  const rows = result.rows.filter((row) => row.passes.length > 1);
  if (rows.length === 0) return null;
  return table(
    ['Endpoint', 'req/s', '2xx/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx'],
    rows.map((row) => {
      const second = row.passes[1]!;
      return [
        row.endpoint,
        second.requestsPerSecond.toLocaleString('en-US'),
        second.okPerSecond.toLocaleString('en-US'),
        String(second.p50Ms),
        String(second.p95Ms),
        String(second.p99Ms),
        statusCodes(row, 1),
      ];
    }),
  );
}

export function timing(value: TimingSummary | { unavailable: string }): string[] {
  return isTiming(value)
    ? [String(value.runs), ms(value.p50Ms), ms(value.p95Ms), ms(value.maxMs)]
    : [value.unavailable, '', '', ''];
}

/** "22 ms (5–53)": the median run's figure and, when runs differed, the lowest and highest. */
export function withRange(value: number | null | undefined, range: [number, number] | undefined): string {
  if (!range || range[0] === range[1]) return ms(value);
  return `${ms(value)} (${range[0]}–${range[1]})`;
}

/**
 * The host's speed as Lighthouse measured it over these runs, against what the mobile preset's 4× slowdown assumes, so
 * that figures from two machines (or two moments of one shared machine) can be told apart from changes to the pages.
 */
export function benchmarkIndexSummary(rows: readonly LighthouseRow[]): string | undefined {
  const indexes = rows.flatMap((row) => row.benchmarkIndexes ?? []);
  if (indexes.length === 0) return undefined;
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  return (
    `Host CPU (Lighthouse's benchmarkIndex over the ${indexes.length} runs): median ${Math.round(median(indexes)).toLocaleString('en-US')}, ` +
    `${low.toLocaleString('en-US')}–${high.toLocaleString('en-US')}. The mobile preset's 4× slowdown stands for a mid-range phone ` +
    "on a host of about 1,533 (Lighthouse's CPU throttling calculator: 1,300 = 3×, 2,000 = 6×): below that, simulated blocking " +
    'time reads higher than that phone would see; above it, lower.'
  );
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  return table(
    ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP'],
    rows.map((row) => {
      const label = row.reference ? `${row.page} (reference)` : row.page;
      if (row.unavailable) return [label, row.unavailable, '', '', '', '', '', '', ''];
      if (!row.scores) return [label, `error: ${row.runtimeError ?? 'no result'}`, '', '', '', '', '', '', ''];
      const s = row.scores;
      const range =
        row.performanceRange && row.performanceRange[0] !== row.performanceRange[1]
          ? ` (${row.performanceRange[0]}–${row.performanceRange[1]} over ${row.runs} runs)`
          : '';
      return [
        label,
        s.performance !== null
          ? `${s.performance}${range}`
          : row.runtimeError
            ? `error (${row.runtimeError.split(':')[0]})`
            : '–',
        String(s.accessibility ?? '–'),
        String(s.bestPractices ?? '–'),
        String(s.seo ?? '–'),
        withRange(row.lcpMs, row.lcpRangeMs),
        withRange(row.tbtMs, row.tbtRangeMs),
        String(row.cls ?? '–'),
        ms(row.fcpMs),
      ];
    }),
  );
}

import type { BenchReport } from './report.ts';

/** A report in which nothing ran, for tests that fill in the part they judge. */
export const emptyReport = (extra: Partial<BenchReport>): Omit<BenchReport, 'targets'> =>
  ({
    quick: false,
    offline: {},
    lighthouse: [],
    assets: [],
    api: { skipped: 'not run' },
    engineHttp: { skipped: 'not run' },
    postgres: { skipped: 'not run' },
    notes: [],
    ...extra,
  }) as unknown as Omit<BenchReport, 'targets'>;

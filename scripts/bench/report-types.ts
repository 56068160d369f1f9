import type { ApiBenchResult } from './api-bench.ts';
import type { AssetRow } from './asset-bytes.ts';
import type { GoogleBusinessBenchFigures } from './google-business-bench.ts';
import type { InteractionBenchResult } from './interaction-bench.ts';
import type { EngineHttpResult } from './engine-http.ts';
import type { EmailBurstResult } from './email-burst-bench.ts';
import type { LighthouseRow } from './lighthouse-audit.ts';
import type { StartupSection } from './startup-bench.ts';

/** The whole run as written to bench-results/*.json, and one row of its targets table. */

export type OfflineFigures = Record<string, number | string>;

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  durationS: number;
  quick: boolean;
  command: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  commit: string | null;
  server: { startupMs: number | null; rssAtReadyMb: number | null; env: Record<string, string> };
  offline: Record<string, OfflineFigures | { skipped: string }>;
  /** The Google Business Profile client against the local double (absent in reports written before it existed). */
  google?: GoogleBusinessBenchFigures | { skipped: string };
  api: ApiBenchResult | { skipped: string };
  /** Event-to-next-paint of the landing flow's steps under CPU throttling (absent in reports written before it existed). */
  interaction?: InteractionBenchResult | { skipped: string };
  engineHttp: EngineHttpResult | { skipped: string };
  lighthouse: LighthouseRow[];
  assets: AssetRow[];
  postgres: ApiBenchResult | { skipped: string };
  /** Playbook emails after a burst of Generates, per database (absent in reports written before it existed). */
  emailBurst?: EmailBurstResult | { skipped: string };
  /** Memory and start-up (startup-bench.ts; absent in reports written before it existed). */
  startup?: StartupSection | { skipped: string };
  targets: TargetRow[];
  notes: string[];
}

export interface TargetRow {
  target: string;
  source: string;
  measured: string;
  status: 'pass' | 'miss' | 'n/a';
}

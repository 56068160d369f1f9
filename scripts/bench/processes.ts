import { readFileSync } from 'node:fs';
import pg from 'pg';
import {
  startBuiltServer,
  startProcess as startChild,
  type BuiltServer,
  type BuiltServerOptions,
  type ManagedProcess,
} from '../../tests/support/built-server.ts';

/**
 * Child processes of the benchmark (started through tests/support/built-server.ts, each in its own process group)
 * and what the benchmark reads of them: CPU time, RSS, memory after a full collection.
 */

export { freePort, trackProcessGroup, waitForOk, type ManagedProcess } from '../../tests/support/built-server.ts';

/** A benchmark's child process: its own process group, the last 6 KB of its output kept. */
export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): ManagedProcess {
  return startChild(name, command, args, { ...options, detached: true, keepOutputChars: 6_000 });
}

/** The production bundle as the benchmarks run it: only the environment they name, in its own process group. */
export function startBenchServer(options: BuiltServerOptions): Promise<BuiltServer> {
  return startBuiltServer({ inheritEnv: false, detached: true, keepOutputChars: 6_000, ...options });
}

/** The few variables of this process a benchmarked server inherits (PATH, HOME, TMPDIR, LANG, TZ), no more. */
export function hostEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux architecture Node runs on). */
const USER_HZ = 100;

/**
 * User plus system CPU time of a whole process (every thread), in µs, from the text of /proc/<pid>/stat.
 * The command name (field 2) is in parentheses and may itself contain spaces and parentheses, so fields are counted
 * from the last ')'.
 */
export function processCpuUsFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state (3) … utime (14), stime (15); index 0 here is field 3.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('unreadable /proc stat line');
  return ((utime + stime) * 1_000_000) / USER_HZ;
}

/** CPU time of a whole process so far, in µs, from /proc (Linux); null once it is gone. */
export function processCpuUs(pid: number): number | null {
  try {
    return processCpuUsFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number | null {
  return statusMb(pid, 'VmRSS');
}

/** The highest resident set size the process has had since it started (VmHWM), in MB. */
export function peakRssMb(pid: number): number | null {
  return statusMb(pid, 'VmHWM');
}

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

export interface MemoryAfterGc {
  /** V8 heap in use after two full collections: what the process really holds on to. */
  heapUsedMb: number;
  rssMb: number;
  /** Memory outside the V8 heap (buffers, WebAssembly: the embedded database). */
  externalMb: number;
}

/**
 * Forces full garbage collections in a process started with `--inspect=127.0.0.1:<port>` and reads its
 * process.memoryUsage(), over the inspector protocol (HeapProfiler.collectGarbage, Runtime.evaluate). RSS alone
 * says little about growth: it includes whatever garbage the collector has not reclaimed yet. The product ships no endpoint for this; the bench turns the inspector on.
 */
export async function memoryAfterGc(inspectPort: number, timeoutMs = 30_000): Promise<MemoryAfterGc | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`, { signal })).json()) as {
      webSocketDebuggerUrl?: string;
    }[];
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) return null;
    const socket = new WebSocket(url);
    const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
    let nextId = 0;
    const failAll = (error: Error): void => {
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
      const waiter = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id!);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result);
    });
    socket.addEventListener('close', () => failAll(new Error('inspector connection closed')));
    signal.addEventListener('abort', () => {
      failAll(new Error('inspector timed out'));
      socket.close();
    });
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('inspector connection failed')), { once: true });
    });
    const send = (method: string, params: object = {}): Promise<unknown> =>
      new Promise((resolve, reject) => {
        nextId += 1;
        pending.set(nextId, { resolve, reject });
        socket.send(JSON.stringify({ id: nextId, method, params }));
      });
    try {
      // Twice: the first collection can leave objects that only the second finds unreachable (weak references).
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
      const evaluated = (await send('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      })) as { result?: { value?: unknown } };
      const usage = JSON.parse(String(evaluated.result?.value)) as NodeJS.MemoryUsage;
      const mb = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;
      return { heapUsedMb: mb(usage.heapUsed), rssMb: mb(usage.rss), externalMb: mb(usage.external) };
    } finally {
      socket.close();
    }
  } catch {
    return null;
  }
}

/** Drops what a server made in its own PostgreSQL schema: `<schema>` (tables, migrations) and `<schema>_pgboss` (jobs). */
export async function dropServerSchemas(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`drop schema if exists ${schema}_pgboss cascade`);
  } finally {
    await client.end();
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Child processes of the benchmark. Each runs in its own process group (detached), so stopping it also stops
 * anything it started, and a crashed or interrupted benchmark still kills every group it created: the
 * registry below is swept synchronously on process exit.
 */

const liveGroups = new Set<number>();

process.on('exit', () => {
  for (const pid of liveGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/** Remembers a process (group) started outside this module, e.g. Chromium from chrome-launcher. */
export function trackProcessGroup(pid: number): () => void {
  liveGroups.add(pid);
  return () => liveGroups.delete(pid);
}

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** The last few KB of stdout+stderr, for error messages. */
  output(): string;
  exited(): boolean;
  /** SIGTERM to the group, SIGKILL after graceMs; resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${name}`);
  liveGroups.add(pid);
  let tail = '';
  const keep = (chunk: Buffer): void => {
    tail = (tail + chunk.toString('utf8')).slice(-6000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let hasExited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      hasExited = true;
      resolve();
    });
  });
  return {
    name,
    pid,
    child,
    output: () => tail,
    exited: () => hasExited,
    async stop(graceMs = 12_000) {
      if (!hasExited) {
        try {
          process.kill(-pid, 'SIGTERM');
        } catch {
          // Group already gone.
        }
        const timer = setTimeout(() => {
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            // Group already gone.
          }
        }, graceMs);
        await exit;
        clearTimeout(timer);
      }
      // The leader may exit before its children: make sure nothing of the group is left.
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Nothing left.
      }
      liveGroups.delete(pid);
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; fails early when the process dies. */
export async function waitForOk(url: string, process_: ManagedProcess, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (process_.exited()) {
      throw new Error(`${process_.name} exited before it was ready:\n${process_.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${process_.name} was not ready within ${Math.round(timeoutMs / 1000)} s:\n${process_.output()}`);
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
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
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
 * says little about growth: it includes whatever garbage the collector has not reclaimed yet, which moved by up to
 * 90 MB between identical passes. The product ships no endpoint for this; the bench turns the inspector on.
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

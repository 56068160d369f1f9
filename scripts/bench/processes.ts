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

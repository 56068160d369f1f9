import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Child processes of the process tests and the benchmarks, above all the production bundle on a port: start it
 * with an environment, wait for /readyz, stop it. A detached child runs in its own process group, so stopping it
 * also stops anything it started; every child still running when this process exits is killed (the registry
 * below is swept synchronously on exit), so a crashed or interrupted run leaves nothing behind.
 */

const live = new Map<number, { group: boolean }>();

process.on('exit', () => {
  for (const [pid, { group }] of live) {
    try {
      process.kill(group ? -pid : pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/** Remembers a process group started elsewhere, e.g. Chromium from chrome-launcher. */
export function trackProcessGroup(pid: number): () => void {
  live.set(pid, { group: true });
  return () => live.delete(pid);
}

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** What it wrote to stdout and stderr (the last `keepOutputChars` of it), for assertions and error messages. */
  output(): string;
  exited(): boolean;
  /** Its exit code once it has exited (null when a signal ended it). */
  exitCode(): Promise<number | null>;
  /** SIGTERM (to the group when detached), SIGKILL after graceMs; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartProcessOptions {
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Its own process group (benchmarks: stopping it stops what it started). */
  detached?: boolean;
  /** How much of its output to keep; everything by default. */
  keepOutputChars?: number;
}

export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: StartProcessOptions,
): ManagedProcess {
  const detached = options.detached ?? false;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${name}`);
  live.set(pid, { group: detached });
  const target = detached ? -pid : pid;
  const keepChars = options.keepOutputChars ?? Infinity;
  let text = '';
  const keep = (chunk: Buffer): void => {
    text += chunk.toString('utf8');
    if (text.length > keepChars) text = text.slice(-keepChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let hasExited = false;
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      hasExited = true;
      if (!detached) live.delete(pid);
      resolve(code);
    });
  });
  const signal = (name: NodeJS.Signals): void => {
    try {
      process.kill(target, name);
    } catch {
      // Already gone.
    }
  };
  return {
    name,
    pid,
    child,
    output: () => text,
    exited: () => hasExited,
    exitCode: () => exit,
    async stop(graceMs = 12_000) {
      if (!hasExited) {
        signal('SIGTERM');
        const timer = setTimeout(() => signal('SIGKILL'), graceMs);
        await exit;
        clearTimeout(timer);
      }
      // A group's leader may exit before its children: make sure nothing of the group is left.
      if (detached) signal('SIGKILL');
      live.delete(pid);
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

/** Polls `url` until it answers 200 and returns how long that took; fails early when the process dies. */
export async function waitForOk(
  url: string,
  process_: ManagedProcess,
  timeoutMs: number,
  pollMs = 250,
): Promise<number> {
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
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${process_.name} was not ready within ${Math.round(timeoutMs / 1000)} s:\n${process_.output()}`);
}

export interface BuiltServerOptions extends Omit<StartProcessOptions, 'env'> {
  name?: string;
  /** A free port when absent. */
  port?: number;
  /** Set on top of NODE_ENV=production, HOST=127.0.0.1, PORT and PUBLIC_URL (the server's own address). */
  env?: NodeJS.ProcessEnv;
  /** Start from this process's environment (default) or from nothing but `env`. */
  inheritEnv?: boolean;
  /** Node options before the bundle, e.g. scripts/run.mjs's SERVER_NODE_OPTIONS. */
  nodeOptions?: readonly string[];
  bundle?: string;
}

export interface BuiltServer extends ManagedProcess {
  readonly port: number;
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  /** Waits until /readyz answers 200 and returns how long that took. */
  waitReady(timeoutMs?: number, pollMs?: number): Promise<number>;
}

/** Starts the production bundle (`npm run build` first) without waiting for it. */
export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startProcess(
    options.name ?? `server on port ${port}`,
    process.execPath,
    [...(options.nodeOptions ?? []), options.bundle ?? 'build/server-main.mjs'],
    {
      ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
      ...(options.detached === undefined ? {} : { detached: options.detached }),
      ...(options.keepOutputChars === undefined ? {} : { keepOutputChars: options.keepOutputChars }),
      env: {
        ...(options.inheritEnv === false ? {} : process.env),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        ...options.env,
      },
    },
  );
  return {
    ...server,
    port,
    baseUrl,
    waitReady: (timeoutMs = 150_000, pollMs = 250) => waitForOk(`${baseUrl}/readyz`, server, timeoutMs, pollMs),
  };
}

/** Starts the production bundle and waits until it is ready. */
export async function startReadyServer(
  options: BuiltServerOptions & { readyTimeoutMs?: number } = {},
): Promise<BuiltServer> {
  const server = await startBuiltServer(options);
  await server.waitReady(options.readyTimeoutMs);
  return server;
}

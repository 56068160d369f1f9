import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * A production install as an operator makes one: the build, the lockfile and the start script copied into an empty
 * folder, `npm ci --omit=dev` there (no devDependency on disk), then `npm start` up to /readyz and
 * `npm run mornings:run-due`. Runs against the production build (`npm run build` first; scripts/test.mjs orders it so).
 */

const root = path.resolve('.');
const app = mkdtempSync(path.join(tmpdir(), 'replybook-prod-'));
const dataDir = path.join(app, 'data');
let server: ChildProcess | undefined;

/** What a deployment carries besides node_modules: the build, the start script, the catalogue and the manifests. */
const deployed = ['build', 'scripts/run.mjs', 'catalogue/places', 'package.json', 'package-lock.json'];

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_SECRET: 'prod-install-secret-0123456789abcdef0123456789ab',
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
  // This folder's own database and catalogue, never the repository's or a PostgreSQL under test.
  DATABASE_URL: '',
  DATABASE_SCHEMA: '',
  CATALOGUE_PATH: '',
  SMTP_URL: '',
};

function npm(args: string[], timeoutMs: number) {
  return spawnSync('npm', args, { cwd: app, env, encoding: 'utf8', timeout: timeoutMs });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let install: { status: number | null; seconds: number; output: string };

beforeAll(() => {
  for (const item of deployed) {
    if (!existsSync(path.join(root, item))) throw new Error(`${item} is missing: run \`npm run build\` first.`);
    cpSync(path.join(root, item), path.join(app, item), { recursive: true });
  }
  const began = Date.now();
  // The npm cache is warm on the machines and in CI; --prefer-offline keeps this off the network where it can.
  const result = npm(['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], 600_000);
  install = {
    status: result.status,
    seconds: Math.round((Date.now() - began) / 1000),
    output: `${result.stdout}\n${result.stderr}`,
  };
  console.info(`npm ci --omit=dev: ${install.seconds} s`);
}, 660_000);

afterAll(() => {
  if (server?.pid && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(app, { recursive: true, force: true });
});

describe('a production install (npm ci --omit=dev)', () => {
  test('installs no devDependency', () => {
    expect(install.status, install.output).toBe(0);
    const lock = JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const manifest = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    // Development-only packages (the lockfile marks them dev): tsx, mailparser, vite, esbuild, vitest, ….
    const devOnly = Object.keys(manifest.devDependencies).filter(
      (name) => lock.packages[`node_modules/${name}`]?.dev === true,
    );
    expect(devOnly).toEqual(expect.arrayContaining(['tsx', 'mailparser', 'vite', 'esbuild']));
    expect(devOnly.filter((name) => existsSync(path.join(app, 'node_modules', name)))).toEqual([]);
  });

  test('npm start serves /readyz, pages and the API, then stops cleanly on SIGTERM', { timeout: 180_000 }, async () => {
    expect(install.status, install.output).toBe(0);
    const port = await freePort();
    const output: string[] = [];
    // Its own process group, so the cleanup can end npm and the server together.
    server = spawn('npm', ['start'], {
      cwd: app,
      env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    let ready = false;
    while (!ready) {
      if (server.exitCode !== null) throw new Error(`npm start exited early:\n${output.join('')}`);
      if (Date.now() > deadline) throw new Error(`not ready in time:\n${output.join('')}`);
      ready = await fetch(`${base}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(output.join('')).not.toContain('No complete build found');

    const page = await fetch(`${base}/sop/katzs-delicatessen`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('class="rb-playbook"');
    const search = await fetch(`${base}/api/places/autocomplete?input=katz`);
    expect(search.status).toBe(200);
    const missing = await fetch(`${base}/api/no-such-route`, { method: 'POST' });
    expect(missing.status).toBe(404);

    // SIGTERM to the group, as a terminal's Ctrl-C or a service manager stopping the group does: the server gets it
    // directly and again through npm, stops once, and its clean exit shows in its last log line (written just
    // before it exits 0) and in no error logged. SIGTERM to npm alone: tests/process/npm-scripts.test.ts.
    const exited = new Promise<void>((resolve) => server!.once('close', () => resolve()));
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
    const logged = output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged.map((line) => line.msg)).toContain('stopped cleanly');
  });

  test('npm run mornings:run-due runs from the build on the same database', { timeout: 120_000 }, () => {
    expect(install.status, install.output).toBe(0);
    const result = npm(['run', '--silent', 'mornings:run-due', '--', '--now', '2026-11-23T13:05:00Z'], 110_000);
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toContain('Morning run at 2026-11-23T13:05:00.000Z (pglite, mail via outbox)');
    expect(result.stderr).not.toContain('No complete build found');
  });
});

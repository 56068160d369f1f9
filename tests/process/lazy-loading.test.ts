import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERVER_NODE_OPTIONS } from '../../scripts/run.mjs';
import { startSmtpDouble, type SmtpDouble } from '../doubles/smtp-server.ts';

/**
 * The built server loads some code at first use rather than at start-up (ARCHITECTURE.md: lazy loading): the email
 * templates with React Email, the embedded database's engine, the AI SDK. Each path through it must still work in the
 * bundle, where a dynamic import resolves to a chunk beside build/server-main.mjs. Runs against the production build
 * (`npm run build` first; scripts/test.mjs orders it so).
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-lazy-'));
let server: ChildProcess | undefined;
let smtp: SmtpDouble;
let base = '';
const output: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function post(pathname: string, body: unknown): Promise<Response> {
  return fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  smtp = await startSmtpDouble();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // As `npm start` runs it: the same Node options, the bundle, production.
  server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, 'build/server-main.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      APP_SECRET: 'lazy-loading-secret-0123456789abcdef0123456789ab',
      SMTP_URL: smtp.url,
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      AI_PROVIDER: 'offline',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output.join('')}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server, on paths that load code at first use', () => {
  test('answers /readyz on the embedded database (PGlite loaded on open)', async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  test('serves the API documentation: Swagger UI and the OpenAPI document', async () => {
    const docs = await fetch(`${base}/api/docs`, { redirect: 'follow' });
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    const openapi = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/research-brand', '/api/generate-sop']));
  });

  test(
    'analyses a restaurant, then renders and sends its playbook email (templates loaded at the first email)',
    { timeout: 90_000 },
    async () => {
      const details = (await (await fetch(`${base}/api/places/details?place_id=cat-katzs-delicatessen`)).json()) as {
        result: { place_id: string; name: string; address: string; allReviews: unknown[] };
      };
      const place = details.result;
      const researched = await post('/api/research-brand', {
        restaurantName: place.name,
        restaurantAddress: place.address,
        placeId: place.place_id,
        reviews: place.allReviews,
      });
      expect(researched.status, await researched.clone().text()).toBe(200);
      const { brandProfile } = (await researched.json()) as { brandProfile: Record<string, unknown> };
      expect(brandProfile).toBeTruthy();

      const contactEmail = 'lazy-owner@example.com';
      const generated = await post('/api/generate-sop', {
        ...brandProfile,
        name: place.name,
        restaurantName: place.name,
        address: place.address,
        ownerName: 'Dana Whitfield',
        contactEmail,
        blitzOptIn: false,
      });
      expect(generated.status, await generated.clone().text()).toBe(200);

      const [mail] = await smtp.waitFor(1, 60_000);
      expect(mail!.envelope.rcptTo).toContain(contactEmail);
      // Both parts come from the React Email templates.
      expect(mail!.parsed.html).toContain(place.name.replaceAll("'", '&#x27;'));
      expect(mail!.parsed.text).toContain('Dana');
      expect(mail!.parsed.subject).toBeTruthy();
    },
  );
});

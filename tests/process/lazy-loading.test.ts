import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERVER_NODE_OPTIONS } from '../../scripts/run.mjs';
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openai-server.ts';
import { startSmtpDouble, type SmtpDouble } from '../doubles/smtp-server.ts';
import { startBuiltServer, type BuiltServer } from '../support/built-server.ts';

/**
 * The built server loads some code at first use or only when configured, not before it is ready
 * (docs/decisions/0016-server-memory-and-start-up.md): the email templates with React Email, the embedded database's engine, the AI SDK.
 * Each path through it must still work in the bundle, where a dynamic import resolves to a chunk beside
 * build/server-main.mjs. Runs against the production build (`npm run build` first; scripts/test.mjs orders it so).
 */

let smtp: SmtpDouble;
let openai: OpenAiDouble | undefined;
let base = '';

async function post(pathname: string, body: unknown): Promise<Response> {
  return fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
}

const servers: { server: BuiltServer; dataDir: string }[] = [];

/** Starts the bundle as `npm start` runs it (the same Node options, production) and waits for /readyz. */
async function startServer(env: Record<string, string>): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replybook-lazy-'));
  const server = await startBuiltServer({
    nodeOptions: SERVER_NODE_OPTIONS,
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      APP_SECRET: 'lazy-loading-secret-0123456789abcdef0123456789ab',
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      AI_PROVIDER: 'offline',
      ...env,
    },
  });
  servers.push({ server, dataDir });
  await server.waitReady(150_000, 100);
  return server;
}

async function catalogueRestaurant(): Promise<{
  place_id: string;
  name: string;
  address: string;
  allReviews: unknown[];
}> {
  const details = (await (await fetch(`${base}/api/places/details?place_id=cat-katzs-delicatessen`)).json()) as {
    result: { place_id: string; name: string; address: string; allReviews: unknown[] };
  };
  return details.result;
}

beforeAll(async () => {
  smtp = await startSmtpDouble();
  base = (await startServer({ SMTP_URL: smtp.url })).baseUrl;
}, 180_000);

afterAll(async () => {
  for (const { server, dataDir } of servers) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await smtp?.close();
  await openai?.close();
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
    'analyses a restaurant, then renders and sends its playbook email (templates in their own chunk, loaded by it)',
    { timeout: 90_000 },
    async () => {
      const place = await catalogueRestaurant();
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

describe('the built server with a model API configured', () => {
  test(
    'loads the AI SDK when AI_PROVIDER names one, and research-brand calls the model',
    { timeout: 200_000 },
    async () => {
      openai = await startOpenAiDouble({ apiKey: 'lazy-key' });
      const server = await startServer({
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: openai.baseUrl,
        OPENAI_API_KEY: 'lazy-key',
      });
      const place = await catalogueRestaurant();
      const researched = await fetch(`${server.baseUrl}/api/research-brand`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({ restaurantName: place.name, restaurantAddress: place.address, placeId: place.place_id }),
      });
      expect(researched.status, await researched.clone().text()).toBe(200);
      // Whatever the double answered, the request reached it through the SDK loaded at start-up.
      expect(openai.requests.length).toBeGreaterThan(0);
      expect(JSON.stringify(openai.requests.at(-1)?.body)).toContain('REVIEWS_JSON');
    },
  );
});

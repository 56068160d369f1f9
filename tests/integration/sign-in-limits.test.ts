import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '#server/db/database.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { enrollInBlitz } from '../support/blitz-enrollment.ts';
import { waitUntil } from '../support/email-helpers.ts';
import { mailsTo, postForm, t, withOperatorConsole } from '../support/operator-console-app.ts';

/**
 * Sign-in limits that a stranger cannot spend for the owner: requests are counted per address and client, a ceiling
 * per address protects the mailbox from bombing, and a browser that has signed in as the address before (its
 * `rb_device` cookie) is let through that ceiling. The same keying for the confirmation emails of the owner's extra
 * addresses: another owner's requests do not spend this owner's three a day.
 */

const PLACE = 'ChIJkatzs-delicatessen';
let seq = 0;
let ipSeq = 0;
/** A client address of its own, one per call (the support's nextIp is shared with the other helpers). */
const client = () => `10.88.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

async function newOwner(): Promise<string> {
  seq += 1;
  const email = `flood-${seq}@katz.example`;
  await enrollInBlitz(t, email, PLACE, 'Olivia Owner');
  return email;
}

const clearLimits = () => queryRows(t.ctx.database.db, sql`delete from rate_limits`);

function cookieValue(response: { headers: Record<string, unknown> }, name: string): string | null {
  const value = response.headers['set-cookie'];
  const lines = (Array.isArray(value) ? value : value ? [value] : []).map(String);
  const line = lines.find((item) => item.startsWith(`${name}=`) && !item.startsWith(`${name}=;`));
  return line ? line.split(';')[0]! : null;
}

function setCookieLine(response: { headers: Record<string, unknown> }, name: string): string {
  const value = response.headers['set-cookie'];
  const lines = (Array.isArray(value) ? value : value ? [value] : []).map(String);
  return lines.find((item) => item.startsWith(`${name}=`)) ?? '';
}

const ask = (email: string, ip: string, cookie?: string) =>
  postForm('/sign-in', { intent: 'request', email, next: '' }, { ip, ...(cookie ? { cookie } : {}) });

/** The owner signs in once in a browser (by the code); returns that browser's known-device cookie. */
async function signInOnce(email: string): Promise<{ device: string }> {
  const ip = client();
  const before = (await mailsTo(email)).length;
  const asked = await ask(email, ip);
  expect(asked.statusCode).toBe(200);
  await waitUntil(async () => (await mailsTo(email)).length > before, 5_000);
  const code = /\b(\d{3} \d{3})\b/.exec((await mailsTo(email)).at(-1) ?? '')![1]!;
  const binding = cookieValue(asked, 'rb_sign_in')!;
  const done = await postForm('/sign-in', { intent: 'code', code, next: '' }, { ip, cookie: binding });
  expect(done.statusCode).toBe(302);
  const device = cookieValue(done, 'rb_device');
  expect(device).not.toBeNull();
  return { device: device! };
}

/** Strangers on `clients` clients, `each` requests apiece, for `email`; their statuses. */
async function flood(email: string, clients: number, each = 1): Promise<number[]> {
  const statuses: number[] = [];
  for (let c = 0; c < clients; c += 1) {
    const ip = client();
    for (let n = 0; n < each; n += 1) statuses.push((await ask(email, ip)).statusCode);
  }
  return statuses;
}

async function mailArrives(email: string, before: number): Promise<void> {
  await waitUntil(async () => (await mailsTo(email)).length > before, 5_000);
}

describe('owner sign-in limits', () => {
  withOperatorConsole();

  test('five strangers on five clients asking for an address do not lock its owner out', async () => {
    const owner = await newOwner();
    await clearLimits();
    expect(await flood(owner, 5)).toEqual([200, 200, 200, 200, 200]);
    const before = (await mailsTo(owner)).length;
    // The owner, from a browser that never signed in, on a client of their own.
    expect((await ask(owner, client())).statusCode).toBe(200);
    await mailArrives(owner, before);
  });

  test('one client may ask for one address five times in 15 minutes; other clients keep their own five', async () => {
    const owner = await newOwner();
    await clearLimits();
    expect(await flood(owner, 1, 6)).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await ask(owner, client())).statusCode).toBe(200);
  });

  test('a flood that fills the address’s ceiling stops strangers; the browser that signed in before is let through', async () => {
    const owner = await newOwner();
    // Signed in once, then signed out (or the session ran out): the browser keeps its known-device cookie.
    const { device } = await signInOnce(owner);
    await clearLimits();
    const statuses = await flood(owner, 12);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // A browser that never signed in meets the ceiling, like any stranger (it protects the mailbox)…
    const newBrowser = await ask(owner, client());
    expect(newBrowser.statusCode).toBe(429);
    expect(Number(newBrowser.headers['retry-after'])).toBeGreaterThan(0);
    // …but the owner's own browser, known from its earlier sign-in, still gets its link and code, on any client.
    const before = (await mailsTo(owner)).length;
    expect((await ask(owner, client(), device)).statusCode).toBe(200);
    await mailArrives(owner, before);
  });

  test('a known browser has five requests of its own per 15 minutes, and only for the address it signed in as', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const { device } = await signInOnce(owner);
    await clearLimits();
    await flood(other, 11);
    expect((await ask(other, client(), device)).statusCode).toBe(429);
    await flood(owner, 11);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await ask(owner, client(), device)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test('the known-device cookie: long-lived, HttpOnly, SameSite=Lax, signed (a forged or altered one counts for nothing)', async () => {
    const owner = await newOwner();
    await clearLimits();
    const ip = client();
    const asked = await ask(owner, ip);
    await mailArrives(owner, 0);
    const code = /\b(\d{3} \d{3})\b/.exec((await mailsTo(owner)).at(-1) ?? '')![1]!;
    const done = await postForm(
      '/sign-in',
      { intent: 'code', code, next: '' },
      { ip, cookie: cookieValue(asked, 'rb_sign_in')! },
    );
    expect(setCookieLine(done, 'rb_device')).toMatch(
      /^rb_device=[\w-]+\.[\w-]+; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const device = cookieValue(done, 'rb_device')!;
    const [payload, signature] = device.slice('rb_device='.length).split('.');
    await clearLimits();
    await flood(owner, 11);
    for (const forged of [
      `rb_device=${payload}.${signature!.slice(1)}A`,
      `rb_device=${Buffer.from(JSON.stringify({ d: 'x'.repeat(22), a: '' })).toString('base64url')}.${signature}`,
      'rb_device=anything',
    ])
      expect((await ask(owner, client(), forged)).statusCode, forged).toBe(429);
  });
});

describe('extra-address confirmations', () => {
  withOperatorConsole();

  const settings = `/inbox/settings?place=cat-katzs-delicatessen`;

  async function settingsOwner(): Promise<string> {
    seq += 1;
    const email = `settings-flood-${seq}@katz.example`;
    await enrollInBlitz(t, email, 'cat-katzs-delicatessen', 'Jake Dell');
    const { token } = await createSession(t.ctx, 'owner', email, null);
    return `rb_owner=${token}`;
  }

  const save = (cookie: string, fields: Record<string, string>) => postForm(settings, fields, { cookie, ip: client() });

  test('another owner asking three times for an address does not spend this owner’s three', async () => {
    await clearLimits();
    const stranger = await settingsOwner();
    const owner = await settingsOwner();
    const manager = `manager-${seq}@example.com`;
    for (let round = 1; round <= 3; round += 1) {
      expect((await save(stranger, { intent: 'add-address', email: manager })).statusCode).toBe(200);
      expect((await save(stranger, { intent: 'remove-address', email: manager })).statusCode).toBe(200);
    }
    expect((await save(stranger, { intent: 'add-address', email: manager })).statusCode).toBe(429);
    const added = await save(owner, { intent: 'add-address', email: manager });
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain(`We emailed ${manager} a link to confirm.`);
  });

  test('an address gets at most ten confirmation emails a day, whoever asks', async () => {
    await clearLimits();
    const target = `popular-${seq}@example.com`;
    const statuses: number[] = [];
    for (let owner = 0; owner < 4; owner += 1) {
      const cookie = await settingsOwner();
      for (let round = 1; round <= 3; round += 1) {
        statuses.push((await save(cookie, { intent: 'add-address', email: target })).statusCode);
        await save(cookie, { intent: 'remove-address', email: target });
      }
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });
});

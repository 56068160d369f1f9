import { createSession } from '#server/features/accounts/sessions.ts';
import { afterAll, beforeAll, expect } from 'vitest';
import { loader as connectLoader } from '#app/routes/connect-google.tsx';
import { loader as callbackLoader } from '#app/routes/connect-google-callback.tsx';
import { action as replyAction, loader as replyLoader } from '#app/routes/review-and-post.tsx';
import type { ReplyActionResult, ReplyPageData } from '#contracts/google-replies.ts';
import { action as unsubscribeAction } from '#app/routes/unsubscribe.tsx';
import { createAppServices } from '#server/app-features.ts';
import { runScheduledSync } from '#server/features/blitz/review-alerts.ts';
import { syncCycleAt } from '#server/features/google-business/sync-schedule.ts';
import type { GoogleConnections } from '#server/features/google-business/google-connection-types.ts';
import { createGoogleConnections } from '#server/features/google-business/google-connections.ts';
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from '../doubles/google-business-server.ts';
import { startSmtpDouble, type ReceivedMail, type SmtpDouble } from '../doubles/smtp-server.ts';
import { enrollInBlitz } from './blitz-enrollment.ts';
import { runRouteHandler } from './route-handler.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A connected owner's reviews and replies against the local doubles of Google's Business Profile API and an SMTP
 * server, with the app's workers running. A test file calls withGoogleRepliesApp() once; `smtp`, `google`, `t`
 * and `connections` are then live bindings to that file's doubles and app.
 */

export const PLACE = 'cat-katzs-delicatessen';
export let smtp: SmtpDouble;
export let google: GoogleBusinessDouble;
export let t: TestApp;
export let connections: GoogleConnections;
let fakeNow = new Date('2026-11-20T12:00:00Z');
/** The test clock of the file's app. */
export const clock = () => fakeNow;
let seq = 0;

/** Moves the test clock of the file's app. */
export function setNow(at: string | Date): void {
  fakeNow = new Date(at);
}

export function nextSeq(): number {
  seq += 1;
  return seq;
}

/** `extraEnv` adds variables read once the file's earlier beforeAll hooks ran (another double's address). */
export function withGoogleRepliesApp(extraEnv: () => Record<string, string> = () => ({})): void {
  beforeAll(async () => {
    smtp = await startSmtpDouble();
    google = await startGoogleBusinessDouble({ consent: 'auto' });
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, ...google.env, ...extraEnv() },
      runWorkers: true,
      now: clock,
    });
    connections = createGoogleConnections(t.ctx);
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await smtp?.close();
  });
}

/** Runs a route loader of the file's app as React Router does: a thrown Response is a redirect. */
export async function runLoader(handler: (args: never) => unknown, url: string, cookie?: string) {
  return runRouteHandler(handler, t, new Request(url, cookie ? { headers: { cookie } } : {}));
}

export function mailTo(address: string): ReceivedMail[] {
  return smtp.messages.filter((m) => m.envelope.rcptTo.includes(address));
}

export function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

export async function enroll(email: string, at: string): Promise<string> {
  setNow(at);
  return enrollInBlitz(t, email, PLACE, 'Jake Dell');
}

/** An owner with one location on the double, connected to a fresh enrollment through the real connect flow. */
export async function connectedOwner(label: string, enrolledAt: string, options: { verified?: boolean } = {}) {
  const n = nextSeq();
  const email = `${label}-${n}@katz.example`;
  const enrollmentId = await enroll(email, enrolledAt);
  google.addUser(email, 'Jake Dell');
  google.signInAs(email);
  const account = google.addAccount({ accountName: `Katz ${n}`, members: [email] });
  const location = google.addLocation(account.name, {
    title: "Katz's Delicatessen",
    placeId: PLACE,
    verified: options.verified ?? true,
  });
  const connectUrl = connections.connectUrl({ id: enrollmentId, email, placeId: PLACE })!;
  // Connecting needs a browser signed in as the blitz's own address.
  const { token } = await createSession(t.ctx, 'owner', email, null);
  const started = await runLoader(connectLoader as never, connectUrl, `rb_owner=${token}`);
  expect(started.status).toBe(302);
  const consent = await fetch(started.location!, { redirect: 'manual' });
  const done = await runLoader(
    callbackLoader as never,
    consent.headers.get('location')!,
    started.setCookie!.split(';')[0],
  );
  expect(done.location).toMatch(/^\/connect\/google\/connected\?t=/);
  const connection = await connections.forEnrollment(enrollmentId);
  if (!connection) throw new Error('not connected');
  return { email, enrollmentId, connection, locationPath: `${account.name}/${location.name}` };
}

/** The scheduled sync of the owner's connection at `at` (a sync every `intervalMinutes`), as the sync job runs it. */
export async function syncOwnerAt(owner: { connection: { id: string } }, at: string, intervalMinutes = 30) {
  setNow(at);
  const { cycle } = syncCycleAt(clock(), intervalMinutes);
  return runScheduledSync(
    t.ctx,
    connections,
    intervalMinutes,
    { connectionId: owner.connection.id, cycle },
    `sync-at-${nextSeq()}`,
    clock(),
  );
}

/** The link whose text is `label` in the email's HTML (the footer's links). */
export function linkNamed(mail: ReceivedMail, label: string): string {
  const match = new RegExp(`href="([^"]+)"[^>]*>${label}</a>`).exec(String(mail.parsed.html));
  if (!match) throw new Error(`no link named ${label}`);
  return match[1]!.replaceAll('&amp;', '&');
}

/** The RFC 8058 one-click POST a mailbox provider sends to a List-Unsubscribe URL (the /unsubscribe page action). */
export async function oneClickUnsubscribe(url: string) {
  return runRouteHandler(
    unsubscribeAction as never,
    t,
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );
}

export function services() {
  return createAppServices(t.ctx);
}

export function linkParts(url: string): { id: string; token: string } {
  const parsed = new URL(url);
  const id = decodeURIComponent(parsed.pathname.replace(/^\/replies\//, ''));
  return { id, token: parsed.searchParams.get('t') ?? '' };
}

export async function getPage(id: string, token: string): Promise<ReplyPageData | number> {
  try {
    const result = await replyLoader({
      request: new Request(`${t.config.publicUrl}/replies/${id}?t=${encodeURIComponent(token)}`),
      params: { id },
      context: { services: services(), cspNonce: '', publicUrl: t.config.publicUrl },
    } as never);
    return (result as { page: ReplyPageData }).page;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

export async function post(
  id: string,
  token: string,
  fields: Record<string, string>,
): Promise<{ status: number; result: ReplyActionResult | null }> {
  try {
    const answer = (await replyAction({
      request: new Request(`${t.config.publicUrl}/replies/${id}?t=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
      params: { id },
      context: { services: services(), cspNonce: '', publicUrl: t.config.publicUrl },
    } as never)) as unknown as { data: ReplyActionResult; init: { status: number } };
    return { status: answer.init.status, result: answer.data };
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? -1, result: null };
  }
}

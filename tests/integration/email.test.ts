import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DomainEvents } from '#server/domain-events.ts';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { devMailRoutes } from '#server/features/email/dev-mail-routes.ts';
import { sweepPendingEmails } from '#server/features/email/queue-email.ts';
import { INVALID_EMAIL_MESSAGE } from '#contracts/email-constants.ts';
import { NOT_OUR_PLAYBOOK_MESSAGE, RECIPIENT_LIMIT_MESSAGE } from '#server/features/email/send-playbook-email-route.ts';
import { playbookFileName } from '#server/features/playbooks/file-name.ts';
import { insertPlaybook } from '#server/features/playbooks/playbook-store.ts';
import { apiRoutes } from '#server/app-features.ts';
import { buildApp } from '#server/http/build-app.ts';
import { startSmtpDouble, type ReceivedMail, type SmtpDouble } from '../doubles/smtp-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bossSchemaOf, expectFromHeader, rawHeader, releaseRetries, waitUntil } from '../support/email-helpers.ts';

/** Email delivery against a real SMTP server: the playbook email, send-sop-email, operator notices, outages. */

const OPERATOR = 'operator@replybook.test';
let smtp: SmtpDouble;
let t: TestApp;
let ip = 0;

beforeAll(async () => {
  smtp = await startSmtpDouble();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, OPERATOR_EMAIL: OPERATOR }, runWorkers: true });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function storePlaybook(name: string): Promise<{ id: string; html: string; text: string }> {
  const html = `<!doctype html><html><body><h1>${name}: review-response playbook</h1><p>Reply to every review within 48 hours.</p></body></html>`;
  const text = `${name}: review-response playbook\n\nReply to every review within 48 hours.\n`;
  const id = await insertPlaybook(t.ctx.database.db, name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), {
    name,
    format: 'html',
    status: 'ready',
    html,
    text,
    createdAt: t.ctx.now(),
    readyAt: t.ctx.now(),
  });
  return { id, html, text };
}

function readyEvent(
  playbookId: string,
  name: string,
  email: string,
  format: 'html' | 'text' = 'html',
): DomainEvents['playbook.ready'] {
  return {
    playbookId,
    restaurantId: null,
    restaurantName: name,
    ownerName: 'Maria Lopez',
    contactEmail: email,
    format,
    placeId: null,
    blitzOptIn: false,
  };
}

function mailTo(address: string): ReceivedMail[] {
  return smtp.messages.filter((m) => m.envelope.rcptTo.includes(address));
}

function sendPlaybook(body: object, remoteAddress = `10.9.0.${++ip}`) {
  return t.app.inject({ method: 'POST', url: '/api/send-sop-email', payload: body, remoteAddress });
}

describe('playbook email on playbook.ready', () => {
  test('arrives once, with the note, the /sop link, both parts and the playbook attached under its file name', async () => {
    const playbook = await storePlaybook('Café Mogador');
    const to = 'maria@mogador.example';
    await t.ctx.events.emit('playbook.ready', readyEvent(playbook.id, 'Café Mogador', to));
    // A retried generation job emits again: still one email.
    await t.ctx.events.emit('playbook.ready', readyEvent(playbook.id, 'Café Mogador', to));
    await waitUntil(() => mailTo(to).length >= 1);

    const [mail] = mailTo(to);
    const parsed = mail!.parsed;
    expectFromHeader(parsed, t.config.mail.from);
    expect(parsed.subject).toBe('Your review-response playbook for Café Mogador');
    expect(rawHeader(parsed, 'list-unsubscribe')).toBeUndefined();
    expect(rawHeader(parsed, 'list-unsubscribe-post')).toBeUndefined();
    const link = `${t.config.publicUrl}/sop/${playbook.id}`;
    expect(parsed.html).toContain(`href="${link}"`);
    expect(parsed.text).toContain(link);
    expect(parsed.text).toContain('Maria');
    expect(parsed.attachments).toHaveLength(1);
    const attachment = parsed.attachments[0]!;
    expect(attachment.filename).toBe(playbookFileName('Café Mogador', 'html'));
    expect(attachment.filename).toBe('Cafe-Mogador-Review-Response-SOP.html');
    expect(attachment.contentType).toBe('text/html');
    expect(attachment.content.toString('utf8')).toBe(playbook.html);

    const rows = await t.ctx.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupeKey, `playbook:${playbook.id}`));
    expect(rows).toHaveLength(1);
    await waitUntil(async () => (await statusOf(rows[0]!.id)) === 'sent');
    const [row] = await t.ctx.database.db.select().from(emailMessages).where(eq(emailMessages.id, rows[0]!.id));
    expect(row!.providerMessageId).toBe(`<${parsed.messageId!.replace(/^<|>$/g, '')}>`);
    expect(row!.attempts).toBe(1);
    expect(mailTo(to)).toHaveLength(1);
  });

  test('a text playbook is attached as .txt', async () => {
    const playbook = await storePlaybook('Joe’s Pizza & Co');
    const to = 'joe@pizza.example';
    await t.ctx.events.emit('playbook.ready', readyEvent(playbook.id, 'Joe’s Pizza & Co', to, 'text'));
    await waitUntil(() => mailTo(to).length >= 1);
    const attachment = mailTo(to)[0]!.parsed.attachments[0]!;
    expect(attachment.filename).toBe('Joe-s-Pizza-Co-Review-Response-SOP.txt');
    expect(attachment.contentType).toBe('text/plain');
    expect(attachment.content.toString('utf8')).toBe(playbook.text);
  });
});

describe('Generate → inbox', () => {
  test('the generated playbook and the blitz confirmation reach the SMTP server, each once', async () => {
    const ip = '10.55.0.1';
    const post = (url: string, body: unknown) =>
      t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
    const owner = { ownerName: 'Jake Dell', contactEmail: 'jake@generate.example' };
    const store = await post('/api/store-restaurant-data', {
      placeId: 'cat-katzs-delicatessen',
      name: "Katz's Delicatessen",
      address: '205 E Houston St, New York, NY 10002',
    });
    const restaurantId = store.json().id as string;
    const research = await post('/api/research-brand', {
      restaurantName: "Katz's Delicatessen",
      restaurantAddress: '205 E Houston St',
      placeId: 'cat-katzs-delicatessen',
    });
    const profile = research.json().brandProfile;
    const stored = await post('/api/store-brand-profile', {
      restaurantId,
      vibe: profile.vibe,
      originalBrandData: profile,
    });
    const generated = await post('/api/generate-sop', {
      ...profile,
      ...owner,
      restaurantName: profile.name,
      restaurantId,
      brandProfileId: stored.json().id,
      placeId: 'cat-katzs-delicatessen',
      blitzOptIn: true,
    });
    expect(generated.statusCode).toBe(200);
    const playbookId = generated.json().sopId as string;

    await waitUntil(() => mailTo(owner.contactEmail).length >= 2, 25_000);
    const playbookMail = mailTo(owner.contactEmail).find((m) =>
      m.parsed.subject?.startsWith('Your review-response playbook'),
    );
    const confirmation = mailTo(owner.contactEmail).find((m) => m.parsed.subject?.startsWith('You’re in'));
    expect(playbookMail?.parsed.attachments[0]?.filename).toBe('Katz-s-Delicatessen-Review-Response-SOP.html');
    expect(playbookMail?.parsed.attachments[0]?.content.toString('utf8')).toContain('<!doctype html>');
    expect(playbookMail?.parsed.html).toContain(`${t.config.publicUrl}/sop/${playbookId}`);
    expect(playbookMail?.parsed.text).toMatch(/Jake/);
    // The catalogue's reviews are samples and the offline engine wrote it: the note says both, and never "AI".
    const note = (playbookMail?.parsed.text ?? '').replace(/\s+/g, ' ');
    expect(note).toContain('built from sample reviews written for our demo, not from real reviews of Katz');
    expect(note).toContain('no AI model was involved');
    expect(note).not.toMatch(/public reviews|your actual reviews/);
    expect(rawHeader(playbookMail!.parsed, 'list-unsubscribe')).toBeUndefined();
    expect(rawHeader(confirmation!.parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(mailTo(owner.contactEmail)).toHaveLength(2);
  });
});

describe('POST /api/send-sop-email', () => {
  test('refuses an address without @', async () => {
    const response = await sendPlaybook({ email: 'not-an-address', restaurantName: 'X', sopContent: 'hello' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_EMAIL_MESSAGE });
  });

  test('is never an open relay: arbitrary content, unknown ids and near-copies are refused', async () => {
    const playbook = await storePlaybook('Relay Test Bistro');
    const to = 'victim@relay.example';
    for (const body of [
      {
        email: to,
        restaurantName: 'Bank',
        sopContent: '<h1>Reset your password</h1><a href="https://evil.example">here</a>',
      },
      { email: to, restaurantName: 'Bank', sopContent: 'x', sopId: 'no-such-playbook' },
      { email: to, restaurantName: 'Bank', sopContent: playbook.html + '<a href="https://evil.example">x</a>' },
      { email: to, restaurantName: 'Bank', sopContent: '' },
    ]) {
      const response = await sendPlaybook(body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: NOT_OUR_PLAYBOOK_MESSAGE });
    }
    expect(await t.ctx.database.db.select().from(emailMessages).where(eq(emailMessages.recipient, to))).toHaveLength(0);
  });

  test('sends a stored playbook by id or by exact content, always the stored copy', async () => {
    const playbook = await storePlaybook('Stored Send Diner');
    const byId = 'byid@diner.example';
    const response = await sendPlaybook({
      email: byId,
      restaurantName: '<script>Spoofed</script>',
      sopContent: '<h1>ignored</h1>',
      sopId: playbook.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const byContent = 'bycontent@diner.example';
    expect(
      (await sendPlaybook({ email: byContent, restaurantName: 'Stored Send Diner', sopContent: playbook.text })).json(),
    ).toEqual({
      success: true,
    });
    await waitUntil(() => mailTo(byId).length >= 1 && mailTo(byContent).length >= 1);
    const first = mailTo(byId)[0]!.parsed;
    // The stored restaurant name, not the request's.
    expect(first.subject).toBe('Your review-response playbook for Stored Send Diner');
    expect(first.attachments[0]!.filename).toBe('Stored-Send-Diner-Review-Response-SOP.html');
    expect(first.attachments[0]!.content.toString('utf8')).toBe(playbook.html);
    expect(first.html).toContain(`${t.config.publicUrl}/sop/${playbook.id}`);
    const second = mailTo(byContent)[0]!.parsed;
    expect(second.attachments[0]!.filename).toBe('Stored-Send-Diner-Review-Response-SOP.txt');
    expect(second.attachments[0]!.content.toString('utf8')).toBe(playbook.text);
  });

  test('limits each recipient to 3 a day and each IP to 5 per 10 minutes', async () => {
    const playbook = await storePlaybook('Limits Cafe');
    const to = 'limited@cafe.example';
    for (let i = 0; i < 3; i += 1)
      expect((await sendPlaybook({ email: to, sopId: playbook.id, sopContent: '' })).statusCode).toBe(200);
    const fourth = await sendPlaybook({ email: to.toUpperCase(), sopId: playbook.id, sopContent: '' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: RECIPIENT_LIMIT_MESSAGE });

    const address = '10.77.0.1';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await sendPlaybook({ email: `ip${i}@cafe.example`, sopId: playbook.id, sopContent: '' }, address)).statusCode,
      ).toBe(200);
    }
    const sixth = await sendPlaybook({ email: 'ip5@cafe.example', sopId: playbook.id, sopContent: '' }, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many requests/);
    await waitUntil(() => mailTo(to).length >= 3);
    expect(mailTo(to)).toHaveLength(3);
  });
});

describe('operator notification on lead.received', () => {
  test('emails OPERATOR_EMAIL once per submission, transactional (no unsubscribe headers)', async () => {
    const event: DomainEvents['lead.received'] = {
      kind: 'quote-request',
      submissionId: '6f1c1d36-52a4-4c39-9d55-0d0c3e3b8d11',
      summary: 'Sam Lee, Lee Restaurant Group',
      fields: [
        { label: 'Name', value: 'Sam Lee' },
        { label: 'Email', value: 'sam@group.example' },
        { label: 'Locations', value: '12' },
      ],
      submittedAt: new Date('2026-11-22T15:04:05Z'),
    };
    await t.ctx.events.emit('lead.received', event);
    await t.ctx.events.emit('lead.received', event);
    await waitUntil(() => mailTo(OPERATOR).length >= 1);
    const parsed = mailTo(OPERATOR)[0]!.parsed;
    expect(parsed.subject).toBe('New quote request: Sam Lee, Lee Restaurant Group');
    expect(parsed.text).toContain('sam@group.example');
    expect(parsed.html).toContain('Lee Restaurant Group');
    expect(rawHeader(parsed, 'list-unsubscribe')).toBeUndefined();
    expect(
      await t.ctx.database.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.dedupeKey, `operator:${event.submissionId}`)),
    ).toHaveLength(1);
  });
});

describe('SMTP failures', () => {
  test('server down, then back: every email is delivered exactly once', async () => {
    await smtp.stop();
    const recipients = ['down1@outage.example', 'down2@outage.example', 'down3@outage.example'];
    const ids: string[] = [];
    for (const [i, to] of recipients.entries()) {
      const playbook = await storePlaybook(`Outage Grill ${i + 1}`);
      await t.ctx.events.emit('playbook.ready', readyEvent(playbook.id, `Outage Grill ${i + 1}`, to));
      ids.push(playbook.id);
    }
    // Each send fails (connection refused), is recorded, and goes back to queued for pg-boss to retry.
    await waitUntil(async () => {
      const rows = await rowsFor(recipients);
      return rows.length === 3 && rows.every((row) => row.attempts >= 1 && row.status === 'queued' && row.lastError);
    }, 20_000);
    await smtp.restart();
    // Move the retries' backoff forward instead of waiting 30 s.
    await releaseRetries(t, bossSchemaOf(t), 'email.send', 3);
    await waitUntil(() => recipients.every((to) => mailTo(to).length >= 1), 20_000);
    await waitUntil(async () => (await rowsFor(recipients)).every((row) => row.status === 'sent'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const to of recipients) expect(mailTo(to)).toHaveLength(1);
  });

  test('a permanent refusal (550) is recorded as failed and not retried; a 451 is retried', async () => {
    smtp.failNext(1, 550, 'rcpt');
    const refused = 'refused@perm.example';
    const playbook = await storePlaybook('Permanent Failure Deli');
    await t.ctx.events.emit('playbook.ready', readyEvent(playbook.id, 'Permanent Failure Deli', refused));
    await waitUntil(async () => (await rowsFor([refused]))[0]?.status === 'failed');
    const [row] = await rowsFor([refused]);
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toMatch(/550|Mailbox unavailable/);

    smtp.failNext(1, 451, 'data');
    const later = 'later@temp.example';
    const second = await storePlaybook('Temporary Failure Deli');
    await t.ctx.events.emit('playbook.ready', readyEvent(second.id, 'Temporary Failure Deli', later));
    await waitUntil(
      async () => ((await rowsFor([later]))[0]?.attempts ?? 0) >= 1 && Boolean((await rowsFor([later]))[0]?.lastError),
    );
    await releaseRetries(t, bossSchemaOf(t), 'email.send');
    await waitUntil(() => mailTo(later).length === 1, 20_000);
    await waitUntil(async () => (await rowsFor([later]))[0]?.status === 'sent');
    expect((await rowsFor([later]))[0]!.attempts).toBe(2);
    expect(mailTo(refused)).toHaveLength(0);
  });
});

describe('sweep', () => {
  test('a queued message whose job was lost gets a new one; one queued for over 3 days is given up', async () => {
    const lost = randomUUID();
    const old = randomUUID();
    const payload = { html: '<p>Lost and found</p>', text: 'Lost and found', attachments: [], listUnsubscribe: null };
    const now = t.ctx.now().getTime();
    await t.ctx.database.db.insert(emailMessages).values([
      {
        id: lost,
        dedupeKey: `test:${lost}`,
        recipient: 'lost@sweep.example',
        kind: 'operator-notification',
        subject: 'Lost job',
        status: 'queued',
        payload,
        createdAt: new Date(now - 10 * 60_000),
      },
      {
        id: old,
        dedupeKey: `test:${old}`,
        recipient: 'old@sweep.example',
        kind: 'operator-notification',
        subject: 'Old',
        status: 'queued',
        payload,
        createdAt: new Date(now - 4 * 24 * 3_600_000),
      },
    ]);
    const swept = await sweepPendingEmails(t.ctx);
    expect(swept).toEqual({ requeued: 1, gaveUp: 1 });
    await waitUntil(() => mailTo('lost@sweep.example').length === 1);
    await waitUntil(async () => (await statusOf(lost)) === 'sent');
    expect((await sweepPendingEmails(t.ctx)).requeued).toBe(0);
    expect(await statusOf(old)).toBe('failed');
    expect(mailTo('old@sweep.example')).toHaveLength(0);
  });
});

describe('/dev/mail', () => {
  test('lists the outbox and shows a message in development, and does not exist otherwise', async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const app = await buildApp({ ctx: dev.ctx, apiRoutes, pageRoutes: [devMailRoutes], logger: false });
      const playbook = await insertPlaybook(dev.ctx.database.db, 'dev-outbox', {
        name: 'Dev <Outbox> Bistro',
        format: 'html',
        status: 'ready',
        html: '<p>dev playbook</p>',
        text: 'dev playbook',
        createdAt: dev.ctx.now(),
      });
      await dev.ctx.events.emit('playbook.ready', {
        ...readyEvent(playbook, 'Dev <Outbox> Bistro', 'dev@outbox.example'),
      });
      const { sendPendingEmails } = await import('#server/features/email/queue-email.ts');
      expect((await sendPendingEmails(dev.ctx)).sent).toBe(1);

      const list = await app.inject({ url: '/dev/mail' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toMatch(/text\/html/);
      expect(list.body).toContain('Your review-response playbook for Dev &lt;Outbox&gt; Bistro');
      const href = /href="(\/dev\/mail\/[^"]+)"/.exec(list.body)?.[1];
      expect(href).toBeDefined();
      const view = await app.inject({ url: href! });
      expect(view.statusCode).toBe(200);
      expect(view.body).toContain('<iframe title="HTML part" sandbox=""');
      expect(view.body).toContain('Dev-Outbox-Bistro-Review-Response-SOP.html');
      expect(view.body).toContain('<h2>Text part</h2>');
      expect(view.body).not.toContain('<script');
      await app.close();

      const production = await buildApp({
        ctx: { ...dev.ctx, config: { ...dev.config, env: 'production' } },
        apiRoutes: [],
        pageRoutes: [devMailRoutes],
        logger: false,
      });
      expect((await production.inject({ url: '/dev/mail' })).statusCode).toBe(404);
      await production.close();
    } finally {
      await dev.close();
    }
  });
});

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await t.ctx.database.db
    .select({ status: emailMessages.status })
    .from(emailMessages)
    .where(eq(emailMessages.id, id));
  return row?.status;
}

async function rowsFor(recipients: string[]) {
  const all = await t.ctx.database.db.select().from(emailMessages);
  return all.filter((row) => recipients.includes(row.recipient));
}

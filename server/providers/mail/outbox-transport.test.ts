import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailTransport } from './create-mail-transport.ts';
import {
  createOutboxTransport,
  isOutboxName,
  listOutbox,
  readOutboxMessage,
  readOutboxRaw,
} from './outbox-transport.ts';
import type { OutgoingMail } from './mail-transport.ts';

const unsubscribeUrl = 'https://replybook.example/unsubscribe?token=abc.def';

const playbookMail: OutgoingMail = {
  from: 'Replybook <hello@replybook.example>',
  to: 'maria@example.com',
  replyTo: 'support@replybook.example',
  subject: 'Your review-response playbook for Café Mogador',
  html: '<p>Hi Maria, <a href="https://replybook.example/sop/cafe-mogador">open it</a></p>',
  text: 'Hi Maria, open it: https://replybook.example/sop/cafe-mogador',
  attachments: [
    {
      filename: 'Caf-Mogador-Review-Response-SOP.txt',
      content: 'PLAYBOOK\n========\n',
      contentType: 'text/plain; charset=utf-8',
    },
  ],
  listUnsubscribe: { url: unsubscribeUrl, oneClick: true },
};

describe('outbox transport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'replybook-outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one parseable .eml per message, named by time and Message-ID, with no temp files left', async () => {
    const transport = createOutboxTransport({
      dir: join(dir, 'outbox'),
      now: () => new Date('2026-11-22T13:00:00.000Z'),
    });
    const sent = await transport.send(playbookMail);
    await transport.close();

    expect(transport.kind).toBe('outbox');
    expect(sent.accepted).toEqual(['maria@example.com']);
    const files = await readdir(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatch(/^2026-11-22T13-00-00\.000Z-[A-Za-z0-9._-]+\.eml$/);
    expect(file).toContain(sent.messageId.slice(1, 9));

    const raw = await readFile(join(dir, 'outbox', file ?? ''));
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.subject).toBe('Your review-response playbook for Café Mogador');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : undefined).toBe('maria@example.com');
    expect(parsed.html).toContain('https://replybook.example/sop/cafe-mogador');
    expect(parsed.text).toContain('https://replybook.example/sop/cafe-mogador');
    expect(parsed.attachments[0]?.filename).toBe('Caf-Mogador-Review-Response-SOP.txt');
    expect(parsed.attachments[0]?.content.toString('utf8')).toBe('PLAYBOOK\n========\n');
    const unfolded = raw.toString('utf8').replace(/\r\n[ \t]+/g, ' ');
    expect(unfolded).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // RFC 5322 line endings, as SMTP would carry them.
    expect(unfolded.split('\r\n\r\n')[0]).not.toMatch(/[^\r]\n/);
  });

  it('lists newest first and reads a message back for /dev/mail', async () => {
    let clock = Date.parse('2026-11-22T12:00:00.000Z');
    const transport = createOutboxTransport({ dir, now: () => new Date((clock += 60_000)) });
    await transport.send({ ...playbookMail, subject: 'First' });
    await transport.send({
      ...playbookMail,
      subject: 'Second',
      to: ['a@example.com', 'b@example.com'],
      listUnsubscribe: undefined,
    });
    await writeFile(join(dir, '.half-written.eml.tmp'), 'From: x');
    await writeFile(join(dir, 'notes.txt'), 'not mail');

    const entries = await listOutbox(dir);
    expect(entries.map((entry) => entry.subject)).toEqual(['Second', 'First']);
    expect(entries[0]).toMatchObject({
      from: 'Replybook <hello@replybook.example>',
      to: 'a@example.com, b@example.com',
    });
    expect(entries[0]?.date).toBeInstanceOf(Date);
    expect(entries[0]?.size).toBeGreaterThan(500);
    expect(await listOutbox(dir, { limit: 1 })).toHaveLength(1);

    const first = await readOutboxMessage(dir, entries[1]?.name ?? '');
    expect(first).not.toBeNull();
    expect(first).toMatchObject({
      subject: 'First',
      to: 'maria@example.com',
      attachments: [{ filename: 'Caf-Mogador-Review-Response-SOP.txt', contentType: 'text/plain', size: 18 }],
    });
    expect(first?.html).toContain('<a href="https://replybook.example/sop/cafe-mogador">');
    expect(first?.text).toContain('open it: https://replybook.example/sop/cafe-mogador');
    expect(first?.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(first?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(first?.headers['reply-to']).toBe('support@replybook.example');
    const second = await readOutboxMessage(dir, entries[0]?.name ?? '');
    expect(second?.headers['list-unsubscribe']).toBeUndefined();
  });

  it('treats a missing outbox as empty and refuses names outside it', async () => {
    expect(await listOutbox(join(dir, 'never-created'))).toEqual([]);
    await writeFile(join(dir, 'secret.eml'), 'Subject: outside\r\n\r\nbody');
    const inner = join(dir, 'outbox');
    expect(await readOutboxMessage(inner, '../secret.eml')).toBeNull();
    expect(await readOutboxMessage(inner, 'missing.eml')).toBeNull();
    expect(await readOutboxRaw(inner, '../secret.eml')).toBeNull();
    expect(isOutboxName('../secret.eml')).toBe(false);
    expect(isOutboxName('a/b.eml')).toBe(false);
    expect(isOutboxName('.hidden.eml')).toBe(false);
    expect(isOutboxName('2026-11-22T13-00-00.000Z-abc_replybook.example.eml')).toBe(true);
  });

  it('keeps visitor-typed text out of the headers', async () => {
    const transport = createOutboxTransport({ dir });
    await transport.send({
      ...playbookMail,
      subject: 'Playbook for Evil\r\nBcc: victim@example.com\r\nX-Injected: yes',
    });
    const [entry] = await listOutbox(dir);
    const message = await readOutboxMessage(dir, entry?.name ?? '');
    expect(message?.headers.bcc).toBeUndefined();
    expect(message?.headers['x-injected']).toBeUndefined();
    const raw = await readOutboxRaw(dir, entry?.name ?? '');
    expect(raw?.toString('utf8')).not.toMatch(/^Bcc:/im);
  });

  it('is what createMailTransport picks without an SMTP URL', async () => {
    expect(createMailTransport({ outboxDir: dir }).kind).toBe('outbox');
    expect(createMailTransport({ smtpUrl: '  ', outboxDir: dir }).kind).toBe('outbox');
    expect(createMailTransport({ smtpUrl: 'smtp://u:p@127.0.0.1:2525', outboxDir: dir }).kind).toBe('smtp');
  });
});

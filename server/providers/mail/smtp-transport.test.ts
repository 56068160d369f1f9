import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpDouble, type SmtpDouble } from '../../../tests/doubles/smtp-server.ts';
import { MailSendError, type OutgoingMail } from './mail-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

const unsubscribeUrl =
  'https://replybook.example/unsubscribe?token=eyJlIjoib3duZXJAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZy1lbm91Z2gtdG8tZm9sZA';

function message(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    from: 'Replybook <hello@replybook.example>',
    to: 'owner@example.com',
    replyTo: 'support@replybook.example',
    subject: "Day 2 of 7: new reviews for Katz's Delicatessen — replies ready",
    html: '<p>Hello <strong>Maria</strong>, <a href="https://replybook.example/sop/katzs-delicatessen">your playbook</a></p>',
    text: 'Hello Maria, your playbook: https://replybook.example/sop/katzs-delicatessen',
    headers: { 'X-Replybook-Kind': 'blitz-daily' },
    attachments: [
      {
        filename: 'Katz-s-Delicatessen-Review-Response-SOP.html',
        content: '<!doctype html><title>Playbook</title><h1>Katz’s</h1>',
        contentType: 'text/html; charset=utf-8',
      },
    ],
    listUnsubscribe: { url: unsubscribeUrl, oneClick: true },
    ...overrides,
  };
}

describe('SMTP transport against a real SMTP server', () => {
  let smtp: SmtpDouble;

  beforeAll(async () => {
    smtp = await startSmtpDouble({ auth: { user: 'mailer', pass: 'p@ss word' } });
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it('delivers both parts, the attachment with its name, and the RFC 8058 headers', async () => {
    const transport = createSmtpTransport({ url: smtp.url });
    const sent = await transport.send(message());
    await transport.close();

    expect(sent.accepted).toEqual(['owner@example.com']);
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    const [received] = smtp.messages;
    expect(received).toBeDefined();
    if (!received) return;
    expect(received.envelope).toEqual({ mailFrom: 'hello@replybook.example', rcptTo: ['owner@example.com'] });
    const { parsed } = received;
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.subject).toBe("Day 2 of 7: new reviews for Katz's Delicatessen — replies ready");
    expect(parsed.from?.value).toEqual([{ name: 'Replybook', address: 'hello@replybook.example' }]);
    expect(parsed.replyTo?.text).toBe('support@replybook.example');
    expect(parsed.html).toContain('<a href="https://replybook.example/sop/katzs-delicatessen">');
    expect(parsed.text).toContain('https://replybook.example/sop/katzs-delicatessen');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]?.filename).toBe('Katz-s-Delicatessen-Review-Response-SOP.html');
    expect(parsed.attachments[0]?.contentType).toBe('text/html');
    expect(parsed.attachments[0]?.content.toString('utf8')).toContain('<h1>Katz’s</h1>');

    const raw = received.raw.toString('utf8').replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain('X-Replybook-Kind: blitz-daily');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
  });

  it('omits List-Unsubscribe-Post when the link is not one-click, and both headers for transactional mail', async () => {
    const transport = createSmtpTransport({ url: smtp.url });
    await transport.send(message({ listUnsubscribe: { url: unsubscribeUrl, oneClick: false } }));
    await transport.send(message({ listUnsubscribe: undefined, attachments: undefined }));
    await transport.close();

    const headerNames = (index: number): string[] =>
      smtp.messages[index]?.parsed.headerLines.map(({ key }) => key) ?? [];
    expect(headerNames(0)).toContain('list-unsubscribe');
    expect(headerNames(0)).not.toContain('list-unsubscribe-post');
    expect(headerNames(1)).not.toContain('list-unsubscribe');
    expect(headerNames(1)).not.toContain('list-unsubscribe-post');
    const transactional = smtp.messages[1];
    expect(transactional?.parsed.attachments).toHaveLength(0);
  });

  it('reports a 4xx reply after DATA as a temporary MailSendError', async () => {
    const transport = createSmtpTransport({ url: smtp.url });
    smtp.failNext(1, 451, 'data');
    const error = await transport.send(message()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ permanent: false, responseCode: 451 });
    // The next attempt goes through: nothing was stored for the refused one.
    await transport.send(message());
    await transport.close();
    expect(smtp.messages).toHaveLength(1);
  });

  it('reports a 4xx reply to RCPT TO as temporary', async () => {
    const transport = createSmtpTransport({ url: smtp.url });
    smtp.failNext(1, 451, 'rcpt');
    const error = await transport.send(message()).catch((caught: unknown) => caught);
    await transport.close();
    expect(error).toMatchObject({ name: 'MailSendError', permanent: false, responseCode: 451 });
  });

  it('reports a 5xx reply as a permanent MailSendError', async () => {
    const transport = createSmtpTransport({ url: smtp.url });
    smtp.failNext(1, 550, 'rcpt');
    const atRcpt = await transport.send(message()).catch((caught: unknown) => caught);
    smtp.failNext(1, 554, 'data');
    const atData = await transport.send(message()).catch((caught: unknown) => caught);
    await transport.close();
    expect(atRcpt).toMatchObject({ name: 'MailSendError', permanent: true, responseCode: 550 });
    expect(atData).toMatchObject({ name: 'MailSendError', permanent: true, responseCode: 554 });
    expect(smtp.messages).toHaveLength(0);
  });

  it('treats a server that is down as temporary, and delivers once it is back on the same port', async () => {
    const transport = createSmtpTransport({ url: smtp.url, connectionTimeoutMs: 2_000 });
    await smtp.stop();
    const error = await transport.send(message()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ permanent: false, responseCode: undefined });

    await smtp.restart();
    await transport.send(message());
    await transport.close();
    expect(smtp.messages).toHaveLength(1);
  });

  it('loses nothing and duplicates nothing when the server is down, refuses twice, then comes back', async () => {
    const transport = createSmtpTransport({ url: smtp.url, connectionTimeoutMs: 2_000 });
    const recipients = ['a@example.com', 'b@example.com', 'c@example.com'];
    const pending = new Set(recipients);
    await smtp.stop();
    // What the job queue does: retry each temporary failure, stop on success or a permanent failure.
    const attempt = async (): Promise<void> => {
      for (const to of [...pending]) {
        try {
          await transport.send(message({ to }));
          pending.delete(to);
        } catch (error) {
          expect(error).toMatchObject({ name: 'MailSendError', permanent: false });
        }
      }
    };
    await attempt();
    expect(pending.size).toBe(3);
    await smtp.restart();
    smtp.failNext(2, 421, 'data');
    await attempt();
    await attempt();
    await transport.close();

    expect(pending.size).toBe(0);
    const received = await smtp.waitFor(3, 5_000);
    expect(received.map((mail) => mail.envelope.rcptTo[0]).sort()).toEqual(recipients);
    expect(new Set(received.map((mail) => mail.parsed.messageId)).size).toBe(3);
    await expect(smtp.waitFor(4, 200)).rejects.toThrow(/expected 4 message/);
  });

  it('treats a server that never sends its greeting as temporary', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer(() => {
      // Accept the connection and say nothing, like an overloaded or wedged server.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, greetingTimeoutMs: 300 });
    const error = await transport.send(message()).catch((caught: unknown) => caught);
    await transport.close();
    silent.close();
    expect(error).toMatchObject({ name: 'MailSendError', permanent: false, code: 'ETIMEDOUT' });
  });

  it('rejects wrong credentials as temporary (configuration, not the message)', async () => {
    const wrong = smtp.url.replace('mailer:', 'someone-else:');
    const transport = createSmtpTransport({ url: wrong });
    const error = await transport.send(message()).catch((caught: unknown) => caught);
    await transport.close();
    expect(error).toMatchObject({ name: 'MailSendError', permanent: false, code: 'EAUTH', responseCode: 535 });
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => createSmtpTransport({ url: 'https://mail.example.com' })).toThrow(/smtp:\/\//);
  });
});

import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  listOutbox,
  readOutboxMessage,
  readOutboxRaw,
  type OutboxMessage,
} from '#server/providers/mail/outbox-transport.ts';
import type { ServerContext } from '#server/server-context.ts';

/**
 * `/dev/mail`: the outbox in development, plain server-rendered HTML. Registered only when
 * NODE_ENV is development (server/main.ts); absent in production. No scripts; each message's HTML part is shown in
 * a sandboxed iframe (no scripts, no same-origin), so a message can never act on this page.
 */
export async function devMailRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  if (ctx.config.env !== 'development') return;
  const dir = ctx.config.mail.outboxDir;

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await listOutbox(dir, { limit: 200 });
    const rows = entries
      .map(
        (entry) => `<tr>
  <td>${escapeHtml(entry.date ? entry.date.toISOString().replace('T', ' ').slice(0, 19) : '')}</td>
  <td>${escapeHtml(entry.to)}</td>
  <td><a href="/dev/mail/${encodeURIComponent(entry.name)}">${escapeHtml(entry.subject || '(no subject)')}</a></td>
  <td>${Math.ceil(entry.size / 1024)} KB</td>
</tr>`,
      )
      .join('\n');
    const transportNote =
      ctx.mail.kind === 'smtp'
        ? '<p class="note">SMTP_URL is set: new mail goes to the SMTP server, not here. Older outbox files are listed.</p>'
        : '';
    const body = entries.length
      ? `<table><thead><tr><th>Date (UTC)</th><th>To</th><th>Subject</th><th>Size</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No email yet. Generate a playbook or opt in to the blitz, and the messages appear here.</p>';
    return sendPage(reply, 'Outbox', `<h1>Outbox</h1><p class="dir">${escapeHtml(dir)}</p>${transportNote}${body}`);
  });

  app.get<{ Params: { name: string } }>('/dev/mail/:name', { schema: { hide: true } }, async (request, reply) => {
    const message = await readOutboxMessage(dir, request.params.name);
    if (!message)
      return sendPage(
        reply.status(404),
        'Not found',
        '<h1>No such message</h1><p><a href="/dev/mail">Back to the outbox</a></p>',
      );
    return sendPage(reply, message.subject || 'Message', messageView(message));
  });

  app.get<{ Params: { name: string } }>('/dev/mail/:name/raw', { schema: { hide: true } }, async (request, reply) => {
    const raw = await readOutboxRaw(dir, request.params.name);
    if (!raw) return reply.status(404).type('text/plain; charset=utf-8').send('No such message');
    return reply
      .type('message/rfc822')
      .header('content-disposition', `attachment; filename="${request.params.name}"`)
      .send(raw);
  });
}

function messageView(message: OutboxMessage): string {
  const shownHeaders = [
    'from',
    'to',
    'reply-to',
    'subject',
    'date',
    'message-id',
    'list-unsubscribe',
    'list-unsubscribe-post',
  ];
  const headerRows = shownHeaders
    .filter((name) => message.headers[name] !== undefined)
    .map((name) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(message.headers[name] ?? '')}</td></tr>`)
    .join('');
  const attachments = message.attachments.length
    ? `<ul>${message.attachments
        .map(
          (a) =>
            `<li>${escapeHtml(a.filename)} <span class="muted">(${escapeHtml(a.contentType)}, ${a.size} bytes)</span></li>`,
        )
        .join('')}</ul>`
    : '<p class="muted">None</p>';
  const html = message.html
    ? `<iframe title="HTML part" sandbox="" referrerpolicy="no-referrer" srcdoc="${escapeHtml(message.html)}"></iframe>`
    : '<p class="muted">No HTML part</p>';
  return `<p><a href="/dev/mail">← Outbox</a> · <a href="/dev/mail/${encodeURIComponent(message.name)}/raw">Download .eml</a></p>
<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<table class="headers">${headerRows}</table>
<h2>HTML part</h2>${html}
<h2>Text part</h2><pre>${escapeHtml(message.text ?? '')}</pre>
<h2>Attachments</h2>${attachments}`;
}

function sendPage(reply: FastifyReply, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ).send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · dev mail</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;color:#1c2b22}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #dde5df;vertical-align:top}
.headers th{width:12rem;color:#4a5a50;font-weight:600}iframe{width:100%;height:70vh;border:1px solid #dde5df;border-radius:6px;background:#fff}
pre{white-space:pre-wrap;background:#f5f7f5;padding:1rem;border-radius:6px}.muted,.dir{color:#6a7a70}.note{background:#fff7e0;padding:.5rem 1rem}
a{color:#1f4d36}
</style></head><body>${body}</body></html>`);
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

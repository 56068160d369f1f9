import type { FastifyInstance, FastifyReply } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { listOutbox, readOutboxMessage, readOutboxRaw } from '#server/providers/mail/outbox-transport.ts';
import type { ServerContext } from '#server/server-context.ts';
import { devMailPage, MessageView, NotFoundView, OutboxView } from './dev-mail-pages.tsx';

/**
 * `/dev/mail`: the outbox in development, plain server-rendered HTML (dev-mail-pages.tsx). Registered only when
 * NODE_ENV is development (server/main.ts); absent in production. No scripts; each message's HTML part is shown in
 * a sandboxed iframe (no scripts, no same-origin), so a message can never act on this page.
 */
export async function devMailRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  if (ctx.config.env !== 'development') return;
  const dir = ctx.config.mail.outboxDir;

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await listOutbox(dir, { limit: 200 });
    return sendPage(reply, 'Outbox', createElement(OutboxView, { dir, entries, smtp: ctx.mail.kind === 'smtp' }));
  });

  app.get<{ Params: { name: string } }>('/dev/mail/:name', { schema: { hide: true } }, async (request, reply) => {
    const message = await readOutboxMessage(dir, request.params.name);
    if (!message) return sendPage(reply.status(404), 'Not found', createElement(NotFoundView));
    return sendPage(reply, message.subject || 'Message', createElement(MessageView, { message }));
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

function sendPage(reply: FastifyReply, title: string, body: ReactElement) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    .send(devMailPage(title, body));
}

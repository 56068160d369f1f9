import type { MailTransport } from './mail-transport.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { createSmtpTransport, type SmtpTransportOptions } from './smtp-transport.ts';

export interface CreateMailTransportOptions {
  /** SMTP_URL; empty or absent selects the outbox. */
  smtpUrl?: string | undefined;
  /** DATA_DIR/outbox */
  outboxDir: string;
  smtp?: Omit<SmtpTransportOptions, 'url'>;
}

export function createMailTransport(options: CreateMailTransportOptions): MailTransport {
  const smtpUrl = options.smtpUrl?.trim();
  if (smtpUrl) return createSmtpTransport({ ...options.smtp, url: smtpUrl });
  return createOutboxTransport({ dir: options.outboxDir });
}

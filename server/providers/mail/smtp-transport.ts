import { createTransport } from 'nodemailer';
import { nodemailerTransport, type MailTransport } from './mail-transport.ts';

export interface SmtpTransportOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` (implicit TLS). */
  url: string;
  /** Wait for the TCP (and TLS) connection. */
  connectionTimeoutMs?: number;
  /** Wait for the server's 220 greeting after connecting. */
  greetingTimeoutMs?: number;
  /** Inactivity allowed on an open connection before it is dropped. */
  socketTimeoutMs?: number;
}

/**
 * SMTP through nodemailer, one connection per message (no pool): sends are driven by the job queue,
 * a few a minute, and a fresh connection never inherits a half-broken session after the server restarts.
 * Timeouts are far below nodemailer's defaults (2 min / 30 s / 10 min) so a dead server fails the job
 * quickly and the queue's backoff takes over.
 */
export function createSmtpTransport(options: SmtpTransportOptions): MailTransport {
  const url = new URL(options.url);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//)`);
  }
  const transporter = createTransport({
    url: options.url,
    pool: false,
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.greetingTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  return nodemailerTransport('smtp', transporter, async (info) => ({
    messageId: info.messageId,
    accepted: info.accepted.map(String),
  }));
}

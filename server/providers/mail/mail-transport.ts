import { isPermanentResponseCode } from 'nodemailer/lib/errors';
import type { SendMailOptions, Transporter } from 'nodemailer';

/**
 * One message as the product hands it to a transport: already rendered (subject, html, text),
 * addressed, with attachments held in memory. Transports never read files or URLs for content.
 */
export interface OutgoingMail {
  to: string | string[];
  from: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** RFC 8058: marketing mail carries List-Unsubscribe, and List-Unsubscribe-Post when one-click. */
  listUnsubscribe?: { url: string; oneClick: boolean };
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface SentMail {
  /** The Message-ID header value, angle brackets included, e.g. `<…@replybook.example>`. */
  messageId: string;
  /** Recipients the server accepted (the outbox accepts every envelope recipient). */
  accepted: string[];
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(message: OutgoingMail): Promise<SentMail>;
  close(): Promise<void>;
}

/**
 * A failed send, classified for the job queue: `permanent` failures are recorded and never retried,
 * temporary ones retry with backoff, so a mail server that is down for a while loses nothing.
 */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';
  readonly permanent: boolean;
  /** The SMTP reply code when the server answered (e.g. 451, 550), otherwise undefined. */
  readonly responseCode: number | undefined;
  /** The transport's error code: nodemailer's (ECONNECTION, ETIMEDOUT, EENVELOPE…) or the system's (ENOSPC…). */
  readonly code: string | undefined;
  /** The full SMTP server reply, when there was one. */
  readonly response: string | undefined;

  constructor(
    message: string,
    details: { permanent: boolean; responseCode?: number; code?: string; response?: string; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.permanent = details.permanent;
    this.responseCode = details.responseCode;
    this.code = details.code;
    this.response = details.response;
  }
}

interface TransportErrorShape {
  message?: unknown;
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

/**
 * Errors that say the message itself can never be sent as built (bad envelope, too many recipients,
 * content pointing at files or URLs). Everything else without an SMTP reply (refused connections,
 * timeouts, greeting timeouts, TLS, DNS, authentication) is about the server or our configuration, so
 * it is temporary: once the server is back or the credentials are fixed, the same message goes through.
 */
const PERMANENT_LOCAL_CODES = new Set(['EENVELOPE', 'EMAXRECIPIENTS', 'EFILEACCESS', 'EURLACCESS', 'EOTP']);
/** A 535 to AUTH refuses our credentials, not the message: retry, so mail survives until the operator fixes SMTP_URL. */
const CONFIGURATION_CODES = new Set(['EAUTH', 'ENOAUTH', 'ECONFIG']);

/**
 * Classifies anything a transport threw. SMTP replies follow RFC 5321: 5xx permanent, 4xx temporary, with
 * nodemailer's one exception, 503 (bad sequence of commands), which is a session fault, not a refusal
 * of the message, and succeeds on a new connection.
 */
export function toMailSendError(error: unknown): MailSendError {
  if (error instanceof MailSendError) return error;
  const shape: TransportErrorShape = typeof error === 'object' && error !== null ? error : {};
  const message = typeof shape.message === 'string' && shape.message ? shape.message : String(error);
  const code = typeof shape.code === 'string' ? shape.code : undefined;
  const responseCode = typeof shape.responseCode === 'number' ? shape.responseCode : undefined;
  const response = typeof shape.response === 'string' ? shape.response : undefined;

  let permanent: boolean;
  if (code !== undefined && CONFIGURATION_CODES.has(code)) {
    permanent = false;
  } else if (responseCode !== undefined && responseCode >= 400) {
    permanent = isPermanentResponseCode(responseCode);
  } else {
    permanent = code !== undefined && PERMANENT_LOCAL_CODES.has(code) && responseCode === undefined;
  }
  return new MailSendError(message, {
    permanent,
    cause: error,
    ...(responseCode !== undefined ? { responseCode } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(response !== undefined ? { response } : {}),
  });
}

/**
 * The nodemailer message both transports send, so the outbox `.eml` carries exactly the headers and
 * parts the SMTP server would receive.
 */
export function toNodemailerMessage(message: OutgoingMail): SendMailOptions {
  const headers: Record<string, string> = { ...message.headers };
  if (message.listUnsubscribe?.oneClick) {
    // RFC 8058 §3.1: the POST body a mailbox provider sends; only valid next to an https List-Unsubscribe.
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers,
    // nodemailer writes `List-Unsubscribe: <url>` from this, folding long URLs correctly.
    ...(message.listUnsubscribe ? { list: { unsubscribe: message.listUnsubscribe.url } } : {}),
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
    })),
    // Content is always in memory; never let a string be read as a path or fetched as a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * A transport over a nodemailer transporter, as both of ours are: the same message (toNodemailerMessage), every
 * failure classified the same way (toMailSendError), the same close. `deliver` is what each does with nodemailer's
 * answer: the SMTP server's acceptance, or the `.eml` written to the outbox.
 */
export function nodemailerTransport<Info>(
  kind: MailTransport['kind'],
  transporter: Transporter<Info>,
  deliver: (info: Info) => Promise<SentMail>,
): MailTransport {
  return {
    kind,
    async send(message: OutgoingMail): Promise<SentMail> {
      try {
        return await deliver(await transporter.sendMail(toNodemailerMessage(message)));
      } catch (error) {
        throw toMailSendError(error);
      }
    },
    async close(): Promise<void> {
      transporter.close();
    },
  };
}

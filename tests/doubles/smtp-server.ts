import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A real SMTP server for tests and benchmarks (external services are exercised against
 * local servers speaking their wire protocol). Plain SMTP on 127.0.0.1, no TLS, AUTH accepted but
 * optional; it can refuse the next transactions with a chosen reply code and go down and come back on
 * the same port, to simulate an outage.
 */

export interface ReceivedMail {
  envelope: { mailFrom: string; rcptTo: string[] };
  raw: Buffer;
  parsed: ParsedMail;
}

/** Where a scripted failure answers: at RCPT TO (the envelope) or after DATA (the message). */
export type SmtpFailureStage = 'rcpt' | 'data';

export interface SmtpDoubleOptions {
  /** Port to listen on; 0 (default) picks a free one, kept across restart(). */
  port?: number;
  /** When set, AUTH must use these credentials and the url carries them; AUTH stays optional either way. */
  auth?: { user: string; pass: string };
}

export interface SmtpDouble {
  /** `smtp://[user:pass@]127.0.0.1:PORT` */
  readonly url: string;
  readonly port: number;
  /** Every accepted message, in arrival order, across restarts. */
  readonly messages: ReceivedMail[];
  readonly running: boolean;
  /** Resolves with the messages once at least `count` have arrived; rejects after timeoutMs. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Refuse the next `count` transactions with `code` (e.g. 451 temporary, 550 permanent). */
  failNext(count: number, code: number, stage?: SmtpFailureStage): void;
  /** Stop listening (connections are refused) until restart(). */
  stop(): Promise<void>;
  /** Listen again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

const REPLY_TEXT: Record<number, string> = {
  421: '4.3.2 Service not available, closing transmission channel',
  450: '4.2.1 Mailbox busy, try again later',
  451: '4.7.1 Temporary local problem, try again later',
  452: '4.3.1 Insufficient system storage',
  550: '5.1.1 Mailbox unavailable',
  552: '5.3.4 Message size exceeds fixed limit',
  554: '5.7.1 Message rejected',
};

function smtpError(code: number): Error & { responseCode: number } {
  const text = REPLY_TEXT[code] ?? (code >= 500 ? '5.0.0 Permanent failure' : '4.0.0 Temporary failure');
  return Object.assign(new Error(text), { responseCode: code });
}

export async function startSmtpDouble(options: SmtpDoubleOptions = {}): Promise<SmtpDouble> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let failures: { remaining: number; code: number; stage: SmtpFailureStage } = { remaining: 0, code: 0, stage: 'data' };
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const takeFailure = (stage: SmtpFailureStage): Error | null => {
    if (failures.remaining <= 0 || failures.stage !== stage) return null;
    failures.remaining -= 1;
    return smtpError(failures.code);
  };

  const serverOptions: SMTPServerOptions = {
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    banner: 'Replybook test SMTP double',
    // Lets stop() return promptly; nodemailer opens one connection per message anyway.
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      const expected = options.auth;
      if (!expected || (auth.username === expected.user && auth.password === expected.pass)) {
        callback(null, { user: auth.username ?? 'anonymous' });
        return;
      }
      callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      callback(takeFailure('rcpt'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        const failure = takeFailure('data');
        if (failure) {
          callback(failure);
          return;
        }
        const raw = Buffer.concat(chunks);
        const envelope = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        // Parse before answering 250, so a send that resolved is already in `messages`.
        simpleParser(raw)
          .then((parsed) => {
            messages.push({ envelope, raw, parsed });
            for (const wake of waiters) wake();
            callback(null, 'OK: queued');
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  };

  const listen = async (): Promise<void> => {
    const next = new SMTPServer(serverOptions);
    next.on('error', () => {
      // Client resets after a refused transaction surface here; they are expected in outage tests.
    });
    next.listen(port, HOST);
    await once(next.server, 'listening');
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  const stop = async (): Promise<void> => {
    const current = server;
    if (!current) return;
    server = undefined;
    await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();

  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';

  return {
    get url() {
      return `smtp://${credentials}${HOST}:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    get running() {
      return server !== undefined;
    },
    waitFor(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve(messages.slice());
      return new Promise((resolve, reject) => {
        const wake = (): void => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(messages.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`SMTP double: expected ${count} message(s) within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    failNext(count, code, stage = 'data') {
      if (code < 400 || code > 599) throw new Error(`failNext needs a 4xx or 5xx reply code, got ${code}`);
      failures = { remaining: count, code, stage };
    },
    stop,
    async restart() {
      if (server) return;
      await listen();
    },
    close: stop,
  };
}

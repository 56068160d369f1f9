import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressObject, ParsedMail } from 'mailparser';
import { createTransport } from 'nodemailer';
import { nodemailerTransport, type MailTransport } from './mail-transport.ts';

/**
 * The embedded default: with no SMTP_URL every message becomes an RFC 5322 `.eml` file,
 * built by nodemailer's stream transport through the same message pipeline as SMTP, so the file holds
 * the headers, parts and attachments a real server would have received. `/dev/mail` lists and shows them.
 */

export interface OutboxTransportOptions {
  dir: string;
  /** Clock for the file name; tests pass a fixed one. */
  now?: () => Date;
}

export interface OutboxEntry {
  /** File name inside the outbox directory, e.g. `2026-11-22T08-00-00.123Z-3f9c…_replybook.example.eml`. */
  name: string;
  size: number;
  from: string;
  to: string;
  subject: string;
  date: Date | null;
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
}

export interface OutboxMessage {
  name: string;
  from: string;
  to: string;
  subject: string;
  date: Date | null;
  html: string | null;
  text: string | null;
  attachments: OutboxAttachment[];
  /** Header name (lowercase) → unfolded value; repeated headers are joined with ", ". */
  headers: Record<string, string>;
}

/** Colons are not allowed in Windows file names; `-` keeps the ISO form sortable. */
function fileTimestamp(date: Date): string {
  return date.toISOString().replaceAll(':', '-');
}

function safeMessageId(messageId: string): string {
  return (
    messageId
      .replace(/^<|>$/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .slice(0, 120) || randomUUID()
  );
}

export function createOutboxTransport(options: OutboxTransportOptions): MailTransport {
  const now = options.now ?? (() => new Date());
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  return nodemailerTransport('outbox', composer, async (info) => {
    const raw = info.message;
    if (!Buffer.isBuffer(raw)) throw new Error('stream transport did not return a buffer');
    await mkdir(options.dir, { recursive: true });
    const name = `${fileTimestamp(now())}-${safeMessageId(info.messageId)}.eml`;
    // Write then rename, so /dev/mail and the tests never read a half-written message.
    const temp = join(options.dir, `.${name}.${randomUUID()}.tmp`);
    try {
      await writeFile(temp, raw);
      await rename(temp, join(options.dir, name));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { messageId: info.messageId, accepted: [...info.envelope.to] };
  });
}

const OUTBOX_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.eml$/;

/** Only names listOutbox could have returned: no separators, no `..`, no dotfiles (temp files). */
export function isOutboxName(name: string): boolean {
  return OUTBOX_NAME.test(name) && !name.includes('..');
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  // Display form for /dev/mail: `Name <address>`, without the RFC 5322 quoting mailparser's .text keeps.
  return (Array.isArray(value) ? value : [value])
    .flatMap((list) => list.value)
    .map((address) => (address.name ? `${address.name} <${address.address ?? ''}>` : (address.address ?? '')))
    .join(', ');
}

function headerRecord(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  }
  return headers;
}

/** The header block only: enough for the listing, without decoding every attachment. */
function headerBlock(raw: Buffer): Buffer {
  const end = raw.indexOf('\r\n\r\n');
  return end === -1 ? raw : raw.subarray(0, end + 4);
}

/**
 * Reading the outbox is for /dev/mail and tests only, and mailparser is a devDependency: it loads on the first read,
 * so a production install (npm ci --omit=dev), which only writes the outbox, never needs it.
 */
async function parseMail(raw: Buffer): Promise<ParsedMail> {
  const { simpleParser } = await import('mailparser');
  return simpleParser(raw);
}

/** Newest first. A missing directory is an empty outbox. */
export async function listOutbox(dir: string, options: { limit?: number } = {}): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = names
    .filter(isOutboxName)
    .sort()
    .reverse()
    .slice(0, options.limit ?? 200);
  const entries: OutboxEntry[] = [];
  for (const name of newest) {
    const path = join(dir, name);
    const [raw, info] = await Promise.all([readFile(path), stat(path)]);
    const parsed = await parseMail(headerBlock(raw));
    entries.push({
      name,
      size: info.size,
      from: addressText(parsed.from),
      to: addressText(parsed.to),
      subject: parsed.subject ?? '',
      date: parsed.date ?? null,
    });
  }
  return entries;
}

/** The raw `.eml` (for a download link on /dev/mail), or null when the name is not an outbox file. */
export async function readOutboxRaw(dir: string, name: string): Promise<Buffer | null> {
  if (!isOutboxName(name)) return null;
  try {
    return await readFile(join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The parsed message, or null when the name is not an outbox file (including any path trick). */
export async function readOutboxMessage(dir: string, name: string): Promise<OutboxMessage | null> {
  const raw = await readOutboxRaw(dir, name);
  if (!raw) return null;
  const parsed = await parseMail(raw);
  return {
    name,
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    subject: parsed.subject ?? '',
    date: parsed.date ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    text: parsed.text ?? null,
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      size: attachment.size,
    })),
    headers: headerRecord(parsed),
  };
}

import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { OutboxEntry, OutboxMessage } from '#server/providers/mail/outbox-transport.ts';

/**
 * The pages of `/dev/mail` (dev-mail-routes.ts), rendered by React's server renderer, which escapes every subject,
 * address and header. No scripts; a message's HTML part goes into a sandboxed iframe's srcdoc.
 */

const PAGE_CSS = `
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;color:#1c2b22}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #dde5df;vertical-align:top}
.headers th{width:12rem;color:#4a5a50;font-weight:600}iframe{width:100%;height:70vh;border:1px solid #dde5df;border-radius:6px;background:#fff}
pre{white-space:pre-wrap;background:#f5f7f5;padding:1rem;border-radius:6px}.muted,.dir{color:#6a7a70}.note{background:#fff7e0;padding:.5rem 1rem}
a{color:#1f4d36}
`;

/** A whole page: doctype, head and the body given. */
export function devMailPage(title: string, body: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · dev mail`}</title>
        <style dangerouslySetInnerHTML={{ __html: PAGE_CSS }} />
      </head>
      <body>{body}</body>
    </html>,
  )}`;
}

function messageHref(name: string): string {
  return `/dev/mail/${encodeURIComponent(name)}`;
}

export function OutboxView({ dir, entries, smtp }: { dir: string; entries: OutboxEntry[]; smtp: boolean }) {
  return (
    <>
      <h1>Outbox</h1>
      <p className="dir">{dir}</p>
      {smtp ? (
        <p className="note">
          SMTP_URL is set: new mail goes to the SMTP server, not here. Older outbox files are listed.
        </p>
      ) : null}
      {entries.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th>Date (UTC)</th>
              <th>To</th>
              <th>Subject</th>
              <th>Size</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.name}>
                <td>{entry.date ? entry.date.toISOString().replace('T', ' ').slice(0, 19) : ''}</td>
                <td>{entry.to}</td>
                <td>
                  <a href={messageHref(entry.name)}>{entry.subject || '(no subject)'}</a>
                </td>
                <td>{Math.ceil(entry.size / 1024)} KB</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No email yet. Generate a playbook or opt in to the blitz, and the messages appear here.</p>
      )}
    </>
  );
}

export function NotFoundView() {
  return (
    <>
      <h1>No such message</h1>
      <p>
        <a href="/dev/mail">Back to the outbox</a>
      </p>
    </>
  );
}

const SHOWN_HEADERS = [
  'from',
  'to',
  'reply-to',
  'subject',
  'date',
  'message-id',
  'list-unsubscribe',
  'list-unsubscribe-post',
];

export function MessageView({ message }: { message: OutboxMessage }) {
  return (
    <>
      <p>
        <a href="/dev/mail">← Outbox</a> · <a href={`${messageHref(message.name)}/raw`}>Download .eml</a>
      </p>
      <h1>{message.subject || '(no subject)'}</h1>
      <table className="headers">
        <tbody>
          {SHOWN_HEADERS.filter((name) => message.headers[name] !== undefined).map((name) => (
            <tr key={name}>
              <th>{name}</th>
              <td>{message.headers[name]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>HTML part</h2>
      {message.html ? (
        <iframe title="HTML part" sandbox="" referrerPolicy="no-referrer" srcDoc={message.html} />
      ) : (
        <p className="muted">No HTML part</p>
      )}
      <h2>Text part</h2>
      <pre>{message.text ?? ''}</pre>
      <h2>Attachments</h2>
      {message.attachments.length > 0 ? (
        <ul>
          {message.attachments.map((a, i) => (
            <li key={i}>
              {a.filename}{' '}
              <span className="muted">
                ({a.contentType}, {a.size} bytes)
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None</p>
      )}
    </>
  );
}

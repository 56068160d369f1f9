import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PlaybookDocument } from './playbook-types.ts';
import { PAGE_CSS, PLAYBOOK_CSS } from './render-html-css.ts';
import { PlaybookBody, safeToken } from './render-html-document.tsx';
import { stripControls } from './render-text.ts';

export { PLAYBOOK_CSS } from './render-html-css.ts';

/**
 * The HTML playbook: one self-contained, printable, accessible document. No scripts, no external requests, no
 * event-handler attributes, no URLs built from data. Restaurant names and review text are untrusted: React's
 * server renderer escapes every string (render-html-document.tsx), the one escaping path, so a restaurant called
 * `<script>` is text. Two steps around it, each in one place here: control characters leave the data before
 * rendering, and `finishMarkup` defuses the rendered text for mail filters.
 */

/** Every string in the document without control characters (terminal escapes, NUL, bidi overrides). */
function withoutControls<T>(value: T): T {
  if (typeof value === 'string') return stripControls(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutControls(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutControls(item)])) as T;
  }
  return value;
}

/**
 * The one step after React's renderer, on its markup:
 * - In the text between tags, "=" and the colon after "script" or "data" become character references: browsers show
 *   them the same, and the file then holds no raw "onerror=" or "javascript:" for a mail filter or a naive scanner
 *   to trip over. React escapes "<" and ">" in text and attribute values, so every "<…>" is a tag; tags are not
 *   touched, nor is the content of <style>, where character references are not decoded.
 * - React closes void elements XML-style (`<br/>`); HTML writes them without the slash.
 */
export function finishMarkup(markup: string): string {
  return markup.replace(/<style[\s>][\s\S]*?<\/style>|<[^>]*>|[^<]+/g, (part) => {
    if (part.startsWith('<style')) return part;
    if (part.startsWith('<')) return part.endsWith('/>') ? `${part.slice(0, -2)}>` : part;
    return part.replaceAll('=', '&#61;').replace(/(script|data)(\s*):/gi, '$1$2&#58;');
  });
}

function markupOf(element: ReactElement): string {
  return finishMarkup(renderToStaticMarkup(element));
}

/** The playbook as an `<article>`, for embedding in the site's layout (/sop/{id}, /sop-template). */
export function renderPlaybookBody(doc: PlaybookDocument): string {
  return markupOf(createElement(PlaybookBody, { doc: withoutControls(doc) }));
}

/** Defence in depth: even if something slipped past escaping, the file can run no script and load nothing. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/**
 * A complete standalone HTML document: download, email attachment, print. Its shell is constant; the title and the
 * body, the parts that hold data, are React's.
 */
export function renderPlaybookHtml(doc: PlaybookDocument): string {
  const clean = withoutControls(doc);
  return [
    '<!doctype html>',
    `<html lang="${safeToken(clean.lang, 'en')}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${FILE_CSP}">`,
    '<meta name="referrer" content="no-referrer">',
    markupOf(createElement('title', null, clean.title)),
    `<style>${PAGE_CSS}${PLAYBOOK_CSS}</style>`,
    '</head>',
    '<body>',
    '<main>',
    markupOf(createElement(PlaybookBody, { doc: clean })),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

import type { PlaybookBlock, PlaybookDocument, ReplyExample } from './playbook-types.ts';
import { playbookCredit } from './playbook-credit.ts';
import { stripControls } from './render-text.ts';

/**
 * The HTML playbook: one self-contained, printable, accessible document. No scripts,
 * no external requests, no event-handler attributes, no URLs built from data; every string is
 * escaped, because restaurant names and review text are untrusted (a restaurant called
 * `<script>` is text). The only links are in-page anchors built from our own section ids.
 */

/**
 * Escapes text for element content and quoted attributes. "=" and the colon of "javascript:" are
 * encoded too: browsers render them the same, and the raw file then holds no "onerror=" or
 * "javascript:" string for a mail filter or a naive scanner to trip over.
 */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '=': '&#61;',
};

export function escapeHtml(text: string): string {
  return stripControls(text)
    .replace(/[&<>"'=]/g, (ch) => HTML_ESCAPES[ch] ?? ch)
    .replace(/(script|data)\s*:/gi, '$1&#58;');
}

/** Ids and language tags go into attributes, so only a safe alphabet survives. */
function safeToken(value: string, fallback: string): string {
  const token = value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return token === '' ? fallback : token;
}

/** Styles scoped under `.rb-playbook` so the site's /sop/{id} page can embed the body without clashes. */
export const PLAYBOOK_CSS = `
.rb-playbook{--rb-ink:#1d1f24;--rb-muted:#4a505c;--rb-line:#d9dce3;--rb-soft:#f4f5f8;--rb-accent:#8a3b12;--rb-ok:#1d6b3a;--rb-bad:#a3261b;--rb-warn-bg:#fff4e5;--rb-warn-line:#b85c00;--rb-rule-bg:#eef4ff;--rb-rule-line:#2f5aa8;
  color:var(--rb-ink);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;max-width:52rem;margin:0 auto;padding:2rem 1.25rem 4rem;}
.rb-playbook *{box-sizing:border-box}
.rb-playbook h1,.rb-playbook h2,.rb-playbook h3{font-family:Georgia,"Times New Roman",serif;line-height:1.2;color:var(--rb-ink)}
.rb-playbook h1{font-size:2.1rem;margin:.25rem 0 .5rem}
.rb-playbook h2{font-size:1.5rem;margin:2.75rem 0 1rem;padding-bottom:.4rem;border-bottom:2px solid var(--rb-accent)}
.rb-playbook h3{font-size:1.15rem;margin:1.75rem 0 .5rem}
.rb-playbook p{margin:.6rem 0}
.rb-playbook .rb-cover{border-bottom:1px solid var(--rb-line);padding-bottom:1.25rem}
.rb-playbook .rb-kicker{text-transform:uppercase;letter-spacing:.08em;font-size:.8rem;font-weight:700;color:var(--rb-accent);margin:0}
.rb-playbook .rb-subtitle{color:var(--rb-muted);margin:0}
.rb-playbook .rb-toc{background:var(--rb-soft);border-radius:8px;padding:1rem 1.5rem;margin:1.5rem 0}
.rb-playbook .rb-toc h2{font-size:1.1rem;border:0;margin:0 0 .5rem;padding:0}
.rb-playbook .rb-toc ol{columns:2;column-gap:2rem;margin:0;padding-left:1.5rem}
.rb-playbook .rb-toc a{color:var(--rb-ink)}
.rb-playbook .rb-num{color:var(--rb-accent)}
.rb-playbook ul,.rb-playbook ol{padding-left:1.5rem}
.rb-playbook li{margin:.3rem 0}
.rb-playbook .rb-do,.rb-playbook .rb-dont{list-style:none;padding-left:0}
.rb-playbook .rb-do li,.rb-playbook .rb-dont li{padding-left:1.6rem;position:relative}
.rb-playbook .rb-do li::before,.rb-playbook .rb-dont li::before{position:absolute;left:0;font-weight:700}
.rb-playbook .rb-do li::before{content:"✓";color:var(--rb-ok)}
.rb-playbook .rb-dont li::before{content:"✗";color:var(--rb-bad)}
.rb-playbook .rb-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.rb-playbook .rb-table-wrap{overflow-x:auto;margin:1rem 0}
.rb-playbook table{border-collapse:collapse;width:100%;font-size:.92rem}
.rb-playbook caption{text-align:left;font-weight:700;padding:.25rem 0 .5rem}
.rb-playbook th,.rb-playbook td{border:1px solid var(--rb-line);padding:.45rem .6rem;text-align:left;vertical-align:top}
.rb-playbook thead th{background:var(--rb-soft)}
.rb-playbook tbody th{font-weight:600}
.rb-playbook .rb-replies{display:grid;gap:1rem;margin:1rem 0}
.rb-playbook .rb-reply{margin:0;border:1px solid var(--rb-line);border-radius:8px;padding:1rem 1.25rem;background:#fff}
.rb-playbook .rb-reply figcaption{font-weight:600;color:var(--rb-muted);font-size:.92rem}
.rb-playbook .rb-stars{color:var(--rb-accent);letter-spacing:.05em}
.rb-playbook .rb-review{margin:.6rem 0;padding:.25rem 0 .25rem 1rem;border-left:3px solid var(--rb-line);color:var(--rb-muted);font-style:italic}
.rb-playbook .rb-reply-label{font-size:.8rem;text-transform:uppercase;letter-spacing:.06em;font-weight:700;color:var(--rb-accent);margin:.75rem 0 .25rem}
.rb-playbook .rb-reply-text{background:var(--rb-soft);border-radius:6px;padding:.75rem 1rem}
.rb-playbook .rb-reply-text p{margin:.4rem 0}
.rb-playbook .rb-note{font-size:.9rem;color:var(--rb-muted)}
.rb-playbook .rb-callout{border-left:4px solid var(--rb-rule-line);background:var(--rb-rule-bg);border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
.rb-playbook .rb-callout-warning{border-left-color:var(--rb-warn-line);background:var(--rb-warn-bg)}
.rb-playbook .rb-callout-info{border-left-color:var(--rb-accent);background:var(--rb-soft)}
.rb-playbook .rb-callout-title{font-weight:700;margin:0 0 .25rem}
.rb-playbook .rb-footer{margin-top:3rem;padding-top:1rem;border-top:1px solid var(--rb-line);color:var(--rb-muted);font-size:.9rem}
@media (max-width:40rem){.rb-playbook .rb-toc ol{columns:1}.rb-playbook h1{font-size:1.7rem}}
@page{margin:16mm 14mm}
@media print{
  .rb-playbook{max-width:none;padding:0;font-size:10.5pt;color:#000}
  .rb-playbook .rb-toc{break-after:page;background:none;border:1px solid var(--rb-line)}
  .rb-playbook .rb-page-break{break-before:page}
  .rb-playbook h2,.rb-playbook h3{break-after:avoid}
  .rb-playbook .rb-reply,.rb-playbook .rb-callout,.rb-playbook tr,.rb-playbook li{break-inside:avoid}
  .rb-playbook .rb-table-wrap{overflow:visible}
  .rb-playbook a{color:inherit;text-decoration:none}
  .rb-playbook .rb-reply-text,.rb-playbook .rb-callout,.rb-playbook thead th{-webkit-print-color-adjust:exact;print-color-adjust:exact}
}
`;

const PAGE_CSS = `html{background:#fff}body{margin:0;background:#fff}@media print{body{background:#fff}}`;

/** Sections that start a new printed page, so the printout has natural chapters. */
const PRINT_BREAK_BEFORE = new Set(['frameworks', 'ready-replies', 'escalation', 'kpis', 'appendix']);

function paragraphs(text: string, className = ''): string {
  const cls = className ? ` class="${className}"` : '';
  return stripControls(text)
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p${cls}>${p.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

function starsHtml(rating: number): string {
  const n = Math.max(1, Math.min(5, Math.round(rating)));
  return `<span class="rb-stars" role="img" aria-label="${n} out of 5 stars">${'★'.repeat(n)}${'☆'.repeat(5 - n)}</span>`;
}

function replyHtml(item: ReplyExample): string {
  const meta = [escapeHtml(item.label)];
  if (item.rating !== null) meta.push(starsHtml(item.rating));
  if (item.attribution.trim() !== '') meta.push(escapeHtml(item.attribution));
  if (item.when.trim() !== '') meta.push(escapeHtml(item.when));
  const lang = item.language ? ` lang="${safeToken(item.language, 'en')}"` : '';
  return [
    '<figure class="rb-reply">',
    `<figcaption>${meta.join(' · ')}</figcaption>`,
    item.reviewExcerpt.trim() !== ''
      ? `<blockquote class="rb-review"${lang}>${paragraphs(item.reviewExcerpt)}</blockquote>`
      : '',
    '<p class="rb-reply-label">Suggested reply</p>',
    `<div class="rb-reply-text"${lang}>${paragraphs(item.reply)}</div>`,
    item.note.trim() !== '' ? `<p class="rb-note"><strong>Note:</strong> ${escapeHtml(item.note)}</p>` : '',
    '</figure>',
  ].join('');
}

function blockHtml(block: PlaybookBlock): string {
  switch (block.kind) {
    case 'subheading':
      return `<h3>${escapeHtml(block.text)}</h3>`;
    case 'paragraph':
      return paragraphs(block.text);
    case 'list': {
      const tag = block.style === 'numbered' ? 'ol' : 'ul';
      const cls = block.style === 'do' ? ' class="rb-do"' : block.style === 'dont' ? ' class="rb-dont"' : '';
      const prefix =
        block.style === 'do'
          ? '<span class="rb-sr">Do: </span>'
          : block.style === 'dont'
            ? '<span class="rb-sr">Don’t: </span>'
            : '';
      return `<${tag}${cls}>${block.items.map((item) => `<li>${prefix}${escapeHtml(item)}</li>`).join('')}</${tag}>`;
    }
    case 'table': {
      const head = `<thead><tr>${block.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead>`;
      const body = block.rows
        .map(
          (row) =>
            `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${escapeHtml(cell)}</th>` : `<td>${escapeHtml(cell)}</td>`)).join('')}</tr>`,
        )
        .join('');
      // Scrollable on narrow screens: focusable so keyboard users can scroll it (WCAG 2.1.1).
      return `<div class="rb-table-wrap" tabindex="0"><table><caption>${escapeHtml(block.caption)}</caption>${head}<tbody>${body}</tbody></table></div>`;
    }
    case 'replies':
      return `<div class="rb-replies">${block.items.map(replyHtml).join('')}</div>`;
    case 'callout':
      return `<div class="rb-callout rb-callout-${safeToken(block.tone, 'info')}" role="note"><p class="rb-callout-title">${escapeHtml(block.title)}</p>${paragraphs(block.text)}</div>`;
  }
}

/** The playbook as an `<article>`, escaped, for embedding in the site's layout (/sop/{id}). */
export function renderPlaybookBody(doc: PlaybookDocument): string {
  const ids = doc.sections.map((s, i) => `rb-${safeToken(s.id, `section-${i + 1}`)}`);
  const toc = doc.sections.map((s, i) => `<li><a href="#${ids[i] ?? ''}">${escapeHtml(s.heading)}</a></li>`).join('');
  const sections = doc.sections
    .map((s, i) => {
      const id = ids[i] ?? `rb-section-${i + 1}`;
      const cls = PRINT_BREAK_BEFORE.has(s.id) ? 'rb-section rb-page-break' : 'rb-section';
      return `<section id="${id}" class="${cls}" aria-labelledby="${id}-h"><h2 id="${id}-h"><span class="rb-num">${i + 1}.</span> ${escapeHtml(s.heading)}</h2>${s.blocks.map(blockHtml).join('\n')}</section>`;
    })
    .join('\n');
  return [
    '<article class="rb-playbook" aria-labelledby="rb-title">',
    '<header class="rb-cover">',
    '<p class="rb-kicker">Review-response SOP</p>',
    `<h1 id="rb-title">${escapeHtml(doc.title)}</h1>`,
    `<p class="rb-subtitle">${escapeHtml(doc.subtitle)}</p>`,
    '</header>',
    `<nav class="rb-toc" aria-labelledby="rb-toc-title"><h2 id="rb-toc-title">Contents</h2><ol>${toc}</ol></nav>`,
    sections,
    `<footer class="rb-footer"><p>${escapeHtml(playbookCredit(doc))}</p></footer>`,
    '</article>',
  ].join('\n');
}

/** A complete standalone HTML document: download, email attachment, print. */
export function renderPlaybookHtml(doc: PlaybookDocument): string {
  const lang = safeToken(doc.lang, 'en');
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Defence in depth: even if something slipped past escaping, the file can run no script and load nothing.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`,
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(doc.title)}</title>`,
    `<style>${PAGE_CSS}${PLAYBOOK_CSS}</style>`,
    '</head>',
    '<body>',
    '<main>',
    renderPlaybookBody(doc),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

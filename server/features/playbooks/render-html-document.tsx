import { Fragment } from 'react';
import type { PlaybookBlock, PlaybookDocument, PlaybookSection, ReplyExample } from './playbook-types.ts';
import { playbookCredit } from './playbook-credit.ts';

/**
 * The playbook as React components, rendered to static markup by render-html.ts. React escapes every string, so a
 * restaurant called `<script>` is text; the only attribute values are our own: class names, ids and language tags
 * cut to a safe alphabet, star counts, and in-page anchors built from our own section ids.
 */

/** Ids and language tags go into attributes, so only a safe alphabet survives. */
export function safeToken(value: string, fallback: string): string {
  const token = value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return token === '' ? fallback : token;
}

/** Sections that start a new printed page, so the printout has natural chapters. */
const PRINT_BREAK_BEFORE = new Set(['frameworks', 'ready-replies', 'escalation', 'kpis', 'appendix']);

/** Blank lines part paragraphs; a single line break stays a `<br>` inside one. */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return paragraphs.map((paragraph, i) => (
    <p key={i} className={className}>
      {paragraph.split('\n').map((line, j) => (
        <Fragment key={j}>
          {j > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}

function Stars({ rating }: { rating: number }) {
  const n = Math.max(1, Math.min(5, Math.round(rating)));
  return (
    <span className="rb-stars" role="img" aria-label={`${n} out of 5 stars`}>
      {'★'.repeat(n) + '☆'.repeat(5 - n)}
    </span>
  );
}

function ReplyCaption({ item }: { item: ReplyExample }) {
  const parts = [
    item.label,
    item.rating !== null ? <Stars rating={item.rating} /> : null,
    item.attribution.trim() !== '' ? item.attribution : null,
    item.when.trim() !== '' ? item.when : null,
  ].filter((part) => part !== null);
  return (
    <figcaption>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? ' · ' : null}
          {part}
        </Fragment>
      ))}
    </figcaption>
  );
}

function Reply({ item }: { item: ReplyExample }) {
  const lang = item.language ? safeToken(item.language, 'en') : undefined;
  return (
    <figure className="rb-reply">
      <ReplyCaption item={item} />
      {item.reviewExcerpt.trim() !== '' ? (
        <blockquote className="rb-review" lang={lang}>
          <Paragraphs text={item.reviewExcerpt} />
        </blockquote>
      ) : null}
      <p className="rb-reply-label">Suggested reply</p>
      <div className="rb-reply-text" lang={lang}>
        <Paragraphs text={item.reply} />
      </div>
      {item.note.trim() !== '' ? (
        <p className="rb-note">
          <strong>Note:</strong> {item.note}
        </p>
      ) : null}
    </figure>
  );
}

const LIST_CLASS = { do: 'rb-do', dont: 'rb-dont', bullet: undefined, numbered: undefined } as const;
/** Screen readers hear what the ✓ and ✗ markers show. */
const LIST_PREFIX = { do: 'Do: ', dont: 'Don’t: ', bullet: null, numbered: null } as const;

function List({ block }: { block: Extract<PlaybookBlock, { kind: 'list' }> }) {
  const Tag = block.style === 'numbered' ? 'ol' : 'ul';
  const prefix = LIST_PREFIX[block.style];
  return (
    <Tag className={LIST_CLASS[block.style]}>
      {block.items.map((item, i) => (
        <li key={i}>
          {prefix === null ? null : <span className="rb-sr">{prefix}</span>}
          {item}
        </li>
      ))}
    </Tag>
  );
}

function Table({ block }: { block: Extract<PlaybookBlock, { kind: 'table' }> }) {
  return (
    // Scrollable on narrow screens: focusable so keyboard users can scroll it (WCAG 2.1.1).
    <div className="rb-table-wrap" tabIndex={0}>
      <table>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Block({ block }: { block: PlaybookBlock }) {
  switch (block.kind) {
    case 'subheading':
      return <h3>{block.text}</h3>;
    case 'paragraph':
      return <Paragraphs text={block.text} />;
    case 'list':
      return <List block={block} />;
    case 'table':
      return <Table block={block} />;
    case 'replies':
      return (
        <div className="rb-replies">
          {block.items.map((item, i) => (
            <Reply key={i} item={item} />
          ))}
        </div>
      );
    case 'callout':
      return (
        <div className={`rb-callout rb-callout-${safeToken(block.tone, 'info')}`} role="note">
          <p className="rb-callout-title">{block.title}</p>
          <Paragraphs text={block.text} />
        </div>
      );
  }
}

function Section({ section, id, number }: { section: PlaybookSection; id: string; number: number }) {
  const className = PRINT_BREAK_BEFORE.has(section.id) ? 'rb-section rb-page-break' : 'rb-section';
  return (
    <section id={id} className={className} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>
        <span className="rb-num">{number}.</span> {section.heading}
      </h2>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </section>
  );
}

/** The playbook as an `<article>`, for embedding in the site's layout (/sop/{id}) or in the standalone file. */
export function PlaybookBody({ doc }: { doc: PlaybookDocument }) {
  const ids = doc.sections.map((s, i) => `rb-${safeToken(s.id, `section-${i + 1}`)}`);
  return (
    <article className="rb-playbook" aria-labelledby="rb-title">
      <header className="rb-cover">
        <p className="rb-kicker">Review-response SOP</p>
        <h1 id="rb-title">{doc.title}</h1>
        <p className="rb-subtitle">{doc.subtitle}</p>
      </header>
      <nav className="rb-toc" aria-labelledby="rb-toc-title">
        <h2 id="rb-toc-title">Contents</h2>
        <ol>
          {doc.sections.map((s, i) => (
            <li key={i}>
              <a href={`#${ids[i] ?? ''}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <Section key={i} section={s} id={ids[i] ?? `rb-section-${i + 1}`} number={i + 1} />
      ))}
      <footer className="rb-footer">
        <p>{playbookCredit(doc)}</p>
      </footer>
    </article>
  );
}

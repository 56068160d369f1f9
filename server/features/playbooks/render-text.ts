import { playbookCredit } from './playbook-credit.ts';
import type { PlaybookBlock, PlaybookDocument, ReplyExample } from './playbook-types.ts';

/**
 * Plain UTF-8 text playbook: numbered, underlined headings, wrapped at 80 columns,
 * readable in any mail client or printed from a text editor.
 */

export const TEXT_WIDTH = 80;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Control characters (terminal escapes, NUL, bidi overrides) are dropped: review text is untrusted. */
export function stripControls(text: string): string {
  return text.replace(CONTROLS, '').replace(/\r\n?/g, '\n');
}

const SURROGATE = /[\uD800-\uDBFF]/;

/** Length in code points (what a terminal column count approximates); fast path for BMP-only text. */
function chars(text: string): number {
  return SURROGATE.test(text) ? [...text].length : text.length;
}

/** Wrap one paragraph: the first line starts with `first`, following lines with `rest`. */
export function wrap(text: string, first: string, rest: string, width = TEXT_WIDTH): string[] {
  const words = stripControls(text)
    .split(/\s+/)
    .filter((w) => w !== '');
  const lines: string[] = [];
  const restLength = chars(rest);
  const room = Math.max(10, width - restLength);
  let line = first;
  let length = chars(first);
  let empty = true;
  for (let word of words) {
    let wordLength = chars(word);
    while (wordLength > room) {
      if (!empty) {
        lines.push(line);
        line = rest;
        length = restLength;
        empty = true;
      }
      const points = [...word];
      const take = points.slice(0, Math.max(1, width - length)).join('');
      lines.push(line + take);
      line = rest;
      length = restLength;
      word = points.slice(chars(take)).join('');
      wordLength = chars(word);
    }
    if (word === '') continue;
    if (!empty && length + 1 + wordLength > width) {
      lines.push(line);
      line = rest + word;
      length = restLength + wordLength;
    } else if (empty) {
      line += word;
      length += wordLength;
    } else {
      line += ` ${word}`;
      length += 1 + wordLength;
    }
    empty = false;
  }
  if (!empty || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

function wrapMultiline(text: string, indent: string): string[] {
  return stripControls(text)
    .split('\n')
    .flatMap((para) => (para.trim() === '' ? [''] : wrap(para, indent, indent)));
}

function underline(text: string, ch: string): string[] {
  return [text, ch.repeat(Math.min(TEXT_WIDTH, chars(text)))];
}

function tableLines(block: Extract<PlaybookBlock, { kind: 'table' }>): string[] {
  const out: string[] = [...wrap(block.caption, '', '')].map((l) => l);
  out[out.length - 1] = `${out.at(-1) ?? ''}:`;
  const widths = block.columns.map((c, i) =>
    Math.max(chars(c), ...block.rows.map((r) => chars(stripControls(r[i] ?? '')))),
  );
  const total = widths.reduce((a, b) => a + b, 0) + 2 + (widths.length - 1) * 3;
  if (total <= TEXT_WIDTH) {
    const row = (cells: string[]) =>
      `  ${cells.map((cell, i) => stripControls(cell).padEnd(widths[i] ?? 0)).join(' | ')}`.trimEnd();
    out.push(row(block.columns));
    out.push(`  ${widths.map((w) => '-'.repeat(w)).join('-+-')}`);
    for (const r of block.rows) out.push(row(r));
    return out;
  }
  // Too wide for 80 columns: one record per row, first cell as its title.
  for (const r of block.rows) {
    out.push(...wrap(r[0] ?? '', '  * ', '    '));
    block.columns.slice(1).forEach((column, i) => {
      const value = r[i + 1] ?? '';
      if (value.trim() !== '') out.push(...wrap(`${column}: ${value}`, '    ', '      '));
    });
  }
  return out;
}

function replyLines(item: ReplyExample): string[] {
  const out: string[] = [];
  const head = [item.label, item.rating !== null ? `${item.rating}★` : '', item.attribution, item.when]
    .filter((s) => s.trim() !== '')
    .join(' · ');
  out.push(...wrap(head, '  ▸ ', '    '));
  if (item.reviewExcerpt.trim() !== '') out.push(...wrap(`“${item.reviewExcerpt}”`, '    > ', '    > '));
  out.push('    Suggested reply:');
  out.push(...wrapMultiline(item.reply, '      '));
  if (item.note.trim() !== '') out.push(...wrap(`Note: ${item.note}`, '    ', '    '));
  return out;
}

function blockLines(block: PlaybookBlock): string[] {
  switch (block.kind) {
    case 'subheading':
      return underline(stripControls(block.text), '~');
    case 'paragraph':
      return wrapMultiline(block.text, '');
    case 'list':
      return block.items.flatMap((item, i) => {
        const marker =
          block.style === 'numbered'
            ? `${i + 1}. `
            : block.style === 'do'
              ? '✓ '
              : block.style === 'dont'
                ? '✗ '
                : '- ';
        return wrap(item, `  ${marker}`, ' '.repeat(2 + chars(marker)));
      });
    case 'table':
      return tableLines(block);
    case 'replies':
      return block.items.flatMap((item, i) => (i === 0 ? replyLines(item) : ['', ...replyLines(item)]));
    case 'callout':
      return [...wrap(block.title.toUpperCase(), '  | ', '  | '), ...wrap(block.text, '  | ', '  | ')];
  }
}

export function renderPlaybookText(doc: PlaybookDocument): string {
  const lines: string[] = [];
  const title = stripControls(doc.title).toUpperCase();
  lines.push(...wrap(title, '', ''));
  lines.push('='.repeat(Math.min(TEXT_WIDTH, Math.max(...wrap(title, '', '').map(chars)))));
  lines.push(...wrap(doc.subtitle, '', ''));
  lines.push('');
  lines.push('CONTENTS');
  doc.sections.forEach((section, i) =>
    lines.push(...wrap(section.heading, `  ${String(i + 1).padStart(2)}. `, '      ')),
  );
  doc.sections.forEach((section, i) => {
    lines.push('', '');
    const heading = `${i + 1}. ${stripControls(section.heading)}`;
    lines.push(...underline(heading, '-'));
    for (const block of section.blocks) {
      lines.push('');
      lines.push(...blockLines(block));
    }
  });
  lines.push('', '');
  lines.push(...wrap(playbookCredit(doc), '', ''));
  return `${lines.map((l) => l.trimEnd()).join('\n')}\n`;
}

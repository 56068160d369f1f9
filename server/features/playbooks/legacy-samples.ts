import type { PlaybookBlock, PlaybookDocument } from './playbook-types.ts';

/**
 * Documents stored before they recorded `reviewSource` attributed the catalogue's sample reviews "on Google". When
 * the row's place is a catalogue place (`cat-…`), the public page shows them as what they are: samples
 * (docs/sample-reviews.md). Pure; the stored row is left as it was.
 */
export function labelLegacySamples(document: PlaybookDocument, placeId: string | null): PlaybookDocument {
  if (document.reviewSource !== undefined || !placeId?.startsWith('cat-')) return document;
  // "Jane D. on Google)" / "Kevin B. on Google, 1★" / a caption's end; never the rules' "4,096 bytes on Google".
  const relabel = (text: string): string => text.replace(/(?<!bytes) on Google(?=[),]|$)/g, ', sample review');
  const block = (b: PlaybookBlock): PlaybookBlock => {
    if (b.kind === 'replies')
      return { ...b, items: b.items.map((i) => ({ ...i, attribution: relabel(i.attribution) })) };
    if (b.kind === 'callout') return { ...b, text: relabel(b.text) };
    if (b.kind === 'table') return { ...b, rows: b.rows.map((row) => row.map(relabel)) };
    return b;
  };
  return {
    ...document,
    reviewSource: 'catalogue',
    sections: document.sections.map((s) => ({ ...s, blocks: s.blocks.map(block) })),
  };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the MAMS corpus (aspect-term version) from the shared data folder beside the repository. The corpus stays
 * there; only figures derived from it are committed. MAMS: Jiang, Chen, Xu, Ao and Yang, "A Challenge Dataset and
 * Effective Models for Aspect-Based Sentiment Analysis" (EMNLP-IJCNLP 2019), Apache License 2.0.
 */

export type MamsSplit = 'train' | 'val' | 'test';
export type MamsPolarity = 'positive' | 'negative' | 'neutral';

export interface MamsSentence {
  text: string;
  /** `from`/`to`: the term's character span in `text` (`text.slice(from, to)` is the term as written). */
  aspects: { term: string; polarity: MamsPolarity; from: number; to: number }[];
}

export const MAMS_DIR = path.resolve(import.meta.dirname, '../../../../shared/data/mams');

function unescapeXml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function sentencesOf(file: string): MamsSentence[] {
  const xml = readFileSync(file, 'utf8');
  const out: MamsSentence[] = [];
  for (const block of xml.matchAll(/<sentence>([\s\S]*?)<\/sentence>/g)) {
    const body = block[1] ?? '';
    const untrimmed = unescapeXml(/<text>([\s\S]*?)<\/text>/.exec(body)?.[1] ?? '');
    const text = untrimmed.trim();
    // The corpus' offsets count from the untrimmed text.
    const shift = untrimmed.length - untrimmed.trimStart().length;
    const aspects = [...body.matchAll(/<aspectTerm\b([^>]*)\/>/g)].map((m) => {
      const attrs = m[1] ?? '';
      return {
        term: unescapeXml(/term="([^"]*)"/.exec(attrs)?.[1] ?? ''),
        polarity: (/polarity="([^"]*)"/.exec(attrs)?.[1] ?? 'neutral') as MamsPolarity,
        from: Number(/from="(\d+)"/.exec(attrs)?.[1] ?? 0) - shift,
        to: Number(/to="(\d+)"/.exec(attrs)?.[1] ?? 0) - shift,
      };
    });
    if (text !== '') out.push({ text, aspects });
  }
  return out;
}

function textsOf(file: string): Set<string> {
  const xml = readFileSync(file, 'utf8');
  return new Set([...xml.matchAll(/<text>([\s\S]*?)<\/text>/g)].map((m) => unescapeXml(m[1] ?? '').trim()));
}

/**
 * The aspect-term sentences of one split, assigned as the corpus' README asks: test when the text is a test
 * sentence in either version, else val when it is a val sentence in either, else train.
 */
export function loadMams(split: MamsSplit, dir = MAMS_DIR): MamsSentence[] {
  if (!existsSync(dir)) throw new Error(`MAMS corpus not found at ${dir}`);
  const raw = (kind: 'ATSA' | 'ACSA', s: MamsSplit) => path.join(dir, 'raw', `mams_${kind}_${s}.xml`);
  const test = new Set([...textsOf(raw('ATSA', 'test')), ...textsOf(raw('ACSA', 'test'))]);
  const val = new Set([...textsOf(raw('ATSA', 'val')), ...textsOf(raw('ACSA', 'val'))]);
  const all = (['train', 'val', 'test'] as const).flatMap((s) => sentencesOf(raw('ATSA', s)));
  const seen = new Set<string>();
  return all.filter((sentence) => {
    if (seen.has(sentence.text)) return false;
    seen.add(sentence.text);
    const assigned: MamsSplit = test.has(sentence.text) ? 'test' : val.has(sentence.text) ? 'val' : 'train';
    return assigned === split;
  });
}

/** The corpus' derived sentence labels (`mams-derived-{split}.tsv`): one polarity per sentence, mixed ones left out. */
export function loadMamsSentences(
  split: MamsSplit,
  dir = MAMS_DIR,
): { text: string; label: 'positive' | 'negative' }[] {
  const lines = readFileSync(path.join(dir, `mams-derived-${split}.tsv`), 'utf8')
    .split('\n')
    .slice(1);
  return lines.flatMap((line) => {
    const tab = line.lastIndexOf('\t');
    const label = line.slice(tab + 1).trim();
    if (tab < 0 || (label !== 'positive' && label !== 'negative')) return [];
    return [{ text: line.slice(0, tab), label }];
  });
}

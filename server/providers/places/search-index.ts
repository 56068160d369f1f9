/**
 * Autocomplete over the catalogue: case- and accent-insensitive, every query word must be the
 * prefix of a word of the name (or of the city), ranked exact name > name prefix > word prefixes > needs
 * the city, at most 5. Pure: built once from data, queried without I/O.
 *
 * Names and cities are folded and split once, at build time; a query scans every place (a catalogue is small, and
 * scripts/bench/search-bench.ts keeps the scan in check at well above its size).
 */

export interface SearchDocument {
  id: string;
  name: string;
  /** Matched as a fallback and shown as secondary text, e.g. the city. */
  city: string;
}

export interface SearchHit {
  id: string;
  /** 0 exact name, 1 name starts with the query, 2 every word prefixes a name word, 3 some word needs the city. */
  tier: 0 | 1 | 2 | 3;
}

export interface SearchIndex {
  readonly size: number;
  search(query: string, limit?: number): SearchHit[];
}

const letterFolds: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * Lowercase, diacritics folded ("Café" → "cafe"), apostrophes dropped so "katz's" and "katzs" meet, any other
 * run of non-letters/digits turned into one space. Letters of other scripts (CJK, Cyrillic…) are kept.
 */
export function foldForSearch(text: string): string {
  let folded = text.replace(/['`]/g, '');
  // Most names are plain ASCII; only the others pay for Unicode decomposition.
  if (/[^\u0020-\u007e]/.test(folded)) {
    folded = folded
      .replace(/[’‘ʼ´]/g, '')
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[ßæœøłđðþıħ]/g, (letter) => letterFolds[letter] ?? letter)
      .replace(/[^\p{L}\p{N}]+/gu, ' ');
  } else {
    folded = folded.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  }
  return folded.trim();
}

export function searchTokens(text: string): string[] {
  const folded = foldForSearch(text);
  return folded === '' ? [] : folded.split(' ');
}

interface IndexedDocument {
  id: string;
  foldedName: string;
  nameTokens: string[];
  cityTokens: string[];
}

function hasTokenWithPrefix(tokens: readonly string[], prefix: string): boolean {
  return tokens.some((token) => token.startsWith(prefix));
}

/** Static order among hits of one tier: fewer words, shorter name, alphabetical, then id. */
function compareDocuments(a: IndexedDocument, b: IndexedDocument): number {
  return (
    a.nameTokens.length - b.nameTokens.length ||
    a.foldedName.length - b.foldedName.length ||
    (a.foldedName < b.foldedName ? -1 : a.foldedName > b.foldedName ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The document's tier for the query's words, or null when some word matches neither its name nor its city. */
function tierOf(doc: IndexedDocument, words: readonly string[], foldedQuery: string): SearchHit['tier'] | null {
  let matchedName = false;
  let needsCity = false;
  for (const word of words) {
    if (hasTokenWithPrefix(doc.nameTokens, word)) matchedName = true;
    else if (hasTokenWithPrefix(doc.cityTokens, word)) needsCity = true;
    else return null;
  }
  // A city alone ("new york") is not a search for a restaurant.
  if (!matchedName) return null;
  if (needsCity) return 3;
  if (doc.foldedName === foldedQuery) return 0;
  return doc.foldedName.startsWith(foldedQuery) ? 1 : 2;
}

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  // Kept in the static order, so a stable sort by tier gives the full ranking.
  const docs: IndexedDocument[] = documents
    .map((document) => {
      const nameTokens = searchTokens(document.name);
      return { id: document.id, foldedName: nameTokens.join(' '), nameTokens, cityTokens: searchTokens(document.city) };
    })
    .sort(compareDocuments);

  return {
    size: docs.length,
    search(query: string, limit = 5): SearchHit[] {
      const words = searchTokens(query);
      if (words.length === 0 || limit <= 0) return [];
      const foldedQuery = words.join(' ');
      const hits: SearchHit[] = [];
      for (const doc of docs) {
        const tier = tierOf(doc, words, foldedQuery);
        if (tier !== null) hits.push({ id: doc.id, tier });
      }
      return hits.sort((a, b) => a.tier - b.tier).slice(0, limit);
    },
  };
}

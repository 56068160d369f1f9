/**
 * Autocomplete over the catalogue: case- and accent-insensitive, every query word must be the
 * prefix of a word of the name (or of the city), ranked exact name > name prefix > word prefixes > needs
 * the city, at most 5. Pure: built once from data, queried without I/O.
 *
 * For speed (scripts/bench/search-bench.ts) every name is folded and split once at build time into a sorted array of distinct tokens with postings. A query binary-searches the token range of
 * its most selective word (counted in O(1) from prefix sums), then checks the other words against the few
 * candidates' precomputed tokens.
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

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function hasTokenWithPrefix(tokens: readonly string[], prefix: string): boolean {
  for (const token of tokens) if (token.startsWith(prefix)) return true;
  return false;
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

function upperBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface SearchIndexOptions {
  /**
   * Up to this many names starting with the query are ranked directly; beyond it they are met in rank order
   * during the merge (cheaper when they are many). A tuning knob; results are the same either way.
   */
  prefixScanLimit?: number;
}

export function buildSearchIndex(documents: readonly SearchDocument[], options: SearchIndexOptions = {}): SearchIndex {
  const prefixScanLimit = options.prefixScanLimit ?? 256;
  // Documents are numbered in their static rank order, so every postings list is sorted best-first and a
  // query can visit candidates best-first and stop early (see search below).
  const docs: IndexedDocument[] = documents
    .map((document) => {
      const nameTokens = searchTokens(document.name);
      return { id: document.id, foldedName: nameTokens.join(' '), nameTokens, cityTokens: searchTokens(document.city) };
    })
    .sort(compareDocuments);

  const postingsByToken = new Map<string, number[]>();
  docs.forEach((doc, docIndex) => {
    for (const token of new Set([...doc.nameTokens, ...doc.cityTokens])) {
      const postings = postingsByToken.get(token);
      if (postings) postings.push(docIndex);
      else postingsByToken.set(token, [docIndex]);
    }
  });
  const tokens = [...postingsByToken.keys()].sort();
  const postings = tokens.map((token) => postingsByToken.get(token) as number[]);
  // postingCounts[i] = number of postings of tokens[0..i), so a prefix range's size costs two lookups.
  const postingCounts = new Uint32Array(tokens.length + 1);
  postings.forEach((list, index) => {
    postingCounts[index + 1] = (postingCounts[index] as number) + list.length;
  });
  // Documents sorted by folded name (then rank): those whose name equals or starts with the query (tiers 0
  // and 1) form one range, found by two binary searches.
  const byName = docs
    .map((_, docIndex) => docIndex)
    .sort((a, b) => {
      const nameA = (docs[a] as IndexedDocument).foldedName;
      const nameB = (docs[b] as IndexedDocument).foldedName;
      return nameA < nameB ? -1 : nameA > nameB ? 1 : a - b;
    });
  const sortedNames = byName.map((docIndex) => (docs[docIndex] as IndexedDocument).foldedName);

  function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
    return [lowerBound(sorted, prefix), lowerBound(sorted, `${prefix}\uffff`)];
  }

  return {
    size: docs.length,
    search(query: string, limit = 5): SearchHit[] {
      const words = searchTokens(query);
      if (words.length === 0 || limit <= 0) return [];
      const foldedQuery = words.join(' ');

      let narrowest: [number, number] | null = null;
      let narrowestCount = Infinity;
      for (const word of words) {
        const range = prefixRange(tokens, word);
        const count = (postingCounts[range[1]] as number) - (postingCounts[range[0]] as number);
        if (count === 0) return [];
        if (count < narrowestCount) {
          narrowest = range;
          narrowestCount = count;
        }
      }
      if (narrowest === null) return [];

      const best: { tier: SearchHit['tier']; docIndex: number }[] = [];
      const keep = (tier: SearchHit['tier'], docIndex: number) => {
        let position = best.length;
        while (
          position > 0 &&
          (tier < (best[position - 1] as (typeof best)[number]).tier ||
            (tier === (best[position - 1] as (typeof best)[number]).tier &&
              docIndex < (best[position - 1] as (typeof best)[number]).docIndex))
        ) {
          position -= 1;
        }
        if (position < limit) best.splice(position, 0, { tier, docIndex });
        if (best.length > limit) best.pop();
      };

      const exactCount = upperBound(sortedNames, foldedQuery) - lowerBound(sortedNames, foldedQuery);
      const [prefixLow, prefixHigh] = prefixRange(sortedNames, foldedQuery);
      const prefixCount = prefixHigh - prefixLow;
      let exactFound = 0;
      let prefixFound = 0;
      // Few names start with the query: rank them now, and let the merge below look only for tiers 2–3.
      const prefixesTakenUpFront = prefixCount <= prefixScanLimit;
      if (prefixesTakenUpFront) {
        for (let at = prefixLow; at < prefixHigh; at += 1) {
          const docIndex = byName[at] as number;
          keep((docs[docIndex] as IndexedDocument).foldedName === foldedQuery ? 0 : 1, docIndex);
        }
        exactFound = exactCount;
        prefixFound = prefixCount;
      }

      // k-way merge of the narrowest word's postings lists: candidates arrive in rank order, each once.
      const listCount = narrowest[1] - narrowest[0];
      const lists: number[][] = [];
      for (let tokenIndex = narrowest[0]; tokenIndex < narrowest[1]; tokenIndex += 1)
        lists.push(postings[tokenIndex] as number[]);
      const cursors = new Uint32Array(listCount);
      const heap: number[] = [];
      const headOf = (list: number) => (lists[list] as number[])[cursors[list] as number] as number;
      const siftDown = (start: number) => {
        let at = start;
        for (;;) {
          const left = 2 * at + 1;
          const right = left + 1;
          let smallest = at;
          if (left < heap.length && headOf(heap[left] as number) < headOf(heap[smallest] as number)) smallest = left;
          if (right < heap.length && headOf(heap[right] as number) < headOf(heap[smallest] as number)) smallest = right;
          if (smallest === at) return;
          [heap[at], heap[smallest]] = [heap[smallest] as number, heap[at] as number];
          at = smallest;
        }
      };
      for (let list = 0; list < listCount; list += 1) heap.push(list);
      for (let at = (heap.length >>> 1) - 1; at >= 0; at -= 1) siftDown(at);

      let previous = -1;
      while (heap.length > 0) {
        const list = heap[0] as number;
        const docIndex = headOf(list);
        cursors[list] = (cursors[list] as number) + 1;
        if ((cursors[list] as number) >= (lists[list] as number[]).length) {
          heap[0] = heap[heap.length - 1] as number;
          heap.pop();
        }
        if (heap.length > 0) siftDown(0);
        if (docIndex === previous) continue;
        previous = docIndex;

        const doc = docs[docIndex] as IndexedDocument;
        let matchedName = false;
        let needsCity = false;
        let matchesAll = true;
        for (const word of words) {
          if (hasTokenWithPrefix(doc.nameTokens, word)) matchedName = true;
          else if (hasTokenWithPrefix(doc.cityTokens, word)) needsCity = true;
          else {
            matchesAll = false;
            break;
          }
        }
        // A city alone ("new york") is not a search for a restaurant.
        if (!matchesAll || !matchedName) continue;

        let tier: SearchHit['tier'];
        if (needsCity) tier = 3;
        else if (doc.foldedName.startsWith(foldedQuery)) {
          if (prefixesTakenUpFront) continue;
          tier = doc.foldedName === foldedQuery ? 0 : 1;
          if (tier === 0) exactFound += 1;
          prefixFound += 1;
        } else tier = 2;

        if (best.length < limit || tier < (best[best.length - 1] as (typeof best)[number]).tier) keep(tier, docIndex);
        // Stop once no later candidate can beat the worst kept hit: candidates arrive in rank order, so a later
        // one can only win by a lower tier, and the counts say whether any tier-0/1 names are still to come.
        if (best.length === limit) {
          const lowestPossibleTier = exactFound < exactCount ? 0 : prefixFound < prefixCount ? 1 : 2;
          if ((best[limit - 1] as (typeof best)[number]).tier <= lowestPossibleTier) break;
        }
      }
      return best.map(({ tier, docIndex }) => ({ id: (docs[docIndex] as IndexedDocument).id, tier }));
    },
  };
}

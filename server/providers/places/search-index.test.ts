import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, foldForSearch, searchTokens, type SearchDocument, type SearchHit } from './search-index.ts';

const documents: SearchDocument[] = [
  { id: 'katz', name: "Katz's Delicatessen", city: 'New York' },
  { id: 'katz-hardware', name: 'Katzenberg Bakery & Pastry Shop', city: 'Chicago' },
  { id: 'bernardin', name: 'Le Bernardin', city: 'New York' },
  { id: 'bar-tabac', name: 'Le Bar Tabac', city: 'Paris' },
  { id: 'gcob', name: 'Grand Central Oyster Bar', city: 'New York' },
  { id: 'oyster-grill', name: 'Oyster Bar & Grill', city: 'Boston' },
  { id: 'oyster-house', name: 'Oyster House', city: 'Barcelona' },
  { id: 'mogador', name: 'Café Mogador', city: 'New York' },
  { id: 'lalo', name: 'Cafe Lalo', city: 'New York' },
  { id: 'blue-cafe', name: 'The Blue Café', city: 'Chicago' },
  { id: 'caffe-reggio', name: 'Caffè Reggio', city: 'New York' },
  { id: 'keens', name: 'Keens Steakhouse', city: 'New York' },
  { id: 'tavern', name: 'Tavern on the Green', city: 'New York' },
  { id: 'dtf', name: '鼎泰豐', city: 'Taipei' },
  { id: 'pho', name: 'Phở Hà Nội Corner', city: 'New York' },
  { id: 'cafe', name: 'Cafe', city: 'Lisbon' },
];
const index = buildSearchIndex(documents);
const ids = (query: string, limit?: number) => index.search(query, limit).map((hit) => hit.id);

describe('foldForSearch', () => {
  it('folds case, accents and apostrophes', () => {
    expect(foldForSearch("Katz's Delicatessen")).toBe('katzs delicatessen');
    expect(foldForSearch('KATZ’S')).toBe('katzs');
    expect(foldForSearch('Café Mogador')).toBe('cafe mogador');
    expect(foldForSearch('Phở Hà Nội')).toBe('pho ha noi');
    expect(foldForSearch('Straße & Smørrebrød')).toBe('strasse smorrebrod');
    expect(foldForSearch('  Oyster-Bar!! ')).toBe('oyster bar');
    expect(searchTokens('Lanzhou Noodle Bar 兰州拉面')).toEqual(['lanzhou', 'noodle', 'bar', '兰州拉面']);
    expect(searchTokens('  ')).toEqual([]);
  });
});

describe('search', () => {
  it('"katz" finds Katz\'s Delicatessen first, with or without the apostrophe', () => {
    expect(ids('katz')[0]).toBe('katz');
    expect(ids("katz's")[0]).toBe('katz');
    expect(ids('KATZS')[0]).toBe('katz');
    expect(ids('Katz’s Deli')).toEqual(['katz']);
  });

  it('"le bern" finds Le Bernardin and not Le Bar Tabac', () => {
    expect(ids('le bern')).toEqual(['bernardin']);
  });

  it('"grand central oy" finds the Oyster Bar', () => {
    expect(ids('grand central oy')).toEqual(['gcob']);
  });

  it('"oyster bar" ranks the name that starts with it before the one that contains it', () => {
    expect(ids('oyster bar')).toEqual(['oyster-grill', 'gcob', 'oyster-house']);
    expect(index.search('oyster bar').map((hit) => hit.tier)).toEqual([1, 2, 3]);
  });

  it('"café" and "cafe" both find the accented and plain names; the exact match first', () => {
    const expected = ['cafe', 'lalo', 'mogador', 'blue-cafe'];
    expect(ids('café')).toEqual(expected);
    expect(ids('cafe')).toEqual(expected);
    expect(ids('CAFÉ MOG')).toEqual(['mogador']);
    expect(ids('cafe')).not.toContain('caffe-reggio');
    expect(ids('caf')).toContain('caffe-reggio');
  });

  it('matches a prefix of any word of the name', () => {
    expect(ids('delicat')).toEqual(['katz']);
    expect(ids('steak')).toEqual(['keens']);
    expect(ids('green tav')).toEqual(['tavern']);
  });

  it('requires every query word to match', () => {
    expect(ids('katz bakery')).toEqual(['katz-hardware']);
    expect(ids('keens oyster')).toEqual([]);
  });

  it('ranks exact > name prefix > word prefixes, then fewer words, shorter, alphabetical', () => {
    expect(index.search('cafe')[0]).toEqual({ id: 'cafe', tier: 0 });
    const tavern = buildSearchIndex([
      { id: 'long', name: 'Tavern Room Grill', city: '' },
      { id: 'short', name: 'Tavern Bar', city: '' },
      { id: 'other', name: 'The Tavern', city: '' },
      { id: 'alpha', name: 'Tavern Ale', city: '' },
    ]);
    expect(tavern.search('tavern').map((hit) => hit.id)).toEqual(['alpha', 'short', 'long', 'other']);
  });

  it('uses the city only to narrow a name match, never alone', () => {
    expect(ids('cafe chicago')).toEqual(['blue-cafe']);
    expect(ids('katz new york')).toEqual(['katz']);
    expect(ids('new york')).toEqual([]);
  });

  it('finds non-Latin and Vietnamese names', () => {
    expect(ids('鼎泰')).toEqual(['dtf']);
    expect(ids('pho ha')).toEqual(['pho']);
    expect(ids('phở')).toEqual(['pho']);
  });

  it('returns at most 5, or the limit asked for', () => {
    const many = buildSearchIndex(
      Array.from({ length: 40 }, (_, n) => ({ id: `p${n}`, name: `Pizza Place ${n}`, city: 'Rome' })),
    );
    expect(many.search('pizza')).toHaveLength(5);
    expect(many.search('pizza', 2)).toHaveLength(2);
    expect(many.search('pizza').map((hit) => hit.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });

  it('returns nothing for empty or unmatched queries, and answers repeatedly the same', () => {
    expect(ids('')).toEqual([]);
    expect(ids(" '' ")).toEqual([]);
    expect(ids('zzz')).toEqual([]);
    for (let n = 0; n < 3; n += 1) expect(ids('oyster bar')).toEqual(['oyster-grill', 'gcob', 'oyster-house']);
  });
});

describe('search agrees with a brute-force reference', () => {
  /** The ranking rule written plainly: every word prefixes a name (or city) word, sorted by tier then name. */
  function reference(docs: SearchDocument[], query: string, limit: number): SearchHit[] {
    const words = searchTokens(query);
    if (words.length === 0) return [];
    const folded = words.join(' ');
    const hits: { id: string; tier: SearchHit['tier']; nameTokens: string[]; foldedName: string }[] = [];
    for (const doc of docs) {
      const nameTokens = searchTokens(doc.name);
      const cityTokens = searchTokens(doc.city);
      const inName = words.map((word) => nameTokens.some((token) => token.startsWith(word)));
      const inCity = words.map((word) => cityTokens.some((token) => token.startsWith(word)));
      if (!inName.some(Boolean) || words.some((_, i) => !inName[i] && !inCity[i])) continue;
      const foldedName = nameTokens.join(' ');
      const tier = !inName.every(Boolean) ? 3 : foldedName === folded ? 0 : foldedName.startsWith(folded) ? 1 : 2;
      hits.push({ id: doc.id, tier, nameTokens, foldedName });
    }
    hits.sort(
      (a, b) =>
        a.tier - b.tier ||
        a.nameTokens.length - b.nameTokens.length ||
        a.foldedName.length - b.foldedName.length ||
        (a.foldedName < b.foldedName ? -1 : a.foldedName > b.foldedName ? 1 : 0) ||
        (a.id < b.id ? -1 : 1),
    );
    return hits.slice(0, limit).map(({ id, tier }) => ({ id, tier }));
  }

  const vocabulary = [
    'Bar',
    'Barra',
    'Café',
    'Cafe',
    'Oyster',
    'Grand',
    'Le',
    "Katz's",
    'Katz',
    'Tavern',
    'Green',
    'Bern',
  ];
  const word = fc.constantFrom(...vocabulary);
  const documentArbitrary = fc.record({
    name: fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
    city: fc.constantFrom('Barcelona', 'Green Bay', 'Paris', 'New York'),
  });

  it('returns exactly the reference hits, in order, for any catalogue and query', () => {
    fc.assert(
      fc.property(
        fc.array(documentArbitrary, { minLength: 0, maxLength: 400 }),
        fc.array(
          word.chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n))),
          { minLength: 1, maxLength: 3 },
        ),
        fc.integer({ min: 1, max: 8 }),
        (raw, queryWords, limit) => {
          const docs = raw.map((doc, n) => ({ id: `d${n}`, ...doc }));
          const query = queryWords.join(' ');
          expect(buildSearchIndex(docs).search(query, limit)).toEqual(reference(docs, query, limit));
        },
      ),
      { numRuns: 400 },
    );
  });
});

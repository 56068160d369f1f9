import { CONTAINER_HEADS } from './dishes.ts';

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Ranks dish mentions by how many reviews name them, merging "pastrami sandwich" into "pastrami" (a
 * format word added to a dish is the same dish) and keeping the most common spelling.
 */
export function rankSignatureItems(mentionsPerReview: string[][], limit = 8): string[] {
  const counts = new Map<string, { reviews: Set<number>; forms: Map<string, number> }>();
  const keyOf = (phrase: string): string => {
    const words = phrase.split(' ').map((w) => w.replace(/(?<=[a-z]{3})(?:es|s)$/, ''));
    const specific = words.filter((w) => !CONTAINER_HEADS.has(w));
    return (specific.length > 0 ? specific : words).join(' ');
  };
  mentionsPerReview.forEach((mentions, index) => {
    for (const mention of mentions) {
      const key = keyOf(mention);
      const entry = counts.get(key) ?? { reviews: new Set<number>(), forms: new Map<string, number>() };
      entry.reviews.add(index);
      entry.forms.set(mention, (entry.forms.get(mention) ?? 0) + 1);
      counts.set(key, entry);
    }
  });
  // A single-word key also absorbs longer keys that end with it only when it is the specific word
  // ("pastrami" ← "pastrami on rye" keyed "pastrami"); distinct dishes sharing a word stay apart.
  const ranked = [...counts.entries()].map(([key, entry]) => {
    const forms = [...entry.forms.entries()].sort(
      (a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]),
    );
    return { key, count: entry.reviews.size, name: sentenceCase(forms[0]?.[0] ?? key) };
  });
  ranked.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  // "killer egg cream" is the egg cream: a longer name whose tail is another multi-word item merges into it.
  for (const item of [...ranked].sort((a, b) => b.key.length - a.key.length)) {
    const target = ranked.find(
      (other) =>
        other !== item &&
        (other.key.includes(' ') || !GENERIC_DISH_WORDS.has(other.key)) &&
        item.key.endsWith(` ${other.key}`),
    );
    if (target === undefined) continue;
    target.count += item.count;
    item.count = 0;
  }
  const names: string[] = [];
  ranked.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  for (const item of ranked) {
    if (item.count === 0) continue;
    if (names.some((n) => n.toLowerCase() === item.name.toLowerCase())) continue;
    names.push(item.name.slice(0, 80));
    if (names.length >= limit) break;
  }
  return names;
}

/** Single words that name a category, not a dish: "matzo ball soup" must not fold into "soup". */
const GENERIC_DISH_WORDS = new Set([
  'soup',
  'salad',
  'sandwich',
  'chicken',
  'fish',
  'steak',
  'cake',
  'pie',
  'burger',
  'pizza',
  'pasta',
  'taco',
  'roll',
  'wine',
  'beer',
  'coffee',
  'tea',
  'cocktail',
  'bread',
  'rice',
  'noodle',
  'curry',
  'shake',
  'cream',
  'cheese',
  'toast',
  'egg',
  'fry',
  'wing',
  'rib',
  'pork',
  'lamb',
  'duck',
  'shrimp',
  'crab',
  'lobster',
  'oyster',
  'dog',
  'hash',
  'chop',
  'roast',
]);

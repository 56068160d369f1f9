import { createHash } from 'node:crypto';

/** Restaurant ids: readable slugs of the name, stable per place, unique per place. */

export const RESTAURANT_ID_MAX_LENGTH = 50;

// Letters NFKD does not decompose into an ASCII base letter plus marks.
const asciiLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
};

function cut(slug: string, maxLength: number): string {
  return slug.slice(0, maxLength).replace(/^-+|-+$/g, '');
}

/**
 * The slug of a name: diacritics folded to ASCII, non-alphanumerics other than whitespace removed, whitespace
 * collapsed to single hyphens, lowercased, cut to 50, no leading or trailing hyphen. "" when nothing is left.
 * `Katz's Delicatessen` → `katzs-delicatessen`, `Café Mogador` → `cafe-mogador`.
 */
export function slugifyRestaurantName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæÆœŒøØłŁđĐðÐþÞıħĦ]/g, (letter) => asciiLetters[letter] ?? letter);
  const slug = ascii
    .replace(/[^A-Za-z0-9\s]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return cut(slug, RESTAURANT_ID_MAX_LENGTH);
}

/** First 8 hex digits of sha256(placeId): short, stable, and reveals nothing readable. */
export function placeIdHash(placeId: string): string {
  return createHash('sha256').update(placeId, 'utf8').digest('hex').slice(0, 8);
}

/** The id a place wants before collisions: its slug, or `restaurant-<hash>` when the name leaves nothing (CJK, emoji). */
export function restaurantIdBase(name: string, placeId: string): string {
  return slugifyRestaurantName(name) || `restaurant-${placeIdHash(placeId)}`;
}

/** `base-n` for n ≥ 2, the base cut so the whole stays within 50 characters. */
export function withCollisionSuffix(base: string, n: number): string {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`Collision suffix must be an integer ≥ 2, got ${n}`);
  const suffix = `-${n}`;
  return `${cut(base, RESTAURANT_ID_MAX_LENGTH - suffix.length)}${suffix}`;
}

/**
 * The ids to try, in order: base, base-2, base-3… The caller takes the first one that is free or already
 * held by this same place (so a place keeps its id); a different place holding it means try the next.
 */
export function* restaurantIdCandidates(name: string, placeId: string): Generator<string, never, undefined> {
  const base = restaurantIdBase(name, placeId);
  yield base;
  for (let n = 2; ; n += 1) yield withCollisionSuffix(base, n);
}

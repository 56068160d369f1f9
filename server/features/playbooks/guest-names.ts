import type { BrandProfile } from '#contracts/brand.ts';
import { foldText } from './replies/wording.ts';

/** The names a reply may greet or sign with: a reviewer's first name, never a handle; the owner's first name. */

const NOT_A_NAME = new Set(['a', 'an', 'the', 'google', 'user', 'anonymous', 'guest', 'customer', 'local', 'guide']);

/** Words of a reviewer's handle rather than a name ("Colorado Foodie", "Tar Heel Eats", "jinnyeats"). */
const HANDLE_WORDS =
  /(?:foodies?|eats|eater|eaters|bites|traveler|traveller|travels|reviews?|reviewer|critic|lover|lovers|fan|fans|family|hungry|gourmet|guide|explorer|adventures?|life|kitchen|dining|diner|munchies|nomad)$/i;

/** US states and large cities, often the first word of a handle ("Maine Traveler", "Bayonne Bites"). */
const PLACE_NAMES = new Set(
  'alabama alaska arizona arkansas california colorado connecticut delaware florida hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont washington wisconsin wyoming jersey bronx queens manhattan chicago boston houston denver seattle portland atlanta miami philly philadelphia detroit nashville vegas bayonne hoboken nyc la sf usa'.split(
    ' ',
  ),
);

/**
 * The reviewer's first name for the greeting, or null when the display name is a handle or a
 * placeholder ("A Google User", "foodie_92", "Colorado Foodie"): greeting a handle reads as a bot.
 */
export function guestFirstName(authorName: string): string | null {
  const words = authorName.trim().split(/\s+/);
  const first = words[0] ?? '';
  if (words.some((w) => HANDLE_WORDS.test(w)) || PLACE_NAMES.has(foldText(first))) return null;
  if (first.length < 2 || first.length > 24) return null;
  if (!/^\p{L}[\p{L}'’-]*\.?$/u.test(first)) return null;
  const bare = first.replace(/\.$/, '');
  if (bare.length < 2 || NOT_A_NAME.has(foldText(bare))) return null;
  if (bare === bare.toLowerCase() || bare === bare.toUpperCase()) {
    return bare.charAt(0).toUpperCase() + bare.slice(1).toLowerCase();
  }
  return bare;
}

/** The owner's first name, from the profile's owner name or, failing that, the sign-off. */
export function ownerFirstName(profile: Pick<BrandProfile, 'ownerName' | 'signOff'>): string | null {
  const fromOwner = guestFirstName(profile.ownerName);
  if (fromOwner) return fromOwner;
  const signed = profile.signOff.replace(/^[\s—–-]+/u, '').split(',')[0] ?? '';
  const words = signed.trim().split(/\s+/);
  if (words.length > 2) return null;
  return guestFirstName(signed);
}

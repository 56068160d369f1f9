import type { BrandProfile } from '#contracts/brand.ts';
import type { GenerateSopRequest } from '#contracts/playbooks.ts';
import { guestFirstName, ownerFirstName } from './review-signals.ts';

/** The profile Generate writes from (pure): the stored analysis overlaid with what the visitor confirmed at step 2. */

const DEFAULT_TONE = ['Warm', 'Genuine', 'Welcoming'];

/** The profile needs 3–5 tone traits; a visitor who kept fewer gets the defaults added. */
function padTone(traits: string[]): string[] {
  const tone = [...new Set(traits.map((trait) => trait.trim()).filter((trait) => trait.length > 0))].slice(0, 5);
  for (const trait of DEFAULT_TONE) if (tone.length < 3 && !tone.includes(trait)) tone.push(trait);
  return tone;
}

function signOffFor(
  base: BrandProfile | null,
  ownerName: string,
  restaurantName: string,
  given: string | undefined,
): string {
  if (given) return given;
  const first = guestFirstName(ownerName);
  if (!first) return base?.signOff ?? `— The ${restaurantName} Team`.slice(0, 120);
  if (base && ownerFirstName(base) === first) return base.signOff;
  return `— ${first}`;
}

/**
 * The profile the playbook is written from: the stored analysis (when the browser names its brand profile),
 * overlaid with what the visitor confirmed or edited at step 2.
 */
export function finalProfile(
  base: BrandProfile | null,
  body: GenerateSopRequest,
  restaurantName: string,
): BrandProfile {
  const defined = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
  return {
    name: restaurantName,
    address: defined(body.address, base?.address ?? ''),
    vibe: defined(body.vibe, base?.vibe ?? ''),
    ownerName: body.ownerName,
    contactEmail: body.contactEmail,
    cuisine: defined(body.cuisine, base?.cuisine ?? 'restaurant'),
    priceTier: defined(body.priceTier, base?.priceTier ?? ''),
    toneOfVoice: padTone(defined(body.toneOfVoice, base?.toneOfVoice ?? DEFAULT_TONE)),
    signOff: signOffFor(base, body.ownerName, restaurantName, body.signOff),
    signatureItems: defined(body.signatureItems, base?.signatureItems ?? []),
    strengths: defined(body.strengths, base?.strengths ?? []),
    complaints: defined(body.complaints, base?.complaints ?? []),
    staffMentioned: defined(body.staffMentioned, base?.staffMentioned ?? []),
    ratingDistribution: defined(
      body.ratingDistribution,
      base?.ratingDistribution ?? { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    ),
    averageRating: defined(body.averageRating, base?.averageRating ?? null),
    reviewCount: defined(body.reviewCount, base?.reviewCount ?? 0),
    replyRate: defined(body.replyRate, base?.replyRate ?? null),
    replyRateUnknownReason: defined(body.replyRateUnknownReason, base?.replyRateUnknownReason ?? null),
    reviewInsights: defined(body.reviewInsights, base?.reviewInsights ?? []),
    engine: defined(body.engine, base?.engine ?? 'offline'),
  };
}

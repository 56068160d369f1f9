import { guestFirstName, ownerFirstName } from '#server/features/playbooks/guest-names.ts';
import type { BrandProfile } from '#contracts/brand.ts';
import type { GeneratePlaybookRequest } from '#contracts/playbooks.ts';

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

/** The fields a visitor may confirm at step 2, with what they are when neither the visitor nor the analysis has one. */
type ConfirmedField = Exclude<
  keyof BrandProfile & keyof GeneratePlaybookRequest,
  'name' | 'ownerName' | 'contactEmail' | 'signOff'
>;

function unconfirmed(): Pick<BrandProfile, ConfirmedField> {
  return {
    address: '',
    vibe: '',
    cuisine: 'restaurant',
    priceTier: '',
    toneOfVoice: DEFAULT_TONE,
    signatureItems: [],
    strengths: [],
    complaints: [],
    staffMentioned: [],
    ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    averageRating: null,
    reviewCount: 0,
    replyRate: null,
    replyRateUnknownReason: null,
    reviewInsights: [],
    engine: 'offline',
  };
}

/** Each field as the visitor confirmed it (even to null), else the stored analysis' when it has one, else the default. */
function confirmedFields(base: BrandProfile | null, body: GeneratePlaybookRequest): Pick<BrandProfile, ConfirmedField> {
  const fields = unconfirmed();
  const write = <K extends ConfirmedField>(key: K): void => {
    const given = body[key] as BrandProfile[K] | undefined;
    fields[key] = given !== undefined ? given : (base?.[key] ?? fields[key]);
  };
  for (const key of Object.keys(fields) as ConfirmedField[]) write(key);
  return fields;
}

/**
 * The profile the playbook is written from: the stored analysis (when the browser names its brand profile),
 * overlaid with what the visitor confirmed or edited at step 2.
 */
export function finalProfile(
  base: BrandProfile | null,
  body: GeneratePlaybookRequest,
  restaurantName: string,
): BrandProfile {
  const fields = confirmedFields(base, body);
  return {
    name: restaurantName,
    address: fields.address,
    vibe: fields.vibe,
    ownerName: body.ownerName,
    contactEmail: body.contactEmail,
    cuisine: fields.cuisine,
    priceTier: fields.priceTier,
    toneOfVoice: padTone(fields.toneOfVoice),
    signOff: signOffFor(base, body.ownerName, restaurantName, body.signOff),
    signatureItems: fields.signatureItems,
    strengths: fields.strengths,
    complaints: fields.complaints,
    staffMentioned: fields.staffMentioned,
    ratingDistribution: fields.ratingDistribution,
    averageRating: fields.averageRating,
    reviewCount: fields.reviewCount,
    replyRate: fields.replyRate,
    replyRateUnknownReason: fields.replyRateUnknownReason,
    reviewInsights: fields.reviewInsights,
    engine: fields.engine,
  };
}

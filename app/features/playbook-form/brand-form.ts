import type { BrandProfile, Theme } from '#contracts/brand.ts';
import { splitList } from './owner-contact.ts';

/** Step 2's editable fields, as text (lists typed comma- or line-separated). */
export type BrandFormValues = {
  name: string;
  vibe: string;
  ownerName: string;
  contactEmail: string;
  toneOfVoice: string;
  signatureItems: string;
  strengths: string;
  signOff: string;
};

export function formValuesFromProfile(profile: BrandProfile): BrandFormValues {
  return {
    name: profile.name,
    vibe: profile.vibe,
    ownerName: profile.ownerName,
    contactEmail: profile.contactEmail,
    toneOfVoice: profile.toneOfVoice.join(', '),
    signatureItems: profile.signatureItems.join(', '),
    strengths: profile.strengths.map((theme) => theme.label).join('\n'),
    signOff: profile.signOff,
  };
}

/**
 * The confirmed profile: the analysis overlaid with the visitor's edits. An edited strength keeps the analysis'
 * evidence when its label is unchanged; a new one is the visitor's word, with no share or quote.
 */
export function profileFromForm(original: BrandProfile, values: BrandFormValues): BrandProfile {
  const byLabel = new Map(original.strengths.map((theme) => [theme.label.trim().toLowerCase(), theme]));
  const strengths: Theme[] = splitList(values.strengths, /\n/)
    .slice(0, 8)
    .map((label, index) => {
      const known = byLabel.get(label.toLowerCase());
      if (known) return known;
      return {
        aspect: original.strengths[index]?.aspect ?? 'food',
        label: label.slice(0, 80),
        share: 0,
        count: 0,
        evidence: '',
        evidenceAuthor: '',
      };
    });
  const tone = splitList(values.toneOfVoice)
    .map((trait) => trait.slice(0, 40))
    .slice(0, 5);
  return {
    ...original,
    name: values.name.trim() || original.name,
    vibe: values.vibe.trim().slice(0, 300),
    ownerName: values.ownerName.trim().slice(0, 120),
    contactEmail: values.contactEmail.trim().slice(0, 254),
    toneOfVoice: tone.length > 0 ? tone : original.toneOfVoice,
    signatureItems: splitList(values.signatureItems)
      .map((item) => item.slice(0, 80))
      .slice(0, 12),
    strengths,
    signOff: values.signOff.trim().slice(0, 120),
  };
}

import type { BrandProfile } from '#contracts/brand.ts';
import { buildPlaybookWith } from './document/build-playbook.ts';
import type { PlaybookDocument } from './playbook-types.ts';

/**
 * The generic playbook behind /sop-template: every section of the personalised
 * playbook, with bracketed placeholders where a restaurant's own dishes, people and figures go,
 * ending with the invitation to generate the real one.
 */
export const TEMPLATE_PROFILE: BrandProfile = {
  name: '[Restaurant name]',
  address: '[Address]',
  vibe: '[One line on the feel of the place]',
  ownerName: '[Owner first name]',
  contactEmail: '',
  cuisine: '[Cuisine]',
  priceTier: '',
  toneOfVoice: ['[Tone trait 1]', '[Tone trait 2]', '[Tone trait 3]'],
  signOff: '— [Owner first name], [Role]',
  signatureItems: ['[Signature dish]', '[Second signature dish]', '[Signature drink]'],
  strengths: [
    { aspect: 'signature', label: '[Your best-known dish]', share: 0, count: 0, evidence: '', evidenceAuthor: '' },
  ],
  complaints: [],
  staffMentioned: ['[Server name]'],
  ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  averageRating: null,
  reviewCount: 0,
  replyRate: null,
  reviewInsights: [],
  engine: 'offline',
};

export function buildTemplatePlaybook(generatedAt: Date): PlaybookDocument {
  const doc = buildPlaybookWith({ profile: TEMPLATE_PROFILE, reviews: [], generatedAt }, { template: true });
  return {
    ...doc,
    title: 'Restaurant Review Response Playbook: Template',
    subtitle: `Fill in the bracketed parts, or let Replybook write it from your own reviews · ${doc.subtitle.split(' · ').at(-1) ?? ''}`,
    sections: [
      ...doc.sections,
      {
        id: 'next-step',
        heading: 'Get the personalised version, free',
        blocks: [
          {
            kind: 'paragraph',
            text: 'This template shows the shape. Your personalised playbook fills every bracket from your own reviews: the dishes guests name, the strengths they praise, the complaints that keep coming back with their share of reviews, your tone of voice and sign-off, ready replies to your best, mixed and worst recent reviews with each reviewer named, and your current reply rate and response time as the baseline for your KPIs.',
          },
          {
            kind: 'list',
            style: 'numbered',
            items: [
              'Find your restaurant on the Replybook home page.',
              'Check the brand profile we build from your reviews and adjust anything we got wrong.',
              'Download your playbook as HTML or text, or have it emailed, in a few minutes. It is free.',
            ],
          },
        ],
      },
    ],
  };
}

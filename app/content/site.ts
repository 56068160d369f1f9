import {
  BRAND,
  type BrandFacts,
  formatPostalAddress,
  type LegalEntity,
  type PostalAddress,
} from '#contracts/site-constants.ts';

/** The site's brand facts and copy; the facts the server shares come from contracts/site-constants.ts. */

export { formatPostalAddress, type LegalEntity, type PostalAddress };

export interface ExplainerVideo {
  provider: 'youtube';
  /** YouTube video id; played through youtube-nocookie.com, and only after the visitor clicks. */
  id: string;
  title: string;
  /** Length shown on the facade so visitors know the commitment before loading anything. */
  durationLabel: string;
}

export interface SiteConfig extends Omit<BrandFacts, 'contact'> {
  tagline: string;
  /** The home page's title: at most 70 characters, so search results show it whole. */
  homeTitle: string;
  /** Default meta description for pages that do not set their own. */
  description: string;
  contact: BrandFacts['contact'] & { responseTime: string; hours: string };
  explainerVideo: ExplainerVideo;
  /** None at launch; the footer renders nothing when empty. */
  social: readonly { network: string; handle: string; url: string }[];
}

export const site: SiteConfig = {
  brandName: BRAND.brandName,
  tagline: 'Every review answered, in your voice, before the next service.',
  homeTitle: 'Replybook: review replies for restaurants, written in your voice',
  description:
    "Replybook writes on-brand replies to your restaurant's Google, Yelp and Tripadvisor reviews. Start with a free review-response playbook built from your own reviews: no signup, in your inbox in under 5 minutes.",
  domain: BRAND.domain,
  url: BRAND.url,
  legalEntity: BRAND.legalEntity,
  postalAddress: BRAND.postalAddress,
  contact: {
    ...BRAND.contact,
    responseTime: 'within 24 hours',
    hours: 'Monday to Friday, 9:00 AM – 6:00 PM Eastern',
  },
  explainerVideo: {
    provider: 'youtube',
    id: 'rP1yb0kHwXs',
    title: 'How Replybook builds your review-response playbook',
    durationLabel: '2 min',
  },
  social: [],
};

export const copyrightNotice = (year: number): string => `© ${year} ${site.legalEntity.name}. All rights reserved.`;

/**
 * Brand facts in one place (decisions: "every brand fact … lives in one content/config module so an operator can
 * rebrand without touching components"). Legal pages, emails and the footer import from here.
 */

export interface PostalAddress {
  street: string;
  unit: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface LegalEntity {
  name: string;
  /** How the entity is described in legal text, e.g. "a New Jersey limited liability company". */
  description: string;
  stateOfOrganization: string;
}

export interface ExplainerVideo {
  provider: 'youtube';
  /** YouTube video id; played through youtube-nocookie.com, and only after the visitor clicks (decisions §7). */
  id: string;
  title: string;
  /** Length shown on the facade so visitors know the commitment before loading anything. */
  durationLabel: string;
}

export interface SiteConfig {
  brandName: string;
  tagline: string;
  /** The home page's title: at most 70 characters, so search results show it whole. */
  homeTitle: string;
  /** Default meta description for pages that do not set their own. */
  description: string;
  domain: string;
  url: string;
  legalEntity: LegalEntity;
  postalAddress: PostalAddress;
  contact: {
    email: string;
    phone: string;
    /** E.164, for tel: links. */
    phoneE164: string;
    responseTime: string;
    hours: string;
  };
  explainerVideo: ExplainerVideo;
  /** None at launch; the footer renders nothing when empty. */
  social: readonly { network: string; handle: string; url: string }[];
}

export const site: SiteConfig = {
  brandName: 'Replybook',
  tagline: 'Every review answered, in your voice, before the next service.',
  homeTitle: 'Replybook: review replies for restaurants, written in your voice',
  description:
    "Replybook writes on-brand replies to your restaurant's Google, Yelp and Tripadvisor reviews. Start with a free review-response playbook built from your own reviews: no signup, in your inbox in under 5 minutes.",
  domain: 'replybook.app',
  url: 'https://replybook.app',
  legalEntity: {
    name: 'Replybook Technologies LLC',
    description: 'a New Jersey limited liability company',
    stateOfOrganization: 'New Jersey',
  },
  postalAddress: {
    street: '221 River Street',
    unit: '9th Floor',
    city: 'Hoboken',
    region: 'NJ',
    postalCode: '07030',
    country: 'United States',
  },
  contact: {
    email: 'hello@replybook.app',
    // 555-01xx numbers are reserved for fiction in the North American plan: an operator sets the real line here.
    phone: '(201) 555-0148',
    phoneE164: '+12015550148',
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

/** "221 River Street, 9th Floor, Hoboken, NJ 07030" for footers, legal pages and email footers (CAN-SPAM). */
export function formatPostalAddress(address: PostalAddress = site.postalAddress): string {
  const streetLine = address.unit ? `${address.street}, ${address.unit}` : address.street;
  return `${streetLine}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** The same address as separate lines, for an <address> block. */
export function postalAddressLines(address: PostalAddress = site.postalAddress): string[] {
  return [
    address.unit ? `${address.street}, ${address.unit}` : address.street,
    `${address.city}, ${address.region} ${address.postalCode}`,
    address.country,
  ];
}

export const copyrightNotice = (year: number): string => `© ${year} ${site.legalEntity.name}. All rights reserved.`;

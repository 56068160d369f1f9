/**
 * Brand facts both sides need: the site's content (app/content/site.ts) and the server's emails read them from here,
 * so a rebrand is one edit. Values only, no zod: browser code may import this module.
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

export interface BrandFacts {
  brandName: string;
  domain: string;
  url: string;
  legalEntity: LegalEntity;
  postalAddress: PostalAddress;
  contact: {
    email: string;
    phone: string;
    /** E.164, for tel: links. */
    phoneE164: string;
  };
}

export const BRAND: BrandFacts = {
  brandName: 'Replybook',
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
  },
};

/** "221 River Street, 9th Floor, Hoboken, NJ 07030" for footers, legal pages and email footers (CAN-SPAM). */
export function formatPostalAddress(address: PostalAddress = BRAND.postalAddress): string {
  const streetLine = address.unit ? `${address.street}, ${address.unit}` : address.street;
  return `${streetLine}, ${address.city}, ${address.region} ${address.postalCode}`;
}

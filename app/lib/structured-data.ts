// Type-only imports of the big content modules: this file is in every page's bundle (the Article of a stored
// playbook is built in the browser too), while FAQ and plans JSON-LD is built on the server (page-structured-data.server.ts).
import type { FaqItem } from '#app/content/faq.ts';
import type { LegendaryRestaurant } from '#app/content/landing/nyc.ts';
import type { Plan } from '#app/content/plans.ts';
import { site, type SiteConfig } from '#app/content/site.ts';
import { canonicalUrl, shareImageUrl } from './seo.ts';

/**
 * schema.org JSON-LD: Organization on every page, FAQPage and the plans' offers on /, Article for
 * playbook pages. Plain functions over content; components/seo/seo-head.tsx renders them.
 */

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/**
 * JSON inside `<script>`: `<`, `>` and `&` become `\u003c`…, so a value holding `</script>` or `<!--` cannot end the
 * element or open a comment; U+2028/2029 are escaped for parsers older than ES2019. The JSON value is unchanged.
 */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function organizationId(publicUrl: string): string {
  return `${canonicalUrl(publicUrl, '/')}#organization`;
}

export function organizationJsonLd(publicUrl: string, brand: SiteConfig = site): JsonLd {
  const address = brand.postalAddress;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(publicUrl),
    name: brand.brandName,
    legalName: brand.legalEntity.name,
    url: canonicalUrl(publicUrl, '/'),
    logo: canonicalUrl(publicUrl, '/favicon.svg'),
    image: shareImageUrl(publicUrl),
    description: brand.description,
    email: brand.contact.email,
    telephone: brand.contact.phoneE164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.unit ? `${address.street}, ${address.unit}` : address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country === 'United States' ? 'US' : address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: brand.contact.email,
      telephone: brand.contact.phoneE164,
      availableLanguage: 'en',
    },
    ...(brand.social.length > 0 ? { sameAs: brand.social.map((s) => s.url) } : {}),
  };
}

export function faqPageJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  };
}

/** The review-reply service with one Offer per plan; a custom-quote plan has no price. */
export function planOffersJsonLd(plans: readonly Plan[], publicUrl: string, brand: SiteConfig = site): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: `${brand.brandName} review replies for restaurants`,
    serviceType: 'Online review response management',
    description: brand.description,
    provider: { '@id': organizationId(publicUrl) },
    areaServed: 'US',
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.description,
      url: `${canonicalUrl(publicUrl, '/')}#pricing`,
      availability: 'https://schema.org/InStock',
      ...(plan.monthlyPriceUsd === null
        ? {}
        : {
            price: plan.monthlyPriceUsd.toFixed(2),
            priceCurrency: 'USD',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: plan.monthlyPriceUsd.toFixed(2),
              priceCurrency: 'USD',
              unitCode: 'MON',
              billingDuration: 'P1M',
            },
          }),
    })),
  };
}

export interface ArticleInput {
  path: string;
  headline: string;
  description: string;
  /** ISO-8601; omitted for the static example, whose content has no single publication date. */
  datePublished?: string;
  about?: string;
}

export function articleJsonLd(input: ArticleInput, publicUrl: string, brand: SiteConfig = site): JsonLd {
  const url = canonicalUrl(publicUrl, input.path);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: input.headline.slice(0, 110),
    description: input.description,
    image: shareImageUrl(publicUrl),
    inLanguage: 'en',
    author: { '@id': organizationId(publicUrl), '@type': 'Organization', name: brand.brandName },
    publisher: { '@id': organizationId(publicUrl), '@type': 'Organization', name: brand.brandName },
    ...(input.datePublished ? { datePublished: input.datePublished, dateModified: input.datePublished } : {}),
    ...(input.about ? { about: { '@type': 'Restaurant', name: input.about } } : {}),
  };
}

/** The Article for a legendary example page rendered from content (e.g. /sop/grand-central-oyster-bar). */
export function legendaryArticleInput(restaurant: LegendaryRestaurant): ArticleInput {
  return {
    path: `/sop/${restaurant.id}`,
    headline: `${restaurant.name}: Review Response Playbook`,
    description: `How ${restaurant.name} (${restaurant.neighbourhood}, since ${restaurant.founded}) answers its online reviews: brand voice, reply templates for every star rating, escalation rules and KPIs.`,
    about: restaurant.name,
  };
}

/** The Article for a stored playbook at /sop/{id}, from the fields its page already loads. */
export function storedPlaybookArticleInput(playbook: {
  id: string;
  restaurantName: string;
  location: string;
  description: string;
  generatedAt: string;
}): ArticleInput {
  const where = playbook.location ? ` in ${playbook.location}` : '';
  return {
    path: `/sop/${encodeURIComponent(playbook.id)}`,
    headline: `${playbook.restaurantName}: Review Response Playbook`,
    description:
      playbook.description ||
      `How ${playbook.restaurantName}${where} answers its online reviews: brand voice, reply templates for every star rating, escalation rules and KPIs.`,
    datePublished: playbook.generatedAt,
    about: playbook.restaurantName,
  };
}

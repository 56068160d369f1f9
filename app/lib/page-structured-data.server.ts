import { faqItems } from '#app/content/faq.ts';
import { legendaryRestaurants } from '#app/content/landing/nyc.ts';
import { plans } from '#app/content/plans.ts';
import {
  articleJsonLd,
  faqPageJsonLd,
  legendaryArticleInput,
  planOffersJsonLd,
  type JsonLd,
} from './structured-data.ts';

/**
 * The JSON-LD a path carries from the site's content: FAQPage and the plans' offers on /, Article on
 * the static example playbook. Built in the root loader, on the server, so the FAQ, plans and landing content do not
 * join every page's JavaScript. Organization (every page) and stored playbooks' Article (from /sop/{id}'s own
 * loader data) are built in components/seo/seo-head.tsx.
 */
export function contentStructuredData(pathname: string, publicUrl: string): JsonLd[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return [faqPageJsonLd(faqItems), planOffersJsonLd(plans, publicUrl)];
  // Only the example with its own static route: the other legendary ids are stored playbooks rendered by /sop/:id.
  const example = legendaryRestaurants.find((restaurant) => restaurant.id === 'grand-central-oyster-bar');
  if (example && path === `/sop/${example.id}`) return [articleJsonLd(legendaryArticleInput(example), publicUrl)];
  return [];
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_COOKIES } from '#contracts/cookie-constants.ts';
import { CURRENT_RATE_OPTIONS } from '#contracts/roi.ts';
// Test-only cross-check: the calculator's plan cost must be the Starter price shown in pricing.
import { roiConstants } from '#server/features/roi/roi.ts';
import * as claimsModule from './claims.ts';
import { claims, lossClaims } from './claims.ts';
import * as faqModule from './faq.ts';
import { faqItems } from './faq.ts';
import { autopilot } from './landing/autopilot.ts';
import { illustrativeNote } from './landing/common.ts';
import { featuresSection } from './landing/features.ts';
import { legendaryRestaurants } from './landing/nyc.ts';
import { problemSection, reviewerCards } from './landing/problem.ts';
import { roiCalculator } from './landing/roi-calculator.ts';
import { showcase } from './landing/showcase.ts';
import { testimonialsSection } from './landing/testimonials.ts';
import * as legalModule from './legal.ts';
import { accessibilityStatement, disclaimer, legalDocuments, privacyPolicy, termsOfService } from './legal.ts';
import * as navigationModule from './navigation.ts';
import { ownerInboxCopy } from './owner-inbox.ts';
import * as errorPagesModule from './error-pages.ts';
import { notFoundPage } from './error-pages.ts';
import * as pagesModule from './pages.ts';
import { footerNavigation, headerNavigation, landingSectionIds } from './navigation.ts';
import * as plansModule from './plans.ts';
import { plans, quoteFields } from './plans.ts';
import * as siteModule from './site.ts';
import { formatPostalAddress, site } from './site.ts';

/** Every string reachable from a module's exports (functions skipped): the whole rendered copy. */
function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) allStrings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) allStrings(item, out);
  return out;
}

/** Every landing section's copy module (one per section, loaded with that section). */
const landingModules = Object.values(import.meta.glob('./landing/*.ts', { eager: true }));

const modules = [
  claimsModule,
  errorPagesModule,
  faqModule,
  ...landingModules,
  legalModule,
  navigationModule,
  pagesModule,
  plansModule,
  siteModule,
];
const everyString = modules.flatMap((m) => allStrings(m));
const legalText = (doc: legalModule.LegalDocument) => allStrings(doc).join('\n');

describe('plans and prices', () => {
  it('has the four plans', () => {
    expect(plans.map((p) => [p.name, p.price, p.period, p.action])).toEqual([
      ['Free Forever', '$0', 'forever', 'scroll-to-form'],
      ['Starter', '$199', '/month', 'scroll-to-form'],
      ['Pro Coverage', '$499', '/month', 'scroll-to-form'],
      ['Complete Automation', 'Custom', 'quote', 'quote'],
    ]);
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(['pro-coverage']);
    for (const plan of plans) {
      expect(plan.features.length).toBeGreaterThanOrEqual(4);
      if (plan.monthlyPriceUsd !== null) expect(plan.price).toBe(`$${plan.monthlyPriceUsd}`);
    }
  });

  it('prices the ROI calculator with the Starter plan', () => {
    expect(plans.find((p) => p.id === 'starter')?.monthlyPriceUsd).toBe(roiConstants.starterPlanMonthlyPrice);
  });

  it('keeps the FAQ consistent with the plans: from $199/month, never $97', () => {
    const cost = faqItems.find((item) => item.id === 'cost');
    expect(cost?.answer.join(' ')).toContain('start at $199/month');
    const planPrices = new Set(plans.map((p) => p.monthlyPriceUsd));
    for (const match of allStrings(faqItems)
      .join(' ')
      .matchAll(/\$(\d[\d,]*)\/month/g)) {
      expect(planPrices.has(Number(match[1]?.replace(/,/g, '')))).toBe(true);
    }
    expect(everyString.some((s) => s.includes('$97'))).toBe(false);
    expect(faqItems.length).toBeGreaterThanOrEqual(8);
    expect(faqItems.length).toBeLessThanOrEqual(10);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length);
  });

  it('defines the ten required quote fields with the right input types', () => {
    expect(quoteFields.map((f) => f.name)).toEqual([
      'name',
      'email',
      'phone',
      'companyName',
      'numberOfLocations',
      'currentPlatforms',
      'monthlyReviews',
      'specificNeeds',
      'budget',
      'timeline',
    ]);
    const byName = Object.fromEntries(quoteFields.map((f) => [f.name, f]));
    expect(byName.email?.type).toBe('email');
    expect(byName.phone?.type).toBe('tel');
    for (const name of ['numberOfLocations', 'monthlyReviews', 'budget', 'timeline']) {
      expect(byName[name]?.type).toBe('select');
      expect(byName[name]?.options?.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('claims', () => {
  it('shows the claim figures as written', () => {
    expect(Object.values(claims).map((c) => `${c.value} ${c.label}`)).toEqual([
      '87% faster response',
      '$127K+ average annual value',
      '500+ GMs',
      '98.7% success rate',
      'up to 4.9% revenue lift',
      '10–15 hours saved monthly',
    ]);
    expect(Object.values(lossClaims).map((c) => c.value)).toEqual(['240–540 hours', '$50K+', '67%', '89%']);
    expect(problemSection.cards).toEqual(Object.keys(lossClaims));
  });
});

describe('landing content', () => {
  it('has the six legendary NYC restaurants with the fixed playbook ids', () => {
    expect(legendaryRestaurants.map((r) => r.id)).toEqual([
      'delmonicos',
      'le-bernardin',
      'keens-steakhouse',
      'tavern-on-the-green',
      'grand-central-oyster-bar',
      'katzs-delicatessen',
    ]);
    for (const r of legendaryRestaurants) expect(r.founded).toBeLessThan(2000);
  });

  it('offers exactly the calculator rate options of the contract, labelled per the brief', () => {
    const options = roiCalculator.fields.currentRate.options;
    expect(options.map((o) => o.value)).toEqual([...CURRENT_RATE_OPTIONS]);
    expect(options.map((o) => o.label)).toEqual(["We don't reply (0%)", 'Under 50%', '50–90%']);
    expect(roiCalculator.errorToast).toEqual({
      title: 'Calculation Error',
      description: 'Unable to calculate ROI. Please try again.',
    });
    // The assumptions text states the constants the API computes with.
    const assumptions = roiCalculator.assumptions.items.join(' ');
    expect(assumptions).toContain(`${roiConstants.visitsPerCustomerPerYear} times a year`);
    expect(assumptions).toContain(`$${roiConstants.starterPlanMonthlyPrice} a month`);
    expect(assumptions).toContain(`$${roiConstants.managerHourlyCost} an hour`);
    expect(assumptions).toContain(`${roiConstants.minutesPerReply} minutes`);
  });

  it("gives every customer slide one of our own drawings, served from the site's public folder", () => {
    for (const slide of autopilot.slides) {
      expect(slide.image).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
      const svg = readFileSync(new URL(`../../public${slide.image}`, import.meta.url), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // Nothing an <img> cannot resolve on its own: no stylesheet classes, no external references.
      expect(svg).not.toMatch(/class=|currentColor|href=/);
    }
    expect(new Set(autopilot.slides.map((slide) => slide.image)).size).toBe(autopilot.slides.length);
  });

  it('has the section counts the brief asks for', () => {
    expect(showcase.items).toHaveLength(3);
    expect(showcase.rotationIntervalMs).toBe(4000);
    expect(autopilot.slides).toHaveLength(3);
    expect(autopilot.benefits).toHaveLength(5);
    expect(reviewerCards.items).toHaveLength(3);
    expect(featuresSection.items.length).toBeGreaterThanOrEqual(6);
    expect(featuresSection.items.length).toBeLessThanOrEqual(8);
    expect(testimonialsSection.items.length).toBeGreaterThanOrEqual(5);
    expect(testimonialsSection.items.length).toBeLessThanOrEqual(6);
  });

  it('shows personalised replies that address the reviewer and are signed', () => {
    for (const item of showcase.items) {
      const firstName = item.review.author.split(' ')[0] ?? '';
      expect(item.replybookReply.startsWith(firstName)).toBe(true);
      expect(item.replybookReply.length).toBeGreaterThan(item.genericReply.length * 2);
      expect(item.signedBy).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+, /);
    }
  });
});

describe('navigation', () => {
  it('links the header', () => {
    expect(headerNavigation.items.map((i) => [i.label, i.mobileLabel ?? i.label])).toEqual([
      ['Pricing', 'Pricing'],
      ['ROI Calculator', 'ROI Calculator'],
      ["NYC's Playbooks", 'Playbook Examples'],
    ]);
    expect(headerNavigation.primaryAction.label).toBe('AI Playbook (FREE)');
  });

  it('links the footer', () => {
    const targets = footerNavigation.groups.flatMap((g) => g.links.map((l) => l.target));
    const sections = targets.flatMap((t) => (t.kind === 'section' ? [t.section] : []));
    const routes = targets.flatMap((t) => (t.kind === 'route' ? [t.to] : []));
    expect(sections).toEqual(['features', 'pricing', 'calculator', 'testimonials']);
    for (const route of [
      '/contact',
      '/playbook-examples',
      '/privacy-policy',
      '/terms-of-service',
      '/disclaimer',
      '/accessibility',
    ]) {
      expect(routes).toContain(route);
    }
    expect(landingSectionIds.hero).toBe('hero-section');
    expect(landingSectionIds.playbookForm).toBe('playbook-form');
  });
});

describe('legal pages', () => {
  const docs = Object.values(legalDocuments);

  it('are all dated June 14, 2025 and name the New Jersey LLC', () => {
    expect(docs).toHaveLength(4);
    for (const doc of docs) {
      expect(doc.effectiveDate).toBe('June 14, 2025');
      expect(doc.lastUpdated).toBe('June 14, 2025');
      expect(legalText(doc)).toContain('Replybook Technologies LLC');
      for (const section of doc.sections) {
        expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
      }
    }
    expect(legalText(privacyPolicy)).toContain('a New Jersey limited liability company');
  });

  it('have their section counts', () => {
    // The spec's nine sections; the cookies are a part of the first (what we collect).
    expect(privacyPolicy.sections).toHaveLength(9);
    expect(termsOfService.sections).toHaveLength(11);
    expect(disclaimer.sections).toHaveLength(10);
    expect(accessibilityStatement.sections).toHaveLength(7);
  });

  it('state what the product promises', () => {
    const privacy = legalText(privacyPolicy);
    for (const phrase of [
      'AI service',
      'email delivery provider',
      'under 13',
      'do not sell',
      'TLS',
      'Portability',
      site.contact.email,
      formatPostalAddress(),
    ]) {
      expect(privacy).toContain(phrase);
    }
    expect(privacy).toMatch(/competitive analysis[^.]*unless you request deletion/);
    const terms = legalText(termsOfService);
    for (const phrase of ['($100)', 'Hudson County, New Jersey', 'business use only', 'as-is', 'rate-limit']) {
      expect(terms).toContain(phrase);
    }
    expect(legalText(disclaimer)).toContain('hypothetical');
    const accessibility = legalText(accessibilityStatement);
    for (const phrase of ['partially conformant with WCAG 2.1 level AA', '5 business days', 'PDF SOPs', 'Animations']) {
      expect(accessibility).toContain(phrase);
    }
  });
});

describe('the privacy policy’s cookies', () => {
  const section = privacyPolicy.sections[0]!.parts!.find((one) => one.heading === 'Cookies and browser storage')!;

  it('lists every cookie the server sets (its one registry), by name, each with what it is for and how long', () => {
    const names = Object.values(SITE_COOKIES).map((cookie) => cookie.name);
    expect(section.list?.map((line) => line.slice(0, line.indexOf(':')))).toEqual(names);
    const lineOf = (name: string) => section.list!.find((line) => line.startsWith(`${name}:`))!;
    expect(lineOf('rb_owner')).toMatch(/90 days at most.*30 days without a visit/);
    expect(lineOf('rb_operator')).toMatch(/7 days at most.*12 hours without use/);
    expect(lineOf('rb_sign_in')).toContain('15 minutes');
    expect(lineOf('rb_device')).toContain('400 days');
    expect(lineOf('rb_place')).toContain('365 days');
    expect(lineOf('gbp_pkce_')).toContain('10 minutes');
  });

  it('says they are first-party and strictly necessary, with no analytics or advertising cookie', () => {
    const text = section.paragraphs.join(' ');
    expect(text).toContain('All are first-party');
    expect(text).toContain('strictly necessary');
    expect(text).toContain('We use no analytics, advertising or tracking cookies');
    expect(text).toContain('HttpOnly');
  });
});

describe('pages', () => {
  it('keeps the 404 wording', () => {
    expect(notFoundPage.title).toBe('404 Page Not Found');
    expect(notFoundPage.body).toBe('Did you forget to add the page to the router?');
  });

  it('discloses illustrative testimonials, slides and showcase examples', () => {
    expect(illustrativeNote.length).toBeGreaterThan(20);
    expect(testimonialsSection.illustrative).toBe(true);
    expect(autopilot.illustrative).toBe(true);
    expect(showcase.illustrative).toBe(true);
  });

  it('the empty connected inbox names the owner’s own morning clock', () => {
    expect(ownerInboxCopy.emptyConnected({ minute: 7 * 60 + 30, timeZone: 'Europe/London' })).toBe(
      'Your Google reviews appear here once we have read them, with the next morning email (7:30 AM London time).',
    );
    expect(ownerInboxCopy.emptyConnected({ minute: 8 * 60, timeZone: 'America/New_York' })).toContain(
      '(8:00 AM New York time)',
    );
  });
});

describe('copy hygiene', () => {
  it('uses one contact domain', () => {
    expect(site.contact.email.endsWith(`@${site.domain}`)).toBe(true);
    expect(site.url).toBe(`https://${site.domain}`);
    const brandDomains = everyString.flatMap((s) => [...s.matchAll(/replybook\.[a-z]+/gi)].map((m) => m[0]));
    expect(new Set(brandDomains.map((d) => d.toLowerCase()))).toEqual(new Set([site.domain]));
  });

  it('has no placeholder copy and no empty strings', () => {
    for (const s of everyString) {
      expect(s.trim(), 'empty string in content').not.toBe('');
      expect(s).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bXXX\b|\[.*?\]/i);
      expect(s, 'double punctuation').not.toMatch(/!!|\?\?|(?<!\.)\.\.(?!\.)/);
    }
  });

  it('keeps exclamation marks to the fixed toast titles and the deliberately bland example', () => {
    const allowed = new Set([
      'Quote Request Sent!',
      'Success!',
      'Message Received!',
      'Message Sent!',
      "Thank you for your review! We're glad you enjoyed your visit. Hope to see you again soon!",
    ]);
    expect(everyString.filter((s) => s.includes('!') && !allowed.has(s))).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { faqItems } from '#app/content/faq.ts';
import { plans } from '#app/content/plans.ts';
import { canonicalUrl, documentHeadTags, pageMeta } from './seo.ts';
import {
  faqPageJsonLd,
  organizationJsonLd,
  planOffersJsonLd,
  serializeJsonLd,
  storedPlaybookArticleInput,
  articleJsonLd,
} from './structured-data.ts';

describe('canonical URLs', () => {
  test('public origin plus path, without query, trailing slash or doubled slashes', () => {
    expect(canonicalUrl('https://replybook.app/', '/')).toBe('https://replybook.app/');
    expect(canonicalUrl('https://replybook.app', '/contact/')).toBe('https://replybook.app/contact');
    expect(canonicalUrl('https://replybook.app', '/sop/katzs-delicatessen')).toBe(
      'https://replybook.app/sop/katzs-delicatessen',
    );
  });

  test('error pages get noindex and no canonical; other pages get both canonical and og:url', () => {
    const ok = documentHeadTags('https://x.test', '/contact', { error: false });
    expect(ok).toContainEqual({ tag: 'link', rel: 'canonical', href: 'https://x.test/contact' });
    expect(ok).toContainEqual({ tag: 'meta', property: 'og:url', content: 'https://x.test/contact' });
    expect(ok).toContainEqual({ tag: 'meta', property: 'og:image', content: 'https://x.test/og-image.png' });
    const error = documentHeadTags('https://x.test', '/nope', { error: true });
    expect(error.some((t) => t.tag === 'link')).toBe(false);
    expect(error).toContainEqual({ tag: 'meta', name: 'robots', content: 'noindex' });
  });

  test('operator console pages get noindex, nofollow and no canonical, with or without an error', () => {
    for (const pathname of ['/operator', '/operator/sign-in', '/operator/audit']) {
      for (const error of [false, true]) {
        const tags = documentHeadTags('https://x.test', pathname, { error });
        expect(tags.some((t) => t.tag === 'link')).toBe(false);
        expect(tags.filter((t) => 'name' in t && t.name === 'robots')).toEqual([
          { tag: 'meta', name: 'robots', content: 'noindex, nofollow' },
        ]);
      }
    }
    expect(documentHeadTags('https://x.test', '/operators-guide', { error: false })).toContainEqual({
      tag: 'link',
      rel: 'canonical',
      href: 'https://x.test/operators-guide',
    });
  });

  test('pageMeta gives title, description, Open Graph and Twitter text, and noindex on request', () => {
    const meta = pageMeta({ title: 'T', description: 'D', type: 'article', noindex: true });
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: 'T' },
        { name: 'description', content: 'D' },
        { property: 'og:type', content: 'article' },
        { name: 'twitter:title', content: 'T' },
        { name: 'robots', content: 'noindex' },
      ]),
    );
  });
});

describe('JSON-LD', () => {
  test('serialisation cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028 \u2029' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/<\/?script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  test('Organization, FAQPage and one Offer per plan come from the content modules', () => {
    const org = organizationJsonLd('https://x.test');
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Replybook', url: 'https://x.test/' });
    const faq = faqPageJsonLd(faqItems) as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(faqItems.map((item) => item.question));
    const offers = (planOffersJsonLd(plans, 'https://x.test') as { offers: { name: string; price?: string }[] }).offers;
    expect(offers).toHaveLength(plans.length);
    expect(offers.find((o) => o.name === 'Starter')?.price).toBe('199.00');
    expect(offers.find((o) => o.name === 'Complete Automation')?.price).toBeUndefined();
  });

  test('a stored playbook is an Article at its /sop URL', () => {
    const article = articleJsonLd(
      storedPlaybookArticleInput({
        id: 'joes-pizza',
        restaurantName: "Joe's Pizza",
        location: 'New York',
        description: '',
        generatedAt: '2026-01-02T03:04:05.000Z',
      }),
      'https://x.test',
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      url: 'https://x.test/sop/joes-pizza',
      datePublished: '2026-01-02T03:04:05.000Z',
    });
  });
});

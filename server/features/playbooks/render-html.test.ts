import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { buildPlaybook } from './document/build-playbook.ts';
import {
  FIXTURE_NOW,
  steakhouseProfile,
  steakhouseReviews,
  taqueriaProfile,
  taqueriaReviews,
} from '../../../tests/support/playbook-fixtures.ts';
import { PLAYBOOK_CSS, finishMarkup, renderPlaybookBody, renderPlaybookHtml } from './render-html.ts';

const SCRIPT_NAME = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const JS_URL = 'javascript:alert(document.cookie)';

function hostileInput() {
  const profile: BrandProfile = {
    ...steakhouseProfile(),
    name: SCRIPT_NAME,
    vibe: `${IMG} "quoted" 'single' & more`,
    ownerName: `<b onmouseover=alert(1)>Eve</b>`,
    signOff: `— ${IMG}`,
    signatureItems: [`<a href="${JS_URL}">steak</a>`, '<svg onload=alert(1)>'],
    staffMentioned: ['<iframe src=//evil.example>'],
    toneOfVoice: ['<style>body{display:none}</style>', 'Warm', 'Refined'],
    strengths: [
      {
        aspect: 'food',
        label: `<script src=//evil.example/x.js></script>`,
        share: 0.5,
        count: 2,
        evidence: `${IMG}`,
        evidenceAuthor: `<u>x</u>`,
      },
    ],
    complaints: [
      {
        aspect: 'speed',
        label: `${JS_URL}`,
        share: 0.3,
        count: 1,
        evidence: `<a href="${JS_URL}">click</a>`,
        evidenceAuthor: '"><script>alert(2)</script>',
      },
    ],
  };
  const reviews: Review[] = steakhouseReviews().map((r, i) => ({
    ...r,
    authorName: i % 2 === 0 ? `<img src=x onerror=alert(${i})> Doe` : `"><script>alert(${i})</script>`,
    text: `${r.text} ${IMG} <a href="${JS_URL}">more</a> </textarea></title><script>alert(3)</script>\u001b[31m`,
    relativeTime: `<script>alert(4)</script>`,
  }));
  return { profile, reviews };
}

interface Tag {
  name: string;
  attributes: Array<[string, string]>;
}

/** Tokenise every start tag; text is escaped, so every literal "<" in the output opens a real tag. */
function tags(html: string): Tag[] {
  const out: Tag[] = [];
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const attributes: Array<[string, string]> = [];
    for (const a of (match[2] ?? '').matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes.push([(a[1] ?? '').toLowerCase(), a[2] ?? a[3] ?? a[4] ?? '']);
    }
    out.push({ name: (match[1] ?? '').toLowerCase(), attributes });
  }
  return out;
}

const ALLOWED_TAGS = new Set([
  'html',
  'head',
  'meta',
  'title',
  'style',
  'body',
  'main',
  'article',
  'header',
  'nav',
  'footer',
  'section',
  'h1',
  'h2',
  'h3',
  'p',
  'br',
  'ol',
  'ul',
  'li',
  'a',
  'span',
  'strong',
  'div',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'blockquote',
]);

describe('renderPlaybookHtml', () => {
  const doc = buildPlaybook({ profile: steakhouseProfile(), reviews: steakhouseReviews(), generatedAt: FIXTURE_NOW });
  const html = renderPlaybookHtml(doc);

  it('is a complete, self-contained document with a language and a title', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Marlowe&#x27;s Chophouse: Review Response Playbook</title>');
    expect(html).toContain('<style>');
    expect(html).toContain('@media print');
    expect(html).toContain('break-before:page');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|@import|url\(/i);
    for (const tag of tags(html)) {
      if (tag.name !== 'a') continue;
      for (const [name, value] of tag.attributes) if (name === 'href') expect(value.startsWith('#rb-')).toBe(true);
    }
  });

  it('passes html-validate’s recommended rules (valid, accessible markup)', async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: { 'doctype-style': 'off' } });
    const report = await validator.validateString(html);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([]);
  });

  it('uses headings, captions and scoped header cells', () => {
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('<th scope="col">');
    expect(html).toContain('<caption>');
    const taqueria = renderPlaybookHtml(
      buildPlaybook({ profile: taqueriaProfile(), reviews: taqueriaReviews(), generatedAt: FIXTURE_NOW }),
    );
    expect(taqueria).toMatch(/<div class="rb-reply-text" lang="es"><p>[^<]*Carlos[!,:]/);
    expect(html).toContain('aria-label="5 out of 5 stars"');
  });

  it('renders hostile names and reviews inert', async () => {
    const { profile, reviews } = hostileInput();
    const hostile = renderPlaybookHtml(buildPlaybook({ profile, reviews, generatedAt: FIXTURE_NOW }));
    expect(hostile).not.toMatch(/<script/i);
    expect(hostile).not.toMatch(/<img|<svg|<iframe|<textarea|<u>|<b /i);
    expect(hostile.includes('\u001b')).toBe(false);
    for (const tag of tags(hostile)) {
      expect(ALLOWED_TAGS.has(tag.name)).toBe(true);
      for (const [name, value] of tag.attributes) {
        expect(name.startsWith('on')).toBe(false);
        expect(value.toLowerCase().replace(/\s/g, '')).not.toContain('javascript:');
      }
    }
    // The text survives, as text.
    expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile).toContain('&lt;img src&#61;x onerror&#61;alert(1)&gt;');
    expect(hostile).not.toMatch(/onerror=|onload=|onmouseover=/i);
    expect(hostile).not.toMatch(/javascript:/i);
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: { 'doctype-style': 'off' } });
    expect((await validator.validateString(hostile)).valid).toBe(true);
  });

  it('exports the embeddable body and the CSS separately', () => {
    const body = renderPlaybookBody(doc);
    expect(body.startsWith('<article class="rb-playbook"')).toBe(true);
    expect(body).not.toMatch(/<(html|head|body|style)[\s>]/);
    expect(PLAYBOOK_CSS).toContain('.rb-playbook');
    expect(PLAYBOOK_CSS).not.toMatch(/url\(|@import/);
    expect(renderPlaybookBody(buildPlaybook({ ...hostileInput(), generatedAt: FIXTURE_NOW }))).not.toMatch(
      /<script|onerror=/i,
    );
  });

  it('escapes all five HTML-special characters, and "=" and "script:" in text', () => {
    const titled = (title: string) => renderPlaybookBody({ ...doc, title });
    expect(titled(`<a href="x" title='y'>&</a>`)).toContain(
      '<h1 id="rb-title">&lt;a href&#61;&quot;x&quot; title&#61;&#x27;y&#x27;&gt;&amp;&lt;/a&gt;</h1>',
    );
    expect(titled('JavaScript:alert(1)')).toContain('<h1 id="rb-title">JavaScript&#58;alert(1)</h1>');
    expect(titled('data :x')).toContain('<h1 id="rb-title">data &#58;x</h1>');
  });

  it('finishes React’s markup: text defused, tags and <style> untouched, void elements without a slash', () => {
    expect(finishMarkup('<p class="a">x=1<br/>javascript:y</p>')).toBe('<p class="a">x&#61;1<br>javascript&#58;y</p>');
    expect(finishMarkup('<style>a[b="c"]{content:"data:"}</style><i>a=b</i>')).toBe(
      '<style>a[b="c"]{content:"data:"}</style><i>a&#61;b</i>',
    );
  });

  it('drops control characters from every string before rendering', () => {
    const body = renderPlaybookBody({ ...doc, title: 'A\u0000B\u001b[31mC\u202eD', subtitle: 'x\r\ny' });
    expect(body).toContain('<h1 id="rb-title">AB[31mCD</h1>');
    expect(body).toContain('<p class="rb-subtitle">x\ny</p>');
  });
});

import { describe, expect, it } from 'vitest';
import { isMobileWidth, playbookScrollPlan, scrollTopFor, sectionIdFromHash } from './scroll.ts';

describe('playbookScrollPlan', () => {
  it('under 768 px targets the form with a 140 px offset: 100 ms on /, 300 ms from elsewhere', () => {
    expect(playbookScrollPlan(390, false)).toEqual({ targetId: 'playbook-form', offsetPx: 140, delayMs: 100 });
    expect(playbookScrollPlan(767, true)).toEqual({ targetId: 'playbook-form', offsetPx: 140, delayMs: 300 });
  });

  it('from 768 px targets the hero: at once on /, after 100 ms from elsewhere', () => {
    expect(playbookScrollPlan(768, false)).toEqual({ targetId: 'hero-section', delayMs: 0 });
    expect(playbookScrollPlan(1440, true)).toEqual({ targetId: 'hero-section', delayMs: 100 });
  });

  it('treats 768 px as the first desktop width', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });
});

describe('scrollTopFor', () => {
  it('puts the element the offset below the viewport top', () => {
    // Element 900 px down the viewport while scrolled 200 px: document top 1100, minus 140.
    expect(scrollTopFor(900, 200, 140)).toBe(960);
  });

  it('never scrolls above the document', () => {
    expect(scrollTopFor(50, 0, 140)).toBe(0);
  });

  it('works when the element is above the viewport', () => {
    expect(scrollTopFor(-300, 1000, 140)).toBe(560);
  });
});

describe('sectionIdFromHash', () => {
  it('reads plain section ids', () => {
    expect(sectionIdFromHash('#pricing')).toBe('pricing');
    expect(sectionIdFromHash('#hero-section')).toBe('hero-section');
  });

  it('rejects empty and selector-like hashes', () => {
    expect(sectionIdFromHash('')).toBeNull();
    expect(sectionIdFromHash('#')).toBeNull();
    expect(sectionIdFromHash('#a"b')).toBeNull();
    expect(sectionIdFromHash('#1abc')).toBeNull();
  });
});

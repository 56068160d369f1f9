import { describe, expect, it } from 'vitest';
import { playbookFlow } from './playbook-flow.ts';
import { brandReview } from './playbook-flow-steps.ts';

describe('the brand-review dialog says what analysed which reviews', () => {
  it('calls the catalogue’s reviews samples and the offline engine "our analysis", never AI or real reviews', () => {
    const text = brandReview.description(30, 'Grand Central Oyster Bar', { ai: false, samples: true });
    expect(text).toMatch(/^Our analysis read 30 sample reviews written for our demo/);
    expect(text).toContain('not real reviews of Grand Central Oyster Bar');
    expect(text).not.toMatch(/\bAI\b/);
    expect(text).not.toMatch(/analysed 30 real reviews|public reviews/);
    expect(brandReview.reviewsHeading(true)).toBe('The sample reviews we analysed');
    expect(brandReview.generate(false)).toBe('Generate My Playbook');
  });

  it('says AI when a model produced the analysis, and public reviews for Google’s', () => {
    const text = brandReview.description(5, 'Katz’s Delicatessen', { ai: true, samples: false });
    expect(text).toMatch(/^Our AI analysed 5 public reviews of Katz’s Delicatessen\./);
    expect(text).not.toMatch(/sample/);
    expect(brandReview.description(1, 'X', { ai: false, samples: false })).toContain('1 public review of X');
    expect(brandReview.generate(true)).toBe('Generate My AI Playbook');
  });

  it('keeps AI out of the waiting step and the background toast for the offline engine', () => {
    expect(playbookFlow.creating.title(false)).toBe('Creating Your Playbook');
    expect(playbookFlow.creating.title(true)).toBe('Creating Your AI Playbook');
    expect(playbookFlow.creating.backgroundToast(false).description).not.toMatch(/\bAI\b/);
    expect(playbookFlow.creating.backgroundToast(true).description).toContain('AI Playbook');
    expect(playbookFlow.card.eyebrow).not.toMatch(/\bAI\b/);
    expect(playbookFlow.search.detailsReady(30, true)).toMatch(/^30 sample reviews ready to analyse/);
    expect(playbookFlow.search.detailsReady(5, false)).toBe('5 public reviews ready to analyse.');
  });
});

import { describe, expect, it } from 'vitest';
import { mayDraft } from './draft-policy.ts';
import { markReview } from './review-marks.ts';

describe('mayDraft', () => {
  it('drafts every review while the blitz runs, and on Free Forever only what an email suggested', () => {
    expect(mayDraft({ blitzActive: true, suggestedByEmail: false, starter: false })).toBe(true);
    expect(mayDraft({ blitzActive: false, suggestedByEmail: true, starter: false })).toBe(true);
    expect(mayDraft({ blitzActive: false, suggestedByEmail: false, starter: false })).toBe(false);
  });

  it('drafts every review on Starter, its trial or paid', () => {
    expect(mayDraft({ blitzActive: false, suggestedByEmail: false, starter: true })).toBe(true);
  });
});

describe('markReview', () => {
  it('reads one and two stars as negative, five stars never, and the text in between', () => {
    expect(markReview(2, 'Lovely staff.').negative).toBe(true);
    expect(markReview(5, 'Terrible wait, rude host, cold food.').negative).toBe(false);
    expect(markReview(4, 'Terrible wait, rude host, cold food, never again.').negative).toBe(true);
    expect(markReview(4, 'Great pastrami and friendly staff.').negative).toBe(false);
    expect(markReview(3, null)).toEqual({ negative: false, escalation: [] });
  });

  it('finds what needs the owner first, whatever the stars', () => {
    expect(markReview(5, 'I got food poisoning after the brisket.').escalation).toContain('illness');
    expect(markReview(4, 'Nice soup.').escalation).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { englishReview, steakhouseProfile } from '../../../tests/support/playbook-fixtures.ts';
import { checkReply, openingOf } from './reply-checks.ts';
import { emptyReplyMemory, guestAspectsOf, REPLY_STYLES, suggestReply } from './reply-writer.ts';

/**
 * The patterns a manager found wrong in earlier replies, one review each: what the reply must and must not say. The
 * blind judging (docs/reply-quality.md) measures the rest.
 */

const profile = { ...steakhouseProfile(), name: "Lucia's Trattoria" };

const reviewOf = englishReview;

function replyTo(rating: 1 | 2 | 3 | 4 | 5, text: string, id = text.slice(0, 24)): string {
  const review = reviewOf(rating, text, id);
  return suggestReply({ review, insight: analyzeReview(text, 'en'), profile, variant: 0, memory: emptyReplyMemory() });
}

/** The sentences of a reply that apologise, and those that thank or are glad. */
const sorry = (reply: string) =>
  reply
    .split(/(?<=[.!])\s+/)
    .filter((s) => /sorry|apolog/i.test(s))
    .join(' ');
const glad = (reply: string) =>
  reply
    .split(/(?<=[.!])\s+/)
    .filter((s) =>
      /glad|pleased|enjoyed|thank you for the kind|delighted|thrilled|loved|hit the spot|good to (?:hear|know)|such a hit/i.test(
        s,
      ),
    )
    .join(' ');

describe('contrast and comparison', () => {
  it('"the only saving grace was the drinks, but…": the drinks are the bright spot, the rest is owned', () => {
    const reply = replyTo(
      2,
      'The only saving grace was the drinks, but the staff ignored us for twenty minutes and the food came out cold.',
    );
    expect(sorry(reply)).not.toMatch(/drinks/);
    expect(sorry(reply)).toMatch(/cold/);
    expect(sorry(reply)).toMatch(/waiting|ignored|attention/);
  });

  it('"the pasta is so good the wait is unbelievable": glad about the pasta, sorry about the wait', () => {
    const reply = replyTo(4, 'The pasta is so good the wait is unbelievable.');
    expect(glad(reply)).toMatch(/pasta/);
    expect(glad(reply)).not.toMatch(/wait/);
    expect(sorry(reply)).toMatch(/wait/);
  });

  it('"I liked the noodles better than their green curry": no thanks for the curry', () => {
    const reply = replyTo(4, 'I liked the noodles better than their green curry.');
    expect(glad(reply)).toMatch(/noodles/);
    expect(glad(reply)).not.toMatch(/curry/);
  });
});

describe('the stated complaint is owned, and nothing is asked about after it was said', () => {
  it('"great burgers, but the line out the door is a nightmare"', () => {
    const reply = replyTo(3, 'Great burgers, but the line out the door is a nightmare.');
    expect(reply).not.toMatch(/something was missing|what went wrong/i);
    expect(sorry(reply)).toMatch(/wait|line|queue/);
    expect(glad(reply)).toMatch(/burgers/);
  });

  it('a 1★ about a lost ticket, a $50 penalty and a manager who did not care gets an apology that names them', () => {
    const reply = replyTo(
      1,
      'Lost our coat check ticket and they charged us a $50 penalty. The manager did not care at all.',
    );
    expect(sorry(reply)).toMatch(/penalty/);
    expect(sorry(reply)).toMatch(/manager/);
    expect(reply).not.toMatch(/thank you for writing about the manager|bill not matching/i);
  });
});

describe('nothing invented', () => {
  it('no cause or remedy the review does not support (no "pacing the floor at busy times")', () => {
    const reply = replyTo(2, 'We sat for twenty minutes without anyone taking our order.');
    expect(reply).not.toMatch(/pace|pacing|busy|retrain|staffing|new system|looking at how/i);
  });

  it('a complaint about pretentious marketing is not escalated as staff misconduct', () => {
    const reply = replyTo(2, 'The marketing is so pretentious. Every dish comes with a story about the farm.');
    expect(reply).not.toMatch(/not how anyone on our team should treat|treated you|looking into it personally/i);
  });

  it('"write it differently" adds no menu, price or process claim', () => {
    const text = 'Loved the carbonara but $28 is a lot for a bowl of pasta.';
    const review = reviewOf(3, text, 'styled');
    for (const style of REPLY_STYLES) {
      const reply = suggestReply({ review, insight: analyzeReview(text, 'en'), profile, variant: 0, style });
      expect(reply).not.toMatch(/review our (?:menu|prices)|regularly|we are changing|we have changed/i);
      expect(checkReply({ reply, review, aspects: guestAspectsOf(review), profile })).toEqual([]);
    }
  });
});

describe('slots filled with the guest’s words, once', () => {
  it('the restaurant’s own name is never a dish', () => {
    const reply = replyTo(5, "Lucia's is our favourite spot. The mushroom risotto was perfect.");
    expect(glad(reply)).toMatch(/mushroom risotto/);
    expect(glad(reply)).not.toMatch(/Lucia/);
    expect(reply).not.toMatch(/the restaurants? (?:came through|was|were)/i);
  });

  it('a staff member praised by name is thanked by name', () => {
    expect(replyTo(5, 'Joey at the counter is the best, always remembers my order.')).toMatch(/Joey/);
  });
});

describe('openings from the review, not its place in an email', () => {
  it('a scathing review is not thanked for being balanced or fair', () => {
    const reply = replyTo(1, 'Worst dinner of my life. Cold food, rude host, filthy bathroom. Never again.');
    expect(reply).not.toMatch(/balanced|fair write-up|good and the bad|kind words/i);
    expect(sorry(reply)).toMatch(/cold food/);
  });

  it('the first reply of five different emails does not open the same way each time', () => {
    const texts = [
      'Best tacos in town, the al pastor is unreal.',
      'Lovely brunch, the pancakes were fluffy and the coffee strong.',
      'Great cocktails and a fun crowd on a Friday.',
      'The lasagna tasted homemade and the tiramisu was perfect.',
      'Friendly staff and the pizza was excellent.',
    ];
    const openings = texts.map((text, k) => {
      const reply = replyTo(5, text, `email-${k}`);
      return openingOf(reply, '— Eleanor, Owner');
    });
    expect(new Set(openings).size).toBeGreaterThan(2);
  });
});

import { describe, expect, it } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { steakhouseProfile, taqueriaProfile } from '../../../tests/support/playbook-fixtures.ts';
import {
  checkReply,
  emptyReplyMemory,
  replyBody,
  sentenceKey,
  sentencesOf,
  WEEKLY_SENTENCE_LIMIT,
  type ReplyMemory,
} from './reply-checks.ts';
import { guestAspectsOf, suggestReply } from './reply-writer.ts';

/**
 * The week rule of the reply writer: a memory seeded with the week's sentence counts (as the blitz seeds it from
 * sent_reply_sentences) keeps any sentence to two uses in 7 days.
 */

const profile = steakhouseProfile();

function review(id: string, rating: 1 | 2 | 3 | 4 | 5, text: string): Review {
  return {
    id,
    rating,
    text,
    authorName: 'Alex Kim',
    relativeTime: 'a day ago',
    publishTime: '2026-11-18T12:00:00.000Z',
    language: 'en',
    ownerReply: null,
    source: 'catalogue',
  };
}

const MORNING_TEXTS: readonly [1 | 2 | 3 | 4 | 5, string][] = [
  [5, 'Great steak and lovely service.'],
  [4, 'The ribeye was excellent but the room was loud.'],
  [2, 'We waited an hour for cold fries and a rude server.'],
  [5, 'Best creamed spinach in town, friendly staff.'],
];

function keysOf(reply: string): string[] {
  return sentencesOf(replyBody(reply, profile.signOff)).map(sentenceKey);
}

function write(r: Review, variant: number, memory?: ReplyMemory): string {
  return suggestReply({ review: r, insight: analyzeReview(r.text), profile, variant, memory });
}

describe('a week of replies', () => {
  it('uses no sentence more than twice over seven mornings of similar reviews', () => {
    const days: Map<string, number>[] = [];
    const used = new Map<string, number>();
    for (let day = 0; day < 7; day += 1) {
      // The week before this morning, as weekReplyMemory reads it.
      const memory = emptyReplyMemory();
      for (const written of days.slice(-7))
        for (const [key, uses] of written) memory.sentences.set(key, (memory.sentences.get(key) ?? 0) + uses);
      for (const [index, [stars, text]] of MORNING_TEXTS.entries()) {
        const r = review(`d${day}-${index}`, stars, text);
        const reply = write(r, index, memory);
        expect(checkReply({ reply, review: r, aspects: guestAspectsOf(r), profile })).toEqual([]);
        for (const key of keysOf(reply)) used.set(key, (used.get(key) ?? 0) + 1);
      }
      days.push(memory.written);
    }
    expect(Math.max(...used.values())).toBeLessThanOrEqual(WEEKLY_SENTENCE_LIMIT);
  });

  it('holds for Spanish reviews too', () => {
    const profile = taqueriaProfile();
    const texts: readonly [1 | 2 | 3 | 4 | 5, string][] = [
      [5, 'Los tacos al pastor buenísimos y la mesera muy amable.'],
      [3, 'La comida riquísima, pero la espera fue eterna.'],
      [2, 'El servicio lentísimo y los baños sucios.'],
      [3, 'Las croquetas llegaron frías, aunque el vino estaba muy bueno.'],
    ];
    const days: Map<string, number>[] = [];
    const used = new Map<string, number>();
    for (let day = 0; day < 7; day += 1) {
      const memory = emptyReplyMemory();
      for (const written of days)
        for (const [key, uses] of written) memory.sentences.set(key, (memory.sentences.get(key) ?? 0) + uses);
      for (const [index, [stars, text]] of texts.entries()) {
        const r = { ...review(`es${day}-${index}`, stars, text), language: 'es' };
        const reply = suggestReply({ review: r, insight: analyzeReview(text, 'es'), profile, variant: index, memory });
        expect(checkReply({ reply, review: r, aspects: guestAspectsOf(r), profile })).toEqual([]);
        for (const s of sentencesOf(replyBody(reply, profile.signOff)))
          used.set(sentenceKey(s), (used.get(sentenceKey(s)) ?? 0) + 1);
      }
      days.push(memory.written);
    }
    expect(Math.max(...used.values())).toBeLessThanOrEqual(WEEKLY_SENTENCE_LIMIT);
  });

  it('does not use a sentence a third time in the week nor a reply twice, and uses it again once the week has passed', () => {
    const r = review('again', 5, 'Great steak and lovely service.');
    const first = write(r, 0, emptyReplyMemory());
    const week = emptyReplyMemory();
    for (const key of keysOf(first)) week.sentences.set(key, WEEKLY_SENTENCE_LIMIT);
    const third = write(r, 0, week);
    expect(keysOf(third).filter((key) => keysOf(first).includes(key))).toEqual([]);
    // One use so far this week: each sentence may come back, but never the whole reply again.
    const once = emptyReplyMemory();
    for (const key of keysOf(first)) once.sentences.set(key, 1);
    const again = write(r, 0, once);
    expect(again).not.toBe(first);
    expect(checkReply({ reply: again, review: r, aspects: guestAspectsOf(r), profile })).toEqual([]);
    // Eight days on the rows are gone and the memory starts empty: the first choice comes back.
    expect(write(r, 0, emptyReplyMemory())).toBe(first);
  });

  it('when every phrasing is used up, leaves out the framing sentences and keeps the one naming the guest’s words', () => {
    const text = 'The ribeye was excellent but the room was loud.';
    const r = review('spent', 4, text);
    const all = new Set<string>();
    for (let variant = 0; variant < 40; variant += 1) for (const key of keysOf(write(r, variant))) all.add(key);
    const spent = emptyReplyMemory();
    for (const key of all) spent.sentences.set(key, WEEKLY_SENTENCE_LIMIT);
    const fresh = write(r, 0);
    const reply = write(r, 0, spent);
    // Still a correct reply: right polarity, names the ribeye, nothing invented.
    expect(checkReply({ reply, review: r, aspects: guestAspectsOf(r), profile })).toEqual([]);
    expect(reply).toMatch(/ribeye/);
    // Shorter: only what names the guest's words is repeated, the thanks and the invitation are left out.
    expect(keysOf(reply).length).toBeLessThan(keysOf(fresh).length);
    const repeated = sentencesOf(replyBody(reply, profile.signOff)).filter((s) => all.has(sentenceKey(s)));
    expect(repeated.length).toBeGreaterThan(0);
    expect(repeated.every((s) => /ribeye|room|noise|loud/.test(s))).toBe(true);
  });

  it('in a morning of let-down guests, leaves out a line already used but never cuts a reply to its apology alone', () => {
    const memory = emptyReplyMemory();
    const texts = [
      'Cauliflower wings were soggy and it was $18. Not again.',
      'Portions have shrunk and prices went up.',
      'Lamb was chewy and the rice was all clumped.',
      'Fries cold, burger dry, waited 40 minutes.',
      'Pizza was burnt and the delivery took an hour.',
      'The soup was cold and the bread was stale.',
      'Our server was rude and the steak was tough.',
      'Waited an hour for cold fries and a rude server.',
      'The room was filthy and the chicken was raw.',
      'Overpriced, small portions and slow service.',
    ];
    const replies = texts.map((text, i) => write(review(`low${i}`, i % 2 === 0 ? 1 : 2, text), i, memory));
    // The apology and the invitation to get in touch stay; only framing lines already used this morning go.
    for (const reply of replies) {
      expect(keysOf(reply).length).toBeGreaterThanOrEqual(2);
      expect(reply).toMatch(/ask for me/);
    }
    const openings = replies.map((reply) => keysOf(reply)[0]);
    expect(new Set(openings).size).toBe(openings.length);
  });
});

import { describe, expect, it } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { steakhouseProfile } from '../../../tests/support/playbook-fixtures.ts';
import { detectSensitive } from './review-signals.ts';
import { emptyReplyMemory, suggestReply } from './reply-writer.ts';

/**
 * What a reply does where the reading is unsure or the praise is faint (docs/reply-quality.md): words against the visit
 * that no complaint owns get an honest general apology rather than silence; a low rating thanks nothing faint; words
 * that read as faults out of context ("sweet", "hectic", "smoke", an allergy) are not owned when the guest praised.
 */

const profile = { ...steakhouseProfile(), name: 'Harbor Table' };

function replyTo(rating: 1 | 2 | 3 | 4 | 5, text: string): string {
  const review: Review = {
    id: text.slice(0, 24),
    rating,
    text,
    authorName: 'Sam Lee',
    relativeTime: 'a day ago',
    publishTime: '2026-11-18T12:00:00.000Z',
    language: 'en',
    ownerReply: null,
    source: 'catalogue',
  };
  return suggestReply({ review, insight: analyzeReview(text, 'en'), profile, variant: 0, memory: emptyReplyMemory() });
}

const sentences = (reply: string, cue: RegExp) =>
  reply
    .split(/(?<=[.!])\s+/)
    .filter((s) => cue.test(s))
    .join(' ');
const sorry = (reply: string) => sentences(reply, /sorry|apolog/i);
const glad = (reply: string) => sentences(reply, /glad|enjoyed|loved|thrilled|bright spot|hit the spot|such a hit/i);
const GENERAL_APOLOGY = /other (?:things|points)|rest of what|everything else|fell short/i;

describe('words against the visit that no complaint owns', () => {
  it('beside complaints owned by name, add no vague "other points" (readers call it filler)', () => {
    const reply = replyTo(
      2,
      'The fries were soggy and cold. The patio was a disaster, wasps everywhere and every umbrella broken.',
    );
    expect(sorry(reply)).toMatch(/fries/);
    expect(reply).not.toMatch(/other (?:things|points)|rest of what|everything else/i);
  });

  it('are owned by name where the reading surely faults a thing, though no cue says how', () => {
    const reply = replyTo(3, 'The tacos were great. The salsa bar was a disaster, half of it empty and the rest warm.');
    expect(glad(reply)).toMatch(/tacos/);
    expect(sorry(reply)).toMatch(/the salsa bar/);
    expect(sorry(reply)).not.toMatch(GENERAL_APOLOGY);
  });

  it('are owned in general words when nothing could be owned by name', () => {
    const reply = replyTo(2, 'The tacos were great. Honestly the whole night was a disaster from start to finish.');
    expect(sorry(reply)).toMatch(GENERAL_APOLOGY);
  });

  it('add nothing when the complaints owned already cover them', () => {
    const reply = replyTo(
      3,
      'The risotto was great but the wait was unbelievable. We had a reservation and still stood by the bar for 45 min.',
    );
    expect(sorry(reply)).toMatch(/45-minute wait|waiting/);
    expect(reply).not.toMatch(GENERAL_APOLOGY);
  });

  it('are not read into a five-star review, nor into a verdict or a turn of phrase', () => {
    expect(replyTo(5, 'Quiet on a Monday, far less hectic than the weekend. The dumplings were perfect.')).not.toMatch(
      /sorry|apolog/i,
    );
    expect(replyTo(4, 'Lunch set with soup and two rolls for $12 is hard to beat. Not fancy, but good.')).not.toMatch(
      GENERAL_APOLOGY,
    );
  });
});

describe('faint praise at one or two stars', () => {
  it('thanks nothing the guest only conceded beside the complaints', () => {
    const reply = replyTo(
      2,
      'The soup was fine I guess. The steak came out cold and our waiter ignored us for half an hour.',
    );
    expect(sorry(reply)).toMatch(/cold/);
    expect(glad(reply)).toBe('');
  });
  it('calls a bright spot only what the guest praised outright', () => {
    const reply = replyTo(
      2,
      'The dumplings were the only good thing. The noodles were cold and the server never came back.',
    );
    expect(glad(reply)).toMatch(/dumplings/);
    expect(sorry(reply)).toMatch(/cold/);
  });
});

describe('words that are faults only out of context', () => {
  it('a dish that is sweet is praised, not apologised for', () => {
    const reply = replyTo(4, 'The plantains were sweet and caramelized and the pork shoulder was tender.');
    expect(sorry(reply)).not.toMatch(/plantains|sweet/);
  });

  it('a room "hectic, but that is part of the charm" is not a complaint', () => {
    const reply = replyTo(5, "It gets hectic on Fridays but that's part of the charm. The tacos are perfect.");
    expect(sorry(reply)).toBe('');
  });

  it('a kitchen that smokes its meat has no smoke in the room', () => {
    const reply = replyTo(5, 'They smoke the brisket for 14 hours and it shows. Best ribs in the county.');
    expect(reply).not.toMatch(/smoke in the room/);
  });

  it('an allergy looked after is not a sensitive case; one with a reaction is', () => {
    expect(detectSensitive("They handled my son's nut allergy without any fuss and the pasta was great.")).toEqual([]);
    expect(detectSensitive('The kitchen adjusted everything for my celiac, lovely night.')).toEqual([]);
    expect(detectSensitive('I told them about my celiac and still had a reaction that night.')).toContain('allergen');
    expect(detectSensitive('My daughter has a peanut allergy and her lips swelled up.')).toContain('allergen');
  });
});

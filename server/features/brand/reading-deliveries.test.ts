import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('a delivery owned by what went wrong with it', () => {
  it('owns how late, how cold and what was missing, never "what happened with your delivery"', () => {
    expect(
      complaints(
        'Ordered pad see ew on Uber Eats, arrived 1hr 20 late, cold and missing the spring rolls. Restaurant wouldnt answer the phone. never again',
        1,
      ),
    ).toEqual([
      'your food arriving late and cold',
      'the spring rolls missing from your order',
      'how hard it was to reach us',
    ]);
    expect(complaints('Ordered delivery, waited 1h45, got half our order. Called and they hung up on me.', 1)).toEqual([
      'how long your delivery took',
      'half your order missing',
      'being hung up on',
    ]);
    // "an hour and a half" is one length of time, not two clauses.
    expect(complaints('Pizza turned up an hour and a half late. Cold. Driver blamed the shop.', 1)).toContain(
      'how late your food arrived',
    );
  });

  it('keeps a dish faulted in its own words beside a late delivery, and never reads "I" as part of what was missing', () => {
    expect(
      complaints('Delivery came 1hr 20 late and the samosas were squashed and cold. Palak paneer was decent.', 2),
    ).toEqual(['how long your delivery took', 'the samosas were squashed and cold']);
    expect(
      complaints('Ordered through DoorDash, broth lukewarm and missing the egg I paid extra for.', 2).join(),
    ).toMatch(/the egg missing from your order/);
  });

  it('owns a wrong unit, a phone nobody would answer and a refund still pending', () => {
    expect(
      complaints('Pad kra pao is good. But the delivery driver left it at the wrong unit and it was stone cold', 3),
    ).toContain('your order being left at the wrong unit');
    expect(complaints('Driver blamed the shop. Refund still pending 2 weeks later.', 1)).toContain(
      'your refund still not coming through',
    );
    expect(complaints('Still waiting on a refund a week later. Food never came.', 1)).toContain(
      'your refund still not coming through',
    );
  });

  it('never says how long a delivery took when it never came', () => {
    const said = complaints(
      'Ordered on Just Eat, waited 2 hours, food never came. Rang 3 times and got hung up on.',
      1,
    );
    expect(said).toContain('your order never arriving');
    expect(said).not.toContain('how long your delivery took');
    expect(
      complaints('Order never turned up. Rang twice, got told its on its way. 2 hours later still nothing.', 1),
    ).not.toContain('how late your food arrived');
  });
});

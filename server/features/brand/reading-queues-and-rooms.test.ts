import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('a queue the guest minds, however it is said', () => {
  it('owns a queue said before its length, a queue that took an age and one that never moves', () => {
    expect(complaints('Dumplings were great. But the queue on a Sunday is 40 mins minimum.', 3)).toContain(
      'the 40-minute queue',
    );
    expect(complaints('Curry was decent and the queue took an age.', 3)).toContain('the long queue');
    expect(complaints('Bread rolls are fine but the queue was mental, 25 min at least.', 3)).toContain(
      'the 25-minute queue',
    );
    expect(complaints('Good pies. Sometimes the line at the till don’t move at all.', 3)).toContain(
      'how slowly the queue moved',
    );
    expect(complaints('Great ribs. Lines out the door every weekend and nowhere to sit.', 3)).toContain(
      'the queue out the door',
    );
  });

  it('owns a queue with its wait once', () => {
    const once = complaints('Poke bowl was fresh but the rice was cold. Line took 25 min at lunch.', 3);
    expect(once.filter((c) => /queue|wait/.test(c))).toHaveLength(1);
  });

  it('leaves a queue the guest waved off, expected or gave as a tip', () => {
    for (const text of [
      'Bagels are perfect. Usually a queue out the door on Saturdays.',
      'Great mithai. Queue out the door obv but they moved it quick.',
      'Lovely buns. Expect a line out the door on weekends.',
      'Brisket was superb and the line was only 30 min this time.',
      'Best donuts in town. Line out the door on Saturdays so go early.',
      'Bread sells fast and the queue was out the door, for good reason.',
    ])
      expect(complaints(text, 4).join(' | ')).not.toMatch(/queue|wait/);
  });

  it('owns a late seat, standing by the bar and a service a tad slow', () => {
    expect(complaints('We were sat 30 mins late and no one said a word. Burger was fine.', 2)).toContain(
      'the 30-minute wait',
    );
    expect(complaints('Food was good but we ended up standing by the bar for 25 min.', 3)).toContain(
      'the 25-minute wait',
    );
    expect(complaints('Soup was lovely. Tad slow but the staff were kind.', 4)).toContain('the slow service');
    expect(complaints('Nice spot, but 25 min for one sandwich is a lot.', 3)).toContain('the 25-minute wait');
  });
});

describe('the room, the toilets and the way we run things', () => {
  it('reads the heat in the room as the room, never the spice', () => {
    const heat = complaints('Dal was spot on. Shame about the heat in there, stifling with no windows open.', 3);
    expect(heat).toContain('the heat inside');
    expect(heat).not.toContain('the spice level');
    expect(complaints('Vindaloo was good but the heat was way too much for me.', 3)).toContain('the spice level');
  });

  it('owns a porta potty for a bathroom, Amex refused, a wish for bookings and a closing without notice', () => {
    expect(complaints('Brisket was great but the bathroom is a porta potty basically.', 4)).toContain(
      'the portable toilets',
    );
    expect(complaints('Good tacos. Lost a star because they don’t take Amex.', 4)).toContain('not taking Amex');
    expect(complaints('Steak was cooked right but the sides were cold. Wish they took reservations.', 4)).toContain(
      'not taking reservations',
    );
    expect(complaints('Best tacos around when they’re open. Twice they were closed with no notice.', 3)).toContain(
      'being closed without notice',
    );
    // Said as a fact, not a complaint: no bookings is how some places work.
    expect(complaints('Loved it. They don’t take bookings but we were seated in ten minutes.', 5)).toEqual([]);
  });

  it('owns the smell of old frying oil and a rattling fan', () => {
    const room = complaints(
      'Tea was great. But the place smells of old frying oil and the ceiling fan was rattling.',
      3,
    );
    expect(room).toContain('the smell of old frying oil');
    expect(room.join(' | ')).toMatch(/fan was rattling|rattling fan/);
    expect(complaints('Bao was soft and fresh, shame about the rattling fan over our table.', 3)).toContain(
      'the rattling fan',
    );
  });
});

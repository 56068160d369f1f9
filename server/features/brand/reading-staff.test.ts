import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('someone on the team owned by what the guest said of them', () => {
  it('owns a person busy with something else as how distracted they were, never "your experience with"', () => {
    expect(
      complaints('$6.50 for a small latte that was barely warm. the barista was more interested in his phone.', 2),
    ).toEqual(['the small latte was barely warm', 'how distracted our barista was']);
    expect(
      complaints('Ordered the stew, barely warm. Barman was more interested in the match on the telly.', 1),
    ).toContain('how distracted our barman was');
    expect(
      complaints('Two lattes took 25 min. Barista was too busy chatting with her friend to take my order.', 2),
    ).toContain('how distracted our barista was');
    // Said once, not also as the guest's own clause about the person.
    expect(
      complaints('Sandwich was soggy and $16. Girl at the counter was chatting to her friend the whole time. Meh.', 2),
    ).toEqual(['the sandwich was soggy', 'how distracted our counter staff was', 'the $16 price']);
  });

  it('owns how someone came across in the one word the guest used', () => {
    expect(complaints('Shoyu was salty. Server didn’t seem to care.', 1)).toContain('our server not seeming to care');
    expect(complaints('Pancakes were rubbery. Staff looked fed up.', 2)).toContain('our team seeming fed up');
    expect(complaints('Meatballs dry though, and our server acted annoyed we split a plate.', 3)).toContain(
      'our server seeming annoyed',
    );
    // A slow bartender is still owned as slow beside how he came across.
    expect(complaints('Bartender was slow and seemed annoyed every time we ordered.', 3)).toEqual([
      'how slow our bartender was',
      'our team seeming put out',
    ]);
  });

  it('owns shouting at the team as what the guest heard, not as how they were treated', () => {
    expect(complaints('Milkshake was mostly ice. Cook yelling at staff in the back was awkward.', 3)).toContain(
      'the shouting you heard from our team',
    );
    expect(complaints('Noodles were alright. Server was rude to us when we asked for water.', 2).join()).not.toMatch(
      /shouting/,
    );
  });

  it('owns a corked wine, and the refusal to take it back', () => {
    expect(
      complaints("The $90 wine was corked. They wouldn't take it back, said that's just how it tastes.", 1),
    ).toEqual(expect.arrayContaining(['the wine was corked', 'our refusal to take it back']));
  });

  it('says a complaint about a named member of staff back by role, never by name', () => {
    const said = complaints('Noodles were great. Cashier Marisol a bit grumpy but quick.', 3).join(' | ');
    expect(said).toMatch(/the cashier was a bit grumpy/);
    expect(said).not.toMatch(/marisol/i);
  });
});

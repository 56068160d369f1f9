import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const praised = (text: string, rating: number) => readGuest(text, new Set(), rating).praised.map((t) => t.words);
const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('praise the vocabulary reads wrong', () => {
  it('thanks a dish it did not know by the words the guest praised it in', () => {
    expect(praised('Great night out. The pernil tasted like my grandma’s, no joke.', 5)).toEqual(['pernil']);
    // A dish the guest opens a sentence with, served with one the vocabulary knows, is a dish ("mofongo").
    expect(praised('Mofongo with shrimp was incredible, garlicky and rich.', 5)).toContain('mofongo');
    // Only at four or five stars, and never the place or the night.
    expect(praised('Great night out. The pernil tasted like my grandma’s, no joke.', 3)).toEqual([]);
    expect(praised('The night was incredible.', 5)).toEqual([]);
  });

  it('never thanks what is only part of a phrase about something else', () => {
    expect(praised('Champ and sausages on a cold day, perfect. Siobhan behind the bar is a gem', 5)).not.toContain(
      'bar',
    );
    expect(
      praised('Best pint of Guinness in town. Trad session on the Thursday was the icing on the cake', 5),
    ).not.toContain('icing');
    expect(
      praised('Hake with lemon butter, chips, done. Our waiter Seán even recommended a spot for a pint after', 5),
    ).not.toContain('pint');
  });

  it('reads "needed more" as wanting, and advice to come early or bring cash as no complaint', () => {
    expect(complaints('Tostadas are fresh. michelada needed more clamato. staff friendly', 4)).toContain(
      'the michelada needed more clamato',
    );
    expect(complaints('Maple bacon donut is the move. They sell out by like 10 tho so get there early', 4)).toEqual([]);
    expect(
      complaints('Corned beef hash is homemade. Cash only and it’s small but what a great little spot', 4),
    ).toEqual([]);
    expect(readGuest('The pho broth is so rich, you can tell its been going for hours.', new Set(), 4).regular).toBe(
      false,
    );
  });
});

describe('what a reply thanks, once, and what it is not', () => {
  it('thanks a dish once, not beside its kind or its own part', () => {
    expect(praised('Salmon schmear bagel is elite. Bagels actually chewy like NY ones.', 5)).toEqual([
      'salmon schmear bagel',
    ]);
    expect(
      praised('Handmade pappardelle with the beef ragu was outstanding. Would go back for the pasta alone', 4),
    ).toEqual(['handmade pappardelle']);
  });

  it('never thanks what the team brought for a hurt', () => {
    expect(
      praised(
        'My daughter touched the grill and got a small burn. Staff brought ice and burn cream straight away. Bulgogi was great',
        4,
      ),
    ).toEqual(['bulgogi']);
  });
});

describe('agreement and articles in what is said back', () => {
  it('writes "a bit" and a plural verb for a plural subject, never for a dish named with "con"', () => {
    expect(complaints('Karaage bit dry. Trolleys was lukewarm.', 3)).toEqual(
      expect.arrayContaining(['the karaage was a bit dry', 'the trolleys were lukewarm']),
    );
    expect(complaints('Arroz con mariscos was lukewarm.', 3)).toEqual(['the arroz con mariscos was lukewarm']);
  });
});

describe('a dish named with its pair, and heat that is the food', () => {
  it('reads "roasting" of a drink or a curry as the drink or the curry, not the room', () => {
    expect(
      complaints('Server knocked a chai over my hand by accident and it was roasting, but they were brilliant.', 4),
    ).toEqual([]);
    expect(complaints('Ordered a korma for my daughter, asked for it mild, it was roasting.', 1).join()).not.toMatch(
      /temperature/,
    );
  });

  it('thanks a pie or a soup named with its pair by its whole name, and slow-cooked lamb that fell apart', () => {
    expect(
      praised('Mince and cheese pie was perfect. Grabbed a custard square for the road and it was dreamy.', 5),
    ).toEqual(['mince and cheese pie', 'custard square']);
    expect(complaints('Absolutely cracking meal. Lamb rogan josh fell apart, paneer tikka was smoky.', 5)).toEqual([]);
  });
});

describe('a regular is a guest who says so', () => {
  it('never reads someone on the team who has been there for years as the guest', () => {
    expect(
      readGuest(
        "Italian combo on a seeded hero. Frank's been slicing cold cuts for 40 years and you can tell.",
        new Set(),
        5,
      ).regular,
    ).toBe(false);
    expect(
      readGuest('We have been coming here for 10 years and the tacos are still the best.', new Set(), 5).regular,
    ).toBe(true);
  });
});

describe('what a delighted guest had, and what they only measured it by', () => {
  it('thanks the dish, never its size, its quantity, what it was made without or a word of affection', () => {
    expect(praised('ham and pease pudding stottie the size of a dinner plate for £3.80. proper old school', 5)).toEqual(
      ['pease pudding stottie'],
    );
    expect(
      praised('Perfect stop on the Pennine Way. Cheese and onion pie, gallons of tea. Bless them', 5),
    ).not.toContain('gallons');
    expect(praised('Carbonara was done properly with no cream, loved it.', 4)).toEqual(['carbonara']);
    expect(praised('Chips n cob with curry sauce, done perfect. Best in Notts me duck', 5)).not.toContain('duck');
    expect(praised('Proper old fashioned bakers. Curd tart is like my grandma used to make.', 5)).toEqual([
      'curd tart',
    ]);
  });

  it('knows dishes by their whole names', () => {
    expect(praised('Cyclist friendly, massive bacon butties and a proper brew. Cant ask for more', 5)).toEqual([
      'bacon butties',
      'brew',
    ]);
    expect(praised('The beef cheek with bone marrow mash was one of the best things Ive eaten.', 5)).toContain(
      'beef cheek',
    );
    expect(praised('Cream of crab soup was rich and loaded with lump, best in a while.', 4)).toEqual([
      'cream of crab soup',
    ]);
    expect(praised('Half moon cookies are the best in town.', 5)).toContain('half moon cookies');
    expect(praised('Corn on the cob was sweet. Friendly folks, cold beer.', 5)).toContain('corn on the cob');
    // "and no seating" is still a complaint.
    expect(complaints('Pad kra pao was spot on. 30 min wait and no seating nearby.', 3).join()).toMatch(/seat/);
  });
});

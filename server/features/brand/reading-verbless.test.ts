import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('a dish faulted without a verb ("creme brulee a bit eggy")', () => {
  it('says the fault back with the verb the guest left out, at four stars too', () => {
    expect(
      complaints('Steak frites bang on, bearnaise perfect. Creme brulee a bit eggy. Pierre was charming', 4),
    ).toEqual(['the creme brulee was a bit eggy']);
    expect(
      complaints('burnt ends are absolute crack, beef rib a bit tough for £28 tho. sides good esp the slaw.', 4),
    ).toContain('the beef rib was a bit tough');
    expect(complaints('Pho broth tasted like a stock cube. Beef grey and chewy. Gutted.', 1)).toContain(
      'the beef was grey and chewy',
    );
  });

  it('reads any adjective after "too" as a fault, and keeps the guest\'s own measure', () => {
    expect(complaints('Massaman curry was rich and lovely. Papaya salad way too sweet.', 3)).toEqual([
      'the papaya salad was way too sweet',
    ]);
    expect(
      complaints('Chicken shish juicy, kofte a tad salty for my taste. Fresh bread just keeps coming.', 4),
    ).toEqual(['the kofte was a tad salty for your taste']);
  });

  it('does not read a word that goes on to name something, or a thing read across a sentence end', () => {
    expect(complaints('ribs dry rub was amazing, slaw too sweet', 4)).toEqual(['the slaw was too sweet']);
    expect(
      complaints(
        'Whitstable natives and a crab sandwich in the sun. Chips a bit salty but we still cleaned the plate.',
        4,
      ).join(' '),
    ).not.toMatch(/sun\./);
  });
});

describe('words said back whole', () => {
  it('gives "nuked" and "smashed" the verb the guest left out, and never twice', () => {
    expect(
      complaints('Lasagne nuked in a microwave, edges like leather. Wine was nice, only reason for the 2 stars', 2),
    ).toEqual(['the lasagne was nuked in a microwave']);
    expect(complaints('burgers smashed thin and cooked into hockey pucks, fries salty as the ocean.', 2)).toContain(
      'the burgers were smashed thin',
    );
    expect(complaints('Brisket was dry. Chips tasted reheated. Counter guy rude.', 2).join(' ')).not.toMatch(
      /tasted was/,
    );
  });

  it('names what was charged for in full, and charged twice', () => {
    expect(
      complaints(
        'garlic bread burnt black and we were charged for a bottle of wine we never had. they did take it off',
        2,
      ),
    ).toContain('being charged for the bottle of wine');
    expect(
      complaints('Scones a bit dry and they charged us for the pot of tea twice. Sorted when we pointed it out.', 3),
    ).toContain('being charged twice for the pot of tea');
    expect(
      complaints('Haddock lovely, but the app charged me for a large and I got a regular.', 3).join(' '),
    ).not.toMatch(/large and/);
  });

  it('never says back praise of a person, or a word said three times, as a complaint', () => {
    const said = complaints(
      'the lamb chop was all fat and the gammon dry. Chips nice. Becky was a star, shame the kitchen let her down',
      2,
    );
    expect(said.join(' ')).not.toMatch(/becky/i);
    expect(
      complaints('Haddock sandwich was huge. Server was a sweetheart but clearly drowning. Loud loud loud', 3),
    ).not.toContain('the loud was loud loud');
  });

  it('calls a delivery driver a driver', () => {
    expect(
      readGuest('margherita was great. delivery guy 20 mins late and gave attitude when i mentioned it', new Set(), 3)
        .complaints.map((c) => c.noun)
        .join(' '),
    ).toMatch(/our delivery driver/);
  });
});

describe('the dish a sentence opens with, served with another', () => {
  const praised = (text: string, rating: number) => readGuest(text, new Set(), rating).praised.map((t) => t.words);

  it('thanks the main dish, not only what came with it', () => {
    expect(praised('pupusas revueltas with the curtido were so good I got a second round.', 5)).toContain(
      'pupusas revueltas',
    );
    expect(praised('Veggie combo on injera was massive and so good.', 5)).toContain('veggie combo');
  });

  it('never takes a candle, a style or a conveyor belt for a dish', () => {
    expect(praised('They brought out a little candle on the sticky toffee pudding, lovely.', 5)).not.toContain(
      'little candle',
    );
    expect(praised('Christmas style on the blue corn enchiladas, the green was great.', 4)).not.toContain(
      'Christmas style',
    );
  });
});

describe('what a delighted guest names', () => {
  const praised = (text: string, rating: number) => readGuest(text, new Set(), rating).praised.map((t) => t.words);

  it('thanks at five stars the dish the guest chose to mention, when no word praised it plainly', () => {
    expect(
      praised('Fast, cheap, delicious. Chana masala and two rotis for $11. Uncle at the counter always says hi.', 5),
    ).toContain('chana masala');
    expect(praised('peanut butter fudge is dangerous, bought a pound, gone by tuesday.', 5)).toContain(
      'peanut butter fudge',
    );
    // A menu described is not what they had.
    expect(praised('The menu features mantoo, kebabs and a vegetarian platter.', 5)).toEqual([]);
  });

  it('never takes what a dish is compared to for a dish', () => {
    expect(praised('chocolate chess pie is worth the detour. buttery crust, filling like fudge.', 4)).not.toContain(
      'fudge',
    );
    expect(
      readGuest('$22 glass of orange wine that tasted like cider gone off. Way overpriced.', new Set(), 2)
        .complaints.map((c) => c.clause ?? c.noun)
        .join(' '),
    ).not.toMatch(/cider/);
  });
});

describe('what the readers of own-test51 and 52 caught', () => {
  it('never takes "Christmas" on a burrito for a dish, and keeps "the crackling wasn\'t crackling"', () => {
    expect(
      readGuest(
        'Christmas on the breakfast burrito, red AND green. Sopapillas with honey at the end.',
        new Set(),
        5,
      ).praised.map((t) => t.words),
    ).not.toContain('Christmas');
    expect(
      readGuest(
        "Pork belly main was fatty and the crackling wasn't crackling, it was chewy. Won't rush back.",
        new Set(),
        2,
      ).complaints.map((c) => c.clause ?? c.noun),
    ).toContain("the crackling wasn't crackling");
  });
});

describe('a thing read across a sentence end', () => {
  it('starts the thing after the full stop ("hon. Parking lot", "I. Salmon aburi")', () => {
    expect(
      readGuest('Kids love the plates and honestly so do I. Salmon aburi is unreal.', new Set(), 5).praised.map(
        (t) => t.words,
      ),
    ).toContain('salmon aburi');
    expect(
      readGuest('Everything else a miss. Sauce from a can and tasted like it, toppings skimpy.', new Set(), 2)
        .complaints.map((c) => c.clause ?? c.noun)
        .join(' '),
    ).not.toMatch(/the miss\./);
  });
});

describe('what the readers of own-test53 and 54 caught', () => {
  it('names a refill of cream soda whole', () => {
    expect(
      readGuest('Pickle was soft, and they charged for a refill of cream soda. Overhyped', new Set(), 2).complaints.map(
        (c) => c.clause ?? c.noun,
      ),
    ).toContain('being charged for the refill of cream soda');
  });
});

describe('what the readers of own-test53 and 54 left failing at the end', () => {
  const said = (text: string, rating: number) => readGuest(text, new Set(), rating);

  it('owns a dish praised and faulted in one breath ("rich but way too salty"), and does not thank it', () => {
    const g = said('Tonkotsu broth was rich but way too salty, had to drink water all night. Chashu was nice.', 3);
    expect(g.complaints.map((c) => c.clause ?? c.noun)).toContain('the tonkotsu broth was way too salty');
    expect(g.praised.map((t) => t.words)).not.toContain('tonkotsu broth');
  });

  it('never takes eyes rolled for a thing, and owns a place that closed early without telling anyone', () => {
    expect(
      said('When I asked, she rolled her eyes and said nothing. Waited 40 min.', 1)
        .complaints.map((c) => c.clause ?? c.noun)
        .join(' '),
    ).not.toMatch(/eyes/);
    expect(
      said(
        'Fish and chips greasy, bistro closed early without telling anyone and the bar staff were rude.',
        1,
      ).complaints.map((c) => c.clause ?? c.noun),
    ).toContain('closing early without warning');
  });

  it('never reads a measure as part of a dish’s name', () => {
    expect(complaints('$9 for a 12oz latte that tasted burnt and was barely warm.', 2).join()).not.toMatch(/\boz\b/);
    expect(complaints('A 16 oz coffee was cold.', 2)).toContain('the coffee was cold');
  });
});

import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('money a displeased guest names', () => {
  it('owns an amount said on its own at one or two stars, and at three with a mark of complaint', () => {
    expect(complaints('Halloumi fries soggy, burger overcooked and £18.95. Staff were chatting.', 2)).toContain(
      'the prices',
    );
    expect(complaints('Butter chicken was nice but £29?? Come on. Felt rushed through dessert.', 2)).toContain(
      'the price of the butter chicken',
    );
    expect(complaints('30 min wait for cocktails. Drinks were fine but $18 and tiny.', 2)).toContain(
      'the price of the drinks',
    );
    expect(complaints('Roast was honestly decent, beef pink. But £28!! for a pub roast.', 3)).toContain('the prices');
    expect(complaints('£14 for a bowl of soup and a roll. Soup was lukewarm.', 1)).toEqual([
      'the price of a bowl of soup',
      'the soup was lukewarm',
    ]);
  });

  it('never owns money that was refunded, wasted or a word before the dish, nor a price called fair', () => {
    expect(complaints('Found a hair in the curry. Chips were raw. €28 in the bin', 1).join()).not.toMatch(/price/);
    expect(complaints('$68 ribeye ordered medium rare came out well done. Sent it back.', 2)).toHaveLength(1);
    expect(complaints('Lovely pasta, $24. The sauce was a bit thin.', 3).join()).not.toMatch(/price/);
    expect(complaints('Beef rib was a monster. Slaw a bit bland. Pricey but fair for quality.', 4).join()).not.toMatch(
      /price/,
    );
  });
  it('asks no apology for a price the guest calls fair, filling or what the area costs', () => {
    for (const [text, rating] of [
      ['Har gow was super fresh but we waited 40 min for a table. $88 for 4 ppl is fair i guess', 3],
      ['Lamb shish chewy, rice bland. Good portions for £15 though', 3],
      ['Loaded jacket with chilli and cheese was well filling for £7. Queue was mental though', 3],
      ['Fish tacos fresh and zingy. $18 for 2 is Queenstown prices but what isn’t here.', 4],
    ] as const)
      expect(complaints(text, rating).join()).not.toMatch(/price/);
  });

  it('names what was priced where the guest ties the amount to it', () => {
    expect(
      complaints('Carbonara was decent, but garlic bread was $14 and the waiter kept pushing us to order more', 3),
    ).toContain('the price of the garlic bread');
    expect(complaints('acai bowl was nice but $22 and half of it was granola. staff friendly enough.', 3)).toEqual([
      'the price of the acai bowl',
    ]);
    expect(complaints('french toast was soggy and cold. $7 drip coffee. never ever again', 1)).toContain(
      'the price of the drip coffee',
    );
    expect(
      complaints("Tiny portions, two courses arrived lukewarm, and a $15pp 'water service'? Really?", 2),
    ).toContain('the price of the water service');
    expect(complaints('Tacos were tiny and the meat was cold. $4.50 a taco is not cheap for that.', 2)).toContain(
      'the price per taco',
    );
    // A dish owned for its fault is not named twice: its price is said by the amount.
    expect(complaints('Great coffee for a small town. Mince pie was a bit dry and $9 seemed a lot.', 3)).toEqual([
      'the pie was a bit dry',
      'the $9 price',
    ]);
    // "fish burger was nice but $28, coffee took 25 mins": the coffee is the next complaint, not what cost $28.
    expect(
      complaints('fish burger was nice but $28, coffee took 25 mins and the girl on the till was rude', 2),
    ).toContain('the price of the fish burger');
  });

  it('owns an amount at three stars after a contrast or beside another fault, at four only when it cost a star', () => {
    expect(complaints('Good coffee and a view. Bacon and egg roll was $16 and the egg was overcooked.', 3)).toContain(
      'the price of the bacon and egg roll',
    );
    expect(
      complaints(
        'Croissants are buttery and flaky. Knocked a star because it’s $6 each and there’s nowhere to sit.',
        4,
      ),
    ).toContain('the prices');
    expect(
      complaints('Croissants are buttery and flaky. They’re $6 each and the coffee is great.', 4).join(),
    ).not.toMatch(/price/);
    // The fee a cash machine charges is the fee, not the prices.
    expect(
      complaints('Clams were great. It is still cash only, and the ATM in the lobby charges $4.', 3).join(),
    ).not.toMatch(/prices/);
  });
});

describe('the bill and a price waved off', () => {
  it('owns what was wrong with the bill, not its size', () => {
    expect(
      complaints(
        'Duck was great. But the rice was hard, table sticky and they refused to split the bill for 4 people.',
        3,
      ),
    ).toContain('not being able to split the bill');
    expect(complaints('The girl started hovering with the bill before we’d finished dessert.', 3)).toEqual([
      'the bill arriving before you had finished',
    ]);
    expect(complaints('Sides arrived cold and the bill had a bottle of wine on it we never ordered.', 2)).toContain(
      'the mistake on the bill',
    );
    expect(complaints('Only complaint is they turn tables at 90 mins.', 4)).toEqual(['the time limit on your table']);
  });

  it('asks no apology for a price the guest waves off', () => {
    expect(
      complaints('Best pork roll in the west. Cash only which is annoying but for $8 who cares', 4).join(),
    ).not.toMatch(/price/);
    expect(
      complaints(
        '€9.80 for a pint, grand, it’s Dublin. But the Irish stew was watery with three bits of lamb in it.',
        2,
      ).join(),
    ).not.toMatch(/price/);
  });
});

describe('what a delighted guest says of a dish, and a price called good', () => {
  it('owns no texture a delighted guest praises', () => {
    expect(complaints('Bagels are chewy and actually boiled, not bread with a hole.', 5)).toEqual([]);
    expect(
      complaints('Gravy tastes like my nonna’s, meatballs are soft, and the cannoli are filled to order.', 5),
    ).toEqual([]);
    expect(complaints('Crabs were heavy and hot, plenty of seasoning. Corn was overcooked.', 4)).toEqual([
      'the corn was overcooked',
    ]);
    // At four stars soft fries are still soft.
    expect(complaints('Burger was great but the fries were soft.', 4)).toEqual(['the fries were soft']);
  });

  it('never apologises for a price the guest calls the best for it, or a busy team at five stars', () => {
    expect(
      complaints('Bit of a wait and the gravy was thin, but for £16 it’s the best roast ive had round here.', 4).join(),
    ).not.toMatch(/price/);
    expect(complaints('Crab cakes are legit. $32 for the platter, fair for what it is.', 4).join()).not.toMatch(
      /price/,
    );
    expect(complaints('Cant fault it. Staff were run off their feet but still smiling.', 5)).toEqual([]);
  });
});

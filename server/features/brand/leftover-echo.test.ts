import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';
import { looseEchoOf } from './leftover-echo.ts';
import { parseEnglish } from './nlp.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('a faulting clause said back with its own subject', () => {
  it('says back what a relative clause or a following "it" faults, beside the price', () => {
    expect(complaints('$16 for a schooner of craft beer that was flat. Toilets were a disgrace by 9pm.', 2)).toContain(
      'the craft beer was flat',
    );
    expect(complaints('But $18 for a roll that was mostly rice is a lot.', 3)).toEqual(['the roll was mostly rice']);
    // The thing before has its own verb: the relative clause is not lifted out of it.
    expect(complaints('Eggs were rubbery and my tea came in a mug that wasnt clean.', 3)).toContain(
      "your tea came in a mug that wasn't clean",
    );
  });

  it('says what the restaurant did with the owner\'s "we", and what the guest had to do with "you"', () => {
    expect(
      complaints(
        'Broth was clear. Portion was small tho, and they charged extra for bean sprouts and basil which like, come on.',
        3,
      ),
    ).toContain('the extra charge for bean sprouts');
    expect(complaints('Bison burger was good. Had to flag someone down three times for water.', 3)).toContain(
      'you had to flag someone down three times for water',
    );
    expect(
      complaints(
        'Coffee was fine. The eggs were overcooked and we ordered at the counter then got ignored for 40 min.',
        2,
      ),
    ).toContain('you ordered at the counter then got ignored for 40 minutes');
  });

  it('never says back a "they" that is the food, an "ours", an "it" before its thing, or a promise not to return', () => {
    expect(complaints('Dumplings were tasty but they were cold by the time they came.', 3).join()).not.toMatch(
      /\bwe\b/,
    );
    expect(
      complaints(
        "Eggs florentine were lovely. also the 'dog friendly' patio is a lie, they turned ours away",
        3,
      ).join(),
    ).not.toMatch(/yours/);
    expect(
      complaints('Jerk chicken was great. Plantain was forgotten off our order and we had to chase it.', 3).join(),
    ).not.toMatch(/chase it/);
    expect(complaints('Pizza was cold and we are never coming back.', 2).join()).not.toMatch(/coming back/);
  });

  it('says back a judgement the lexicon had missed, and never praise of slow-cooked meat', () => {
    expect(
      complaints('Tiramisu was too boozy though, and the noise level was unbearable, we were practically shouting.', 3),
    ).toContain('the noise level was unbearable');
    expect(complaints('Pastries were a bit hit and miss, the croissant was more bready than flaky.', 3)).toEqual([
      'the pastries were a bit hit and miss',
      'the croissant was more bready than flaky',
    ]);
    expect(
      complaints('Mansaf was gorgeous, lamb falling apart, but the telly was blasting football.', 3).join(),
    ).not.toMatch(/falling apart/);
  });
});

describe('a plain note about a thing no vocabulary knew', () => {
  it('says back a noun the guest faults in a few words, with its verb and its case', () => {
    expect(complaints('Pool table was fine. Schooner flat. Pokies everywhere.', 2)).toContain('the schooner was flat');
    expect(complaints('Breakfast was slow. Drink machine broken and the toast was cold.', 2).join()).toMatch(
      /the drink machine was broken/,
    );
    expect(complaints('Doner was fatty, chips fridge cold in the middle.', 2)).toContain(
      'the chips were fridge cold in the middle',
    );
    expect(looseEchoOf(parseEnglish('Service painfully slow for a Friday')[0]?.tokens ?? [])).toBe(
      'the service was painfully slow for a Friday',
    );
    expect(complaints('Burger was fine. Curds didnt melt at all.', 3)).toContain("the curds didn't melt at all");
  });

  it('never reads a dish name as its fault, nor an intensifier as the thing', () => {
    expect(complaints('Green curry was lovely. Pad thai far too sweet, more like ketchup.', 3).join()).not.toMatch(
      /the pad was/,
    );
    expect(
      complaints('Crêpes were lovely. Waited a while to be seated even though half the tables were empty.', 4),
    ).toEqual(['the long wait']);
    expect(
      complaints('Driver went to the wrong building. Food came an hour late and stone cold.', 1).join(),
    ).not.toMatch(/the stone/);
    expect(complaints('Galbi was super tender. AC was off and it was a sauna in there.', 3)).toEqual([
      'the AC not working',
    ]);
  });

  it('drops "when it finally came" and the slang an owner would not repeat', () => {
    expect(complaints('Waiter forgot my appetizer. Pasta was oversalted when it finally came.', 2)).toContain(
      'the pasta was oversalted',
    );
    expect(complaints('brisket was dry af and the burnt ends were more like burnt bits.', 3)).toContain(
      'the brisket was dry',
    );
    expect(complaints('smash burgers were crazy good. fries a lil salty but whatever.', 4)).toEqual([
      'the fries were a bit salty',
    ]);
  });
});

describe('names as the guest wrote them, and what was only waited for', () => {
  it('keeps the capital of a place or a holiday in a dish and reads a dish named as a pair', () => {
    expect(complaints('Singapore noodles had no flavour. Took 45 mins to get the bill.', 1)).toContain(
      'the Singapore noodles had no flavour',
    );
    expect(complaints('Sweet and sour pork more batter than pork. Service was fine.', 2)).toContain(
      'the sweet and sour pork was more batter than pork',
    );
    expect(
      readGuest('Christmas style smothered burrito, red and green both amazing.', new Set(), 5).praised[0]?.words,
    ).toBe('Christmas style smothered burrito');
  });

  it('never faults what the guest waited or asked for, nor a dish by its own name', () => {
    expect(
      complaints(
        'Thali is a steal and the dal is gorgeous. But the puris kept coming out cold and you have to wave like mad to get a refill.',
        3,
      ).join(),
    ).not.toMatch(/refill/);
    expect(
      complaints(
        'Ceviche was fresh. Portions small for £18 mains and the pisco sour was more sour than pisco.',
        3,
      ).join(),
    ).not.toMatch(/sour was sour/);
  });

  it('reads a five-star guest’s fond words about staff as affection, and "less good" as a fault', () => {
    expect(
      complaints(
        'Best chopped liver in town. The old guy behind the counter yells at everybody but he is hilarious.',
        5,
      ),
    ).toEqual([]);
    expect(
      readGuest(
        'Carbonara was the real deal. Tiramisu less good, tasted like it came out of a tub.',
        new Set(),
        3,
      ).praised.map((t) => t.words),
    ).toEqual(['carbonara']);
  });
});

describe('one fault once, whatever its words', () => {
  it('owns the noise once beside "had to shout" or a loud band, and cramped tables once', () => {
    expect(complaints('Service slow. Music so loud we had to shout across the table.', 2).join()).not.toMatch(/shout/);
    expect(
      complaints(
        'Penne alla vodka was great. So cramped, tables jammed in so close we could hear every word.',
        4,
      ).filter((c) => /cramped|jammed|tables/.test(c)),
    ).toHaveLength(1);
  });

  it('keeps the whole name of a dish named as a pair or after a place', () => {
    expect(
      readGuest('Western omelette was perfect and the black and white shake was the best.', new Set(), 5).praised.map(
        (t) => t.words,
      ),
    ).toContain('black and white shake');
    expect(
      readGuest('Connecticut style lobster roll, warm butter, toasted bun. Perfect.', new Set(), 5).praised[0]?.words,
    ).toBe('Connecticut style lobster roll');
  });
});

describe('a plain clause among complaints', () => {
  it('owns what is said plainly of a thing beside a complaint, or after a "but" that turns from praise', () => {
    expect(
      complaints(
        'Fried green tomatoes were the highlight. Meatloaf was dry, mashed potatoes tasted instant, and they forgot the kids meals entirely until we asked',
        2,
      ),
    ).toContain('the mashed potatoes tasted instant');
    expect(
      complaints(
        'Walnut shrimp were legit. Table was sticky though, teapot had a chip in it, and the check came early.',
        3,
      ),
    ).toContain('the teapot had a chip in it');
    expect(
      complaints(
        'vibes immaculate, chicken & waffles great. but the bottomless mimosas were mostly OJ and our server vanished after the first refill',
        3,
      ),
    ).toContain('the bottomless mimosas were mostly OJ');
  });

  it("never at four stars, never of praise no lexicon scores, the guest's own people or a participle left hanging", () => {
    expect(complaints('Pho was great. Table was sticky though, teapot had a chip in it.', 4).join()).not.toMatch(
      /teapot/,
    );
    expect(
      complaints('The chips were cold, the duck breast was cooked well, and the sauce had split.', 3).join(),
    ).not.toMatch(/duck/);
    expect(
      complaints('The fries were soggy, my friends ordered the burgers, and the bill was wrong.', 2).join(),
    ).not.toMatch(/friends/);
    expect(complaints('Latte tasted like milk. Wifi down, outlets taped over.', 2).join()).not.toMatch(/outlets/);
  });

  it('ends the name at a participle, and reads past a price to what follows "and the"', () => {
    expect(complaints('Nut roast was dry and fell apart, veg boiled to mush. Music so loud.', 2)).toContain(
      'the veg was boiled to mush',
    );
    expect(complaints('The carvery was a let down, beef sliced paper thin and cold. Expected better.', 2)).toContain(
      'the beef was sliced paper thin and cold',
    );
    expect(complaints('£28 for afternoon tea and the sandwiches were curling at the edges, scones dry.', 2)).toContain(
      'the sandwiches were curling at the edges',
    );
    expect(complaints('Prawn crackers stale, special fried rice had about 2 prawns in it.', 1).join()).toMatch(
      /fried rice/,
    );
  });

  it('never reads "tho" as part of a dish', () => {
    expect(complaints('Brisket was perfect. ribs were dry as tho and mac and cheese was meh.', 3)).toContain(
      'the mac and cheese was underwhelming',
    );
  });

  it('never owns a person named among complaints, and says "cremated" with its verb', () => {
    expect(
      complaints(
        'Biscuits are from a can now and the gravy is gluey. Darlene is still there and she is lovely',
        2,
      ).join(),
    ).not.toMatch(/darlene/i);
    expect(complaints('Fadge spot on. Sausages cremated tho and the eggs were like rubber.', 3)).toContain(
      'the sausages were cremated',
    );
  });

  it('never says back a verb with nothing after it, nor what "will make up for" something', () => {
    expect(complaints('The service is not much better but the food was.', 3).join()).not.toMatch(/food/);
    expect(
      complaints(
        "The decor isn't quite like Shun Lee but the service will definitely make up for any shortcoming.",
        3,
      ).join(),
    ).not.toMatch(/service/);
  });

  it('never takes "I\'m" for a thing', () => {
    expect(
      complaints("I'm not vegan but my daughter is so we tried it. Cauliflower wings were soggy.", 2).join(),
    ).not.toMatch(/i'm/i);
  });
});

import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';
import { parseEnglish } from './nlp.ts';
import { nounPhraseFrom } from './complaint-markers.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('complaints the guest marks as such', () => {
  it('owns the one complaint of a four-star review by the words the guest used', () => {
    expect(
      complaints('Smashburger is legit. Only gripe is the online ordering system, it said ready in 15.', 4),
    ).toEqual(['the online ordering system']);
    expect(complaints('Tonkotsu broth was rich. Minus a star for the music, why is it so LOUD in there', 4)).toEqual([
      'the noise',
    ]);
    expect(complaints('Cocktails were well made. Just wish it was less noisy in there.', 4)).toEqual(['the noise']);
    expect(complaints('Best latte in town honestly. Wifi is garbage tho.', 4)).toEqual(['the wifi']);
  });

  it('owns something of ours out of order by the words the guest used, and the opening hours', () => {
    expect(complaints("Meat was great. But the vent over our grill wasn't working so we left smoky.", 3)).toContain(
      'the vent not working',
    );
    expect(complaints('Cinnamon rolls are heaven. Wish they opened earlier than 9.', 4)).toEqual([
      'our opening hours not suiting you',
    ]);
  });

  it('owns prices raised and something missing', () => {
    expect(
      complaints(
        "Love the cortado. Not loving that they raised prices again. Also there's no ramp at the entrance.",
        3,
      ),
    ).toEqual(['the prices going up', 'there being no ramp']);
  });

  it('adds nothing a complaint already owns, and nothing at five stars', () => {
    const owned = complaints('The kitchen is clearly a mess. Only complaint is the kitchen, honestly.', 2);
    expect(owned.filter((c) => /kitchen/.test(c))).toHaveLength(1);
    expect(complaints('Amazing night. Only gripe is the parking, but who cares.', 5)).toEqual([]);
  });
});

describe('nounPhraseFrom', () => {
  const phrase = (text: string, from: number) => nounPhraseFrom(parseEnglish(text)[0]?.tokens ?? [], from);

  it('reads the phrase the guest used, past a pronoun subject, its verb and article', () => {
    expect(phrase('the online ordering system is slow', 0)).toBe('online ordering system');
    expect(phrase('they raised prices again', 0)).toBe('prices');
    expect(phrase('a star for everything', 0)).toBeNull();
  });
});

describe('a four-star guest says their complaint in passing', () => {
  it('owns a verbless dish fault with its verb, noise, parking and "could be hotter"', () => {
    expect(complaints('Brisket = incredible. Ribs a bit dry. Mac and cheese fine.', 4)).toContain(
      'the ribs were a bit dry',
    );
    expect(complaints("Good beer list. Wings were soggy though and it's SO loud on trivia night.", 3)).toContain(
      'the noise',
    );
    expect(complaints("Sesame bagel fresh from the wood oven 👌 parking's a pain tho", 4)).toEqual(['the parking']);
    expect(complaints('Masala dosa huge and crispy. Sambar could be hotter.', 4)).toEqual([
      'the sambar could have been hotter',
    ]);
  });
});

describe('more complaints said without a cue', () => {
  it('owns wifi that barely works, a drive-thru that takes 20 min, a verbless delivery time and an uncaring waiter', () => {
    expect(complaints('Lattes are good. Wifi barely works and there is never a free outlet.', 3)).toContain('the wifi');
    expect(complaints('Burgers are juicy. But why does the drive-thru take 20 min?', 3)).toContain(
      'the 20-minute wait',
    );
    expect(complaints('Salmon nigiri tasted fine. Delivery 70 min.', 2)).toContain('how long your delivery took');
    expect(complaints("Naan was great. Waiter didn't seem to care when we mentioned it.", 3).join()).toMatch(/waiter/);
  });
});

describe('complaints the seventh hold-out showed the cues missing', () => {
  it('owns a price called steep or rich in pounds or bucks, the pace between courses and staff on their phones', () => {
    expect(
      complaints('Scones were lovely. Sandwiches a bit dry and £32 each for afternoon tea is steep.', 3),
    ).toContain('the prices');
    expect(complaints('Meat pie was mostly gravy. Eleven bucks for the pair, bit rich.', 2)).toContain('the prices');
    expect(complaints('Venison was lovely. Slightly slow between courses but the staff were warm.', 4)).toEqual([
      'the pace between courses',
    ]);
    expect(complaints('Fries were limp. Staff seemed more into their phones than the customers.', 3)).toContain(
      'our team being on their phones',
    );
  });

  it('owns a lost booking in quotes, a birthday nobody marked, a late arrival and a dish re-plated', () => {
    expect(complaints("They 'lost' the reservation and sat us by the door.", 1)).toContain(
      'the mix-up with your reservation',
    );
    expect(complaints('Ribeye was perfect. Nobody said a word about her birthday.', 3)).toContain(
      'the birthday going unmarked',
    );
    expect(complaints('Lasagna was delicious but arrived 50 min late.', 3)).toContain('how long your delivery took');
    expect(complaints('Salmon smelled off. They re-plated the same piece and sent it back out.', 1)).toContain(
      'the same dish coming back after you sent it back',
    );
  });
});

describe('more of what the seventh hold-out showed', () => {
  it('owns a missed apology, the runaround, a slow line, staff who did not know the menu and asking twice', () => {
    expect(complaints("Guy overcharged me. Didn't even say sorry when I pointed it out.", 1)).toContain(
      'not getting an apology',
    );
    expect(
      complaints('Half the order missing. Restaurant said to contact the app, app said contact the restaurant.', 1),
    ).toContain('being passed back and forth');
    expect(complaints('Cheesesteak was huge. Line moves soooo slow tho.', 3).length).toBeGreaterThan(0);
    expect(complaints("Croissants are flaky. The girl at the counter didn't know what anything was.", 3)).toContain(
      'our team not knowing the menu',
    );
    expect(complaints('Chicken was juicy. We had to ask 3 times for napkins.', 3)).toContain(
      'having to ask more than once for napkins',
    );
  });

  it('says what slipped, and a comp from the manager is a kindness', () => {
    expect(complaints('The lasagna is great. But the service has gone downhill.', 3)).toContain(
      'the service not being what it was',
    );
    expect(complaints('Cornbread dry as a bone. Manager did comp our drinks.', 2).join()).not.toMatch(/manager/);
  });

  it('a scare-quoted put-down is owned in general words', () => {
    expect(complaints("Buddha bowl was fresh. The 'cheesecake' was a sad cashew brick though.", 3).join()).toMatch(
      /the cheesecake wasn't what you hoped for/,
    );
  });
});

describe('what the last reading of the seventh hold-out showed', () => {
  it('"waited a while" is a wait, not a contrast; "Noisy, cramped" owns the noise; times that say a delivery was late', () => {
    expect(
      complaints('Crêpes were lovely. Waited a while to be seated even though half the tables were empty.', 4),
    ).toEqual(['the long wait']);
    expect(complaints('Noisy, cramped and the waiter kept rushing us out. Quiche was fine.', 2)).toContain('the noise');
    expect(complaints('Ordered at 7, pizza showed up at 9:15. Called and they hung up on me.', 1)).toContain(
      'how long your order took to arrive',
    );
  });

  it('owns a drink basically something else at one star, and a cashier beside a dish', () => {
    expect(complaints('Barista was so rude. Latte was basically warm milk.', 1).join()).toMatch(/latte/);
    expect(
      complaints('Bagels are legit. But the lox was mostly fat and the lady at the register was short with us.', 3),
    ).toHaveLength(2);
  });
});

describe('regressions a reading of the development set caught', () => {
  it('"the horchata too" carries praise; "I described my coat" names no complaint; the AC keeps its capitals', () => {
    expect(
      complaints('Carne asada burrito was massive and good, the horchata too. Parking is a nightmare.', 3).join(),
    ).not.toMatch(/horchata/);
    expect(complaints('He stood there while I described my coat like I was a suspect.', 2).join()).not.toMatch(/coat/);
    expect(complaints('Tables are tiny and the AC was broken.', 4).join()).toMatch(/the AC/);
  });

  it('a dish priced in its own sentence keeps its name when the put-down is not said back', () => {
    expect(complaints('The avocado toast for $17 was one sad slice of bread, not worth it.', 3).join()).toMatch(
      /the price of the avocado toast/,
    );
  });
});

describe("the guest's cold", () => {
  it('"cured my cold" is praise, not a dish that arrived cold', () => {
    expect(complaints('Matzo ball soup cured my cold lol. Corned beef was fatty though.', 3).join()).not.toMatch(
      /soup/,
    );
  });
});

describe('a delivery praised for its speed', () => {
  it('is not owned as late', () => {
    expect(complaints('Delivery came in 25 min which was great. Kung pao chicken was good.', 3).join()).not.toMatch(
      /delivery/,
    );
  });
});

describe('service cues the last hold-outs showed missing', () => {
  it('owns an extra charge with cents, refills charged, a card machine down, being hustled out, the bill unasked', () => {
    expect(complaints('Bagel was perfect. But they charge $1.50 extra for tomato.', 3)).toContain('the extra charge');
    expect(complaints('Bacon was limp and they charge for coffee refills.', 2)).toContain('being charged for refills');
    expect(complaints('Steak and cheese was loaded. Card machine was down.', 3)).toContain(
      'the card machine being down',
    );
    expect(complaints('Hand rolls are excellent. We got hustled out after 40 min.', 3)).toContain(
      'how rushed you felt',
    );
    expect(complaints("Croque was fine. The waiter brought the bill before we'd asked.", 2)).toContain(
      'the bill arriving before you asked for it',
    );
  });

  it('owns change given wrong, tables not wiped and a closing time; a 5/10 is not thanked', () => {
    expect(complaints('Gristly carne asada and the guy shorted my change.', 1)).toContain(
      'the mistake with your change',
    );
    expect(complaints("Hot links were good. The table we got hadn't been wiped.", 2)).toContain(
      'the tables not being cleaned',
    );
    expect(complaints('Sourdough is excellent. Closes at 2 which is annoying.', 3)).toContain(
      'our opening hours not suiting you',
    );
    expect(
      readGuest('Crème brûlée donut 10/10. The coffee maybe 5/10.', new Set(), 4).praised.map((t) => t.words),
    ).toEqual(['crème brûlée donut']);
  });
});

describe('praise is never said back in an apology', () => {
  it('drops a clause that praises ("the driver was polite"), keeps one that denies praise ("wasn\'t good enough")', () => {
    expect(
      complaints(
        'Pizza arrived 75 min late and cold. Driver was polite and the pizza itself tastes fine reheated.',
        2,
      ).join(),
    ).not.toMatch(/polite|fine/);
    expect(complaints("Great wine, bad food. The food wasn't good enough for the price.", 3).join()).toMatch(
      /wasn't good enough/,
    );
  });
});

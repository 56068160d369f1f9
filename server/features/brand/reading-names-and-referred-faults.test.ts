import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const read = (text: string, rating: number) => readGuest(text, new Set(), rating);
const complaints = (text: string, rating: number) => read(text, rating).complaints.map((c) => c.clause ?? c.noun);
const praised = (text: string, rating: number) => read(text, rating).praised.map((t) => t.words);

describe('a fault said of the dish just named, without naming it again', () => {
  it('owns "but it was dry" as the dish\'s, and does not thank the dish as a hit', () => {
    const text =
      'Brisket had a great bark and good smoke ring, but it was dry by 2pm. Sausage was solid. $28/lb is steep. Line was about 40 min.';
    expect(complaints(text, 3)).toContain('the brisket was dry by 2pm');
    expect(praised(text, 3)).not.toContain('brisket');
    const jambalaya = 'Jambalaya had good flavor but was greasy and the rice was mushy.';
    expect(complaints(jambalaya, 3)).toEqual(
      expect.arrayContaining(['the jambalaya was greasy', 'the rice was mushy']),
    );
    expect(praised(jambalaya, 3)).not.toContain('Jambalaya');
  });

  it("keeps the dish's own number, and a name in brackets before its verb", () => {
    expect(complaints('Sloppers are the best in town. Beer is cans only and they were warm.', 4)).toContain(
      'the beer was warm',
    );
    expect(
      complaints('Wild rice soup was creamy. The hotdish of the day (tuna noodle) was bland, needed salt.', 3),
    ).toContain('the tuna noodle was bland');
  });

  it("never puts the guest's own doing or the room on the dish", () => {
    const said = (text: string, rating: number) => complaints(text, rating).join(' | ');
    expect(said('Ordered a cheeseburger medium, got it well done and dry. Waitress never came back.', 1)).not.toMatch(
      /cheeseburger got/,
    );
    expect(said('Curry was good but they got my order wrong twice. The cashier didnt care.', 2)).not.toMatch(
      /curry got/,
    );
    expect(said('pho ga was nice. but bun bo hue lacked heat and its freezing inside, AC blasting.', 3)).not.toMatch(
      /bun bo hue was freezing/,
    );
  });
});

describe('a dish thanked by the whole name the guest used', () => {
  it('carries a name on past the word the reading stopped at', () => {
    expect(praised("Veggie tasting menu was one of the best meals I've had in years.", 5)).toEqual([
      'veggie tasting menu',
    ]);
    expect(praised("Food's great and really cheap, the salt and chilli squid is a must.", 5)).toContain(
      'salt and chilli squid',
    );
    expect(praised('Salt and pepper squid was tender and the beer battered flathead was so light.', 5)).toContain(
      'beer battered flathead',
    );
    expect(praised('Been coming here for years. Fish still cooked in beef dripping, proper job.', 5)).toContain(
      'beef dripping',
    );
  });

  it('never thanks a word that names no dish ("the proper", "the hits", "the melt")', () => {
    const all = [
      ...praised('Burnt ends were insane. Proper smoky, sticky, melt in your mouth. Try the new hot sauce.', 5),
      ...praised('Country fried steak smothered in white gravy, hits the spot. Coffee bottomless which is nice.', 4),
    ].map((w) => w.toLowerCase());
    expect(all).not.toContain('proper');
    expect(all).not.toContain('hits');
    expect(all).not.toContain('melt');
  });

  it('does not carry a name on into words that judge it', () => {
    const all = praised('The meat quality was excellent and the beer selection was great.', 5);
    expect(all.join(' ')).not.toMatch(/quality|selection/);
  });
});

describe('what the guest marks as the only thing', () => {
  it('owns "only thing was the gravy" and the car park, once', () => {
    expect(
      complaints(
        'Proper Sunday dinner, the beef was lovely and pink. Only thing was the gravy, bit thin and lukewarm. Will be back tho',
        4,
      ).join(' '),
    ).toMatch(/gravy/);
    expect(complaints('Mussels and frites were excellent. Only downside is the car park is tiny.', 4)).toEqual([
      'the parking',
    ]);
    const carPark = complaints('Roast chicken was lovely. Kids menu £9, good value. Car park tiny.', 3).join(' | ');
    expect(carPark.match(/park/g)).toHaveLength(1);
  });

  it('names the thing before its fault after "only thing", and the bill once beside the prices', () => {
    const pretzel = complaints('great beer list. only thing is the pretzel was kinda small for $11', 4).join(' | ');
    expect(pretzel).toMatch(/pretzel/);
    expect(pretzel).not.toMatch(/how small the place is/);
    expect(
      complaints('The hake was gorgeous. Only thing was the bill, €140 for two and we left a bit hungry.', 4).join(
        ' | ',
      ),
    ).not.toMatch(/the bill/);
  });
});

describe('words against anything, that no restaurant word carries', () => {
  it('reads "useless" and "annoying" against what they are said of', () => {
    const reading = read('The pho was lovely. Ordering via QR code is annoying, would rather talk to a human', 3);
    expect(reading.unowned.length + reading.complaints.length).toBeGreaterThan(0);
  });
});

describe('what a delighted guest names as their one complaint', () => {
  it('owns "only knock is the bathroom" and "only downside is the queue" at five stars', () => {
    expect(
      complaints('Best pho in the area. Rare steak pho is perfect. Only knock is the bathroom, needs some love.', 5),
    ).toEqual(['the bathroom']);
    expect(
      complaints('Obsessed with the French toast. Only downside is the queue, but the staff bring coffee out.', 5).join(
        ' ',
      ),
    ).toMatch(/wait|queue/);
  });

  it('still lets a five-star aside pass when the guest does not call it a complaint', () => {
    expect(complaints('Amazing night. Only gripe is the parking, but who cares.', 5)).toEqual([]);
    expect(complaints('Amazing tacos, the parking is a nightmare. Staff were lovely.', 5)).toEqual([]);
  });
});

describe('small things said in passing', () => {
  it('owns running out of nearly everything without saying "the almost everything"', () => {
    const said = complaints('Bun was great but they were out of almost everything by 11am. Drip coffee was fine.', 3);
    expect(said).toContain('running out of what you came for');
    expect(said.join(' ')).not.toMatch(/the (?:almost|nearly)/);
  });

  it('owns nowhere to plug in, tables nobody wipes, "a lil small" and a drink watered down beside its price', () => {
    expect(complaints("Latte is tasty. Wifi kept dropping and there's nowhere to plug in a laptop.", 3)).toContain(
      'how few power outlets there are',
    );
    expect(
      complaints('Kolaches are great. Tables outside are nice but somebody needs to wipe them down.', 4),
    ).toContain('the tables not being cleaned');
    expect(complaints('Boiled shrimp perfect. Crawfish were a lil small, end of season.', 4)).toContain(
      'the crawfish were a bit small',
    );
    expect(
      complaints('Mahi was cooked perfect. Drinks are overpriced ($14 margarita) and kinda watered down.', 4).join(' '),
    ).toMatch(/watered down/);
  });
});

describe('a dish named once, by its name, and never taken for a person', () => {
  it('thanks "tacos de asada" and "pad prik king with crispy pork" as one dish each', () => {
    expect(praised('tacos de asada and tripa were great. Elote was good', 4)).not.toContain('asada');
    expect(praised('Pad prik king with crispy pork was tasty but the portion was small for $26.', 3)).not.toContain(
      'pork',
    );
  });

  it('reads "Lasagne was lovely, proper homemade" and "Mezze was lovely" as dishes, not staff', () => {
    const lasagne = read('Lasagne was lovely, proper homemade. Our waitress Chloe was really sweet.', 4);
    expect(lasagne.staffPraised).toEqual(['Chloe']);
    expect(read('Mezze was lovely, baba ghanoush smoky and the falafel crunchy.', 4).staffPraised).toEqual([]);
  });

  it('reads frozen daiquiris as a drink made that way, and a piccolo as a drink', () => {
    expect(
      complaints('frozen daiquiris hit hard. but the strawberry machine was broke both times I came', 3).join(' '),
    ).not.toMatch(/daiquiri/);
    expect(
      read('the piccolo is perfect and the banana bread is worth the trip', 4).things.find(
        (r) => r.thing.head === 'piccolo',
      )?.thing.kind,
    ).toBe('drink');
  });

  it("does not say back the guest's praise of the place in an apology", () => {
    expect(
      complaints("Strawberry daiquiri was good. Cute spot but cramped, nowhere to even stand when it's busy.", 3).join(
        ' ',
      ),
    ).not.toMatch(/cute/);
  });

  it('owns a delivery that took long on an app as the delivery, not a wait on the floor', () => {
    expect(
      complaints(
        'Lamb chops were perfectly charred. Delivery driver got lost and it took 70 mins on Uber Eats though.',
        4,
      ),
    ).toContain('how long your delivery took');
  });
});

describe('a thing faulted mildly where the guest names it', () => {
  it("is not thanked, and is owned in the guest's words", () => {
    const slaw = 'Grouper fingers were fresh and flaky, not that frozen stuff. Slaw was plain. Worth it.';
    expect(praised(slaw, 4)).not.toContain('slaw');
    expect(complaints(slaw, 4)).toContain('the slaw was plain');
    const mash = 'Chicken is great, crispy and juicy. Sides hit or miss, mashed potatoes taste instant.';
    expect(praised(mash, 4)).not.toContain('mashed potatoes');
    expect(complaints(mash, 4)).toContain('the mashed potatoes tasted instant');
    expect(praised('Fried catfish plate is a good deal. Potato salad sweet, not my style.', 4)).not.toContain(
      'potato salad',
    );
    expect(
      praised('Mixed grill is massive. The salad looked like it had been sat out all day.', 3).join(' '),
    ).not.toMatch(/salad/);
  });

  it('still thanks what the guest praises with "not too sweet", "light on the mayo which i love" or a plain slice', () => {
    expect(praised('Lemon ricotta pancakes are dreamy, fluffy and not too sweet.', 4)).toContain(
      'lemon ricotta pancakes',
    );
    expect(praised('lobster roll was stuffed, light on the mayo which i love. clam chowder thick', 5)).toContain(
      'lobster roll',
    );
    expect(praised('The plain slice is still the best on the island.', 4).join(' ')).toMatch(/slice/);
    expect(praised('Sat out by the river with a cream tea, bliss. Scones were massive.', 4)).toContain('cream tea');
  });
});

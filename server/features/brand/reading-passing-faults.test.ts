import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const read = (text: string, rating: number) => readGuest(text, new Set(), rating);
const complaints = (text: string, rating: number) => read(text, rating).complaints.map((c) => c.clause ?? c.noun);
const praised = (text: string, rating: number) => read(text, rating).praised.map((t) => t.words);

describe('what the one serving did, said in passing', () => {
  it('owns a bored look, a server with no clue about the drinks and being argued with', () => {
    expect(
      complaints(
        'pizza crunch was class. chips a wee bit soggy tho and the lassie on the till couldnt have looked more bored if she tried',
        4,
      ),
    ).toContain('how uninterested our team seemed');
    expect(complaints('Stew was mostly potato. Girl serving hadnt a clue about the beers on tap.', 2)).toContain(
      'our team not knowing the drinks',
    );
    expect(
      complaints('Cheap shots. The new bartender didnt know how to make a basic Manhattan lol', 3).join(' '),
    ).toMatch(/not knowing the drinks/);
    expect(complaints('Waited 35 min, they gave my ham to someone else and then argued w me about it.', 2)).toContain(
      'the response you got when you raised it',
    );
  });

  it('owns change given short and denied, without taking the money for a price', () => {
    expect(complaints('Barman short changed us a fiver and denied it. Music still good I suppose', 2)).toEqual([
      'the mistake with your change',
      'the response you got when you raised it',
    ]);
    const short = complaints(
      'Slice was greasy. Kid at the counter gave me change short by $5 and acted like I was lying.',
      2,
    );
    expect(short).toContain('the mistake with your change');
    expect(short.join(' ')).not.toMatch(/price/);
  });

  it('says "argued with you" once, not as how raising it went as well', () => {
    const said = complaints('Bill was wrong and the manager argued with us about it. Drinks watery.', 2).join(' ');
    expect(said.match(/argued|the response you got/g)).toHaveLength(1);
  });
});

describe('the house rules a guest ran into', () => {
  it('owns being asked to leave after a short time, and a kitchen closed before the hours given', () => {
    expect(
      complaints("Coffee is nice but they made us leave after 45 mins because theres a 'time limit at weekends'.", 2),
    ).toContain('being asked to leave after so short a time');
    expect(complaints('Menu says served till 3, arrived 2.15 and were told the kitchens closed.', 1)).toContain(
      'the kitchen closing before the time we give',
    );
    expect(complaints('Only downside is they stop doing food at 7 so we ended up in the chipper.', 4)).toEqual([
      'the kitchen closing so early',
    ]);
  });

  it('owns a small thing newly charged for, and less of a thing than there used to be', () => {
    expect(complaints('rowies still the best, but they now charge 50p for butter on the side?? cmon', 3)).toContain(
      'the charge for butter',
    );
    expect(
      complaints('Bagels still great. But the new owners cut back on the cream cheese big time, like a thin smear.', 3),
    ).toContain('how little cream cheese there was');
  });

  it('owns prices named for a place, toilets "in a right state", wobbly tables and a slow bar', () => {
    expect(
      complaints('Irish stew was hearty. Pints are Temple Bar prices tho. Toilets were in a right state by 10pm', 3),
    ).toEqual(['the prices', 'the state of the bathrooms']);
    expect(complaints('Burrito was tasty. Only thing is the tables out there are wobbly lol', 4)).toEqual([
      'the wobbly tables',
    ]);
    expect(complaints('Lunch was lovely. Slow at the bar, one lad pulling pints for a packed room.', 3)).toContain(
      'how slow the service at the bar was',
    );
  });

  it('owns a collection not ready, and a vindaloo nowhere near hot enough', () => {
    const said = complaints(
      'Collection was for 7, wasnt ready till 7.45. Vindaloo nowhere near hot enough for the name.',
      2,
    );
    expect(said).toContain('your order not being ready when you were told it would be');
    expect(said).toContain('the spice level');
  });
});

describe('words that are not what they seem', () => {
  it('reads a drink served cold on purpose as praise', () => {
    expect(complaints('Sunday roast is a hidden gem. Tennents ice cold.', 5)).toEqual([]);
    expect(complaints('Pork belly was great. Soju was cold, which matters.', 4)).toEqual([]);
    expect(complaints('Xiao long bao juicy, mango pudding jiggly and cold.', 5)).toEqual([]);
    expect(complaints('Beer was warm and the wings were cold.', 2)).toHaveLength(2);
  });

  it('reads "Ill go back" as I will, "my husbands chicken" as his, and "its a zoo" as the crowd', () => {
    expect(complaints('Coffee wrong twice. $6.75. Ill go back to Dunks', 2).join(' ')).not.toMatch(/\bill\b/);
    expect(complaints('Delivery was quick ill give them that. Naan was chewy.', 2).join(' ')).not.toMatch(/delivery/);
    expect(complaints('Penne was good. My husbands chicken marsala was dry tho', 3)).toEqual([
      'the chicken marsala was dry',
    ]);
    expect(complaints('Bossam was incredible. Only issue is its a zoo on 32nd st after 9.', 4)).toEqual([
      'how hectic it was',
    ]);
  });

  it('reads "the reason to come" as praise, a weekday as no dish, and "w" as no part of a dish', () => {
    expect(
      complaints('Chowder was excellent. The fried clams were mostly breading. Raw bar is the reason to come', 3).join(
        ' ',
      ),
    ).not.toMatch(/raw bar/);
    expect(
      complaints('Weiners are solid. Chowder & clamcakes on fridays was kinda bland tho', 3).join(' '),
    ).not.toMatch(/the fridays/);
    expect(praised('The sausage and onion pie w a pitcher of Bud, in the same booth. Nothing fancy.', 5)).toEqual([
      'sausage and onion pie',
    ]);
  });

  it('owns a dish a guest calls sad', () => {
    expect(complaints('Quiz is great fun. Nachos were a bit sad and the cheese was that plastic stuff.', 4)).toEqual([
      "the nachos weren't what you hoped for",
    ]);
  });
});

describe('more of what a guest says in passing', () => {
  it('owns coffee called rank, a room that stinks of old oil, oven chips and a waiter hovering', () => {
    expect(complaints('Potato bread gorgeous tho. Coffee rank', 3).join(' ')).toMatch(/coffee/);
    expect(complaints('cod and chips grand, but the place stinks of old oil and the floor was filthy.', 3)).toContain(
      'the smell in the room',
    );
    expect(complaints('Langoustines were cracking. Chips were oven chips though which is criminal.', 4)).toEqual([
      "the chips didn't taste homemade",
    ]);
    expect(complaints('Risotto was out of this world. The waiter hovered over us the whole time.', 3)).toEqual([
      'being checked on more often than you wanted',
    ]);
  });

  it('owns the change under new owners instead of blaming the owners, and a narky answer once', () => {
    const owners = complaints('Coffee weak. Used to be a gem, gone downhill since the new owners', 2).join(' ');
    expect(owners).toMatch(/how things have changed under the new owners/);
    expect(owners).not.toMatch(/experience with our owners/);
    expect(complaints('Lad at the counter gave me the wrong change and got narky when i pointed it out', 2)).toContain(
      'the response you got when you raised it',
    );
    const snippy = complaints('Owner got snippy when I asked if the price was right.', 2).join(' ');
    expect(snippy).not.toMatch(/the response you got/);
  });

  it('reads chips that "were rushed" as the chips, a queue "quick once you get to the front" as no complaint', () => {
    expect(complaints('chips were a bit limp tonight tho, think they were rushed.', 4).join(' ')).not.toMatch(
      /rushed you felt/,
    );
    expect(complaints('Sole was done perfectly. Wee bit of a queue but quick once you get to the front', 4)).toEqual(
      [],
    );
  });

  it('owns the table by a swinging kitchen door, and does not thank what was "grand, nothing special"', () => {
    expect(
      complaints('Risotto was lovely. Very noisy and the kitchen door swinging right by our table did my head in', 3),
    ).toContain('the table you were given');
    expect(praised('Margherita was grand, nothing to write home about. Risotto was lovely tho.', 3)).toEqual([
      'risotto',
    ]);
  });
});

describe('what readers of the US Northeast set found', () => {
  it('owns cold tea, bagels like bread rolls and a slice still cold in the middle, not eight kinds of banchan', () => {
    expect(complaints('Took ages tho and the tea came cold.', 4)).toContain('the tea came out cold');
    expect(complaints('bagels were like bread rolls, no chew. not the same place', 2).join(' ')).toMatch(/bagels/);
    expect(complaints('they reheat it for like 20 seconds so its still cold in the middle.', 2)).toContain(
      'your food still being cold in the middle',
    );
    expect(complaints('Soondubu was bubbling and spicy. banchan had like 8 kinds. tastes like home', 5)).toEqual([]);
  });

  it('reads a drink special as a deal, and owns prices up 20%, a seat an hour after the booking and no bookings', () => {
    expect(
      complaints('Good shot and a beer special, $5 for a lager and a shot of Beam. Wings were soggy.', 3).join(' '),
    ).not.toMatch(/price/);
    expect(complaints('Meatballs still great. But prices jumped like 20% and the veal was thin.', 3)).toContain(
      'the higher prices',
    );
    expect(complaints('Reserved for 7:30 and sat at 8:20. Meat was ok', 2)).toContain('the wait to be seated');
    expect(
      complaints(
        'Oysters were perfect. Only downside is no reservations so we stood outside in the cold for an hour.',
        4,
      ),
    ).toEqual(['not being able to book ahead']);
  });

  it('names the one person on the phone, a grimy place, an order made wrongly and a rude counterman', () => {
    expect(
      complaints('slice was legit. only knock is the guy at the register was on his phone the whole time', 4),
    ).toEqual(['the person at the register being on the phone']);
    expect(complaints('Wieners are great. Place is grimy tho.', 3)).toEqual(['the place needing a clean']);
    expect(complaints('Hoagie was dry and they used American when I asked for sharp prov.', 2)).toContain(
      'your order not being made the way you asked',
    );
    expect(complaints('Whiz wit was good. But the guy was rude when i fumbled my order lol.', 3)).toContain(
      'how you were spoken to',
    );
  });
});

describe('a figure said plainly, not back at the guest', () => {
  it('says burnt on the bottom without the charcoal, and hard without the rock', () => {
    expect(complaints('Pizza came out burnt on the bottom like charcoal. Waited 40 min.', 2).join(' ')).toMatch(
      /the pizza came out burnt on the bottom(?! like)/,
    );
    expect(complaints('Stew decent but the bread with it was hard as a rock.', 3)).toContain('the bread was hard');
  });
});

describe('slots that end where the guest meant', () => {
  it('reads an ice cold beer and a pils on tap as praise', () => {
    expect(complaints('ribeye, onion rings, ice cold Busch Light. Owners came by every table.', 5)).toEqual([]);
    expect(complaints('Good spot for the rugby and the Garage Project on tap was cold. Burger was dry.', 3)).toEqual([
      'the burger was dry',
    ]);
  });

  it('never ends a slot on "and" or "w"', () => {
    expect(complaints('$32 a pound for brisket and half of mine was fat.', 2)).toContain('the price of the brisket');
    expect(complaints('Food is hit and miss, the nachos were soggy w/ cold cheese.', 3).join(' ')).not.toMatch(
      / w$|\bw\b/,
    );
  });

  it('owns slow service on a quiet night, and does not say back "nobody was rude"', () => {
    expect(complaints('Butter chicken was creamy. Service slow on a tuesday with only 3 tables??', 3)).toEqual([
      'how slow the service was on a quiet night',
    ]);
    expect(
      complaints('Pancakes were a bit raw inside tho. We felt like outsiders but nobody was rude', 4).join(' '),
    ).not.toMatch(/nobody/);
  });
});

describe('more from the New Zealand and Mountain sets', () => {
  it('owns a surcharge added on Sundays, prices jacked up, a cabinet empty by ten and tables crammed close', () => {
    expect(complaints('Curry was very good. But they add 15% on Sundays which wasnt on the menu', 4)).toContain(
      'the surcharge added to your bill',
    );
    expect(complaints('Coffee good but the new owners have jacked the prices.', 3)).toContain('the higher prices');
    expect(complaints('Latte was great. Pastry case was mostly empty by 10am on a saturday.', 3)).toContain(
      'the cabinet being picked over',
    );
    expect(complaints('Cheese rolls deliver. The tables are crammed so close u hear everyones convo', 4)).toContain(
      'how cramped it was',
    );
  });

  it('owns closing before the advertised time, a machine down, a shrug and pies cold in the middle', () => {
    expect(complaints('Closed 40 min before the advertised time. Pie was fine.', 2)).toContain(
      'closing before the hours we give',
    );
    expect(complaints('Burger was good. Also the shake machine was "down" again', 3)).toContain(
      'the shake machine being down',
    );
    expect(complaints('Fish was undercooked. Told the girl and she just shrugged.', 2)).toContain(
      'the response you got when you raised it',
    );
    expect(complaints('Bought 6 pies for a morning tea, 2 were cold in the middle.', 1)).toContain(
      'your food still being cold in the middle',
    );
  });

  it('reads "&" as and, "luke warm" as lukewarm, "in the wrong way" as too, and a cold morning as the weather', () => {
    expect(praised('Mince & cheese pie with flaky pastry, proper good.', 5)).toEqual(['mince and cheese pie']);
    expect(complaints('$6.50 for a flat white. Coffee was luke warm.', 2)).toContain('the coffee was lukewarm');
    expect(complaints('The new bagels are chewy in the wrong way. Sourdough still great.', 3)).toContain(
      'the bagels were too chewy',
    );
    expect(complaints('Warm feed after a cold morning on the Tongariro Crossing. Pie sweet as.', 4)).toEqual([]);
  });
});

describe('the last of the Mountain set', () => {
  it('owns few outlets, a switch to cheaper bread, dirty tables said with "they", and a musty smell', () => {
    expect(complaints('Latte was really good. only 4 outlets in the whole place tho', 4)).toEqual([
      'how few power outlets there are',
    ]);
    expect(
      complaints('the banh mi is still great but they switched to a cheaper bread, its chewy not crispy.', 3),
    ).toContain('the change to the bread');
    expect(
      complaints('Fry sauce is addicting. only negative is seating, like 5 tables and theyre all dirty at lunch', 4),
    ).toContain('the tables not being cleaned');
    expect(complaints('Steak is still great but the carpet smells musty.', 3)).toContain('the smell in the room');
  });

  it('does not thank what was "good but not as good as last time", nor read talk of smoke as smoke in the room', () => {
    expect(
      praised('Came for the famous prime rib, it was good but not as good as last time. Sides were bland.', 3),
    ).not.toContain('prime rib');
    expect(complaints('Burnt ends are legit. Pitmaster came out and talked smoke with us', 5)).toEqual([]);
    expect(praised('the raspberry gose was perfect after hiking.', 5)).toEqual(['raspberry gose']);
  });
});

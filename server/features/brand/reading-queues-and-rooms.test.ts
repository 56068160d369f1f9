import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';
import { currencyFirst } from './money.ts';

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

describe('draughts and smells', () => {
  it('owns a draught by the door, a gutter smell, old wet carpet and long wait times', () => {
    expect(complaints('Good fries. The booth by the door gets a blast of cold air every time.', 3)).toContain(
      'the draught at the booth by the door',
    );
    // Beside the temperature in the room, once.
    expect(complaints('Waited ages for pudding and the place was freezing near the door.', 3)).not.toContain(
      'the draught',
    );
    expect(complaints('Loved the kebab, hated the drain smell by the stall.', 3)).toContain('the smell from the drain');
    expect(complaints('Parmy was fine. Dining room smelt like old wet carpet.', 2)).toContain(
      'the smell of old wet carpet',
    );
    // A wish for other opening hours is no fault to apologise for.
    expect(complaints('Cracking steak sandwich. Only wish they did lunch on Mondays.', 4)).toEqual([]);
    expect(complaints('Wait times are long on a Thursday night though. Honey chicken decent.', 3)).toContain(
      'the long wait',
    );
  });
});

describe('prices in the currency the guest wrote', () => {
  it('writes a currency after its figure before it', () => {
    expect(currencyFirst('145 NOK for a pint, 60 kr for a hot dog, 900 rupees, 20 cedis')).toBe(
      'NOK 145 for a pint, kr 60 for a hot dog, Rs 900, GH¢ 20',
    );
    expect(currencyFirst('Room 12 krona? no: 3 rs-style')).toBe('Room 12 krona? no: 3 rs-style');
  });

  it('reads a currency after its figure, and a bare figure priced for something, as a price', () => {
    expect(complaints('Great beer list, but 145 NOK for a pint is painful.', 3)).toEqual(['the prices']);
    expect(complaints('Latte is addictive. But 1100 for a latte is steep even for F-6.', 3)).toEqual([
      'the price of a latte',
    ]);
    expect(complaints('Fish soup was lovely. But 285 NOK for soup and bread is mad.', 3)).toEqual([
      'the price of the soup',
    ]);
    expect(complaints('Pancakes were rubbery and GH¢70 is a bit much.', 3)).toContain('the prices');
  });

  it('leaves a price the guest called fair, and a year or a time, alone', () => {
    expect(complaints('Plantain was good today. GH¢10 for 3 pieces is ok.', 4)).toEqual([]);
    expect(complaints('Open since 2015 for the best pies in town. Staff lovely.', 5)).toEqual([]);
  });
});

const praised = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).praised.map((t) => t.words.toLowerCase());

describe('what is thanked by name', () => {
  it('thanks the dish, never a word for the food, a station, a plate or a currency', () => {
    expect(praised('Food quality is good, the lobster thermidor was creamy and fresh.', 4)).toEqual([
      'lobster thermidor',
    ]);
    expect(praised('Mutton raan at the live station was excellent.', 5)).toEqual(['mutton raan']);
    expect(praised('Good value fish and chips, $15 feeds one easy.', 4)).toEqual(['fish and chips']);
    expect(praised('Good prices for Sweden, 69 kr pints during happy hour.', 4)).not.toContain('kr');
  });

  it('says a dish that melts in the mouth without the verb, and keeps a patty melt a melt', () => {
    expect(praised('Malai boti melt in mouth, seriously good.', 4)).toEqual(['malai boti']);
    expect(praised('Patty melt was great, rye toasted just right.', 5)).toEqual(['patty melt']);
  });

  it('reads a dish "the size of a hubcap" as praise, and a day of the week as no one on the team', () => {
    expect(
      complaints('Chicken parmi the size of a hubcap. $28 though and the chips were soggy.', 3).join(' | '),
    ).not.toMatch(/parmi/);
    expect(readGuest('Trivia night on Wednesdays, the host is hilarious.', new Set(), 5).staffPraised).not.toContain(
      'Wednesdays',
    );
  });
});

describe('bookings, hours, seats and being seen', () => {
  it('owns a booking not found, hours the sign does not keep and a guest nobody looked at', () => {
    expect(complaints('Called twice to confirm. When we got there they said no booking found.', 1)).toContain(
      'the mix-up with your reservation',
    );
    expect(complaints('Told the kitchen opens at 8 even though the sign says 6. Poor.', 1)).toContain(
      'not keeping the hours we post',
    );
    expect(complaints('$12 for a hot dog and the guy didnt even look at me.', 2)).toContain('not being acknowledged');
    // "the sign says cards ok" is no hours.
    expect(complaints('Cash only, but the sign says cards ok and the machine is always broken.', 3)).not.toContain(
      'not keeping the hours we post',
    );
  });

  it('owns the wind through the outdoor area, hard benches, cash only with no ATM and nobody to refill drinks', () => {
    expect(complaints('Great coffee. The wind howls straight through the outdoor area though.', 3)).toContain(
      'the wind in the outdoor area',
    );
    expect(complaints('Khebab was good but there is a smell when the wind blows.', 3)).not.toContain(
      'the wind in the outdoor area',
    );
    expect(complaints('Nice pizza. The bench seats are super uncomfy.', 3)).toContain(
      'how uncomfortable the seating was',
    );
    expect(complaints('Good coffee, but the stools kill your back after 20 min.', 3)).toContain(
      'how uncomfortable the seating was',
    );
    expect(complaints('Perogies were great. But its cash only with no ATM.', 3)).toContain('the cash-only surprise');
    expect(complaints('Pizza is good. But nobody around to refill drinks.', 3)).toContain(
      'how long you were left waiting for attention',
    );
  });
});

describe('what the sets from Malta, Sri Lanka, the Midwest and the Mid-Atlantic showed misread', () => {
  it('reads napkins missing at the table, a half smoke, a combo that fed two and a tip to bring rupees', () => {
    expect(complaints('Birria tacos are amazing. Only thing is theres no napkins half the time.', 4)).toEqual([
      'the lack of napkins',
    ]);
    expect(
      complaints('Chili a bit too sweet. $13 for a half smoke and chips is DC pricing.', 3).join(' | '),
    ).not.toMatch(/smoke in the room/);
    expect(
      complaints('Big portions for the price, $22 for a combo that fed two of us. Service cold.', 3),
    ).not.toContain('the price of a combo');
    expect(complaints('Veggie curry plate, relaxed vibe. Cash only so bring rupees.', 4)).toEqual([]);
    expect(complaints('Vegan burger tasty. Fries lukewarm. Card only, fine by me.', 3).join(' | ')).not.toMatch(
      /card|cash/,
    );
  });

  it('reads "wish it wasn\'t microwaved" the right way round, and never says back words without a verb on a happy review', () => {
    expect(complaints('Great baristas. Only wish the breakfast burrito wasnt microwaved.', 4)).toContain(
      'the burrito was microwaved',
    );
    expect(complaints('Cold Toppling Goliath on tap, friendly bartender, squeaky cheese curds.', 5)).toEqual([]);
    expect(complaints('Glad we went. Slow cooked lamb shank, good wine list.', 5)).toEqual([]);
    // How the dish was made is never said back as a fault, at any rating ("slow" before "cooked" complains of nothing).
    expect(complaints('Slow cooked lamb shank, good wine list. Dessert was dry.', 3)).not.toContain(
      'slow cooked lamb shank',
    );
    expect(complaints('Pepperoni slice is everything. Only problem is zero seats.', 4)).toEqual(['the lack of seats']);
  });
});

describe('what the sets from Hawaii, Quebec, the Cape and Wales showed', () => {
  it('thanks the drink or dish named in particular, not the general word before it', () => {
    expect(praised('Really good coffee. Had the cortado and a lemon drizzle slice.', 5)).not.toContain('coffee');
    expect(praised('Great cocktails, the espresso martini was spot on.', 4)).toEqual(['espresso martini']);
    expect(praised('Great coffee and a lovely croissant. Staff friendly.', 4)).toEqual(['coffee', 'croissant']);
  });

  it('leaves a price called ok or fair, noodles nicely chewy, braai smoke and noise the guest expects at a bar', () => {
    expect(complaints('Kokoda was fresh. $9 for the pack, ok price.', 3)).toEqual([]);
    expect(complaints('Great light, solid espresso. Prices a bit high but fair.', 4)).toEqual([]);
    expect(complaints('Broth rich and the noodles nicely chewy. Chashu one thin slice.', 3).join(' | ')).not.toMatch(
      /noodles/,
    );
    expect(complaints('Vibe is unmatched, DJ going and braai smoke everywhere.', 4)).toEqual([]);
    expect(complaints('Nachos hit the spot. Loud obviously, but it’s a bar.', 4)).toEqual([]);
    expect(complaints('Gets loud on fridays but honestly thats kinda the point.', 4)).toEqual([]);
  });

  it('owns a window table booked and not given, and credit cards refused where debit is taken', () => {
    expect(complaints('Booked a window table for our anniversary and got put right by the kitchen door.', 2)).toContain(
      'not getting the table you booked',
    );
    expect(complaints('Spring rolls greasy and they only take cash or debit, no credit cards.', 3)).toContain(
      'not taking every card',
    );
  });
});

describe('what a family day out praises', () => {
  it('thanks the roosterkoek, never the jungle gym', () => {
    expect(praised('Great roosterkoek and the farm shop is lovely. Kids loved the jungle gym.', 3)).toEqual([
      'roosterkoek',
    ]);
  });
});

describe('money owed back and a wait said with a plus', () => {
  it('owns "still waiting on my $26" as money not yet back, neither a wait nor the prices', () => {
    const owned = complaints(
      'Got charged twice on debit and they said their machine doesnt do that. Bank confirmed it did. Still waiting on my $26.',
      1,
    );
    expect(owned).toContain('your refund still not coming through');
    expect(owned.join(' | ')).not.toMatch(/wait\b|prices/);
  });

  it('owns "20+ min for a beer" as the wait', () => {
    expect(complaints('20+ min for a beer at the bar with maybe 10 people there. Nachos were fine.', 2)).toContain(
      'the 20-minute wait',
    );
  });
});

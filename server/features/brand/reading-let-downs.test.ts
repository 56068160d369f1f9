import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const read = (text: string, rating: number) => readGuest(text, new Set(), rating);
const complaints = (text: string, rating: number) => read(text, rating).complaints.map((c) => c.clause ?? c.noun);
const praised = (text: string, rating: number) => read(text, rating).praised.map((t) => t.words);

describe('what let the visit down', () => {
  it('owns the thing that let it down, and what its relative clause says of it', () => {
    expect(complaints('Great burgers and friendly staff. Only let down by the fries, which were cold.', 4)).toEqual([
      'the fries were cold',
    ]);
    expect(complaints('Great burgers. Disappointed by the fries.', 4)).toHaveLength(1);
    expect(complaints('Great burgers. Only the fries let it down.', 4)).toEqual(['the fries let it down']);
    expect(praised('Great burgers. Only the fries let it down.', 4)).toEqual(['burgers']);
  });

  it('reads "never let us down" as praise, and a remark on the visit as no fault', () => {
    expect(complaints("Still the best pizza near Arthur Ave. Twenty years and it hasn't let me down once.", 5)).toEqual(
      [],
    );
    expect(complaints('Been coming since 2015 and its never once let us down. Cant fault it', 5)).toEqual([]);
    expect(
      complaints('Dinner was included with our stay, which is just as well. Soup was from a packet.', 2).join(' '),
    ).not.toMatch(/stay/);
  });

  it('tells a course by the dishes the guest went on to name, not as "the food let it down" too', () => {
    const said = complaints(
      'Location is stunning. Food let it down tho, eggs benedict with split hollandaise and toast that was basically just bread.',
      2,
    );
    expect(said.join(' ')).not.toMatch(/food let it down/);
    expect(said.join(' ')).toMatch(/toast/);
  });

  it('owns undrinkable coffee as undrinkable, and never thanks for it', () => {
    const text =
      "pancake stack was fluffy and bacon crispy, kids loved it. coffee was undrinkable, like it'd been sitting in a jug all morning.";
    expect(complaints(text, 3)).toEqual(['the coffee was undrinkable']);
    expect(praised(text, 3)).not.toContain('coffee');
  });

  it('reads a bathroom that needs a deep clean as a fault, not as praise for how clean it is', () => {
    const text = 'Their pastrami on rye is stacked and the pickle is homemade. Bathrooms could use a deep clean';
    expect(complaints(text, 4)).toHaveLength(1);
    expect(praised(text, 4)).not.toContain('bathrooms');
  });

  it('does not fault the prices the guest said they cannot complain about, or a table by the heater', () => {
    expect(
      complaints(
        'Its cheap and fast and the chicken is ok. For $11 near campus you cant really complain. Rice was a bit mushy',
        3,
      ),
    ).toEqual(['the rice was a bit mushy']);
    expect(
      complaints(
        'Came in out the rain and they sat us by the heater and brought hot chocolates. Angels the lot of them',
        5,
      ),
    ).toEqual([]);
  });

  it('does not read parking that is "nonexistent" as being left waiting for attention', () => {
    expect(complaints('the ham and cheese was mostly bread. parking is basically nonexistent', 3)).not.toContain(
      'how long you were left waiting for attention',
    );
  });

  it('never apologises for a drink that was "a revelation" or "a hug in a cup"', () => {
    expect(complaints('The huckleberry sour is a revelation. Music was cranked way too loud though', 4)).toEqual([
      'how loud the music was',
    ]);
    expect(
      complaints('Tamale was excellent and the champurrado on a cold day is a hug in a cup. line was 20 min deep', 4),
    ).toEqual(['the 20-minute wait']);
  });
});

describe('the praised dish named as the owner would name it', () => {
  it('drops the words around the dish', () => {
    expect(praised('Geoduck crudo was amazing. Bartender Nina made a mean martini', 5)).toContain('martini');
    expect(praised('Brisket and tendon pho hits every time, broth is clear and fragrant.', 5)).toContain(
      'brisket and tendon pho',
    );
    expect(praised('Happy hour is the move, half price wagyu sliders were great.', 4).join(' ')).not.toMatch(
      /\bprice\b/,
    );
    expect(praised('The owner suggested the tofu basil stir fry. Perfect spice.', 5)).toEqual(['tofu basil stir fry']);
    expect(praised('Everyone loved the sausage and cheese. Ready on time and still warm.', 5)).toEqual([
      'sausage and cheese',
    ]);
  });

  it('never thanks the setting, the occasion or the dish an offer is named after', () => {
    expect(praised('Views of the sound are unreal and the grilled oysters are a must.', 4)).not.toContain('sound');
    expect(praised('Oyster happy hour is the best deal in town. The cocktails are creative.', 5)).toEqual([
      'cocktails',
    ]);
    expect(praised('Business dinner, everything flawless. Server Alejandro knew the wine list.', 5)).not.toContain(
      'business dinner',
    );
  });
});

describe('complaints said in passing', () => {
  it.each([
    [
      'delivery took 1 hr 15. love paying for fries that never showed up. no answer when I called',
      1,
      'the fries that never arrived',
    ],
    [
      'delivery took 1 hr 15. love paying for fries that never showed up. no answer when I called',
      1,
      'how hard it was to reach us',
    ],
    ['Tamales were amazing. Had to call 4 times to get through to place the order.', 3, 'how hard it was to reach us'],
    ['doubled the prices and the barbacoa taco was all fat.', 2, 'the higher prices'],
    [
      'great coffee. but the bench seating is like sitting on a church pew and they play music at club volume.',
      3,
      'how uncomfortable the seating was',
    ],
    [
      'great coffee. but the bench seating is like sitting on a church pew and they play music at club volume.',
      3,
      'how loud the music was',
    ],
    ['oysters are pristine. It does get LOUD in there on weekends, we could barely hear each other.', 4, 'the noise'],
    [
      'the oysters are excellent. also our server seemed to forget about us after the first round.',
      3,
      'being forgotten about',
    ],
    [
      'Patio on the water is great but they cram in too many tables, bumped elbows with strangers.',
      3,
      'how cramped it was',
    ],
    ['Told them ahead it was a birthday, nothing. The lobster tail was tough.', 2, 'the birthday going unmarked'],
    [
      'Ordered the $48 strip to go. Got home and it was well done, not medium.',
      2,
      'your order not being cooked the way you asked',
    ],
    [
      'The prime rib was a bit more done than we asked but still flavorful.',
      4,
      'your prime rib not being cooked the way you asked',
    ],
    [
      'Cart was supposed to open at 8, showed up at 8:45 and they were still setting up. Waffle was good.',
      2,
      'not opening on time',
    ],
    [
      'the chicken was pink near the bone. Sent it back, they just threw it back on the grill.',
      2,
      'how the dish you sent back was handled',
    ],
    ['$7.25 for a latte that was lukewarm. asked them to remake it and got an eye roll.', 2, 'the eye roll you got'],
    [
      'Good brisket but the portions shrank, my 1/2 lb looked more like a 1/3. Staff super friendly.',
      3,
      'the portion sizes',
    ],
  ])('%s → %s', (text, rating, owned) => {
    expect(complaints(text, rating)).toContain(owned);
  });

  it('reads "the fries are not" after praise as a fault, and "sweeter than I like" as one', () => {
    expect(complaints('the oysters are excellent, the fries are not. great view though', 3)).toEqual(['the fries']);
    expect(praised('the oysters are excellent, the fries are not. great view though', 3)).not.toContain('fries');
    expect(complaints('Pad thai was sweeter than I like. Tom kha soup though, wow.', 3)).toHaveLength(1);
  });

  it('keeps the chairs the guest named', () => {
    expect(complaints('Mapo tofu had real heat. Only niggle is the chairs are super uncomfortable.', 4)).toEqual([
      'the chairs were uncomfortable',
    ]);
  });
});

describe('more said in passing', () => {
  it.each([
    [
      "Queso is legit. The fajitas weren't exactly hot by the time they got to us.",
      4,
      "the fajitas weren't hot by the time they got to you",
    ],
    [
      'Fajitas arrived with no tortillas. 25 min before anyone even brought menus. Manager nowhere.',
      1,
      'how long you were left waiting for attention',
    ],
    [
      'Fajitas arrived with no tortillas. 25 min before anyone even brought menus. Manager nowhere.',
      1,
      'no manager coming to help',
    ],
    ['Patio is nice until the sun hits around 5 and theres no shade at all', 3, 'the lack of shade outside'],
    ['doner was cold and the chilli sauce had leaked all over the bag.', 1, 'the sauce leaking in the bag'],
    ['2 lbs of crawfish and half of them were dead (straight tails).', 1, 'the dead crawfish'],
    ['Great steak. The valet is $15 and took 25 min to bring the car back.', 4, 'the valet'],
    ['Brisket is great, but that line. 2.5 hours in July.', 3, 'the long line'],
  ])('%s → %s', (text, rating, owned) => {
    expect(complaints(text, rating)).toContain(owned);
  });

  it('owns "manager offered nothing" once, and a manager nowhere to be seen once', () => {
    expect(
      complaints('Seated 90 minutes past our reservation. Manager offered nothing, not even a round of drinks', 2),
    ).toEqual(['the wait to be seated', 'nothing being done to make it right']);
    const said = complaints("Waitress rolled her eyes and said 'it's a club, hon.' Manager nowhere to be found.", 1);
    expect(said.filter((c) => /manager/i.test(c))).toHaveLength(1);
  });

  it('thanks a server the guest calls sweet, and does not apologise for advice to plan ahead', () => {
    expect(read('Waitress Paloma was super sweet. The fajitas were cold.', 4).staffPraised).toEqual(['Paloma']);
    expect(
      complaints('Klobasnek was great. They close at noon and sell out by 10, plan ahead', 4).join(' '),
    ).not.toMatch(/running out/);
  });
});

describe('words a reply would not say back', () => {
  it('owns "X in a bad way" as too much of it, never clipped', () => {
    expect(complaints('bagels are dense and chewy in a bad way, like they sat out overnight.', 2)).toContain(
      'the bagels were too dense and chewy',
    );
    expect(complaints('Burger was greasy in a bad way and the fries were the frozen kind.', 3).join(' ')).not.toMatch(
      /in a bad\b/,
    );
  });

  it('never makes a dish of today or tonight, and says "limited seating" plainly', () => {
    expect(
      complaints('Usually love this place but today was a mess. Chicken was burnt black.', 2).join(' '),
    ).not.toMatch(/today/);
    expect(complaints('Usually good but tonight the chicken balls were all batter.', 2)).toEqual([
      'the chicken balls were all batter',
    ]);
    expect(complaints('Latte is lovely. Seating is limited and usually taken up by laptop people.', 4)).toEqual([
      'how few seats there are',
    ]);
  });

  it('does not say back sarcasm about the kitchen', () => {
    expect(
      complaints('Love the beer. But the kitchen must be run by a sloth, 50 min for a basket of fries.', 3).join(' '),
    ).not.toMatch(/sloth/);
  });
});

describe('praise the guest qualified, and faults said in the guest’s aside', () => {
  it('does not thank as a hit what the guest called good, not great', () => {
    expect(
      praised(
        'Came for the brisket tacos everyone raves about and they were good not great. Frozen margs hit the spot.',
        3,
      ),
    ).toEqual(['frozen margs']);
    expect(praised('Sfogliatelle were crackly and fresh, zeppole good but not great. Espresso solid.', 4)).toContain(
      'sfogliatelle',
    );
  });

  it('tells the spice level once, by the dish that lacked it, and never thanks that dish', () => {
    const text = 'Migas taco is a solid breakfast. They only take cash which, ok, and the salsa verde had zero heat.';
    expect(complaints(text, 4).filter((c) => /spice|heat/.test(c))).toEqual(['the salsa verde having no heat']);
    expect(praised(text, 4)).not.toContain('salsa verde');
  });

  it('prices the dish, not what it was full of', () => {
    expect(
      complaints('Crawfish étouffée was a small bowl of mostly rice for $26. Nobody checked on us.', 2).join(' '),
    ).not.toMatch(/price of the rice/);
  });

  it('leaves out "now" and the guest’s flourish, and owns a menu cut in half', () => {
    expect(
      complaints('new management cut the menu in half and the wings are now frozen ones out of a bag.', 2),
    ).toEqual(['the smaller menu', 'the wings were frozen ones out of a bag']);
    expect(complaints('margarita tasted like sweet and sour mix with a whisper of tequila.', 2).join(' ')).not.toMatch(
      /whisper/,
    );
  });
});

describe('the dish the guest praised, named once and whole', () => {
  it('thanks the dish named first, not what the sentence went on to say of it', () => {
    expect(praised('Fish n chips were perfect, light crispy batter, flaky cod.', 5)).toEqual(['fish n chips']);
    expect(praised('Reuben is next level, pastrami piled high. Thickshakes actually thick.', 5)).not.toContain(
      'pastrami',
    );
    expect(praised('Blue corn enchiladas with red and green, egg on top, and a sopaipilla after.', 5)).not.toContain(
      'egg',
    );
    expect(praised('Cheaper than swig. Pretzel bites w cheese are a good snack.', 4)).toEqual(['pretzel bites']);
  });

  it('thanks two dishes joined by "and", or each in a clause of its own', () => {
    expect(praised('Flat white was spot on and the smashed avo was generous.', 5)).toEqual([
      'flat white',
      'smashed avo',
    ]);
    expect(praised('Massive bacon butties and a proper brew.', 5)).toEqual(['bacon butties', 'brew']);
  });

  it('reads "since uni", "a dip", "my sisters hen do" and a seven course tasting menu as no dish', () => {
    expect(praised('Been coming since uni. Bun bo hue is spicy and rich, best in Perth.', 5)).toEqual(['bun bo hue']);
    expect(
      praised('Calamari and chips on the beach, solid. They give you a buzzer so you can go for a dip.', 4),
    ).not.toContain('dip');
    expect(praised('Had my sisters hen do here. Calzone was huge.', 5)).toEqual(['calzone']);
    expect(praised('The uni hand roll at the end is worth the trip.', 5)).toEqual(['uni hand roll']);
    expect(complaints('Three of seven courses were lukewarm.', 1)).toContain('the courses were lukewarm');
  });

  it('owns the small faults of a happy four-star review', () => {
    expect(complaints('Chicken curry exactly how it should be. Bit of a wait on the phone', 4)).toEqual([
      'the wait on the phone',
    ]);
    expect(complaints('Ham cheese croissant is buttery perfection. Can be a wait on saturday mornings', 4)).toEqual([
      'the wait',
    ]);
    expect(complaints('Pork belly was crisp. Bit of a wait on a Saturday but worth it.', 4)).toEqual([]);
    expect(complaints('Pancakes are fluffy. Little pricier than it used to be', 4)).toEqual(['the prices']);
    expect(complaints('Ramen is my go to. Only thing is I wish they did bigger portions', 4)).toEqual([
      'the portion sizes',
    ]);
    expect(complaints('Barra and chips on the esplanade. Only gripe is no BYO', 4)).toEqual([
      'not being able to bring your own',
    ]);
    expect(complaints('Cuban breakfast for $9. Hard to beat. Parking is a little rough', 4)).toEqual(['the parking']);
  });
});

describe('what the reading of own-test71 and 72 showed', () => {
  it.each([
    [
      'char siu bao great. cash only which is annoying in this day and age but theres an atm next door',
      3,
      'only taking cash',
    ],
    ['the sourdough is amazing. croissant was dry though and $6.75 is wild for a croissant.', 4, 'the prices'],
    ['Tacos great. They need more seating, we ate standing on the sidewalk', 4, 'how few seats there are'],
    ['al pastor burrito was huge. line was like 25 min on a saturday tho', 4, 'the 25-minute queue'],
    ["Extra rich tonkotsu. 'Spicy level 3' was barely a tingle though.", 4, 'the spice level'],
    [
      'Nice patio. Wine list leans local, though half of what I asked for was out.',
      3,
      'so much of what you asked for being unavailable',
    ],
    ['Al pastor is good. Salsa bar kinda picked over by 9pm.', 3, 'the salsa bar being picked over'],
    [
      'Burger raw in the center, sent it back. Manager comped nothing. Hard pass',
      1,
      'nothing being done to make it right',
    ],
    [
      'Bowl was good. The guy behind the counter was on a phone call the whole time he made my bowl.',
      3,
      'our team being on their phones',
    ],
    ["Dim sum is top tier. Just wish it wasn't $9 a plate for three pieces.", 4, 'the prices'],
    [
      'They said 30 min. Hour and 10 later still not seated while people who walked in after us got tables.',
      1,
      'the wait to be seated',
    ],
    ['Broth was salty enough to cure a ham. Chashu was fine.', 2, 'the broth was far too salty'],
    ['The curry was spicy enough to strip paint. Naan was fine.', 2, 'the curry was far too spicy'],
    ['Sunday menudo is good. Tortas hit or miss, bread was stale on mine.', 3, 'the tortas were hit or miss'],
  ])('%s → %s', (text, rating, owned) => {
    expect(complaints(text, rating)).toContain(owned);
  });

  it('does not apologise for prices still reasonable, portions after a wait, or seats the guest did not mind', () => {
    expect(complaints('Sunday menudo is good. Prices went up but still reasonable', 3)).not.toContain('the prices');
    expect(
      complaints('Hour and 10 later still not seated while people who walked in after us got tables. Left hungry.', 1),
    ).not.toContain('the portion sizes');
    expect(
      complaints("Tacos were fire. Only a couple picnic tables so we ate standing up but honestly don't care.", 4),
    ).toEqual([]);
  });

  it('never thanks what the guest faulted, or a word of slang as a dish', () => {
    expect(
      praised('creme brulee french toast was one of the best. Coffee refills were few and far between.', 4),
    ).toEqual(['creme brulee french toast']);
    expect(praised('Lamb shish was tasty. The chilli sauce is more ketchup than chilli', 4)).not.toContain(
      'chilli sauce',
    );
    expect(complaints('Ham and cheese croissant cold in the middle, def reheated.', 3).join(' ')).not.toMatch(
      /\bdef\b/,
    );
    expect(praised('Crab linguine was lush but the portion was tiny for £19.', 3)).toContain('crab linguine');
  });

  it('names dishes whole', () => {
    expect(praised('Salt and pepper crab was perfection.', 5)).toEqual(['salt and pepper crab']);
    expect(praised('the mushroom swiss is legit and the onion rings are crunchy.', 4)).toContain('mushroom swiss');
    expect(praised('Liver and bacon with mash still the best in East London.', 5)).toEqual(['liver and bacon']);
  });
});

describe('more of what own-test72 showed', () => {
  it.each([
    [
      'Really good calamari. Wish they did a gluten free batter option though, my mate had to just have chips.',
      4,
      'not having a gluten-free option',
    ],
    ['Great fry up. Coffee is instant which at £2.80 is a bit rich. Friendly staff', 4, 'the instant coffee'],
    ['Great fry up. Coffee is instant which at £2.80 is a bit rich. Friendly staff', 4, 'the prices'],
    ['Portions big. Full English was lukewarm and the beans had a skin on them.', 2, 'the beans had a skin on them'],
  ])('%s → %s', (text, rating, owned) => {
    expect(complaints(text, rating)).toContain(owned);
  });

  it('reads "a small glass" as the pour, "wanted the table back" as hurried, and "mate" as no one', () => {
    expect(complaints('Only gripe is the wine, £9 for a small glass of something very average.', 4)).not.toContain(
      'how small the place is',
    );
    expect(
      complaints('Beef ho fun was greasy and salty. Service rushed, felt like they wanted the table back', 2),
    ).not.toContain('the time limit on your table');
    expect(
      complaints("Rang them and was told to 'take it up with deliveroo'. Not my problem mate, you made it", 1).join(
        ' ',
      ),
    ).not.toMatch(/\bmate\b/);
    expect(praised('Bubble and squeak was the best ive had in london.', 4)).toEqual(['bubble and squeak']);
    expect(praised('Log fire, pint of Spitfire and a proper roast pork. Cant ask for more.', 5)).not.toContain('log');
  });
});

describe('the last readings of own-test71 and 72', () => {
  it('names the one person on their phone, and never joins two clauses with "and and"', () => {
    expect(
      complaints('bartender spent more time on his phone than pouring. waited 20 min for a second glass.', 2),
    ).toContain('our bartender being on the phone');
    expect(
      complaints('Calzone was raw dough in the middle and when I mentioned it the waiter just shrugged.', 2).join(' '),
    ).not.toMatch(/\band and\b/);
  });

  it('does not thank the kind of meal beside a dish of it', () => {
    expect(
      praised('Big family dim sum sunday. Xiao long bao were delicate. Peking duck was the star.', 5),
    ).not.toContain('dim sum');
    expect(praised('Solid dim sum, not bad at all for the price.', 4).length).toBeLessThanOrEqual(1);
  });
});

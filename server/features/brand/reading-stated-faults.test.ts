import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('faults said plainly that no reading of a dish by name owned', () => {
  it('owns a dish hedged or said as a thing, in the guest’s own clause or a plain word', () => {
    expect(complaints('Great spot for a match. Food came out quick but the goujons were very basic.', 4)).toContain(
      'the goujons were very basic',
    );
    expect(
      complaints('Menudo on Sunday is the real thing. Tortillas de harina were a little thick this time.', 4),
    ).toContain('the tortillas de harina were a little thick this time');
    expect(complaints("For the 'chile capital of the world' the chile here was bland as heck.", 2)).toContain(
      'the chile was bland',
    );
    expect(complaints('Pint was good. Carvery decent value at €14, veg was mush though.', 3)).toContain(
      'the mushy veg',
    );
    expect(complaints('Chips were soggy and half cold, the batter on the cod was like a sponge.', 1)).toContain(
      'the spongy batter on the cod',
    );
  });

  it('owns the rest of a meal served lukewarm, a split sauce and a taste that was off', () => {
    expect(complaints('Croquetas were lovely but everything else was lukewarm. €80 for two.', 2)).toContain(
      'the rest of the food arriving lukewarm',
    );
    expect(complaints('Carbonara was made with cream which, fine, but it was lukewarm too.', 2)).toContain(
      'the lukewarm carbonara',
    );
    expect(complaints('Cute place. Eggs benedict came with hollandaise that had split.', 3)).toContain(
      'the split hollandaise',
    );
    expect(complaints('Brisket is top tier. But the potato salad was warm and tasted off.', 4)).toContain(
      'the potato salad tasting off',
    );
    expect(complaints('Fish was grey and smelled off. Chips soaked in old oil.', 1)).toContain('the fish smelling off');
    expect(complaints('$32 for carne adovada that tasted like it came out of a can.', 2)).toContain(
      'the carne adovada tasting as if it came out of a can',
    );
  });

  it('owns charges, prices gone up, the wait for the bill and what a star was taken off for', () => {
    expect(complaints('Mains were fine. €95 a head with wine and the sides were extra.', 2)).toContain(
      'the sides costing extra',
    );
    expect(complaints('Pulled pork was great. They charge for extra sauce which is kinda cheap.', 4)).toContain(
      'the charge for extra sauce',
    );
    expect(
      complaints('Rellenos were great. But they charge for chips and salsa and the restroom was gross.', 3),
    ).toContain('the charge for chips and salsa');
    const tacos = complaints(
      "Fish tacos were class again but it's gotten pricier since last summer. Waited a good while for the bill.",
      3,
    );
    expect(tacos).toContain('the prices going up');
    expect(tacos).toContain('the wait for the bill');
    expect(complaints('Lovely staff. Only took a star off for the wait on the food.', 4)).toContain(
      'the wait on the food',
    );
  });

  it('owns a draught, a card minimum, a phone nobody answered, a hair, a dish taken off the menu and more', () => {
    expect(complaints('Booked weeks ago and they stuck us in the draughty back room. Fish overcooked.', 1)).toContain(
      'the draughty back room',
    );
    expect(complaints('Frybread is the best. Only takes card over $10 which was annoying.', 4)).toContain(
      'the minimum for paying by card',
    );
    expect(complaints('Waited an hour for delivery. Rang them twice, no answer. Joke.', 1)).toContain(
      'nobody answering the phone',
    );
    expect(complaints('Tacos are good. But I found a hair in my salsa and nobody said sorry.', 2)).toContain(
      'the hair in your salsa',
    );
    expect(
      complaints('Love the vibe. But they changed the menu and got rid of the green chile breakfast sandwich??', 3),
    ).toContain('the green chile breakfast sandwich coming off the menu');
    expect(complaints('Starters were fine but mains came out in two batches 15 mins apart.', 2)).toContain(
      'the mains coming out at different times',
    );
    expect(complaints('Sat for 30 minutes, watched two tables that came after us get served.', 1)).toContain(
      'tables that came in after you being served first',
    );
    expect(complaints('Great scallops. Toilets need sorting. Pints spot on.', 4)).toContain('the state of the toilets');
    expect(complaints('Cute coffeehouse, cortado was perfect. Hours are weird too.', 3)).toContain('our opening hours');
    expect(complaints('Honest diner food. Kind of slow on Sundays after church.', 4)).toContain(
      'the slow service on sundays',
    );
  });

  it('owns what came missing or arrived spoiled, a shrinking plate, a closure without notice and a table by the toilets', () => {
    expect(complaints('Waitress seemed uninterested. Tea came without milk and the scones were dry.', 1)).toContain(
      'the missing milk',
    );
    expect(complaints('90 mins for delivery and it came without the rice we paid for. joke', 1)).toContain(
      'the missing rice',
    );
    expect(
      complaints('Waited 45 mins for one plate of oyster omelette and it came out soggy and oily. Not worth it.', 2),
    ).toContain('the oyster omelette arriving soggy and oily');
    expect(complaints('Bunny is still tasty. But it’s gotten smaller and the price has gone up again.', 3)).toContain(
      'the portions getting smaller',
    );
    expect(
      complaints('Soup beans like home. But they closed at 2 on a Saturday with no notice on Facebook.', 3),
    ).toContain('being closed without notice');
    expect(complaints('Booked for 7 and they had no record of it. Offered us a table by the toilets.', 1)).toContain(
      'the table you were given by the toilets',
    );
    expect(complaints('Waited 50 min and he ran out of cockles, still charged same price.', 2)).toContain(
      'being charged full price',
    );
    expect(complaints('Fish fresher now. Parking lot is badly lit at night though, felt a bit dodgy.', 4)).toContain(
      'the lighting in the car park',
    );
    // Staff on a phone are owned once.
    expect(
      complaints('Lahmacun was dry and the lad on the till was more interested in his phone.', 3).filter((c) =>
        /phone|distracted/.test(c),
      ),
    ).toHaveLength(1);
  });

  it('says a fault back in plain words, not the guest’s slang, and never with an adverb for a subject', () => {
    expect(
      complaints('Scones are massive. But the toasties were fierce greasy and theres nowhere to sit.', 3),
    ).toContain('the toasties were very greasy');
    expect(complaints('Spice bag is still the best. Snack box was a bit meh though, chicken dry.', 3)).toContain(
      'the snack box was a bit underwhelming',
    );
    expect(
      complaints('Ordered calamari, it arrived with no tartare sauce and cold chips. Definately sloppy.', 1).join(' '),
    ).not.toMatch(/definitely|definately/);
    expect(complaints('Soup very diluted, taste like water with some herbs. Staff impatient.', 2)).toContain(
      'the soup was very diluted',
    );
    expect(complaints('Nice vibe on a friday. Aircon weak near the window seats also', 3)).toContain(
      'the aircon was weak near the window seats',
    );
  });

  it('owns patchy service, heat, a dish with no taste and a sour answer to a question', () => {
    expect(complaints('Meat is smoked properly. Beers are local craft. Service a bit hit and miss.', 3)).toContain(
      'the service being hit and miss',
    );
    expect(complaints('Laksa so unique, ulam fresh. But only got 2 fans, very hot at noon.', 4)).toContain(
      'the temperature in the room',
    );
    expect(complaints('Salted egg squid soggy, fried rice no taste at all and the beer came warm.', 1)).toContain(
      'the fried rice having no taste',
    );
    expect(
      complaints(
        'Service charge of 20% added automatically?? Nachos were soggy and the waiter acted put out when we asked about it',
        2,
      ),
    ).toContain('the response you got when you raised it');
    // A dish owned in general words gives way to what the guest said of it.
    expect(complaints('Macarons are exquisite. Hot chocolate, though, tasted like it came from a packet.', 3)).toEqual([
      'the hot chocolate tasting as if it came from a packet',
    ]);
  });

  it('owns flies on the food and a charge for the toilet, and never the guest’s own children', () => {
    const cakes = complaints(
      'Bread pudding lovely. Shame about the flies though, no cover on the display case. No seating at all.',
      2,
    );
    expect(cakes).toContain('the flies around the uncovered display');
    expect(cakes).not.toContain('the lack of shade outside');
    const ice = complaints(
      'Ice cream was gorgeous and the kids loved sitting out with it. Coffee was weak though and you have to pay 50p for the loo',
      4,
    );
    expect(ice).toContain('the charge for the toilet');
    expect(ice).not.toContain('the kids');
  });

  it('owns steep stairs to the toilets and a smoking fire, and does not thank the toilets', () => {
    const pub = readGuest(
      'Gorgeous old pub and the Brecon venison was cooked really well. The toilets were up a steep flight of stairs with no rail and the fire was smoking into the room',
      new Set(),
      3,
    );
    expect(pub.complaints.map((c) => c.noun)).toEqual(
      expect.arrayContaining(['the toilets being up a steep flight of stairs', 'the smoke from the fire']),
    );
    expect(pub.praised.map((t) => t.words)).not.toContain('toilets');
  });

  it('reads none of these where the words do not fault', () => {
    expect(complaints('Big bowls, and they don’t charge extra for every little thing. Tahini is so good.', 5)).toEqual(
      [],
    );
    expect(complaints('Lovely venue but they really dropped the ball. Coffee was great.', 3)).not.toContain(
      'the ball coming off the menu',
    );
    expect(complaints('Best stew in town. The lady who runs it is so warm.', 5)).toEqual([]);
    expect(complaints('Lovely spot, the room was warm and cosy on a wet night. Great stew.', 4)).toEqual([]);
    expect(complaints('Chop suey was good. Girl on the till was very sweet.', 4)).toEqual([]);
    expect(complaints('Thin crust pizza was very thin and crispy, perfect.', 5)).toEqual([]);
    // A dish already owned by name is not owned again in the cue's words.
    expect(
      complaints('Curry goat was 90% bone and the dumplings were like rubber.', 1).filter((c) => /dumplings/.test(c)),
    ).toHaveLength(1);
  });
});

describe('words that praise or inform, not fault', () => {
  it('does not fault bread that is soft, a fair price, no corkage or a card minimum told as a tip', () => {
    expect(complaints('Sonoran dog was great, the bun is soft and they don’t skimp on the chile.', 4)).toEqual([]);
    expect(complaints('Best bakery in Taos. Pan dulce selection is huge and the conchas are soft.', 5)).toEqual([]);
    // Noodles or batter gone soft are still a fault.
    expect(complaints('Broth is rich. Noodles were a little soft for my taste tho.', 4)).not.toEqual([]);
    expect(complaints('Burrito is solid. Coffee refills were slow. Price is good for what you get.', 3)).not.toContain(
      'the prices',
    );
    expect(complaints('Pho is rich, spring rolls crispy. BYOB, no corkage. Brilliant value.', 5)).toEqual([]);
    expect(
      complaints('Lovely spot, the bún bò is class. Card only over €10 so have cash for small orders.', 4),
    ).toEqual(['the minimum for paying by card']);
  });

  it('keeps the capital of a place a dish is named after, at the start of a sentence too', () => {
    const praised = (text: string, rating: number) => readGuest(text, new Set(), rating).praised.map((t) => t.words);
    expect(praised('Connemara lamb stew was the real deal, like my granny used to make.', 5)).toEqual([
      'Connemara lamb stew',
    ]);
    expect(praised('Navajo taco was huge and the frybread was perfect.', 5)).toContain('Navajo taco');
  });
});

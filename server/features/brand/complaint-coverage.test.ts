import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

/** The complaints a review's reading owns, each as a reply would word it. */
const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('a thing the reading surely faults is owned even where no cue words it', () => {
  it('owns a second dish beside one owned in the guest words', () => {
    const owned = complaints('Unfortunately the eggs Benedict was mostly filler and the hollandaise had broken.', 2);
    expect(owned.join(' | ')).toMatch(/eggs benedict was mostly filler/i);
    expect(owned.join(' | ')).toMatch(/hollandaise/);
  });

  it('owns a dish faulted in words no cue knows, as the guest said it', () => {
    const owned = complaints('Injera was sour enough to make my eyes water and the lentils were bland.', 2);
    expect(owned).toContain('the lentils were bland');
    expect(owned).toContain('the injera was sour enough to make your eyes water');
  });

  it('owns seating or the service by name where nothing else in the sentence was owned', () => {
    expect(
      complaints("Great spot to eat on the wharf but the seagulls are relentless and there's no covered seating.", 3),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/seating/)]));
    expect(complaints('The lasagna is still incredible. But the service has gone downhill.', 3)).toContain(
      'the service not being what it was',
    );
  });

  it('does not own what another complaint in the sentence is about', () => {
    // How the waitress treated them is the complaint, not the high chair.
    const chair = complaints('Waitress sighed loudly when we asked for a high chair. Poutine was great.', 3);
    expect(chair.join(' | ')).not.toMatch(/high chair/);
    // "the check" is the wait, not a dish; "no sauce" is what they asked for, not a fault.
    expect(complaints('Nachos were soggy. It took 25 minutes to get our check.', 2).join(' | ')).not.toMatch(/check/);
    expect(complaints('My bowl was wrong, got spicy mayo when I said no sauce.', 3).join(' | ')).not.toMatch(/sauce/);
  });

  it('does not own a kind of place spoken of in general, or the plate where nothing was', () => {
    expect(complaints('The staff sure gave my dog side eye, at a bar where a pour is $7.', 2).join(' ')).not.toMatch(
      /the bar/,
    );
    expect(complaints('Nothing on the plate tasted like anything.', 2).join(' ')).not.toMatch(/plate/);
  });
});

describe('a dish whose name opens with a word that judges elsewhere', () => {
  it('is named whole and not read as a fault ("sticky rice", "burnt ends")', () => {
    const reading = readGuest(
      'Mango sticky rice for dessert was a dream. Burnt ends were like meat candy.',
      new Set(),
      5,
    );
    expect(reading.complaints).toEqual([]);
    expect(reading.praised.map((t) => t.words)).toEqual(expect.arrayContaining(['burnt ends']));
    expect(readGuest('The sticky rice was hard and stale.', new Set(), 2).complaints.map((c) => c.clause)).toEqual([
      'the sticky rice was hard and stale',
    ]);
  });
});

describe('a dish the words leave unjudged but the learned reading surely faults', () => {
  it('is owned in general words ("swimming in cream"), beside the dish the words fault', () => {
    const owned = complaints(
      "Had better here last year. The tiramisu is still wonderful. But the carbonara was swimming in cream (that's not carbonara) and the gnocchi were dense.",
      2,
    );
    expect(owned).toContain('the gnocchi were dense');
    expect(owned.join(' | ')).toMatch(/carbonara/);
    expect(owned.join(' | ')).not.toMatch(/tiramisu/);
  });
});

describe('praise that reads like a complaint', () => {
  it('a generous portion is never owned, and "nobody rushed us" is not feeling rushed', () => {
    const owned = complaints(
      "Portions are huge, I'll give them that. But huge portions of mediocre food is still mediocre. Service was friendly, nobody rushed us.",
      2,
    );
    expect(owned.join(' | ')).not.toMatch(/portion|rushed/);
    expect(complaints('A little pricey but big portions so we had leftovers.', 4).join(' | ')).not.toMatch(/portion/);
  });
});

describe('a fault said after a contrast, of the dish just praised', () => {
  it('is owned in the guest words ("good but salty"), and mild praise is not', () => {
    expect(complaints('Got the spicy miso and it was good but salty, had to drink like 3 waters after.', 3)).toContain(
      'the spicy miso was salty',
    );
    expect(
      complaints('Fish and chips were solid, proper batter, though the chips themselves were limp.', 3).join(),
    ).toMatch(/chips/);
    expect(complaints('Sandwiches were fine but nothing special. Lovely staff.', 4)).toEqual([]);
    expect(
      complaints('Is it possible for a wine bar to have too many wines? The cheese board was generous.', 3),
    ).toEqual([]);
  });
});

describe('a dish that opens a segment whose next words say what went wrong', () => {
  it('is owned as the guest said it where the words are few and plain', () => {
    expect(complaints("Crispy duck wasn't crispy. Chips were lovely I'll admit.", 2)).toContain(
      "the duck wasn't crispy",
    );
    expect(
      complaints('Chips and salsa were good. Fajitas came out barely sizzling, the chicken was dry.', 2),
    ).toContain('the fajitas came out barely sizzling');
  });

  it('is not owned where the guest concedes a good point or names a price', () => {
    expect(complaints('Got the wrong bagel. Coffee was hot at least.', 2).join(' | ')).not.toMatch(/coffee/);
    expect(complaints('Food was good. But the coffee is $5 with no refills.', 2).join(' | ')).not.toMatch(
      /coffee (?:wasn't|was not)/,
    );
  });
});

describe('what blind readers of the fifth hold-out flagged', () => {
  it('a five-star guest who mentions a wait or cash only in passing gets no apology', () => {
    expect(
      complaints('Tonkotsu broth is silky. Tiny place, we waited 15 min but the staff brought us tea outside.', 5),
    ).toEqual([]);
    expect(complaints('Pupusas are perfect. Cheap and huge portions. Cash only FYI.', 5)).toEqual([]);
  });

  it('a price the guest accepts, an instruction ignored and tries to get an order right are read as said', () => {
    expect(complaints("Espresso martinis are spot on. Pricey but you're paying for the view.", 4)).toEqual([]);
    const pizza = complaints(
      'Garlic knots were good. Pizza showed up 90 min late, cold, and they put mushrooms on it when I specifically said no mushrooms.',
      2,
    );
    expect(pizza).toEqual(['your delivery arriving late and cold', 'the mistake with your order']);
    expect(complaints('Roast was lovely but it took 3 tries to get the right drinks to our table.', 3)).toEqual([
      'the mistake with your order',
    ]);
  });

  it('a clause said back keeps its article, and staff on the till are owned by role', () => {
    expect(complaints('Sausage rolls are ripper. Flat white was weak and lukewarm.', 3)).toEqual([
      'the flat white was weak and lukewarm',
    ]);
    expect(complaints('Girl on the till was rude when I asked for salt. Not again.', 2).join()).toMatch(/how our/);
  });
});

describe('what a reply thanks for', () => {
  const praised = (text: string, rating: number) => readGuest(text, new Set(), rating).praised.map((t) => t.words);

  it('is never a pet, a bowl the dish came in, "the almond one", an abbreviation or the food truck', () => {
    expect(
      praised('Crab sandwich was packed with fresh crab. Dog friendly too, they brought our lab a water bowl.', 5),
    ).toEqual(['crab sandwich']);
    expect(praised('Bibimbap in the stone bowl was incredible.', 5)).toEqual(['bibimbap']);
    expect(praised('Lovely croissants, almond one especially.', 4)).toEqual(['croissants']);
    expect(praised('Food was flawless, esp the lobster.', 5)).toContain('lobster');
    expect(praised('Food was flawless, esp the lobster.', 5)).not.toContain('esp');
    expect(praised('Margherita from the truck was legit.', 4)).toEqual(['margherita']);
  });
});

describe('a complaint in words an owner would post', () => {
  it('does not repeat a put-down, concede "overpriced" or "didn\'t care", or a verdict on why', () => {
    expect(
      complaints('Fish and chips were frozen stuff from a bag, you can tell. Pint was flat.', 2).join(' | '),
    ).not.toMatch(/stuff|bag/);
    expect(
      complaints('Pasta was fresh. Wine list overpriced, a $30 bottle marked up to $70.', 3).join(' | '),
    ).not.toMatch(/overpriced/);
    expect(complaints("They lost our booking. Manager didn't care. Ruined the night.", 1)).toContain(
      'how our manager responded',
    );
    expect(
      complaints('Cocktails were great. But the bouncer was rude to my friend for no reason.', 3).join(),
    ).not.toMatch(/no reason/);
  });
});

describe('complaints of a low-rated visit the cues did not word', () => {
  it('owns what a person on the team did, unless it was a kindness', () => {
    expect(
      complaints(
        'Bouncer let his mates in ahead of the whole queue then told us it was at capacity. Drinks $16.',
        1,
      ).join(),
    ).toMatch(/bouncer/);
    expect(complaints("Food took over an hour. Server apologized a lot, I'll give her that.", 2).join()).not.toMatch(
      /server/,
    );
  });

  it('owns a repeated charge, a dish sent back unchanged, an order that never came and staff bickering', () => {
    expect(complaints('Found a hair in my korma. They did replace it but charged us for both.', 2)).toContain(
      'being charged for both',
    );
    expect(complaints("Sent it back and they brought the same plate back 'fixed'.", 1)).toContain(
      'the same dish coming back after you sent it back',
    );
    expect(complaints('Waited 2 hours for a delivery that never came. Rang them 3 times.', 1)).toEqual([
      'your order never arriving',
    ]);
    const coffee = complaints(
      'The muffin was nice. Coffees wrong. Staff arguing with each other behind the counter.',
      2,
    );
    expect(coffee).toEqual(['the mistake with your order', 'how our team behaved behind the counter']);
  });
});

describe('dish names a tagger splits', () => {
  it('are read whole (rogan josh, pollo a la brasa, flat white, smashed avo)', () => {
    const praised = (text: string) => readGuest(text, new Set(), 5).praised.map((t) => t.words);
    expect(praised('Lamb rogan josh melts in your mouth.')).toEqual(['rogan josh']);
    expect(praised('Pollo a la brasa is juicy with crispy skin.')).toEqual(['pollo a la brasa']);
    expect(praised('Flat white was spot on and the smashed avo was generous.')).toEqual(['flat white', 'smashed avo']);
  });

  it('a regular says so in years, abbreviated', () => {
    expect(readGuest('Best curry house in Leeds. Been coming 10 yrs.', new Set(), 5).regular).toBe(true);
  });
});

describe('words that read like a complaint of something else', () => {
  it('"Gross." is not a dirty room, and "we must have forgotten" is not being left waiting', () => {
    expect(
      complaints(
        'Charged us for 3 drinks we never ordered and the manager said we must have forgotten. Gross.',
        1,
      ).join(),
    ).not.toMatch(/state of the place|waiting for attention/);
  });
});

describe('what a five-star reply names', () => {
  const praised = (text: string) => readGuest(text, new Set(), 5).praised.map((t) => t.words);

  it('a dish the guest called the best they have had, a course, not what the barista knows or "proper"', () => {
    expect(praised("Best smoked meat poutine I've had in Montréal.")).toEqual(['smoked meat poutine']);
    expect(praised('Tasting menu was a joy. Scallop course was the standout.')).toContain('scallop course');
    expect(praised('Barista Sam really knows his beans. Great almond croissant.')).toEqual(['almond croissant']);
    expect(praised('Proper ales, well kept, and the roast beef was pink and tender.')).toContain('ales');
  });
});

describe('a second dish thanked', () => {
  const praised = (text: string, rating = 5) => readGuest(text, new Set(), rating).praised.map((t) => t.words);

  it('is one the vocabulary knows, never a fragment; an "&" pair is one dish; a party is not a dish', () => {
    expect(praised("The shrimp po'boy was stuffed and the sweet tea had a real kick.").join()).not.toMatch(/kick/);
    expect(praised('Chicken & waffles had a nice crunch.', 3)).toEqual(['chicken and waffles']);
    expect(praised('Had my bachelorette party here and the queso fundido was perfect.')).toEqual(['queso fundido']);
  });
});

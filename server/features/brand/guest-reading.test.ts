import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const polarities = (text: string, rating: number | null = null, placeWords: string[] = []) =>
  Object.fromEntries(readGuest(text, new Set(placeWords), rating).things.map((t) => [t.thing.words, t.polarity]));
const complaints = (text: string, rating: number | null = null) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('readGuest: each thing judged by its own words', () => {
  it('reads contrast, "the only saving grace" and a result clause', () => {
    expect(
      polarities('The only saving grace was the drinks, but the staff ignored us and the food came out cold.', 2),
    ).toMatchObject({ drinks: 'positive', staff: 'negative', food: 'negative' });
    expect(polarities('The pasta is so good the wait is unbelievable.', 4)).toEqual({
      pasta: 'positive',
      wait: 'negative',
    });
    expect(polarities('Great burgers, but the line out the door is a nightmare.', 3)).toMatchObject({
      burgers: 'positive',
      line: 'negative',
    });
  });

  it('keeps what a segment opened by "but" plainly faults, whatever the rest of the sentence praises', () => {
    expect(polarities("Great ales and the view's stunning but the food was poor.", 2)).toMatchObject({
      ales: 'positive',
      food: 'negative',
    });
  });

  it('reads who earned the second star as praise, and an overwhelmed team as a short-staffed floor', () => {
    const owned = (text: string, rating: number) => complaints(text, rating).join(' | ');
    expect(owned('Salmon smelled fishy. Only giving 2 stars bc the guy at the counter refunded me', 2)).not.toMatch(
      /counter|staff|team/,
    );
    expect(
      owned('Pad thai was ketchup noodles. Only reason for 2 stars is the delivery guy was fast and nice', 2),
    ).not.toMatch(/counter|staff|team|driver/);
    expect(
      owned('Steak came out raw. Server was apologetic to be fair but the kitchen clearly didnt care', 2),
    ).not.toMatch(/server/);
    // At four stars "only 4 stars bc…" names the fault.
    expect(owned('Pork belly bao is unreal. Only 4 stars bc the seats are tiny', 4)).toMatch(/seats/);
    expect(owned('Fries soggy though. Cashier was friendly but seemed overwhelmed.', 3)).toBe(
      'the fries were soggy | how stretched our team was',
    );
  });

  it('reads "mid rare" as a doneness, "needed salt" and "slow on refills" as faults, "not $165 good" as the price', () => {
    expect(polarities('The ribeye was cooked to a perfect mid rare. Fries were cold.', 4)).toMatchObject({
      ribeye: 'positive',
    });
    expect(complaints('General Tsos stayed crispy. Wonton soup needed salt.', 4)).toEqual([
      'the wonton soup needed salt',
    ]);
    expect(polarities('Mala broth was rich. A little slow on refills but overall super happy', 4)).toMatchObject({
      refills: 'negative',
    });
    expect(complaints('Tomahawk was good but not $165 good, and cocktails were watered down.', 3)).toContain(
      'the prices',
    );
  });

  it('reads crunchy rice and a curry sweet like ketchup as faults', () => {
    expect(polarities('Burritos showed up cold, rice was crunchy.', 1)).toMatchObject({ rice: 'negative' });
    expect(complaints('Chicken tikka masala was bright orange and sweet like ketchup. Naans were stale.', 1)).toContain(
      'the chicken tikka masala was bright orange and far too sweet',
    );
  });

  it('reads a comparison the right way round', () => {
    expect(polarities('I liked the noodles better than their green curry.', 4)).toEqual({
      noodles: 'positive',
      'green curry': 'negative',
    });
  });

  it('reads words before a thing that judge it: "nothing wrong with", "the lack of", "my one complaint is"', () => {
    expect(
      polarities('Nothing wrong with the service, but the lack of decor makes it feel like a cafeteria.', 3),
    ).toEqual({ service: 'positive', decor: 'negative' });
    expect(complaints('My one complaint is the music, way too loud.', 4)).toEqual(['how loud the music was']);
  });

  it('never reads the restaurant’s own name as a thing', () => {
    const reading = readGuest(
      "Lucia's is our favourite spot. The mushroom risotto was perfect.",
      new Set(['lucia']),
      5,
    );
    expect(reading.praised.map((t) => t.words)).toContain('mushroom risotto');
    expect(reading.things.map((t) => t.thing.words.toLowerCase())).not.toContain("lucia's");
  });
});

describe('readGuest: complaints and people', () => {
  it('owns every complaint stated, in the owner’s words', () => {
    expect(complaints('The ribs were dry and we waited 45 minutes for a table even with a reservation.', 2)).toEqual([
      'the ribs were dry',
      'the 45-minute wait',
    ]);
    expect(complaints('The counter man yelled at my mother when she asked for a menu.', 1)).toEqual([
      'our counter man yelled at your mother when she asked for a menu',
    ]);
  });

  it('thanks a person by name only where the words praise them', () => {
    expect(readGuest('Joey at the counter is the best, always remembers my order.', new Set(), 5).staffPraised).toEqual(
      ['Joey'],
    );
    expect(
      readGuest('Our server Mike brought the food. The food was cold and bland.', new Set(), 1).staffPraised,
    ).toEqual([]);
    // A dish at the start of a sentence is not a person: "Tsukemen is the best I've had".
    expect(readGuest("Tsukemen is the best I've had in the US.", new Set(), 5).staffPraised).toEqual([]);
  });

  it('reads a decline only where the guest says it is not what it was', () => {
    expect(complaints('Been coming here a lot lately, the tacos are amazing.', 5)).toEqual([]);
    expect(complaints('The tacos are not as good anymore.', 2)).toEqual(['the tacos not being what they used to be']);
  });

  it('says back whose occasion it was: the guest’s, someone they name, or the occasion itself', () => {
    const saidBack = (text: string) => readGuest(text, new Set(), 5).occasionSaidBack;
    expect(saidBack('Came here for my birthday, the cake was lovely.')).toBe('your birthday');
    expect(saidBack("Everything was perfect for my sister's birthday!")).toBe("your sister's birthday");
    expect(saidBack('Brought my daughter for her 6th birthday and the team sang.')).toBe("your daughter's birthday");
    expect(saidBack('The staff made a fuss for his birthday.')).toBe('the birthday');
  });

  it('finds an occasion and a regular however the apostrophe is typed', () => {
    expect(readGuest('We came for my wife’s birthday and the staff sang.', new Set(), 5).occasion).toBe('birthday');
    expect(readGuest('I’m a regular here, love the bagels.', new Set(), 5).regular).toBe(true);
    expect(readGuest('Already planning our anniversary here, the lamb was perfect.', new Set(), 5).occasion).toBeNull();
  });

  it('owns what a guest plainly says was wrong with a dish, in their words, even at four stars', () => {
    expect(complaints('The feteer was amazing but the mint lemonade tasted like powder.', 4)).toEqual([
      'the mint lemonade tasted like powder',
    ]);
    expect(complaints('Cookie was underbaked and the latte was mostly foam.', 2)).toEqual([
      'the cookie was underbaked',
      'the latte was mostly foam',
    ]);
    expect(complaints('The hawawshi was dry and the whole place smelled strongly of bleach.', 3)).toEqual([
      'the hawawshi was dry',
      'the smell in the room',
    ]);
    expect(complaints('Our server kept mixing up orders.', 2)).toEqual(['our server kept mixing up orders']);
  });

  it('does not read praise as a complaint: a smoky dish, a wait worth it, a cheap price', () => {
    expect(complaints('The pulled pork was smoky and perfect, massive portion for $13.', 5)).toEqual([]);
    expect(complaints('The chocolate soufflé was worth the 20 minute wait.', 4)).toEqual([]);
  });

  it('prices a thing only when the guest named one: "$185 a head" is the prices', () => {
    expect(complaints('Service felt rushed. At $185 a head I expected to linger.', 3)).toContain('the prices');
  });
});

describe('what a manager would not write back', () => {
  const praised = (text: string, rating = 5) => readGuest(text, new Set(), rating).praised.map((t) => t.words);
  const complaints = (text: string, rating: number) =>
    readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

  it('never thanks "every piece", "the bridal" or "the meat-loving", and never names "Aunties" as staff', () => {
    expect(praised('Every piece was seasoned perfectly, the uni was sweet and creamy.')).toEqual(['uni']);
    expect(praised('Had my bridal shower brunch here! Crab cake benedict was amazing.')).toEqual([
      'crab cake benedict',
    ]);
    expect(praised('My meat-loving husband asked to come back! Cauliflower wings were amazing.')).toEqual([
      'cauliflower wings',
    ]);
    expect(readGuest('Aunties at the counter are so sweet.', new Set(), 5).staffPraised).toEqual([]);
    expect(
      readGuest('Server Devon was great. Bartender Jess kept the drinks coming.', new Set(), 5).staffPraised,
    ).toEqual(['Devon', 'Jess']);
    expect(praised('Smashing gastropub. Pork belly was crisp, sticky and gorgeous.')).toEqual(['pork belly']);
    expect(praised('Shiro was silky.')).toEqual(['shiro']);
    expect(praised('Pad kee mao had that proper wok char.')).toEqual(['pad kee mao']);
  });

  it('reads warm service and warm scones as praise, "rice and beans" and "bhajis" as plural', () => {
    expect(complaints('Dover sole was beautifully done, the service was warm but not stuffy.', 5)).toEqual([]);
    expect(complaints('The scones were warm. Sandwiches were a bit dry.', 3)).toEqual([
      'the sandwiches were a bit dry',
    ]);
    expect(complaints('Mole was incredible. Rice and beans tasted like an afterthought.', 3)).toEqual([
      "the rice and beans weren't what you hoped for",
    ]);
    expect(readGuest('Onion bhajis were lovely.', new Set(), 5).praised[0]?.plural).toBe(true);
    // A thing owned in a complaint is not also thanked; a price of it is not a complaint of it.
    expect(praised('Burrito was huge but honestly pretty bland.', 3)).toEqual([]);
    expect(praised('Gyro was stacked and tasty but the fries were frozen. $17 for a gyro plate is a lot.', 3)).toEqual([
      'gyro',
    ]);
    expect(praised('Good pint of Guinness, lovely garden for the dog.', 4)).toEqual(['pint', 'garden']);
    expect(readGuest('Lovely Rioja recommended by Tom, really knew his stuff.', new Set(), 5).staffPraised).toEqual([
      'Tom',
    ]);
  });

  it('owns what never came by name, a price per pound by the thing, and a dish cold inside as the dish', () => {
    expect(complaints('Waiters were friendly but our poppadoms never came.', 3)).toEqual([
      'the poppadoms that never came',
    ]);
    expect(complaints('Turkey was dry. $32 a pound for brisket is getting ridiculous.', 3)).toContain(
      'the price of the brisket',
    );
    expect(complaints('Wrong order twice. Second time the burrito was cold inside.', 1)).not.toContain(
      'the temperature in the room',
    );
    expect(complaints('Big bowls, fresh ingredients. In and out in 5 min.', 5)).toEqual([]);
    expect(complaints('Naan was the only good part. Charged us for poppadoms we never got.', 2)).not.toContain(
      "the naan wasn't what you hoped for",
    );
    expect(complaints('Burrito was fine but the salsa tasted like ketchup.', 3)).toEqual([
      'the salsa tasted like ketchup',
    ]);
    expect(complaints('Biryani was dry and the raita they gave us was like 2 tablespoons.', 3)).toContain(
      "the raita wasn't what you hoped for",
    );
  });
});

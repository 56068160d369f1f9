import { describe, expect, it } from 'vitest';
import type { ReviewInsight } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { steakhouseProfile } from '../../../tests/support/playbook-fixtures.ts';
import { articleEs, detectSensitive, readReviewSignals } from './review-signals.ts';
import { sensitiveDetailOf } from './sensitive-detail.ts';

describe('detectSensitive', () => {
  it('finds escalation cases in English and Spanish', () => {
    expect(detectSensitive('We both got food poisoning after dinner')).toEqual(['illness']);
    expect(detectSensitive('Me and my partner were both up all night being sick after the fried rice.')).toEqual([
      'illness',
    ]);
    expect(detectSensitive('Woke at 4am with my stomach in bits though, my mate the same.')).toEqual(['illness']);
    expect(detectSensitive('Tripped on the loose step down to the toilets and split my knee open.')).toEqual([
      'injury',
    ]);
    expect(
      detectSensitive('Slipped on a wet floor by the restrooms, no sign out, and went down hard on my hip.'),
    ).toEqual(['injury']);
    expect(
      detectSensitive('My mother tripped on the loose mat and fell. Staff were very kind and brought ice.'),
    ).toEqual(['injury']);
    expect(
      detectSensitive('Server set the sizzling plate down without a word and I burned two fingers pretty bad.'),
    ).toEqual(['injury']);
    expect(
      detectSensitive(
        "Me and my partner (both lads) got told to 'tone it down' for holding hands while straight couples round us were all over each other.",
      ),
    ).toEqual(['discrimination']);
    expect(detectSensitive('a guy at the bar kept hitting on my friend and staff did nothing')).toEqual([
      'staff-conduct',
    ]);
    // Warmth, and a fall the team looked after, are not cases.
    expect(detectSensitive('Older lady serving called us all pet and gave my daughter an extra biscuit.')).toEqual([]);
    expect(
      detectSensitive(
        'My mum slipped on the wet step and hurt her wrist. Staff were amazing, ice pack, sat her by the fire.',
      ),
    ).toEqual([]);
    expect(detectSensitive("The manager made a comment about my wheelchair 'blocking the way'.")).toEqual([
      'discrimination',
    ]);
    expect(
      detectSensitive('Told them twice I have a peanut allergy. Stir fry still came out with peanuts on top.'),
    ).toEqual(['allergen']);
    expect(detectSensitive('My son had an allergic reaction to the sauce')).toContain('allergen');
    expect(
      detectSensitive(
        'Was refused a table at 7pm even though half the room was empty, then watched them seat a white couple with no booking straight after.',
      ),
    ).toContain('discrimination');
    expect(
      detectSensitive(
        'Slipped on a wet floor by the toilets, no sign out, and smashed my wrist. Had to get a taxi to A&E myself.',
      ),
    ).toContain('injury');
    expect(detectSensitive('Found a HAIR IN my soup')).toEqual(['food-safety']);
    expect(detectSensitive('My lawyer will be in touch')).toEqual(['legal']);
    expect(detectSensitive('The manager was openly racist to us')).toEqual(['discrimination']);
    expect(detectSensitive('It felt like we were not welcome because of how we look.')).toEqual(['discrimination']);
    expect(detectSensitive('The manager grabbed my arm')).toEqual(['staff-conduct']);
    expect(detectSensitive('Sufrimos una intoxicación después de cenar')).toEqual(['illness']);
    expect(detectSensitive('Había una cucaracha en la mesa')).toEqual(['food-safety']);
    expect(detectSensitive('Mi esposo y yo terminamos intoxicados después de comer el ceviche.')).toEqual(['illness']);
    expect(detectSensitive('El pescado nos sentó fatal a los dos.')).toEqual(['illness']);
    expect(detectSensitive('Me caí en la escalera mojada.')).toEqual(['injury']);
  });

  it('finds a guest turned away for their colour, their wheelchair or their guide dog, a sprain and staff who swore', () => {
    expect(
      detectSensitive(
        'The host looked us up and down and said no tables, while white couples walking in behind us got seated.',
      ),
    ).toEqual(['discrimination']);
    expect(detectSensitive("The host looked at my wheelchair and said they had 'nothing accessible tonight'.")).toEqual(
      ['discrimination'],
    );
    expect(detectSensitive("My partner is blind and was told his guide dog couldn't come in.")).toEqual([
      'discrimination',
    ]);
    expect(
      detectSensitive(
        'Slipped on a spilled drink near the noodle bar that had clearly been there ages, no sign, no one cleaning. Landed hard on my wrist and it is sprained.',
      ),
    ).toEqual(['injury']);
    expect(detectSensitive('Bartender cussed at my husband and told us to get out.')).toEqual(['staff-conduct']);
    expect(detectSensitive('The manager actually raised his voice at me in front of the whole restaurant.')).toEqual([
      'staff-conduct',
    ]);
  });

  it('does not read a step at the door, or being told where to leave coats, as a case for a person', () => {
    expect(
      detectSensitive("The step at the entrance is a problem for wheelchairs, my mom couldn't get in without help."),
    ).toEqual([]);
    expect(detectSensitive('Staff told us to leave our coats by the door, lovely touch.')).toEqual([]);
  });

  it('does not flag ordinary reviews that merely contain similar words', () => {
    for (const text of [
      'Our server Sue was wonderful',
      'I fell in love with the tacos',
      'Comida barata y rica',
      'They cut my steak at the table',
      'The menu just never grabbed me',
      'The story behind the dish touched my heart',
      'We came back because of how the room looks',
      '',
    ]) {
      expect(detectSensitive(text), text).toEqual([]);
    }
  });
});

describe('readReviewSignals', () => {
  const base: Review = {
    id: 'x',
    rating: 2,
    text: '',
    authorName: 'Ana Ruiz',
    relativeTime: 'a day ago',
    publishTime: '2026-11-19T12:00:00.000Z',
    language: 'en',
    ownerReply: null,
    source: 'google',
  };
  const profile = steakhouseProfile();

  it('reads order mistakes and wait times from the text', () => {
    const insight: ReviewInsight = {
      sentiment: 'negative',
      score: -0.6,
      aspects: [{ aspect: 'speed', sentiment: 'negative' }],
    };
    const signals = readReviewSignals(
      { ...base, text: 'We waited 55 minutes and the fries were missing from my order.' },
      insight,
      profile,
    );
    expect(signals.issues.map((i) => i.phrase)).toEqual(['the mistake with your order', 'the 55-minute wait']);
    expect(signals.firstName).toBe('Ana');
  });

  it('reads a burn by its blister or red mark, and a mocked halal question, but never a blistered crust', () => {
    expect(
      detectSensitive("flicked hot oil that landed on my daughter's arm, she has a blister now. He laughed it off."),
    ).toContain('injury');
    expect(
      detectSensitive("The sizzling plate was put down right against my daughter's arm, she had a red mark for days."),
    ).toContain('injury');
    expect(
      detectSensitive(
        "Asked politely if any of the dishes were halal and the server laughed and said 'this is Scotland love'.",
      ),
    ).toContain('discrimination');
    expect(detectSensitive('Wood fired margherita is excellent, light and blistered.')).toEqual([]);
    expect(detectSensitive('Latte was scalded, croissant tasted a day old.')).toEqual([]);
  });

  it('reads the cases the readers of own-test53 and 54 found missed', () => {
    expect(
      detectSensitive(
        'Ate the chicken shawarma Tuesday night and spent all of Wednesday in the bathroom. Reporting to Toronto Public Health.',
      ),
    ).toEqual(expect.arrayContaining(['illness', 'legal']));
    expect(detectSensitive('Server spilled a full pot of hot tea on my arm and it blistered.')).toContain('injury');
    // "no ice, no first aid" is care not given, never care given.
    expect(
      detectSensitive(
        'The waitress spilled oil on my hand. Blister the size of a coin. She said sorry and walked off, no ice, no first aid.',
      ),
    ).toContain('injury');
    expect(
      detectSensitive(
        "Came in with my mate who uses a wheelchair and the bloke on the door told us 'we don't really cater for that'.",
      ),
    ).toContain('discrimination');
    expect(
      detectSensitive(
        "Server made a comment about 'people like us' not tipping before we even ordered. We are a Black family.",
      ),
    ).toContain('discrimination');
    expect(
      detectSensitive('Found a bit of plastic wrap baked into my muffin. Showed the girl at the counter.'),
    ).not.toEqual([]);
  });

  it('reads the cases the readers of own-test59 and 60 found missed', () => {
    expect(
      detectSensitive(
        'Bit into my sausage sandwich and there was a piece of glass in it. Cut my gum and was bleeding. Im speaking to a solicitor about this',
      ),
    ).toEqual(expect.arrayContaining(['food-safety', 'legal']));
    expect(
      detectSensitive("Bouncer let my white mates in and told me and my cousin it was 'regulars only'."),
    ).toContain('discrimination');
    // Ice brought does not make a burn the server caused something other than an injury.
    expect(
      detectSensitive(
        'The server set a sizzling fajita skillet down right on my daughters arm and left a red burn. They brought ice and took the fajitas off but that was scary.',
      ),
    ).toContain('injury');
  });

  it('reads the cases the readers of own-test55 … 58 found missed', () => {
    for (const text of [
      'But the server knocked the hot grill plate and burned my daughters arm, we iced it for 20 min.',
      "But the server set the sizzling skillet down right against my son's arm and he got a pretty bad burn. Manager brought ice which we appreciated",
      'My son brushed his arm on the grill plate and got a nasty burn. Staff were quick with ice tho. Grills need a guard with kids around',
    ])
      expect(detectSensitive(text)).toContain('injury');
    for (const text of [
      'My friend uses a wheelchair. Host told us the only accessible table was reserved, then sat a walk-in couple there',
      "My brother uses a wheelchair and the bouncer told us we couldnt come in because it was a 'fire risk'",
      "Bouncer let my mates in and stopped me because of my moko, said it was 'dress code'.",
    ])
      expect(detectSensitive(text)).toContain('discrimination');
    // A small burn the family calls their own fault, looked after at once, is no case.
    expect(
      detectSensitive(
        'My daughter touched the edge of the grill and got a small burn, totally our fault. Staff were amazing, brought ice and burn cream straight away.',
      ),
    ).not.toContain('injury');
  });

  it('reads the cases the readers of own-test61 … 64 found treated lightly', () => {
    for (const text of [
      'Waiter plonked a sizzling skillet down with no warning and my 8 year old grabbed the edge. Burnt her palm that bad we ended up at ARI.',
      "Barista slopped a full flat white over my hand handing it over, lid wasnt on properly. Burn blistered up by that arvo. He just said 'oops'.",
    ])
      expect(detectSensitive(text)).toContain('injury');
    expect(
      detectSensitive(
        "Waited 40 min while every table around us got served. Only Indian couple in there. When I asked, the barman said maybe we'd be 'more comfortable elsewhere'.",
      ),
    ).toContain('discrimination');
    expect(
      detectSensitive('Charged twice for the same bill and they refuse to refund. I have contacted Fair Trading.'),
    ).toContain('legal');
    // Raising it went badly: "just said 'oops'", "nothing from management".
    expect(
      sensitiveDetailOf("Burn blistered up by that arvo. He just said 'oops'. Nothing from management either")
        .handledBadly,
    ).toBe(true);
    // Not a case: a burnt crust, the only vegetarian couple who loved it.
    expect(detectSensitive('Pizza crust was burnt and the only vegetarian couple in there loved it.')).toEqual([]);
  });

  it('picks up signature items and staff named in the text even when the analysis missed them', () => {
    const signals = readReviewSignals(
      { ...base, rating: 5, text: 'The Creamed Spinach! And marco is a star.' },
      { sentiment: 'positive', score: 0.8, aspects: [] },
      profile,
    );
    expect(signals.dishes).toEqual(['creamed spinach']);
    expect(signals.staff).toEqual(['Marco']);
  });

  it('guesses Spanish articles for dish names', () => {
    expect(articleEs('paella valenciana')).toBe('la');
    expect(articleEs('pulpo a la gallega')).toBe('el');
    expect(articleEs('croquetas de jamón')).toBe('las');
    expect(articleEs('tacos al pastor')).toBe('los');
    expect(articleEs('mole poblano')).toBe('el');
  });
});

describe('detectSensitive, the cases the readers of own-test75 and 76 found missed', () => {
  it('reads a guest who says they are vegetarian and found meat, a threat, being mocked and a white person served first', () => {
    expect(
      detectSensitive(
        'I told the waiter TWICE im vegetarian and asked was the arrabbiata meat free, he said yes. Found pancetta halfway through.',
      ),
    ).toEqual(['allergen']);
    expect(detectSensitive("I'm veggie and bit into a piece of chicken in my wrap.")).toEqual(['allergen']);
    expect(
      detectSensitive(
        "the guy in the window said if I didnt like it I could get out or he'd come out there and make me.",
      ),
    ).toEqual(['staff-conduct']);
    expect(detectSensitive("Bouncer told my mate to 'get tae f*** before I put ye through that windae'.")).toEqual([
      'staff-conduct',
    ]);
    expect(detectSensitive('Reported them to licensing.')).toEqual(['legal']);
    expect(detectSensitive('The waiter mocked my accent in front of the whole table.')).toEqual(['staff-conduct']);
    expect(detectSensitive('the bartender served every white person who walked in after us first.')).toEqual([
      'discrimination',
    ]);
  });

  it('reads a fall on the steps, illness "sick as dogs", and a guest set apart by who they are', () => {
    expect(detectSensitive('Tripped on the loose mat by the door and sprained my ankle, nobody came over.')).toEqual([
      'injury',
    ]);
    expect(detectSensitive('Both of us sick as dogs the day after the oysters.')).toEqual(['illness']);
    expect(detectSensitive('We were sick the night after eating the prawns.')).toEqual(['illness']);
    expect(
      detectSensitive('We were the only Hispanic family in the restaurant and got seated by the bins. Waited ages.'),
    ).toEqual(['discrimination']);
    expect(detectSensitive('My sister wears a headscarf and we were ignored while everyone else got menus.')).toEqual([
      'discrimination',
    ]);
    // Not a fall, an illness or a person set apart.
    expect(detectSensitive('Broke my heart to see it so quiet. The kids were sick of waiting for the swings.')).toEqual(
      [],
    );
    expect(detectSensitive('Slipped in for a quick pint and a toastie, lovely.')).toEqual([]);
    // Refills on drip coffee, a price that left a guest "feeling a bit mugged", a fly in the window: none is a case.
    expect(detectSensitive('No free refills on drip coffee, $4.50 each time. Eggs were good.')).toEqual([]);
    expect(detectSensitive('$38 for a tiny entree, left feeling a bit mugged.')).toEqual([]);
    expect(detectSensitive('Place needs a clean, sticky menus and a fly in the window.')).toEqual([]);
    // Tourist prices are a price complaint, not a guest set apart.
    expect(detectSensitive('Prices are tourist prices, about normal for the waterfront. Chowder good.')).toEqual([]);
    // A town's name is not a wound ("herida").
    expect(detectSensitive('Best biscuits in Sheridan, and the people watching on Sheridan Ave is great.')).toEqual([]);
    expect(detectSensitive('El camarero me dejó una herida con el plato caliente.')).toEqual(['injury']);
  });

  it('reads a fight, a guest who felt unsafe, a phone taken off the table, a board that split a shin and raw chicken', () => {
    expect(detectSensitive('A fight broke out by the pool table and nobody stepped in. Left early.')).toEqual([
      'security',
    ]);
    expect(detectSensitive('Lovely curry but walking to the car park at night I felt pretty unsafe.')).toEqual([
      'security',
    ]);
    expect(detectSensitive('Some bloke took my phone off the table while we ate. No security at all.')).toEqual([
      'security',
    ]);
    expect(detectSensitive('Had my purse taken from my bag on the chair.')).toEqual(['security']);
    expect(detectSensitive('Tripped on a loose board on the deck and split my shin.')).toEqual(['injury']);
    expect(detectSensitive('Chicken was still pink near the bone, sent it back.')).toEqual(['food-safety']);
    expect(detectSensitive('Cook was wiping his nose then rolling the dough, no gloves.')).toEqual(['food-safety']);
    // Not a case: a cosy spot that felt safe, a fight over the last dumpling, a phone taken out to photograph the food.
    expect(detectSensitive('Felt safe walking back, well lit street. Fight over the last dumpling lol.')).toEqual([]);
    expect(detectSensitive('Took my phone out to snap the cake, it was that pretty.')).toEqual([]);
  });

  it('reads a guest turned away who names who they are, and one made to feel unwelcome in their own country', () => {
    expect(
      detectSensitive('Told us it was full and let the group behind us in. We are Aboriginal. Disgraceful.'),
    ).toEqual(['discrimination']);
    expect(
      detectSensitive(
        'The hostess seated a foreign couple who came after us first. Felt unwelcome in our own country.',
      ),
    ).toEqual(['discrimination']);
    expect(detectSensitive('I slipped on the wet back steps going out to the lot and busted my wrist.')).toEqual([
      'injury',
    ]);
    expect(
      detectSensitive('DJ was great. Just the bouncers are on a power trip, shoving people for no reason.'),
    ).toEqual(['staff-conduct']);
    // A guest who says it was not the place's fault has not been brushed off.
    expect(
      sensitiveDetailOf('Had my wallet taken from my bag, not their fault really. Staff helped me call the police.')
        .handledBadly,
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { englishReview, steakhouseProfile } from '../../../tests/support/playbook-fixtures.ts';
import { checkReply } from './reply-checks.ts';
import { detectSensitive } from './review-signals.ts';
import { emptyReplyMemory, suggestReply } from './reply-writer.ts';
import { sensitiveDetailOf } from './sensitive-detail.ts';

/** Replies to sensitive reviews: nothing admitted, but what the guest raised is not passed over. */

const profile = { ...steakhouseProfile(), name: 'Harbor Table' };

function replyTo(rating: Review['rating'], text: string): string {
  const review = englishReview(rating, text);
  const reply = suggestReply({
    review,
    insight: analyzeReview(text, 'en'),
    profile,
    variant: 0,
    memory: emptyReplyMemory(),
  });
  expect(checkReply({ reply, review, aspects: [], profile }).map((p) => p.code)).not.toContain('sensitive-admission');
  return reply;
}

describe('sensitive details', () => {
  it('reads what the guest found and whether raising it went badly', () => {
    expect(sensitiveDetailOf('There was a long hair in my soup. Told the waiter, he shrugged.')).toEqual({
      found: 'a long hair',
      handledBadly: true,
      inFood: true,
    });
    expect(sensitiveDetailOf('Found a piece of plastic in the salad.').found).toBe('a piece of plastic');
    expect(sensitiveDetailOf('We emailed twice and never heard back.').handledBadly).toBe(true);
    // What the person did is the case itself, not how raising it went.
    expect(
      sensitiveDetailOf('The barman made a comment about my weight. Laughed with his mate about it.').handledBadly,
    ).toBe(false);
    expect(
      sensitiveDetailOf('Server set the sizzling plate down without a word and I burned two fingers.').handledBadly,
    ).toBe(false);
    expect(sensitiveDetailOf("The manager just said 'nobody else complained'.").handledBadly).toBe(true);
    // The fault denied when it was raised: told it was not theirs, that it could be the guest's, where it came from.
    for (const told of [
      'Rang the next day and was told nobody else complained.',
      "Showed the staff and the lad said 'could be yours'.",
      'Staff said it must have come from outside.',
      "Called and they said 'not ours'.",
      "Manager said it's in the menu description.",
    ])
      expect(sensitiveDetailOf(`Found a hair in my curry. ${told}`).handledBadly).toBe(true);
    expect(sensitiveDetailOf('Saw a roach crawl across the counter. Told the cashier and she laughed.')).toEqual({
      found: 'a roach',
      handledBadly: true,
      inFood: false,
    });
    expect(sensitiveDetailOf('The manager apologised and comped the meal.')).toEqual({
      found: null,
      handledBadly: false,
      inFood: false,
    });
  });

  it('reads an injury and a complaint of discrimination told without the words', () => {
    expect(detectSensitive('Tripped over a loose mat at the door and sprained my ankle.')).toContain('injury');
    expect(detectSensitive('The patio steps are broken, I rolled my ankle on the way to the restroom.')).toContain(
      'injury',
    );
    expect(detectSensitive('The bench has a busted slat and my dad pinched his hand bad, needed stitches.')).toContain(
      'injury',
    );
    expect(
      detectSensitive("My friend uses a wheelchair and the host said the accessible table was 'reserved'. It wasn't."),
    ).toContain('discrimination');
    expect(
      detectSensitive('We were sat by the kitchen doors while a white party that came in after us got the window.'),
    ).toContain('discrimination');
    expect(
      detectSensitive(
        "Asked for the gluten free menu. Then my gf burger came in a normal bun and he said 'just take it out'.",
      ),
    ).toContain('allergen');
    expect(detectSensitive('Gluten free pasta was lovely and they were careful.')).toEqual([]);
    expect(detectSensitive('Slipped on the wet floor by the bar and hurt my knee.')).toContain('injury');
    expect(detectSensitive('They made us wait while the couple behind us, who were white, got a table.')).toContain(
      'discrimination',
    );
    expect(detectSensitive('The floor was wet by the bar and the tables were sticky.')).toEqual([]);
  });
});

describe('a reply to a sensitive review', () => {
  it('does not say "you" were unwell when the guest speaks of someone else, and owns an unanswered complaint', () => {
    const reply = replyTo(1, 'My son got food poisoning after the mussels. I called the next day and got no response.');
    expect(reply).not.toMatch(/you were unwell/);
    expect(reply).toMatch(/illness you describe/);
    expect(reply).toMatch(/raising it with us didn't get you the response/);
    expect(reply).not.toMatch(/mussels|poisoning/i);
  });

  it('names what the guest found, and says nothing of how it was handled where they did not complain of it', () => {
    const reply = replyTo(1, 'Found a hair in my ramen. Gross.');
    expect(reply).toMatch(/finding a hair in your food/);
    expect(reply).not.toMatch(/raising it with us/);
  });

  it('does not say a roach seen on the counter was in the food', () => {
    const reply = replyTo(1, 'Saw a roach crawl across the counter while we were ordering. Gross.');
    expect(reply).toMatch(/the roach you saw/);
    expect(reply).not.toMatch(/in your food/);
  });

  it('takes a discrimination complaint seriously rather than owning "your experience with our host"', () => {
    const reply = replyTo(
      1,
      "The host asked if we were 'sure we were in the right place.' The couple behind us, who were white, were seated right away.",
    );
    expect(reply).toMatch(/treated with respect/);
    expect(reply).not.toMatch(/experience with our host/);
  });
});

describe('a sensitive reply beside what went wrong after the guest raised it', () => {
  it('never owns a charge made only of the guest singled out as a fee of its own', () => {
    const reply = replyTo(
      1,
      'my friends and I (all black) got told about a 2 drink min and a dress code nobody else had to follow. white group next to us in flip flops got no such rule.',
    );
    expect(reply).toMatch(/treated with respect/);
    expect(reply).not.toMatch(/drink minimum|drink min\b/);
  });

  it('owns a repeated charge without admitting anything about the case', () => {
    const reply = replyTo(2, 'Found a hair in my korma. They did replace it but charged us for both.');
    expect(reply).toMatch(/finding a hair in your food/);
    expect(reply).toMatch(/I'm sorry, too, about being charged for both/);
  });

  it('takes a complaint of being passed over for white guests as discrimination', () => {
    const reply = replyTo(1, 'We were ignored for 30 min while white couples who came in after us got served.');
    expect(reply).toMatch(/treated with respect/);
  });
});

describe('what the seventh hold-out showed', () => {
  it('reads a fall told over two sentences as an injury, and an allergy the chef went over as cared for', () => {
    expect(
      detectSensitive('My mom slipped on a wet floor by the restrooms, there was no sign. She bruised her hip badly.'),
    ).toContain('injury');
    expect(
      detectSensitive(
        'Told them about my shellfish allergy and the chef came out to go over the menu with me. Felt so safe.',
      ),
    ).toEqual([]);
    expect(detectSensitive('Told them about my allergy but they still put nuts on it. Had a reaction.')).toContain(
      'allergen',
    );
  });

  it('does not name a server praised and then faulted in one sentence', () => {
    const reply = replyTo(
      3,
      'Pappardelle was lovely. Our waiter Marco was sweet but disappeared for like 20 min at a time.',
    );
    expect(reply).not.toMatch(/Marco/);
  });
});

describe('what the last hold-outs showed', () => {
  it('an allergy the team was amazing about is cared for; coeliac is not called an allergic reaction', () => {
    expect(
      detectSensitive(
        'I have a severe peanut allergy and they were amazing about it. Server double checked with the kitchen.',
      ),
    ).toEqual([]);
    const reply = replyTo(
      1,
      "Told them I'm celiac, was told the fries were safe. Same fryer as the onion rings. Sick for 2 days.",
    );
    expect(reply).not.toMatch(/allergic reaction/);
    expect(reply).toMatch(/coeliac and allergy needs very seriously/);
  });
});

describe('sensitive cases the last hold-outs showed missed', () => {
  it('an allergy the waiter said was no problem, then urgent care, is a reaction', () => {
    expect(
      detectSensitive(
        "Said I'm allergic to sesame, waiter said no problem. Dressing had sesame oil. Ended up in urgent care.",
      ),
    ).toContain('allergen');
  });

  it('plastic in the food, a tooth nearly broken and skin colour at the door are read', () => {
    expect(detectSensitive('Bit into a piece of plastic in my burger.')).toContain('food-safety');
    expect(sensitiveDetailOf('Bit into a piece of plastic in my burger.').found).toBe('a piece of plastic');
    expect(detectSensitive('The biryani had a bone I nearly broke a tooth on.')).toContain('food-safety');
    expect(detectSensitive('Only difference was our skin colour.')).toContain('discrimination');
    expect(
      detectSensitive(
        'Me and my friends (all Black) were told there were no tables, then a group of white lads who walked in after us got seated.',
      ),
    ).toContain('discrimination');
    expect(
      detectSensitive('Turned away for dress code while a group of white guys in hoodies walked right in behind us.'),
    ).toContain('discrimination');
    expect(detectSensitive('The white wine was great and the couple at the next table were lovely.')).toEqual([]);
    expect(
      detectSensitive(
        "My dad uses a wheelchair and the manager told us we'd be 'easier' at the back by the toilets. Felt like they wanted us hidden.",
      ),
    ).toContain('discrimination');
  });

  it('reads a burn as an injury, unless it was small, the guest blames no one and the team looked after it', () => {
    expect(
      detectSensitive(
        "But the grill wasn't secured, it slid when the server swapped it and I got a nasty burn on my wrist. Nobody checked on me after",
      ),
    ).toContain('injury');
    expect(
      detectSensitive(
        'My daughter touched the edge of the grill and got a small burn, totally our fault. Staff were amazing, brought ice straight away.',
      ),
    ).toEqual([]);
    // A fall on a wet floor stays a case for a person, however kind the staff were.
    expect(
      detectSensitive(
        'My mom slipped on a wet spot by the host stand and twisted her ankle. Staff were wonderful, got her ice.',
      ),
    ).toContain('injury');
  });

  it('a fingernail or wire in the food is food safety, and a shrug or a walk-off is raising it going badly', () => {
    const nail = 'Found a fingernail in my hash browns. Waitress just took the plate without a word.';
    expect(detectSensitive(nail)).toContain('food-safety');
    expect(sensitiveDetailOf(nail)).toEqual({ found: 'a fingernail', handledBadly: true, inFood: true });
    const wire =
      "Bit into a piece of wire in my chimichanga. The manager said 'must be the grill brush' and walked off.";
    expect(detectSensitive(wire)).toContain('food-safety');
    expect(sensitiveDetailOf(wire)).toEqual({ found: 'a piece of wire', handledBadly: true, inFood: true });
    expect(sensitiveDetailOf("Plastic in my burrito. Manager said 'it happens'.").handledBadly).toBe(true);
    expect(sensitiveDetailOf('Cockroach ran across the counter while we waited.').found).toBe('a cockroach');
    const reply = replyTo(1, wire);
    expect(reply).toContain('a piece of wire');
    expect(reply).toMatch(/raising it with us/);
  });

  it('an allergen caught before anyone ate it is no reaction, and "horribly ill" is illness', () => {
    const caught =
      'Told our server twice my son has a sesame allergy and the plate came out with tahini. Thankfully we checked before he ate anything.';
    expect(sensitiveDetailOf(caught).caughtInTime).toBe(true);
    // "Thank god I caught it", "thank god he checked": no reaction happened either.
    for (const told of [
      'Told our server TWICE my son has a peanut allergy and his pancakes still came out with peanut butter on top. Thank god I caught it.',
      'Told the waitress twice my son has a sesame allergy and his wrap came with tahini all over it. Thank god he checked.',
    ])
      expect(sensitiveDetailOf(told).caughtInTime).toBe(true);
    const reply = replyTo(1, caught);
    expect(reply).not.toMatch(/allergic reaction/);
    expect(reply).toMatch(/what happened with the allergy you told us about/);
    expect(detectSensitive('Got horribly ill the night after eating here, so did my wife.')).toContain('illness');
    // An allergy ignored with no reaction told of is not called a reaction either; one told of is.
    const untold = replyTo(
      2,
      'Told them about my peanut allergy, waiter said grand. Kung pao came out with peanuts all through it. Manager was mortified and remade it. I was on edge all night.',
    );
    expect(untold).not.toMatch(/allergic reaction/);
    expect(replyTo(1, 'Told them about my peanut allergy and my lips swelled up after the kung pao.')).toMatch(
      /allergic reaction/,
    );
  });
});

describe('allergens handled well are praise', () => {
  it('does not answer a guest who praised how staff knew the allergens as if they had a reaction', () => {
    expect(detectSensitive('Smoothies are huge. Staff knew every allergen without checking. Love this place.')).toEqual(
      [],
    );
    expect(detectSensitive('Menu has allergens clearly marked, great for my celiac son.')).toEqual([]);
    expect(detectSensitive('Told them about my allergy and I still had a reaction.')).toContain('allergen');
  });
});

describe('a charge the guest is taking to law', () => {
  it('is never owned beside the legal claim: the fee is the dispute itself', () => {
    const reply = replyTo(
      1,
      'They charged us a £50 no show fee even though we cancelled two days ahead. Small claims case is under way.',
    );
    expect(detectSensitive('Small claims case is under way.')).toContain('legal');
    expect(reply).not.toMatch(/sorry, too|no show fee/i);
    expect(reply).toMatch(/seriously/);
  });
});

describe('whom a sensitive case concerned, named without admitting', () => {
  it('names a guest who uses a wheelchair, and a child a member of the team spoke to', () => {
    const access = replyTo(
      1,
      "Came in with my friend who uses a wheelchair and the host told us there was 'no room'. He said the accessible table was 'reserved'. It wasn't. Filing a complaint with the city.",
    );
    expect(access).toMatch(/including guests who use a wheelchair/);
    expect(access).not.toMatch(/sorry about the room|the table you were given/);
    const child = replyTo(
      1,
      'Owner yelled at my kid for touching the napkin holder. Waffle was fine but we won’t be back',
    );
    expect(child).toMatch(/how your kid was spoken to/);
    expect(child).not.toMatch(/\bOwner\b.*yelled/);
  });
});

describe('a complaint of discrimination the guest leaves the reader to draw', () => {
  it('reads "We\'re Black. Draw your own conclusions" as a case for a person', () => {
    expect(
      detectSensitive(
        "the host seated two groups who came in after us first, said we looked like we wouldn't order much. We're Black. Draw your own conclusions",
      ),
    ).toContain('discrimination');
    expect(detectSensitive('We are black pudding fans. Full English was great.')).toEqual([]);
  });
});

describe('an order that broke a diet the guest told of', () => {
  it('reads meat served for a vegetarian, vegan or halal order as a dietary case', () => {
    expect(
      detectSensitive(
        "Got home to find they'd given us a lamb biryani instead of the veg one for my vegetarian mum. Rang them and they just said sorry.",
      ),
    ).toContain('allergen');
    expect(detectSensitive('They put chicken on my vegetarian bowl, didnt notice till I got home.')).toContain(
      'allergen',
    );
    expect(detectSensitive('The vegan pad thai turned out to have fish sauce in it.')).toContain('allergen');
    expect(
      detectSensitive('Told the waiter my wife is vegetarian and her risotto came with bacon all through it.'),
    ).toContain('allergen');
    expect(detectSensitive('Great vegetarian options and the lamb was perfect for me.')).toEqual([]);
    expect(detectSensitive('The veggie burger was dry, and the chicken wings were cold.')).toEqual([]);
  });

  it('names the order, not an allergy, and owns how raising it went', () => {
    const reply = replyTo(
      2,
      "Ordered for collection, got home to find they'd given us a lamb biryani instead of the veg one for my vegetarian mum. Rang them and they just said sorry. Not good enough",
    );
    expect(reply).toMatch(/what happened with the vegetarian order/);
    expect(reply).toMatch(/dietary requirements very seriously/);
    expect(reply).toMatch(/raising it with us didn't get you the response/);
    expect(reply).not.toMatch(/allergic reaction|visit fell short/);
  });

  it('owns a hair picked out with bare fingers and the plate put back as the handling, not only the hair', () => {
    const reply = replyTo(
      1,
      'Found a hair in my beans and when I told the waitress she just picked it out with her fingers and put the plate back down.',
    );
    expect(reply).toMatch(/finding a hair in your food/);
    expect(reply).toMatch(/raising it with us didn't get you the response/);
  });
});

describe('what the readers of own-test75 and 76 found missed', () => {
  const arrabbiata =
    'I told the waiter TWICE im vegetarian and asked was the arrabbiata meat free, he said yes. Found pancetta halfway through. 12 years no meat. Manager just shrugged.';
  const kimchi =
    'Im vegetarian and specifically asked if the kimchi fried rice had meat, server said no. Half way thru I found chunks of spam and pork. When I showed him he just shrugged and said "small". Disgusted';

  it('reads meat found by a guest who said they are vegetarian as the vegetarian order, and owns the shrug', () => {
    for (const text of [arrabbiata, kimchi]) {
      expect(detectSensitive(text)).toContain('allergen');
      expect(sensitiveDetailOf(text)).toMatchObject({ dietary: 'vegetarian', handledBadly: true });
      const reply = replyTo(1, text);
      expect(reply).toMatch(/what happened with the vegetarian order/);
      expect(reply).toMatch(/raising it with us didn't get you the response/);
      expect(reply).not.toMatch(/allergic reaction|manager just shrugged/);
    }
    // Asked whether it was vegetarian, or told the waiter twice: the same case.
    expect(detectSensitive('Asked if the pho was vegetarian, waiter said yes, found beef slices in it.')).toContain(
      'allergen',
    );
    expect(detectSensitive("Told the waiter twice I'm vegan and the curry came with chicken in it.")).toContain(
      'allergen',
    );
    // Meat on the menu, or on someone else's plate, is no case.
    for (const text of [
      'Great vegetarian options and the lamb was perfect for me.',
      "I'm vegetarian and found plenty to eat, my husband loved the bacon burger.",
      "We're vegan and found chicken in nearly every dish on the menu, so slim pickings.",
    ])
      expect(detectSensitive(text), text).toEqual([]);
  });

  it('reads a threat from the door or the counter as how the guest was treated, and a report to licensing as legal', () => {
    const door =
      "Bouncer told my mate to 'get tae f*** before I put ye through that windae' cause he asked why we couldnt come in. We were sober. Absolute disgrace, reported to licensing";
    expect(detectSensitive(door)).toEqual(expect.arrayContaining(['staff-conduct', 'legal']));
    expect(replyTo(1, door)).toMatch(/discuss it with you directly/);
    const counter =
      "Asked for provolone instead of whiz right after I ordered and the guy in the window said if I didnt like it I could get out or he'd come out there and make me. Over a cheesesteak. Not going back";
    expect(detectSensitive(counter)).toContain('staff-conduct');
    const reply = replyTo(1, counter);
    expect(reply).toMatch(/how you were treated/);
    expect(reply).not.toMatch(/mistake with your order/);
    expect(detectSensitive('Writing to the licensing board about this.')).toContain('legal');
    for (const text of [
      "The chef said he'd come out and make us a fresh one, lovely touch.",
      'Staff told my son to get out of the way of the kitchen door, fair enough.',
      'Bar closes at 11 because of licensing, which is a shame.',
    ])
      expect(detectSensitive(text), text).toEqual([]);
  });

  it('reads being served after every white person who came in as discrimination, never the white wine', () => {
    const bar =
      'Me and two friends, all Black, sat at the bar and the bartender served every white person who walked in after us first. Asked twice. A guy next to us said "yeah he does that". Never again';
    expect(detectSensitive(bar)).toContain('discrimination');
    expect(replyTo(1, bar)).toMatch(/treated with respect/);
    expect(detectSensitive('We were told no tables then a white guy walked straight in and got seated.')).toContain(
      'discrimination',
    );
    for (const text of [
      'They served the white wine first.',
      'The white lady who served us was lovely.',
      'A white guy at the next table recommended the ribs.',
    ])
      expect(detectSensitive(text), text).toEqual([]);
  });

  it('reads being mocked by the team as how the guest was treated, never a laugh shared', () => {
    const latte =
      'Barista with the tattoos made fun of my order to his coworker right in front of me, "who orders a caramel latte here lol". Me apparently. Paid $7.25 to get laughed at. Wont be back';
    expect(detectSensitive(latte)).toContain('staff-conduct');
    const reply = replyTo(1, latte);
    expect(reply).toMatch(/how you were treated/);
    expect(reply).not.toMatch(/pleased to read this/);
    for (const text of [
      'We laughed at the menu names, so clever.',
      'Had a laugh with the staff, great night.',
      'Staff laughed at my attempt at Thai lol. Love it.',
    ])
      expect(detectSensitive(text), text).toEqual([]);
  });

  it('owns care not offered, no accident form, "we cant guarantee anything" and "not one of ours"', () => {
    const stairs =
      'Fell down the basement stairs going to the restroom, no railing and the light was out. Sprained my wrist badly. Bartender saw and didnt even offer ice, just said "happens all the time". Fix your stairs';
    expect(detectSensitive(stairs)).toContain('injury');
    expect(sensitiveDetailOf(stairs).handledBadly).toBe(true);
    expect(replyTo(1, stairs)).toMatch(/raising it with us didn't get you the response/);
    const form =
      'Slipped on the wet floor by the jacks, no sign, no mop, nothing. Hurt my wrist properly, had to get it xrayed in the Mercy. Staff didnt even fill in an accident form. Poor';
    expect(sensitiveDetailOf(form).handledBadly).toBe(true);
    const coeliac =
      'I have celiac and told our waitress 3 times. The "gluten free" rigatoni was obviously regular pasta and I was sick all night. When I called, the manager said "we cant guarantee anything". Then say that upfront!';
    expect(sensitiveDetailOf(coeliac)).toMatchObject({ handledBadly: true, coeliac: true });
    expect(replyTo(1, coeliac)).toMatch(/raising it with us didn't get you the response/);
    const hair =
      "Found a hair in my chips. Brought it back and the lad said 'thats not one of ours'. grand so, it was a long black hair and im bald. disgusting";
    expect(sensitiveDetailOf(hair).handledBadly).toBe(true);
    const reply = replyTo(1, hair);
    expect(reply).toMatch(/finding a hair in your food/);
    expect(reply).toMatch(/raising it with us didn't get you the response/);
    // An accident form filled in, or a warning given before the guest ordered, is no bad handling.
    expect(
      sensitiveDetailOf(
        'I slipped on a wet floor and hurt my wrist. Duty manager was kind and filled out an accident form.',
      ).handledBadly,
    ).toBe(false);
    expect(
      sensitiveDetailOf(
        "Server said they can't guarantee no traces of nuts, so I ordered the fish. Still had a reaction.",
      ).handledBadly,
    ).toBe(false);
  });

  it('reads a coeliac guest sick after a gluten-free order as both the illness and the coeliac case', () => {
    for (const text of [
      'I have celiac and told our waitress 3 times. The "gluten free" rigatoni was obviously regular pasta and I was sick all night.',
      'Im coeliac and asked for the GF toast, confirmed it with the server. Sick all night after and when I went back they admitted it was ordinary sourdough.',
    ]) {
      expect(detectSensitive(text)).toEqual(expect.arrayContaining(['illness', 'allergen']));
      expect(sensitiveDetailOf(text).coeliac).toBe(true);
    }
  });
});
describe('a coeliac guest who was ill after a gluten-free order', () => {
  it('is answered about the coeliac order, not only "the illness you describe"', () => {
    for (const text of [
      'I have celiac and told our waitress 3 times. The "gluten free" rigatoni was obviously regular pasta and I was sick all night. When I called, the manager said "we cant guarantee anything". Then say that upfront!',
      'Im coeliac and asked for the GF toast, confirmed it with the server. Sick all night after and when I went back they admitted it was ordinary sourdough.',
    ]) {
      const reply = replyTo(1, text);
      expect(reply).toMatch(/unwell\. We take coeliac and allergy needs very seriously/);
      expect(reply).not.toMatch(/illness you describe|allergic reaction/);
    }
  });
});

describe('what readers of the New Zealand and Mountain sets found', () => {
  it('reads two modifiers before "ill", a spilt pot of tea on a child, a threat and mates let in by colour', () => {
    expect(detectSensitive('By 2am my husband and I were both violently ill.')).toContain('illness');
    expect(
      detectSensitive("Waitress tripped and spilt a hot pot of tea on my 4 y/o's arm. No first aid offered."),
    ).toContain('injury');
    expect(detectSensitive("Asked why and he told me to 'get out before I make you'. Infront of my kids.")).toContain(
      'staff-conduct',
    );
    expect(
      detectSensitive("Bouncer let our pakeha mates straight in then told me and my cousin 'not tonight boys'."),
    ).toContain('discrimination');
  });

  it('does not read someone else being sick, or broken glass nobody was hurt by, as a case for a person', () => {
    expect(detectSensitive('Sticky floors and someone was sick in the corner and no one cleaned it.')).toEqual([]);
    expect(detectSensitive('The beer garden is covered in broken glass and no one wipes the tables.')).toEqual([]);
  });

  it('owns no first aid and no manager as how raising it went', () => {
    expect(
      replyTo(
        2,
        "Waitress tripped and spilt a hot pot of tea on my 4 y/o's arm. No manager came over, no first aid offered.",
      ),
    ).toMatch(/raising it with us didn't get you the response/);
  });
});

describe('how the guest says they were answered, named', () => {
  it('names a hang-up, and a threat beside what was found, as their own lines', () => {
    expect(
      replyTo(
        1,
        'Got the rare steak pho for takeout and we were both sick all weekend. Called and the lady hung up on me.',
      ),
    ).toMatch(/hung up on when you called us/);
    const threat = replyTo(
      1,
      'My latte had a hair in it. Guy behind the counter got in my face and told me to "get out before I make you".',
    );
    expect(threat).toMatch(/finding a hair/);
    expect(threat).toMatch(/how you were treated, which we take just as seriously/);
  });
});

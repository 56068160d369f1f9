import { describe, expect, it } from 'vitest';
import { carefulReplyTo } from '../../../tests/support/sensitive-replies.ts';
import { detectSensitive } from './review-signals.ts';
import { sensitiveDetailOf } from './sensitive-detail.ts';

/** Replies to sensitive reviews: nothing admitted, but what the guest raised is not passed over. */

const replyTo = carefulReplyTo;

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
    expect(reply).toMatch(/didn't hear back from us when you got in touch/);
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
    // The guest's account named as theirs ("you felt"), admitting nothing.
    expect(reply).toMatch(/you felt you were treated differently from guests who arrived after you/);
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
    expect(reply).toMatch(/you felt you were treated differently/);
    expect(reply).toMatch(/Every guest deserves the same welcome/);
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

describe('a careful reply that names the case as the guest told it', () => {
  it("names being shouted or sworn at, and where, as the guest's account", () => {
    expect(
      replyTo(1, 'The manager yelled at my husband in front of the whole patio because he asked to move tables.'),
    ).toMatch(/your husband was shouted at in front of other guests/);
    expect(
      replyTo(1, 'The landlord told us if we didnt like it we could f*** off somewhere else, in front of my kids.'),
    ).toMatch(/you were sworn at in front of your children/);
  });

  it('acknowledges who was hurt beside a legal claim, and still takes the claim offline', () => {
    const reply = replyTo(
      1,
      'My mother is 78 and slipped on a wet floor by the restrooms, no sign out. Her wrist is fractured. Our lawyer will be in touch.',
    );
    expect(reply).toMatch(/your mother was hurt/);
    expect(reply).toMatch(/discuss it with you directly rather than here/);
    expect(reply).not.toMatch(/wet floor|no sign|our fault|we should/i);
  });

  it("hears \"we're Black, and it's hard not to think that's why\" as a discrimination case", () => {
    const reply = replyTo(
      1,
      "Two couples who came in after us got menus right away. We're Black, and it's hard not to think that's why.",
    );
    expect(reply).toMatch(/treated differently/);
    expect(reply).not.toMatch(/rolled her eyes|20-minute wait/);
  });
});

describe('a hurt the team looked after', () => {
  it('says sorry they were hurt before any thanks, and never opens with a smile', () => {
    const reply = replyTo(
      5,
      'Our little one smacked his head on the low beam by the stairs and staff had an ice pack on him in seconds. Chicken n dumplins were amazing too',
    );
    expect(reply).toMatch(/your little one was hurt, and I'm glad our team could help/);
    expect(reply).not.toMatch(/smile|made our day|joy to read/);
    expect(reply).not.toMatch(/beam|stairs|our fault/i);
  });

  it('names no one where the guest did not say who was hurt', () => {
    const reply = replyTo(
      5,
      'Slipped on the wet flagstones coming in and went down hard on my knee. Staff were brilliant, ice pack, first aid kit. Roast was fab.',
    );
    expect(reply).toMatch(/sorry to read about the accident/);
  });
});

describe('staff shouting, as the guest told it', () => {
  it('hears "started shouting at us in front of everyone" as staff conduct, named without admitting anything', () => {
    const reply = replyTo(
      1,
      'Asked the waiter to change the dal as it was stale, and the owner came and started shouting at us in front of everyone. Shameful.',
    );
    expect(reply).toMatch(/you were shouted at in front of other guests/);
    expect(reply).not.toMatch(/dal wasn't fresh/);
  });
});

describe('a claim taken to a consumer court or tribunal', () => {
  it('is a legal case: nothing about the charge is admitted', () => {
    const reply = replyTo(
      1,
      'Charged me 640 for a family pack that barely fed two. Will take this to consumer court if I dont get a refund.',
    );
    expect(reply).toMatch(/discuss it with you directly rather than here/);
    expect(reply).not.toMatch(/charge on your bill|prices/);
  });

  it('hears "(all Malay)" turned away while another group walked in as a case at the door', () => {
    const reply = replyTo(
      1,
      "Bouncer let the ang moh group in straight away but told my friends and me (all Malay) it's full. Disgusting.",
    );
    expect(reply).toMatch(/same welcome at our door/);
  });
});

describe('a complaint to a consumer body, a demand letter, and a guest treated differently for their language', () => {
  it('is a legal case: nothing about the charge is admitted', () => {
    for (const text of [
      "Charged us an $18 gratuity on top of the 15% already on the bill. I'm filing a complaint with Consumer Protection.",
      "They charged my card twice for one meal. The manager keeps saying 'tomorrow'. My advocate is sending a demand letter.",
    ]) {
      const reply = replyTo(1, text);
      expect(reply).toMatch(/discuss it with you directly rather than here/);
      expect(reply).not.toMatch(/gratuity|charged twice|being charged/);
    }
  });

  it('hears being told to speak English, an accent charged more, and foreigners let in first as cases', () => {
    for (const text of [
      "Ordered in Welsh and the manager leaned over and told me 'we speak English in here, love'. Never been so insulted.",
      'Lobster huge. But dem overcharge when dem hear yuh accent from foreign, my cousin pay less for the same plate',
      'Bouncer let in a whole group of foreigners while telling me and my friends the place full. Disgraceful',
    ]) {
      expect(replyTo(1, text)).toMatch(/treated with respect|same welcome at our door/);
    }
  });
});

describe('a theft at the table, a fall on the deck, a fly served back, guests set apart by who they are', () => {
  it('hears a theft or a guest who no longer feels safe as a case, admitting nothing about it', () => {
    for (const text of [
      'My wallet was stolen off the back of my chair while we ate and the doorman said not their problem.',
      'Someone swiped my phone from the table and staff shrugged. Burger fine but I do not feel safe here now.',
    ]) {
      expect(detectSensitive(text)).toContain('security');
      const reply = replyTo(1, text);
      expect(reply).toMatch(/guests' safety matters/);
      expect(reply).not.toMatch(/stolen|wallet|phone|doorman/);
    }
    // "nicked half my chips": a seagull, not a theft.
    expect(detectSensitive('A gull nicked half my chips on the harbour wall, fish was lovely.')).toEqual([]);
  });

  it('hears a fall on a wet deck whose hazard the guest names as an injury, even when staff brought ice', () => {
    const text = 'Slipped on the wet decking by the bar and banged up my elbow. Staff brought ice. Put some mats down.';
    expect(detectSensitive(text)).toEqual(['injury']);
    expect(replyTo(3, text)).toMatch(/injury/);
  });

  it('hears a price list for foreigners, a couple of two men sneered at, and later foreign guests seated first', () => {
    for (const text of [
      'They handed us the tourist menu and when our local friend asked, the normal menu was half the price.',
      "We're both guys, holding hands, and the host made a snide comment before seating us by the bins.",
      'We were put by the toilets while foreign guests who came in after us got the garden tables.',
      'We were all Nigerian, told no tables, then a table of expats walked in and got seated at once.',
    ]) {
      expect(detectSensitive(text)).toContain('discrimination');
      expect(replyTo(1, text)).toMatch(/treated with respect|same welcome/);
    }
  });
});

describe('a serious incident the team handled well', () => {
  it('reads a guest kept bothering someone, a car broken into and a guest taken ill as cases', () => {
    expect(detectSensitive('A drunk guy kept bothering my teen daughter all night.')).toContain('security');
    expect(detectSensitive('Someone smashed my car window in the lot and took my backpack.')).toContain('security');
    expect(detectSensitive('My father fainted at our table on a hot day. They called 112.')).toContain('injury');
    expect(detectSensitive('The meatballs made me faint with joy.')).toEqual([]);
    expect(detectSensitive('The front step is broken and my mother fell going out and cut up her knee.')).toContain(
      'injury',
    );
  });

  it('says sorry a father who slipped on the rooftop steps was hurt, and never that the guest felt rushed', () => {
    const reply = replyTo(
      5,
      'My father slipped on the rooftop steps, the staff rushed with a first aid kit and ice pack within a minute and even called a cab for us. Very humane.',
    );
    expect(reply).toMatch(/your father was hurt/);
    expect(reply).not.toMatch(/rushed/);
  });

  it('thanks the person the guest credits, by name, and still admits nothing and invites them to get in touch', () => {
    const reply = replyTo(
      5,
      'A drunk guy off one of the ships kept bothering my teen daughter. The bartender Marcus spotted it and had him walked out in minutes, then checked on her. Chowder great too. Thank you',
    );
    expect(reply).toMatch(/safety matters/);
    expect(reply).toMatch(/I'm glad Marcus was there to help, and I'll pass your thanks on\./);
    // A five-star thank-you is not a complaint to look into: the invitation is to come back and ask for the owner.
    expect(reply).toMatch(/please ask for me when you are next in/);
    expect(reply).not.toMatch(/hear the details/);
    expect(reply).not.toMatch(/chowder|smile|delighted/i);
  });

  it('thanks the team where the guest names no one, and names who was taken ill', () => {
    const reply = replyTo(
      5,
      "My father fainted at our table on a hot day. A waiter called 112 immediately and cooled him with wet towels until the ambulance came. He's fine. Thank you all, truly.",
    );
    expect(reply).toMatch(/your father was taken ill during your visit/);
    expect(reply).toMatch(/I'm glad our team was there to help/);
    // At three stars, beside a fault the guest names, the case is still one to hear in full.
    const mixed = replyTo(
      3,
      "My phone was nicked off our table on the deck. Staff were great, checked the CCTV with us and rang the police, but there's no one keeping an eye on the deck at all.",
    );
    expect(mixed).toMatch(/I'm glad our team was there to help/);
    expect(mixed).toMatch(/hear the details and follow up properly/);
  });

  it('says nothing of help where the guest says the staff did not want to know', () => {
    const reply = replyTo(
      2,
      'My phone was taken off our table while we went up for napkins and the staff didnt want to know, wouldnt check their camera. Watch your stuff here.',
    );
    expect(reply).not.toMatch(/glad .* was there to help/);
    expect(reply).toMatch(/didn't get you the response you were looking for/);
  });
});

describe('safety and hygiene cases told in other words', () => {
  it('reads a bag grabbed and chased down as a theft the team helped with, never as how the guest was treated', () => {
    const reply = replyTo(
      5,
      'Someone grabbed my bag from the beach chair during lunch and the guard chased him down the beach and got it back! Food great too.',
    );
    expect(reply).toMatch(/I'm glad our team was there to help/);
    expect(reply).not.toMatch(/how you were treated/);
  });

  it("reads a waiter shouting in a guest's face, a waiter flirting, a police report and taking it further as cases", () => {
    expect(
      detectSensitive(
        'Waiter got aggressive, shouting in my face. Reported to tourist police and will take this further.',
      ),
    ).toEqual(expect.arrayContaining(['legal', 'staff-conduct']));
    expect(detectSensitive('The waiter flirted with my sister nonstop and kept sitting at our table.')).toContain(
      'staff-conduct',
    );
  });

  it('says "what you saw" of a sneeze over the pot or the same gloves for money and food', () => {
    const reply = replyTo(1, 'Soup was watery. And the fella serving sneezed right over the pot. Not hygienic at all.');
    expect(reply).toMatch(/what you saw\. We take cleanliness and food safety very seriously/);
    expect(detectSensitive('Guy handling money and food with same gloves. Pls fix.')).toContain('food-safety');
  });

  it('answers a guest who felt unsafe without saying something happened to them', () => {
    const reply = replyTo(
      3,
      'Corn soup good. But standing on the side of the road at night feels unsafe, need some lighting.',
    );
    expect(reply).toMatch(/you didn't feel safe/);
    expect(reply).not.toMatch(/what happened during your visit/);
    // Comments made about a guest are something that happened, not only a feeling.
    const harassed = replyTo(
      1,
      'The fellas at the bar making comments about our bodies the whole time and the barman just laughing along. Felt very unsafe as women.',
    );
    expect(harassed).toMatch(/what happened during your visit/);
  });
});

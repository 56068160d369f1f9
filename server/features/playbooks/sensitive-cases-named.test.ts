import { describe, expect, it } from 'vitest';
import { carefulReplyTo } from '../../../tests/support/sensitive-replies.ts';
import { detectSensitive } from './review-signals.ts';
import { sensitiveDetailOf } from './sensitive-detail.ts';

/**
 * Sensitive cases the readers of own-test72 … 78 found missed or named too vaguely: a diet an order broke, threats and
 * mockery, a refusal at the door, how raising it went, and whom the case concerned — named as the guest's account,
 * admitting nothing.
 */

const replyTo = carefulReplyTo;

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
    expect(reply).toMatch(/you felt threatened/);
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
    expect(threat).toMatch(/you felt threatened, which we take just as seriously/);
  });
});

describe('the case named as the guest told it, admitting nothing', () => {
  it('names a child who was hurt, a refusal at the door, a threat and a silence after writing to us', () => {
    const child = replyTo(
      2,
      "Waitress tripped on a chair and spilt a hot pot of tea on my 4 y/o's arm. No manager came over, no first aid offered.",
    );
    expect(child).toMatch(/your child was hurt/);
    expect(child).not.toMatch(/spilt|waitress|burn/i);
    expect(
      replyTo(
        1,
        "Bouncer let our pakeha mates straight in then told me and my cousin 'not tonight boys'. Same clothes.",
      ),
    ).toMatch(/the same welcome at our door/);
    const silence = replyTo(
      1,
      'My latte had a hair in it. Guy behind the counter got in my face and told me to "get out before I make you". Emailed the owner, no response',
    );
    expect(silence).toMatch(/you felt threatened/);
    expect(silence).toMatch(/didn't hear back from us/);
    expect(silence.match(/I'm also sorry/g)).toHaveLength(1);
  });
});

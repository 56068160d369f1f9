import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('the one or two things a four-star guest marks down', () => {
  it('owns how they could pay, the fire, the hours and the room by name', () => {
    expect(complaints('Stew was hearty. Only card payment which caught my dad out.', 4)).toContain('not taking cash');
    expect(complaints('Decor is tired and they dont take card which is a pain these days.', 4)).toEqual([
      'the room looking worn',
      'only taking cash',
    ]);
    expect(complaints('Sunday dinner spot on. Only moan is the fire wasnt lit on a freezing day', 4)).toEqual([
      'the fire not being lit',
    ]);
    expect(complaints('Great oat latte, huge burrito. Opens too late tho', 4)).toEqual([
      'our opening hours not suiting you',
    ]);
    expect(complaints('Kinda dark and dingy inside, and the wings were small.', 4)).toContain('the room looking worn');
    expect(complaints('AC was barely working though so it was like 85 inside.', 4)).toContain('the AC not working');
  });

  it('owns what the team did or would not do', () => {
    expect(complaints('Knocked a star off cos we booked for 8 and didnt sit down til 8.35.', 4)).toContain(
      'the wait to be seated',
    );
    expect(complaints('Only niggles were the waiter rushing us to order drinks the minute we sat down', 4)).toContain(
      'being rushed to order',
    );
    expect(complaints('They sat us by the door, and asked to move and was told no despite empty tables', 4)).toContain(
      'not being moved when you asked',
    );
    expect(complaints('Only gripes, they dont do gravy which is a crime.', 4)).toContain('not having gravy');
    expect(
      complaints('Burger was juicy. Only downside, they charge $3 to split a plate which feels petty.', 4),
    ).toContain('the charge for splitting a plate');
    expect(complaints('Beer list is short for a brewery tho, only 5 on tap.', 4)).toContain('the short beer list');
    expect(complaints('Eggs benny was great. Downsides - the music was a bit much for 10am on a Sunday', 4)).toContain(
      'how loud the music was',
    );
  });

  it('leaves what the guest was fine with, or what was not the room', () => {
    expect(complaints('Natural wine list is small but good. Booked online easy.', 5)).toEqual([]);
    expect(complaints('Cardamom bun is the best. Card only which is fine.', 3).join()).not.toMatch(/cash/);
    expect(complaints('20 min queue at the carvery though. Dessert trolley looked a bit tired.', 3).join()).not.toMatch(
      /room/,
    );
  });
});

describe('what the readers of two new sets found said wrong', () => {
  it('keeps a dish named with its own "and" whole', () => {
    expect(complaints('Paid £26 for fish and chips sat in, which is daft money. Peas were cold.', 2)).toContain(
      'the price of the fish and chips',
    );
    expect(complaints('Salt and pepper chicken was soggy and they forgot the curry sauce.', 1)).toContain(
      'the salt and pepper chicken was soggy',
    );
    expect(
      complaints('£4.20 for a flat white and a sad looking banana bread that was dry in the middle.', 2).join(),
    ).not.toMatch(/looking banana/);
  });

  it('says back who did it and what was refused in words that read right', () => {
    expect(complaints('Fish was tiny. Woman serving barely looked at us.', 2)).toContain(
      'the person serving you barely looked at you',
    );
    expect(complaints('Naans were rock hard. Driver was rude. Refund refused', 1)).toContain(
      'the refund being refused',
    );
    expect(
      complaints(
        'The lad behind the bar said we couldnt have the kids menu after 6 even though it doesnt say that anywhere.',
        1,
      ),
    ).toContain('being refused the kids menu');
    expect(complaints('Lovely setting but they told us food had finished at 2.30 when the sign says 3.', 2)).toContain(
      'the kitchen closing before its posted time',
    );
    expect(
      complaints('Barista got 2 of our 3 coffees wrong and the wifi password is a state secret apparently.', 3),
    ).toContain('the wifi');
    // "gave it to the dog" is the family's dog, never a hot dog.
    expect(complaints('Mixed kebab was all fat. Gave it to the dog and even he wasnt keen', 1).join()).not.toMatch(
      /dog/,
    );
    // "they refused to swap the egg" stays what they did.
    expect(complaints('The chashu was all fat and they refused to swap the egg for extra corn.', 3).join()).not.toMatch(
      /were refused to/,
    );
  });

  it('never says the guest went cold, or "the couple", and owns a size that was not what was paid for', () => {
    expect(complaints('Took 1 hr 40, driver blamed the kitchen. Ended up cold.', 2).join()).not.toMatch(/you ended up/);
    expect(
      complaints('Naan was cold, trays weren’t refilled and a couple were empty the whole time.', 3).join(),
    ).not.toMatch(/the couple/);
    expect(
      complaints('Crabs were good but definitely not the size we paid for, those were smalls not larges.', 3),
    ).toContain('not getting the size you paid for');
  });

  it('never runs another subject into a dish, owns what a guest credits or waves off as such', () => {
    expect(
      complaints('Fried chicken was fine but everything else was lukewarm. $14.99 for seniors is steep.', 2).join(),
    ).not.toMatch(/fried chicken everything|price of the seniors/);
    expect(complaints('Turkey dry, ham fatty. Desserts were nice but didnt make up for it', 2).join()).not.toMatch(
      /desserts/,
    );
    expect(complaints('Bread came out stale. Our server was sweet so 2 stars instead of 1', 2)).toEqual([
      'the bread came out stale',
    ]);
    // "tasted of nothing" is still a fault.
    expect(complaints('Curry sauce tasted of nothing and the chips were swimming in grease.', 3).join()).toMatch(
      /tasted of nothing/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('more faults said plainly, read last', () => {
  it('owns each dish a list faults without a verb, and a dish that came out wrong clauses after it was named', () => {
    const listed = complaints('Pork chop tough, rice hard like yesterday, and the gravy was fine. Staff nice.', 2);
    expect(listed).toContain('the rice was hard');
    expect(complaints('Pot of tea stewed and the scone was dry.', 2)).toContain('the tea was stewed');
    expect(complaints('Ordered the shepherd’s pie, it took ages and came out lukewarm.', 3).join(' | ')).toMatch(
      /pie arrived lukewarm/,
    );
    expect(complaints('We waited 40 mins for two baked potatoes that came out hard in the middle.', 2)).toContain(
      'the baked potatoes arrived hard in the middle',
    );
    // A cold beer and a dry wine are as they should be.
    expect(complaints('Burger great, beer cold, wine dry and crisp. Lovely.', 5)).toEqual([]);
    expect(complaints('Jerk pork on point, ice cold Carib. Bathrooms basic but who cares', 5)).not.toContain(
      'the ice arrived cold',
    );
  });

  it('gives the general words about a dish way to what the guest said of it', () => {
    const said = complaints('Mug of coffee stewed, eggs runny. Waitress lovely though.', 2);
    expect(said).toContain('the coffee was stewed');
    expect(said.join(' | ')).not.toMatch(/coffee wasn't what you hoped for/);
  });

  it('owns drinks mostly ice, leaking containers, a sticky table and trips to the bar', () => {
    expect(complaints('$18 margaritas and they were mostly ice. Band was good.', 2)).toContain(
      'the margaritas being mostly ice',
    );
    expect(complaints('Smoothies are great. But the paper cups fall apart in like 5 minutes.', 4)).toContain(
      'the paper cups falling apart',
    );
    const room = complaints('Burger was good. Table sticky and we had to go up to the bar twice to order.', 2);
    expect(room).toEqual(expect.arrayContaining(['the sticky table', 'having to go up to the bar to be served']));
    // Dirty tables already owned are not owned twice.
    expect(
      complaints('Dirty tables and the tables were sticky. Food cold.', 1).filter((c) => /table/.test(c)),
    ).toHaveLength(1);
  });

  it('owns later tables served first, food after the meal, the wifi, card only and hours', () => {
    expect(
      complaints('Soup was nice but the couple beside us got served first even though they came in after us.', 3),
    ).toContain('a table that came in after you being served before you');
    expect(complaints('Mains fine but the kids’ meals came out after we had finished ours.', 3)).toContain(
      "the kids' meals arriving after you had finished",
    );
    expect(complaints('Good flat white and the wifi never worked, shame.', 4)).toContain('the wifi not working');
    expect(complaints('Chowder was great but they only take card now, my mum wasn’t happy.', 4)).toContain(
      'the change to card-only payments',
    );
    expect(complaints('Love the pastries. But now they close Tuesdays, which ruined our plans.', 4)).toContain(
      'the change to our opening hours',
    );
    expect(complaints('Decent pub. Only gripe is they stop food at 8 which is a bit early.', 4)).toContain(
      'the food service ending at 8',
    );
    expect(complaints('Kitchen closes at 9 and that is not posted anywhere online. Fish was fine.', 2)).toContain(
      'our hours not being posted online',
    );
  });

  it('owns a thin selection, a refused move, a wait said by its length, bugs and dust', () => {
    expect(complaints('Wings good. Beer selection is 2 domestics, not great.', 3)).toContain(
      'the limited beer selection',
    );
    expect(complaints('Only one vegan option on the whole menu, which is poor.', 3)).toContain(
      'the lack of vegan options',
    );
    expect(complaints('They sat us by the door and when we asked to move we got a flat no.', 2)).toContain(
      'being refused when you asked to move',
    );
    expect(complaints('Noodles were great. Was 50 mins on a Tuesday though.', 3)).toContain('the 50-minute wait');
    expect(complaints('Sunset was beautiful but the mosquitoes were eating us alive.', 3)).toContain(
      'the bugs outside',
    );
    expect(complaints('Bit dusty but that is half the charm. Pints great.', 4)).not.toContain('how dusty it was');
    // Dusty behind the bar is a person.
    expect(complaints('Nachos were soggy. Bartender Dusty was slammed but still funny.', 3)).not.toContain(
      'how dusty it was',
    );
    expect(complaints('Lentil soup tasted like nothing and the bread was stale.', 2)).toContain(
      'the lentil soup was tasteless',
    );
  });

  it('owns items missing and the answer on the phone, sell-outs, card machines, the wait to pay, smells and floods', () => {
    const order = complaints(
      'Got home and 3 tacos were missing. Rang and they said we should have checked the bag.',
      1,
    );
    expect(order.join(' | ')).toMatch(/tacos (?:were )?missing/);
    expect(order).toContain('the response you got when you raised it');
    expect(complaints('Drove out for the famous cinnamon rolls and they were out by 9 on a Sunday.', 2)).toContain(
      'running out of the cinnamon rolls early',
    );
    const paying = complaints('Coffee fine. Card machine took 4 tries and we waited 10 mins to pay.', 2);
    expect(paying).toContain('the card machine playing up');
    expect(paying.join(' | ')).toMatch(/10[- ]minute wait to pay|waited 10 minutes to pay/);
    expect(
      complaints('Pie was good but the card reader kept declining and it took forever to pay.', 3).join(' | '),
    ).toMatch(/the card machine/);
    expect(complaints('Nachos good but the whole place smells of stale beer.', 3)).toContain('the smell of stale beer');
    expect(complaints('Pints fine. The gents was flooded, and the ladies too.', 2).join(' | ')).toMatch(/flooded/);
    expect(complaints('Turned up at 7 and they were already packing up, sign says 9.', 1)).toContain(
      'being closed during our posted hours',
    );
    expect(complaints('Sent the risotto back and the second one was just as bad.', 1)).toContain(
      'the replacement being no better',
    );
    // Money said with a shrug is not a complaint.
    expect(complaints('Wings were great. $9 a pint at happy hour is alright. Fries soggy.', 3)).not.toContain(
      'the prices',
    );
  });
});

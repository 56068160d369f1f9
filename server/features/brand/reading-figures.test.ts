import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe("a dish's fault said in a figure of speech, owned plainly", () => {
  it('says what the figure means, not "wasn\'t what you hoped for" and not the figure', () => {
    expect(complaints('Fish was ok but the chips were swimming in old oil. Curry sauce like water.', 2)).toContain(
      'the sauce was watery',
    );
    expect(complaints('Waffle burnt, eggs cold, coffee tasted like dishwater. Never again', 1)).toContain(
      'the coffee was watery',
    );
    expect(complaints('Pad thai was sweet enough to be a dessert. Green curry was gorgeous though.', 3)).toContain(
      'the pad thai was far too sweet',
    );
    expect(complaints('Smoked turkey sandwich was killer. Coleslaw had zero flavour.', 3)).toContain(
      'the coleslaw was bland',
    );
    expect(complaints('Chicken tikka masala was fine but the naan was like cardboard.', 2)).toContain(
      'the naan was dry',
    );
    expect(complaints('Calamari was like rubber bands, the oysters were warm. Dreadful.', 1)).toContain(
      'the calamari was tough',
    );
    expect(
      complaints('Sunday roast was great value. Only complaint, the Yorkshire pudding was like a rock.', 4),
    ).toContain('the Yorkshire pudding was hard');
    expect(complaints('Fish tacos were good, the slaw on them drowned in dressing.', 4)).toContain(
      'the slaw was swimming in dressing',
    );
    expect(complaints('Cheese fries were soggy, milkshake tasted like freezer.', 2)).toContain(
      "the milkshake wasn't fresh",
    );
  });

  it('leaves a dish whose words say nothing plainer as it was', () => {
    expect(complaints('Lamb was fine. The dessert was a bit of a letdown honestly.', 3).join(' ')).not.toMatch(
      /watery|too sweet|bland|dry|tough|hard|fresh/,
    );
  });

  it('says a fault without the simile the guest coloured it with', () => {
    expect(complaints('but the sides tasted canned. mac n cheese was gluey like wallpaper paste', 3)).toContain(
      'the mac n cheese was gluey',
    );
    expect(complaints('Salmon smelled off and the rice was hard and cold like straight from the fridge.', 1)).toContain(
      'the rice was hard and cold',
    );
    expect(complaints('Pad thai was sweet like ketchup. Chicken dry, spring rolls greasy.', 1)).toContain(
      'the pad thai was far too sweet',
    );
    expect(complaints('Burritos are huge. Rice was crunchy like undercooked and the chicken was dry.', 3)).toContain(
      'the rice was crunchy',
    );
  });
});

describe('how little of what the guest wanted was on the plate', () => {
  it('owns "barely any meat", "hardly any prawns" and "found maybe 3 clams" as how little or how few there was', () => {
    expect(complaints('burrito massive but my mates one was nearly all rice, hardly any meat. 12 each.', 3)).toContain(
      'how little meat there was',
    );
    expect(complaints('Singapore noodles barely any prawns in them, rice all clumped together.', 2)).toContain(
      'how few prawns there were',
    );
    expect(complaints('Milkshake was more like milk, barely any ice cream. Really loud.', 3)).toContain(
      'how little ice cream there was',
    );
    // What the dish was mostly made of is the filler, not a dish to own in general words.
    expect(
      complaints('Tourist chowder. Mostly potatoes and flour, found maybe 3 clams in the whole thing.', 2),
    ).toEqual(['how few clams there were']);
  });

  it('never apologises for hardly any filler, and says a count told in a clause once', () => {
    expect(
      complaints(
        'Crab cakes mostly crab, hardly any filler. Watched the boats from our table. Pricey but worth it.',
        5,
      ),
    ).toEqual([]);
    expect(complaints('Only moan is there is hardly any seating, ended up eating on the wall.', 4)).not.toContain(
      'how little seating there was',
    );
    const told = complaints('Fish pie mostly mash with about three prawns in it. Carpet sticky.', 2);
    expect(told.filter((c) => c.includes('prawns'))).toHaveLength(1);
  });
});

describe('a measure is not a dish, and tables close together are a cramped room', () => {
  const praised = (text: string, rating: number) => readGuest(text, new Set(), rating).praised.map((t) => t.words);

  it('praises what came by the pound or the bucket, never the pound or the bucket', () => {
    const said = praised('Sat on the deck and ate a pound of steamed shrimp with old bay. Cold beer. Perfect.', 5);
    expect(said).not.toContain('pound');
    expect(said.join(' ')).toMatch(/shrimp/);
    expect(praised('Sunday arvo, bucket of prawns and a cold beer. Cannot beat it.', 5)).not.toContain('bucket');
  });

  it('owns tables "a bit close together" at four stars unless the guest did not mind', () => {
    expect(
      complaints('Soft shell crab crispy and good. Tables a bit close together but the food makes up for it', 4),
    ).toEqual(['how cramped it was']);
    expect(complaints('Lovely staff. Tables a bit close together but we didnt mind', 4)).toEqual([]);
  });
});

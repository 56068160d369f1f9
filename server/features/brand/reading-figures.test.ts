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

import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);

describe('complaints said in passing', () => {
  it('owns a place always rammed, but not news that it gets packed or praise that staff keep up', () => {
    expect(
      complaints(
        'Almond croissant is the best in Notts. Music a bit loud for a cafe and its always rammed at lunch.',
        4,
      ),
    ).toContain('how busy it gets');
    expect(complaints('Great tap list. Gets packed on weekends.', 4)).toEqual([]);
    expect(complaints('Great tap list. Gets packed at 6 so go early.', 4)).toEqual([]);
    expect(complaints('Solid bar, bar staff quick even when its rammed.', 4)).toEqual([]);
  });

  it('owns seats all taken, a wish they took cards and no food but crisps', () => {
    expect(complaints('Cocktails well made. Only thing is the seats are all taken by 8', 4)).toContain(
      'how few seats there are',
    );
    expect(complaints('Lovely soup. Wish they took cards though, we had to trek to the cashpoint.', 4)).toContain(
      'not taking cards',
    );
    expect(
      complaints(
        'Sours and stouts are the best. Bit of a walk from Piccadilly and no food except crisps though, so eat first',
        4,
      ),
    ).toContain('not having more food on');
    expect(complaints('Got someone elses order. No food, no refund.', 1)).not.toContain('not having more food on');
  });

  it('owns gravy that could do with being hotter, a card machine that kept going down and a smaller serve', () => {
    expect(complaints('Steak pie was lovely. Gravy could do with being hotter.', 4)).toContain(
      'the gravy not being hotter',
    );
    expect(complaints('Fish was fresh. Only the one card machine and it kept going down.', 3)).toContain(
      'the card machine being down',
    );
    expect(complaints('Broth is good. Serve was smaller than last time.', 3)).toContain(
      'the portion being smaller than before',
    );
  });

  it('owns skimping, but never where the guest says they do not skimp', () => {
    expect(complaints('Po-boy was fried nice but they skimp on the oysters now.', 3)).toContain(
      'skimping on the oysters',
    );
    expect(complaints('Roast lamb tender and they dont skimp on the mint sauce.', 4).join(' ')).not.toMatch(/skimp/);
    expect(complaints('Ahi is always fresh and they do not skimp on it.', 5)).toEqual([]);
  });

  it('owns scatty service, QR ordering, no table service and staff who seemed over it', () => {
    expect(complaints('Shakshuka was good. Service a bit scatty, nobody knew whose table was whose.', 4)).toContain(
      'how disorganised the service was',
    );
    expect(complaints('Steak was good. Ordering via QR code is annoying, would rather talk to a human.', 4)).toContain(
      'having to order by QR code',
    );
    expect(complaints('Good beers. Had to order at the bar with a toddler on my hip, no table service', 3)).toContain(
      'having to order at the bar',
    );
    expect(complaints('Acai bowl was nice. Staff seemed a bit over it.', 3)).toContain(
      'how uninterested our team seemed',
    );
  });

  it('owns a toilet out of order (not a broken lock), a drive-through wait, a late pickup, music loud at 8am', () => {
    expect(complaints('Pies good as ever. Toilet out of order.', 3).join(' ')).toMatch(/toilet/);
    expect(complaints('Pint was flat. Lock on the toilet broken.', 1)).not.toContain('the toilet being out of order');
    expect(complaints('Fudge was great. But 25 min in the drive thru at 8pm is rough', 3)).toContain(
      'the wait at the drive-through',
    );
    expect(complaints('Pizza is excellent. Pickup was 20 min past the quoted time tho.', 4)).toContain(
      'your order not being ready when you were told it would be',
    );
    expect(complaints('French toast was great. Music loud for 8am.', 3)).toContain('how loud the music was');
  });

  it('owns benches with no backs and a change for the worse, not "they changed something"', () => {
    expect(complaints('Good beers. Seating is all benches with no backs which does my back in.', 3)).toContain(
      'the seating with no backs',
    );
    expect(complaints('Love their falafel but they changed the pita, new one is thin and tears.', 3)).toContain(
      'the change to the pita',
    );
    expect(
      complaints('Ramen still good but they changed something and the broth isnt as thick.', 3).join(' '),
    ).not.toMatch(/the something/);
  });

  it('owns being blamed, a steak not cooked as asked, half the menu unavailable and others served first', () => {
    const pickup = complaints(
      'Pickup order was ready 45 min late and they acted like it was our fault. Pizza was burnt.',
      1,
    );
    expect(pickup).toEqual(
      expect.arrayContaining([
        'your order not being ready when you were told it would be',
        'being made to feel it was your fault',
      ]),
    );
    expect(pickup.join(' ')).not.toMatch(/delivery/);
    expect(complaints('35 min for a burger, then it came well done when i said medium.', 2)).toContain(
      'your order not being cooked the way you asked',
    );
    expect(complaints('Half the menu was "not available today". Beef stir fry was tough.', 2)).toContain(
      'so much of the menu being unavailable',
    );
    expect(complaints('Waited 20 min while they made orders for people who came in after us.', 1)).toContain(
      'other guests being served before you',
    );
  });

  it('owns nobody checking on the table once (not beside being left waiting for attention) and a deposit not back', () => {
    expect(
      complaints(
        'Waited over an hour for two scampi and chips. When it came the scampi was that overcooked it was like chewing gravel. Nobody came to check on us once. Shocking',
        1,
      ),
    ).toContain('nobody checking on you');
    expect(complaints('Turned up and they had given our table away. Still waiting for the deposit back', 1)).toContain(
      'your deposit not being returned yet',
    );
  });
});

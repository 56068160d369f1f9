import { describe, expect, it } from 'vitest';
import { findStaff } from './review-mentions.ts';

describe('findStaff', () => {
  it('reads a name the guest gave a member of staff, not a word shouted in capitals', () => {
    expect(findStaff('Our waiter Marcus was great.')).toEqual(['Marcus']);
    expect(findStaff('BUT THE WAITER NEVER RETURNED THE $120 CASH WE PAID.')).toEqual([]);
  });
});

describe('staffNamesIn', () => {
  it('does not take "Booking recommended" or "Lass at the counter" for a name', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Staff so welcoming. Booking recommended.')).toEqual([]);
    expect(staffNamesIn('Lass at the counter was friendly.')).toEqual([]);
    expect(staffNamesIn('Joey at the counter was friendly.')).toEqual(['Joey']);
  });

  it('takes a word the guest goes on to describe as food for a dish, and a person described warmly for a person', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Lahmacun was lovely and thin. The kebabs were a bit stingy.')).toEqual([]);
    expect(staffNamesIn('Priya was lovely and warm, and the curry was great.')).toEqual(['Priya']);
  });
});

describe('staffNamesIn: names blind readers found missed', () => {
  it('reads a name at a station: "on the floor", "on the fryer", "on bar"', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Jamie on the floor was lovely with our toddler.')).toEqual(['Jamie']);
    expect(staffNamesIn('Big Tam on the fryer knows his stuff.')).toEqual(['Tam']);
    expect(staffNamesIn('Jules on bar remembered my name.')).toEqual(['Jules']);
    expect(staffNamesIn('Connor at the counter always asks how the wee one is.')).toEqual(['Connor']);
  });

  it('reads "was very sweet" as well as "was so sweet"', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Luca was very sweet with us.')).toEqual(['Luca']);
    expect(staffNamesIn('Amy was super sweet and Jin was really attentive.')).toEqual(['Amy', 'Jin']);
    expect(staffNamesIn('Walleye was really nicely done.')).toEqual([]);
  });

  it('reads what a guest calls staff they like: "a dote", "a gent", "a legend", "a pro"', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Lynne is a dote.')).toEqual(['Lynne']);
    expect(staffNamesIn('Giuseppe is a gent.')).toEqual(['Giuseppe']);
    expect(staffNamesIn('Marco is a pro.')).toEqual(['Marco']);
    expect(staffNamesIn('Owner Gus is a sweetheart.')).toEqual(['Gus']);
    expect(staffNamesIn('Great chippy. Denise the bartender is a legend.')).toEqual(['Denise']);
  });

  it('reads "NAME the ROLE" and "NAME our ROLE" that open a sentence, not a verb that does', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Sal the bartender made my wife an espresso martini.')).toEqual(['Sal']);
    expect(staffNamesIn('Angela our waitress treated us like family.')).toEqual(['Angela']);
    expect(staffNamesIn('Told the waiter. Showed the manager the hair. Asked the host.')).toEqual([]);
    expect(staffNamesIn('Found our waiter chatting. Blame the manager. Tip our server well.')).toEqual([]);
    expect(staffNamesIn('Introduced himself as the owner.')).toEqual([]);
  });

  it('reads "himself", "always asks", "kept us right"', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Tony himself made it.')).toEqual(['Tony']);
    expect(staffNamesIn('Maria always throws in an extra.')).toEqual(['Maria']);
    expect(staffNamesIn('Shona kept us right.')).toEqual(['Shona']);
    expect(staffNamesIn('Jamie sorted us out.')).toEqual(['Jamie']);
    expect(staffNamesIn('Mum always asks for the booth. Menu always has something new.')).toEqual([]);
  });

  it('reads thanks that end with a name', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Best calzone ever. Thank you Rosa!')).toEqual(['Rosa']);
    expect(staffNamesIn('Thanks, Jo')).toEqual(['Jo']);
    expect(staffNamesIn('Thank you Guys! Thanks Again. Thank you Sir.')).toEqual([]);
  });

  it('reads a name with the team, and two names that run the place', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Lynne and the girls are always lovely.')).toEqual(['Lynne']);
    expect(staffNamesIn('Siobhan and the guys were so kind.')).toEqual(['Siobhan']);
    expect(staffNamesIn('Mikey and Jo run a tight ship.')).toEqual(['Mikey', 'Jo']);
    expect(staffNamesIn('Still the best in Mesa and the staff are lovely.')).toEqual([]);
    expect(staffNamesIn('Fish and Chips ran out by eight.')).toEqual([]);
  });

  it('keeps a title with the name', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Mr Singh always asks after my mum, lovely man.')).toEqual(['Mr Singh']);
    expect(staffNamesIn('Mrs. Wong the manager even brought long life noodles.')).toEqual(['Mrs. Wong']);
    expect(staffNamesIn('Our server Mrs. Wong was lovely.')).toEqual(['Mrs. Wong']);
  });
});

describe('staffNamesIn: words blind readers found taken for names', () => {
  it('does not take "Wifie" (Scots for the woman) for a name', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Wifie at the counter is a darlin.')).toEqual([]);
  });

  it('does not take things where staff stand for a name, and keeps names that end in "s"', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Tastykakes behind the bar for a dollar.')).toEqual([]);
    expect(staffNamesIn('Stools at the counter are tiny. Donuts at the counter looked great.')).toEqual([]);
    expect(staffNamesIn('James behind the bar was great.')).toEqual(['James']);
    expect(staffNamesIn('Chris at the counter was great.')).toEqual(['Chris']);
    expect(staffNamesIn('Niamh behind the bar was great.')).toEqual(['Niamh']);
    expect(staffNamesIn('Agnes at the counter was great.')).toEqual(['Agnes']);
    expect(staffNamesIn('Lois on the till was great.')).toEqual(['Lois']);
  });

  it('does not take a dish described as lovely for a name', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Lahmacun was lovely and thin.')).toEqual([]);
    expect(staffNamesIn('It was lovely.')).toEqual([]);
  });
});

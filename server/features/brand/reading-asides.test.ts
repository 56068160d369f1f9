import { describe, expect, it } from 'vitest';
import { readGuest } from './guest-reading.ts';

const complaints = (text: string, rating: number) =>
  readGuest(text, new Set(), rating).complaints.map((c) => c.clause ?? c.noun);
const praised = (text: string, rating: number) => readGuest(text, new Set(), rating).praised.map((t) => t.words);

describe('a complaint said in passing, the way a four-star guest says it', () => {
  it('owns the noise, the parking and the wifi when the guest says them mildly', () => {
    expect(
      complaints("Chicken shawarma wrap is my weekly treat. Music's a little loud but the food makes up for it", 4),
    ).toEqual(['the noise']);
    expect(
      complaints('Proper pub roast. A bit noisy with the football on, but Jess at the bar was lovely.', 4),
    ).toEqual(['the noise']);
    expect(complaints('Sourdough pizza with nduja, one of the best. Staff friendly. Bit tricky to park.', 4)).toEqual([
      'the parking',
    ]);
    expect(complaints('Cortado is well balanced. Wifi cuts out sometimes, minor thing.', 4)).toEqual(['the wifi']);
    // Taken back in the same breath: not a complaint.
    expect(complaints('Margherita was excellent. Bit loud on a Friday but thats kind of the vibe.', 4)).toEqual([]);
    expect(complaints('Good espresso. A bit cramped and the music is loud-ish but I kinda like it', 4)).toEqual([]);
    expect(complaints('Music too loud but I like the food.', 4)).toContain('how loud the music was');
  });

  it('says a mild fault of a person or a thing of ours back with its subject, in the past tense', () => {
    expect(complaints('Bar pizza with extra crispy edges. Guy on the phone is a little curt but whatever.', 4)).toEqual(
      ['the person on the phone was a little curt'],
    );
    expect(complaints('Salmon nigiri fresh. A couple of rolls were a bit warm from sitting.', 4)).toEqual([
      'some of the rolls were a bit warm',
    ]);
    // A thing owned in a complaint is not thanked beside it.
    expect(praised('Salmon nigiri fresh. A couple of rolls were a bit warm from sitting.', 4)).not.toContain('rolls');
    // The guest's own state is not a thing of ours.
    expect(complaints('Great food. I was a bit cold sitting by the door.', 4)).not.toContain('the i was a bit cold');
  });

  it('owns the thing after a marker and a comma ("only gripe, the TVs…"), but not what a "could use" is used for', () => {
    expect(complaints('Pilsner is crisp. Only gripe, the TVs are always on some sport nobody is watching.', 4)).toEqual(
      ['the TVs'],
    );
    expect(complaints('Plain cheese slice is solid. Floor could use a mop, tables too.', 3)).toEqual([
      'the floor needing a clean',
    ]);
  });

  it('reads a dish that was mostly something else as a fault at four stars, not "mostly good"', () => {
    expect(complaints('Crab benedict was packed with crab. Mimosa was mostly OJ.', 4)).toEqual([
      'the mimosa was mostly oj',
    ]);
    expect(
      complaints('Green chile stew was perfect. Kid’s quesadilla was basically a tortilla with a shred of cheese.', 4),
    ).toEqual(["the quesadilla wasn't what you hoped for"]);
    expect(
      praised('Green chile stew was perfect. Kid’s quesadilla was basically a tortilla with a shred of cheese.', 4),
    ).toEqual(['chile stew']);
    expect(complaints('Burger was mostly good, fries were fine. Service slow.', 3)).toEqual(['the slow service']);
  });
});

describe('charges and seats the guest names in their own words', () => {
  it('owns an extra charge by what it was for, beside the price of the meal', () => {
    expect(
      complaints("Big bowls, and they don't charge extra for every little thing. In and out in 5 min.", 5),
    ).toEqual([]);
    expect(complaints("Big bowls, and they don't charge extra for every little thing.", 3)).toEqual([]);
    expect(complaints('Fish tasted super fresh. But they charge extra for avocado AND spicy mayo.', 3)).toEqual([
      'the extra charge for avocado and spicy mayo',
    ]);
    expect(complaints('But $6.50 for drip coffee AND they charge extra for a to-go cup??', 3)).toEqual([
      'the extra charge for a to-go cup',
      'the price of the drip coffee',
    ]);
    expect(
      complaints('Sandwich was good, but $26?! For a sandwich and a soda. And they charge extra for pickles now.', 2),
    ).toEqual(['the extra charge for pickles', 'the price of the sandwich']);
  });

  it('owns cash only with the fee of the ATM, and a card machine that is down', () => {
    expect(
      complaints(
        'Clams casino were great. Problem is it is still cash only in this day and age, and the ATM in the lobby charges $4.',
        3,
      ),
    ).toEqual(['the cash-only rule and the ATM fee']);
    expect(complaints('Laksa was banging. Bring cash, card machines down.', 3)).toEqual([
      'the card machine being down',
    ]);
    // A heads-up with an ATM that costs nothing is not a complaint.
    expect(complaints('Al pastor is great. Cash only but there is an ATM inside.', 4)).toEqual([]);
  });

  it('owns a room with few tables and a lot with one space', () => {
    expect(complaints('Tacos de lengua were tender. They only have a few tables and it was packed.', 3)).toContain(
      'how few seats there are',
    );
    expect(complaints('Cinnamon rolls huge and gooey. Only one parking spot out front.', 3)).toEqual(['the parking']);
  });
});

describe('what went wrong on a bad night, in the words guests use for it', () => {
  it('owns a delivery time said alone, the blame passed on and food that came cold beside a dish', () => {
    expect(
      complaints(
        "Delivery through Grubhub, 1 hr 40 min, food was cold, gyro was mostly lettuce. Restaurant said it wasn't their fault.",
        1,
      ),
    ).toEqual([
      'your delivery arriving late and cold',
      'the gyro was mostly lettuce',
      'the response you got when you raised it',
    ]);
    expect(complaints("Order was missing the naan. Called and was told it was the driver's problem.", 2)).toContain(
      'the response you got when you raised it',
    );
    expect(complaints('The food was cold and the fries were soggy.', 2)).toEqual([
      'the food was cold',
      'the fries were soggy',
    ]);
    // "The food was poor" beside the dishes named says nothing more.
    expect(complaints('The food was poor. The fries were soggy and the burger was dry.', 2)).not.toContain(
      'the food was poor',
    );
  });

  it('owns a fault the team denied when the guest raised it, after the fault itself', () => {
    expect(
      complaints('Dirty glasses, flat pint and the barman said there was nothing wrong with it. Carpet sticky.', 1),
    ).toEqual([
      'the state of the glasses',
      'the flat pint',
      'the carpet was sticky',
      'the response you got when you raised it',
    ]);
    for (const [text, stars] of [
      ['Large pepperoni came with the base burnt black. Complained and they said thats how it comes. Rip off', 1],
      ['Kebab was raw in the middle. Took it back and they said it was the marinade. Its not.', 1],
      ['Wings pink at the bone. Lad said meant to be like that. Binned the lot.', 1],
      ["Fish still frozen in the middle. Took it back and the owner said that's 'just how it's cooked'.", 1],
      ['Ordered 20 wings for pickup, got 14. Called and they said i must of ate them in the car.', 1],
      [
        'Charged us for 3 drinks we never ordered and when we pointed it out the manager said we must have forgotten.',
        1,
      ],
    ] as const)
      expect(complaints(text, stars)).toContain('the response you got when you raised it');
    // What the team said in praise, or what the guest said, is no answer to a complaint.
    for (const [text, stars] of [
      ['The waiter said the fish came in that morning and you could tell. Gorgeous.', 5],
      ['Told them it was my birthday and they said happy birthday with a candle on the cake.', 4],
      ['Server told us how they make the mole, three days of work. Worth every penny.', 5],
    ] as const)
      expect(complaints(text, stars)).not.toContain('the response you got when you raised it');
  });

  it('owns a steak cooked other than asked and an order that came wrong', () => {
    expect(complaints('Ordered medium, got a well done hockey puck. Onion rings were good though.', 2)).toEqual([
      "your order coming out well done when you'd asked for medium",
    ]);
    expect(complaints('Ordered a medium rare ribeye, got well done.', 1)).toEqual([
      "your order coming out well done when you'd asked for medium rare",
    ]);
    expect(complaints("When they finally came they were wrong and the 'mild' was nuclear.", 1)).toEqual([
      'the mistake with your order',
    ]);
  });

  it('owns a table given away and nobody saying sorry; the whole line hearing a sigh is not a wait', () => {
    expect(
      complaints("Booked for 8 for my birthday and they'd given our table away. Not one person said sorry.", 2),
    ).toEqual(['your table being given away', 'not getting an apology']);
    expect(
      complaints('Asked them to remake it and the barista sighed loud enough for the whole line to hear.', 1),
    ).toEqual(['your experience with our barista']);
  });
});

describe('what a dish tasted like', () => {
  it('owns a dish that tasted like something it should not, or reheated, boxed or artificial', () => {
    expect(
      complaints(
        'Halibut was overcooked and dry, the tartar sauce tasted like plain mayo and they sat us by the kitchen door.',
        2,
      ),
    ).toContain('the tartar sauce tasted like plain mayo');
    expect(complaints('The Belgian tripel is fantastic, the IPA tastes like a bag of grass.', 3)).toEqual([
      'the IPA tastes like a bag of grass',
    ]);
    expect(praised('The Belgian tripel is fantastic, the IPA tastes like a bag of grass.', 3)).toEqual([
      'Belgian tripel',
    ]);
    expect(complaints('smash burger is legit. fries were soggy and the shake tasted artificial.', 3)).toContain(
      'the shake tasted artificial',
    );
    expect(
      complaints('Fried green tomatoes were great. Meatloaf was dry, mashed potatoes tasted instant.', 2),
    ).toContain('the mashed potatoes tasted instant');
  });

  it('reads "tastes like home", "like it simmered all day", "actually tastes like sausage" and "in a good way" as praise', () => {
    const pho =
      'Pho is solid, broth tastes like it simmered all day. Place could be cleaner tho, table was tacky to the touch.';
    expect(complaints(pho, 3)).toContain('the table was tacky to the touch');
    expect(complaints(pho, 3)).not.toContain('the broth tastes like it simmered all day');
    expect(praised('Biscuits big as your fist and sausage gravy that actually tastes like sausage.', 5)).toContain(
      'biscuits',
    );
    expect(complaints('Tater tot hotdish tastes like a church basement potluck, in a good way lol.', 3)).toEqual([]);
  });

  it('owns how the service was after a "but" that turns from praise, and does not thank it', () => {
    expect(complaints('Bun bo hue is great. Service is fast but kinda cold.', 3)).toEqual([
      'the service was a bit cold',
    ]);
    expect(praised('Bun bo hue is great. Service is fast but kinda cold.', 3)).toEqual(['bun bo hue']);
  });
});

describe('words said as guests write them, and dishes served as they should be', () => {
  it('reads a stretched word as the plain word', () => {
    expect(complaints('Gorgeous room. Salmon hash was nicely done. Service was sweet but slooow.', 3)).toEqual([
      'the service was slow',
    ]);
  });

  it('never owns a dish that came hot or fresh', () => {
    expect(complaints('Breakfast is fine, coffee hot. But the bathroom was filthy.', 3)).toEqual([
      'the state of the bathroom',
    ]);
    expect(
      complaints("Pizza is mediocre but the zeppole are hot. Bathroom was locked, 'customers only'. I was one.", 2),
    ).toEqual(['the pizza was mediocre', 'the bathroom being locked']);
    expect(complaints('Roast chicken was lovely and the nut roast isn’t an afterthought for once.', 3)).toEqual([]);
  });

  it('owns a dish with a handful of what it should be full of, once, and says the verb the guest left out', () => {
    expect(
      complaints('Beer list is killer. Pretzel was stale and the nachos had like four jalapeños total.', 3),
    ).toEqual(['the pretzel was stale', 'the nachos had like four jalapeños total']);
    expect(
      complaints('Waited 55 min for takeout. Green curry had like 3 pieces of chicken. Nobody apologised.', 1),
    ).toEqual(['the 55-minute wait', 'how little chicken there was', 'not getting an apology']);
    expect(complaints('Fish pie mostly mash with about three prawns in it. Carpet sticky.', 2)).toContain(
      'the fish pie was mostly mash with about three prawns in it',
    );
  });

  it('owns cash-only written with a hyphen and parking that is hell', () => {
    expect(complaints('Breakfast sandwich was solid. But cash-only at a ski area in 2024??', 3)).toEqual([
      'only taking cash',
    ]);
    expect(complaints('Salmon hash was nicely done. Parking on Main is hell.', 3)).toEqual(['the parking']);
  });
});

describe('the evening going wrong in ways guests name in passing', () => {
  it('owns tables left uncleared, mains before starters, a table needed back and a booking given away', () => {
    expect(
      complaints('Sourdough is the best. But we waited 25 mins for coffee and nobody cleared the tables.', 3),
    ).toEqual(['the 25-minute wait', 'the tables not being cleared']);
    expect(complaints('The grill is amazing. But they brought our mains before the starters.', 3)).toEqual([
      'the mains coming out before the starters',
    ]);
    expect(
      complaints(
        'Food was lovely. But we were told the table was needed back after 90 mins, which nobody mentioned.',
        3,
      ),
    ).toEqual(['the time limit on your table']);
    expect(
      complaints("Booked a table for 6 for my birthday, turned up and they'd given it away. No apology.", 1),
    ).toEqual(['your table being given away', 'not getting an apology']);
  });

  it('owns leaving hungry, a portion that shrank, a bill with someone else’s beers and a charge for more gravy', () => {
    expect(
      complaints('Really nice food. Only thing was the bill, €140 for two and we left a bit hungry.', 4),
    ).toContain('the portion sizes');
    expect(complaints('Ackee and saltfish was lovely. But the portion’s shrunk since last year.', 3)).toEqual([
      'the portion sizes',
    ]);
    expect(complaints('The siu mai were great. The bill came with someone elses beers on it.', 3)).toEqual([
      'the mistake on your bill',
    ]);
    expect(complaints('Cold gravy. Asked for more gravy and was charged €2.50.', 1)).toContain(
      'the charge for more gravy',
    );
    expect(complaints('Duck was fatty. Then 12.5% service charge for bad service.', 1)).not.toContain(
      'the charge for bad',
    );
  });

  it('owns the one moan, grim seating and stretched service, and not the lad who forgot the poppadoms', () => {
    expect(
      complaints('The Brecon gin was gorgeous. Only moan is you can’t book at weekends so we queued for 30 mins.', 4),
    ).toEqual(['the wait']);
    expect(complaints("Haddock and chips great. Would be 5 but the seating's a bit grim.", 4)).toEqual([
      'the seating was a bit grim',
    ]);
    expect(complaints('Still love the room. Service a bit stretched.', 3)).toEqual(['the service was a bit stretched']);
  });

  it('says the guest’s "I was" as "you were", and never a "she" the reply has not named', () => {
    expect(
      complaints(
        'Shoyu ramen was nice and light, but the noodles were soggy by the time I was halfway. Karaage was great.',
        3,
      ),
    ).toEqual(['the noodles were soggy by the time you were halfway']);
    expect(complaints('Wife’s spicy miso was so salty she couldn’t finish it.', 3)).toEqual([
      'the spicy miso was so salty',
    ]);
    expect(complaints('Lady at the window was real short with me.', 3).join(' ')).not.toMatch(/you were/);
  });
});

describe('waits in the words guests use for them', () => {
  it('owns a long wait, a lunch that took almost an hour, bowls slower than they should be and a wait after the quote', () => {
    expect(
      complaints('Family style brisket and ribs. Long wait for a table on Saturday but they have a bar area.', 4),
    ).toEqual(['the long wait']);
    expect(
      complaints('The chile relleno was done right. Lunch took almost an hour which was tough for us.', 4),
    ).toEqual(['the wait of almost an hour']);
    expect(complaints('Tonkotsu is great. Karaage was greasy, and bowls come out slower than they should.', 4)).toEqual(
      ['the karaage was greasy', 'the slow service'],
    );
    expect(complaints('Matcha latte was great. Waitlist said 20 min, it was 55.', 4)).toEqual([
      'waiting far longer than you were quoted',
    ]);
    // A line that moves is not a complaint.
    expect(complaints('Boerewors roll was lekker. Long queue but it moved quickly enough.', 3)).toEqual([]);
  });

  it('owns sitting before anyone came, a wait for eggs and a second wait for the food', () => {
    expect(complaints('Fish tacos were great. We sat 15 min before anyone said hi.', 3)).toEqual([
      'how long you were left waiting for attention',
    ]);
    expect(complaints('45 min for eggs on toast on a sunday. the food came out cold', 2)).toContain(
      'the 45-minute wait',
    );
    expect(complaints('waited 50 minutes for a table then another 40 for food. biscuits were gluey.', 2)).toEqual([
      'the 50-minute wait',
      'the further wait for your food',
      'the biscuits were gluey',
    ]);
  });
});

describe('what the judged sets showed left out or misread', () => {
  it('never apologises for praise: "like my aunt’s", "like they should be", "sauce bright", "she was right", a window seat', () => {
    expect(complaints('boudin balls crispy, and the jambalaya tastes like my aunt’s back home.', 5)).toEqual([]);
    expect(
      complaints('beignets hot and drowning in powdered sugar like they should be. the tables were sticky.', 4),
    ).toEqual(['the tables were sticky']);
    expect(
      complaints("the margherita had a beautiful char, sauce bright. but the 'small plates' are tiny.", 3),
    ).not.toContain('the sauce was bright');
    expect(complaints('borscht bright. Olena the owner pushed the honey cake and she was right.', 5)).toEqual([]);
    expect(complaints('sat by the window watching barges go by, walleye sandwich and a root beer float.', 5)).toEqual(
      [],
    );
    expect(complaints('swedish pancakes were lovely. sunday wait only 10 min, nice surprise', 3)).toEqual([]);
  });

  it('owns a pickup not started, plates cleared too soon, a time limit, a cover charge and blame passed to the app', () => {
    expect(
      complaints('ordered ahead on the app for 12:15, walked in 12:20 and they hadnt even started it.', 2),
    ).toEqual(['your order not being ready when you were told it would be']);
    expect(complaints('the mala was great. they cleared our plates before we were done', 4)).toEqual([
      'how rushed you felt',
    ]);
    expect(complaints('latte art on point. theres a 90 min laptop limit they enforce like the TSA', 3)).toEqual([
      'the time limit on your table',
    ]);
    expect(complaints('loved the jazz. the $30 cover plus 2 drink minimum was a surprise though', 3)).toEqual([
      'the cover charge and the drink minimum',
    ]);
    expect(complaints('service was slow tho and the $20 drink minimum per set adds up quick', 4)).toContain(
      'the drink minimum',
    );
    expect(
      complaints('order came 1hr 40min late. restaurant said call doordash, doordash said call the restaurant.', 1),
    ).toContain('being passed back and forth');
    expect(complaints('when i went inside the manager said i should’ve checked.', 1)).toEqual([
      'the response you got when you raised it',
    ]);
  });

  it('owns the crowd, the missing seats, a server drowning, no cash and a loud TV', () => {
    expect(complaints('zydeco on saturdays, just wish it wasnt so packed', 3)).toEqual(['how busy it was']);
    expect(complaints('almond croissant flaky. tiny shop, maybe 4 seats, so plan on takeaway.', 4)).toEqual([
      'how few seats there are',
    ]);
    expect(complaints('30 min to get drinks and our server Jess was clearly drowning.', 3)).toContain(
      'how short-staffed the floor was',
    );
    expect(complaints('Larb was drowning in fish sauce.', 2)).toEqual(['the larb was drowning in fish sauce']);
    expect(complaints('arepa perfect. no seating at all and they only take card or zelle, no cash', 4)).toContain(
      'not taking cash',
    );
    expect(complaints('bibimbap sizzling. tv on full blast playing kdramas which, ok, fun, but loud', 3)).toEqual([
      'the noise',
    ]);
    expect(complaints('Saimin was great. Just wish they weren’t closed on weekends.', 4)).toEqual([
      'our opening hours not suiting you',
    ]);
  });
});

describe('more of what the judged sets showed', () => {
  it('reads squeaky curds, a wait told up front, "that’s the point", a tip to come early and coming back as praise', () => {
    expect(complaints('cheese curds squeaky and hot, cant complain. the burger was overcooked though.', 3)).toEqual([
      'the burger was overcooked',
    ]);
    expect(
      complaints('deep dish takes 45 minutes, they tell you up front, fine. sausage patty kinda bland.', 3),
    ).not.toContain('the 45-minute wait');
    expect(complaints('oompah band on saturdays is loud but thats the point. had a blast', 5)).toEqual([]);
    expect(
      complaints('chess pie is worth the detour. they sell out by early afternoon so go in the morning', 4),
    ).toEqual([]);
    expect(complaints('bought a slice, came back 20 min later for a whole one.', 5)).toEqual([]);
  });

  it('owns a loud room, cash only at the register, carts skipping the table, a frozen kiosk, tables inches apart and pushing', () => {
    expect(complaints('trendy and loud, a DJ at 8pm on a tuesday? Brandon forgot half our order.', 2)).toContain(
      'the noise',
    );
    expect(complaints('the char dog was perfect. they only take cash which nobody tells you.', 3)).toEqual([
      'the cash-only surprise',
    ]);
    expect(complaints('har gow fresh. but the carts kept skipping our table.', 3)).toEqual([
      'how slowly the carts came round',
    ]);
    expect(complaints('burger was ok. the ordering kiosk froze twice and nobody came to help.', 2)).toContain(
      'the ordering kiosk',
    );
    expect(complaints('duck confit was gorgeous. but the next table was 4 inches away.', 3)).toEqual([
      'how cramped it was',
    ]);
    expect(complaints('carnitas dry, and our server kept pushing margarita pitchers.', 2)).toContain(
      'feeling pushed to order more',
    );
    expect(complaints("cauliflower wings were soggy. I'm not coming back for the food.", 2).join(' ')).not.toMatch(
      /i'm/,
    );
  });
});

describe('praise named plainly, and what ran out by when', () => {
  it('thanks a dish by its name, not the guest’s shorthand or what is left of "family style"', () => {
    expect(praised('loose meat sandwich w mustard and pickles at the counter. $11 total.', 5)).toEqual([
      'loose meat sandwich',
    ]);
    expect(praised('family style chicken still great and the buttered bread just keeps coming.', 4)).toContain(
      'chicken',
    );
    expect(praised('everything bagel w scallion cream cheese was good, bagels chewy.', 3)).toEqual(['bagel']);
  });

  it('owns what was gone by an hour, and does not thank it', () => {
    const lox = 'bagel w scallion cream cheese = elite. but out of lox by 10am?? on a weekend?? come on';
    expect(complaints(lox, 4)).toEqual(['running out of the lox']);
    expect(praised(lox, 4)).toEqual(['bagel']);
  });
});

describe('one complaint about the seating', () => {
  it('owns tables too close once, not also "the tables"', () => {
    expect(
      complaints('short rib was tender. only complaint: tables so close i could hear every word at the next one', 4),
    ).toEqual(['how cramped it was']);
  });
});

describe('a kindness is not a refusal', () => {
  it('reads "wouldn’t let us pay for her tea" as a kindness', () => {
    expect(complaints("Staff were amazing and wouldn't let us pay for her tea. Food was lovely too.", 5)).toEqual([]);
    expect(complaints("Staff were amazing and wouldn't let us pay for her tea. Food was lovely too.", 3)).toEqual([]);
  });
});

describe('service that was quick, and service that hovered', () => {
  it('never apologises for a line that was served in five minutes', () => {
    expect(
      complaints(
        'egg and cheese on an everything, ready in like 5 min even with a line out the door. fast, friendly',
        4,
      ),
    ).toEqual([]);
  });

  it('owns being checked on too often, and does not thank it as good service', () => {
    const text =
      'Scallops were perfect. Service attentive, maybe too attentive, asked if everything was ok about 6 times.';
    expect(complaints(text, 4)).toEqual(['being checked on more often than you wanted']);
  });
});

describe('words that name one thing in a review and another in a room', () => {
  it('reads a server running the floor alone as a stretched team, never the state of the floor', () => {
    const said = complaints(
      'Burger was dry. Waitress was nice but clearly running the whole floor alone. Thats a management problem not her fault',
      2,
    );
    expect(said).toContain('how stretched our team was');
    expect(said).not.toContain('the state of the floor');
    expect(complaints('Server was nice enough but clearly alone on the floor. Eggs runny.', 2)).not.toContain(
      'the state of the floor',
    );
    expect(complaints('The floor was sticky and the toilets dirty.', 2)).toContain('the state of the floor');
  });

  it('owns the ladies out of order as the toilet, and starters that came with the mains as their timing', () => {
    expect(complaints('Scones were dry though and the ladies was out of order. Friendly staff', 4)).toContain(
      "the ladies' toilet being out of order",
    );
    expect(complaints('Shame about the toilets, no loo roll and the lock on the ladies was broken', 3)).not.toContain(
      "the ladies' toilet being out of order",
    );
    expect(complaints('The ladies at the counter were lovely. Coffee was cold.', 3)).not.toContain(
      "the ladies' toilet being out of order",
    );
    expect(
      complaints('Starters came with the mains and the service was all over the place. Mussels gorgeous.', 3),
    ).toContain('the starters coming out with the mains');
  });
});

describe('a promise the guest was made and that was forgotten', () => {
  it('owns the birthday dessert they promised as forgotten, not as nothing done to make it right', () => {
    const said = complaints(
      'We had a reservation and still waited 35 min. The birthday dessert they promised never came. Meh',
      2,
    );
    expect(said).toContain('the birthday dessert we promised being forgotten');
    expect(said).not.toContain('nothing being done to make it right');
  });
});

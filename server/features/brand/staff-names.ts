import { DISH_HEADS } from './dishes.ts';
import { parseEnglish } from './nlp.ts';
import { FOOD_WORDS } from './thing-vocabulary.ts';

/**
 * The names of staff a guest names ("our server Marcus", "Joey at the counter"): a reply thanks them by name and
 * never names them in a complaint. A first name is returned as written; a name the guest gives with a title keeps it
 * ("Mr Singh", "Mrs. Wong"), as the reply says it ("This will make Mrs. Wong's day").
 */

/** A role as written, capitalised or not ("Server Devon", "our server Devon"). */
const ROLE = String.raw`(?:[Ss]erver|[Ww]aiter|[Ww]aitress|[Bb]artender|[Bb]arman|[Bb]armaid|[Hh]ost|[Hh]ostess|[Mm]anager|[Ss]ommelier|[Ss]omm|[Cc]hef|[Pp]itmaster|[Bb]aker|[Bb]usser|[Cc]ashier|[Bb]arista|[Oo]wner|[Dd]river)`;
/** A title kept with the name after it: "Mr Singh", "Mrs. Wong", "Miss Kay". */
const TITLE = String.raw`(?:(?:Mr|Mrs|Ms)\.?|Miss)\s+`;
/** One name as written: "Kate", "Chloé", "Jean-Luc". */
const WORD = String.raw`[A-ZÀ-Þ][a-zß-ÿ]+(?:-[A-ZÀ-Þ][a-zß-ÿ]+)?`;
/** A name that starts with its title. */
const TITLED = new RegExp(String.raw`^${TITLE}`);
/** A name, with its title where the guest gave one. */
const NAME = String.raw`((?:${TITLE})?${WORD})`;
/** Where a name opens its sentence or follows a word in lower case ("Denise the bartender", "and Sal the owner"). */
const OPENS = String.raw`(?<=^\s*|[.!?\n]\s*|\b[a-z]+,?\s)`;
/** What a guest calls a member of staff they like: "Lynne is a dote", "Giuseppe is a gent", "Marco is a pro". */
const A_GEM = String.raw`(?:gent|dote|legend|star|gem|sweetheart|darling|pet|pro|diamond|treasure|delight|doll|angel|saint|lovely (?:man|woman|lady)|good egg)`;

/** Where staff work: "Joey at the counter", "Dinny behind the bar", "Big Tam on the fryer", "Jules on bar". */
const AT_A_STATION = new RegExp(
  String.raw`\b${NAME}\s+(?:at the (?:counter|register|bar|door|front)|behind the (?:bar|counter)|on (?:the )?(?:floor|bar|fryer|tills?|door|grill|counter|register|pass|oven|slicer)\b)`,
  'g',
);
/** "Angela our waitress treated us like family", "Marco my favourite server". */
const NAME_OUR_ROLE = new RegExp(String.raw`\b${NAME}\s+(?:our|my)\s+(?:\w+\s+)?${ROLE}\b`, 'g');
/** "Denise the bartender is a legend", "and Sal the owner": not "Sea Bass the waiter recommended". */
const NAME_THE_ROLE = new RegExp(String.raw`${OPENS}${NAME}\s+the\s+${ROLE}`, 'g');
/** "Tony himself made it". */
const NAME_HIMSELF = new RegExp(String.raw`\b${NAME}\s+(?:himself|herself)\b`, 'g');
/** Forms a verb that opens a sentence takes too ("Told the waiter", "Found our server chatting", "Introduced himself"). */
const VERB_CAN_OPEN: ReadonlySet<RegExp> = new Set([NAME_OUR_ROLE, NAME_THE_ROLE, NAME_HIMSELF]);

const NAMED_STAFF: readonly RegExp[] = [
  // "our server Marcus", "the lovely bartender, Jen".
  new RegExp(String.raw`\b(?:[Oo]ur|[Mm]y|[Tt]he)\s+(?:\w+\s+)?${ROLE}\s*,?\s+${NAME}`, 'g'),
  // "Server Devon", "Chef Hamada".
  new RegExp(String.raw`(?:^|[^\w])(?:${ROLE}|Chef)\s+${NAME}`, 'g'),
  // "Marcus, our server".
  new RegExp(String.raw`\b${NAME}\s*,\s+(?:[Oo]ur|[Mm]y|[Tt]he)\s+(?:\w+\s+)?${ROLE}`, 'g'),
  NAME_OUR_ROLE,
  AT_A_STATION,
  // "Marcus, the server".
  new RegExp(String.raw`\b${NAME},\s+the\s+${ROLE}`, 'g'),
  NAME_THE_ROLE,
  // "ask for Kate", "shout out to Jo".
  new RegExp(String.raw`\b(?:ask for|shout ?out to|kudos to|props to|thanks to|thank you to)\s+${NAME}`, 'g'),
  // "Thank you Rosa!", "Thanks, Jo.": thanks that end with the name.
  new RegExp(String.raw`\b[Tt]hank(?:s| you),?\s+${NAME}(?=\s*(?:[!.,?;:)\n]|$))`, 'g'),
  // "a Rioja recommended by Tom": who recommended or served it.
  new RegExp(String.raw`\b(?:recommended|suggested|poured|served|made|mixed) by\s+${NAME}`, 'g'),
  // "Mr Singh", "Mrs. Wong": a title before a name, kept with it.
  new RegExp(String.raw`\b(${TITLE}${WORD})`, 'g'),
  // "Mama Rosa", "Uncle Joe": the name alone.
  new RegExp(String.raw`\b(?:Mama|Papa|Uncle|Aunt|Auntie)\s+${NAME}`, 'g'),
  // "Linda's been waitressing here 20 yrs": a name doing the job.
  new RegExp(
    String.raw`\b${NAME}(?:'s| has) been (?:waitressing|waiting tables|serving|bartending|cooking|working) here`,
    'g',
  ),
  // "Marco walked us through the wine list", "Priya talked us into the salad": a name doing what staff do.
  new RegExp(
    String.raw`\b${NAME}\s+(?:walked us|talked us|took (?:great )?care|helped us|recommended|served us|looked after|explained|checked (?:on|in)|greeted|poured|guided|steered|brought us|made (?:us|our|my))`,
    'g',
  ),
  // "Luca was very sweet with us", "Priya was lovely", "Sam was our server".
  new RegExp(
    String.raw`\b${NAME}\s+was (?:(?:rude|attentive|friendly|lovely|(?:so|very|really|super|always) (?:kind|sweet|nice|friendly|helpful|attentive))\b|our (?:server|waiter|waitress|bartender|host))`,
    'g',
  ),
  // "Lynne is a dote", "Marco is a pro", "Mrs Wong is a lovely lady".
  new RegExp(String.raw`\b${NAME}\s+is an? ${A_GEM}\b`, 'g'),
  NAME_HIMSELF,
  // "Raj always remembers", "Maria always throws in an extra", "Shona kept us right", "Jamie sorted us out".
  new RegExp(
    String.raw`\b${NAME}\s+(?:always (?:asks|remembers|throws|has|knows|makes|gives|looks)|kept us right|sorted us)\b`,
    'g',
  ),
  // "Lynne and the girls are always lovely": not "the best in Mesa and the staff".
  new RegExp(
    String.raw`(?<!\b(?:in|at|of|from|near|around)\s)\b${NAME}\s+and the (?:girls|guys|lads|team|crew|gang|staff)\b`,
    'g',
  ),
  // "Mikey and Jo run a tight ship": both names, not "Fish and Chips ran out".
  new RegExp(String.raw`\b${NAME}\s+and\s+${NAME}\s+(?:run|ran)\b(?!\s+out)`, 'g'),
];

/** Capitalised words that name no one: openers, roles, people by what they are, places, drinks, verbs. */
const NOT_A_NAME = new Set(
  [
    // Words that open a sentence ("But our server", "Also the owner", "It was lovely").
    'Mezze Meze The We She He They It And But Our My This That Very Great Also Then Today Tonight Good Best Amazing Thanks Thank Plus Even However Meanwhile When Once After Before While Both All Again Just Only Not To Here Has Had Was Is Yes No Well Still Anyway Overall Honestly Cheers Kudos Props Shoutout Shout Compliments Bless Shame Otherwise Definitely Highly Recommended Sadly Unfortunately Luckily Hopefully',
    'Sunday Monday Tuesday Wednesday Thursday Friday Saturday Sundays Mondays Tuesdays Wednesdays Thursdays Fridays Saturdays',
    // Roles and people by what they are, not who ("Lass at the counter", "Wifie at the counter is a darlin").
    'Staff Everyone Everybody Nobody Somebody Someone Anyone Guy Girl Lady Dude Guys Barista Baristas Server Servers Waiter Waitress Bartender Bartenders Owner Owners Uncle Auntie Aunt Aunty Aunties Uncles Manager Host Hostess Cashier Cook Cooks Chef Kitchen Team Crew Folks Staffs Lass Lassie Lad Laddie Bloke Mate Mates Ladies Girls Boys Lads Woman Man Boy Wifie Wifey Fella Fellow Gent Kid Boss Bouncer Doorman Security Trainee Student Youngster Teenager Management Hun Hon Dear Babe Pal Buddy Bro Darling Ragazzo Ragazza Chica Chico Nonna Abuela Abuelita Yiayia Sommelier Somm Barman Barmaid Landlord Landlady Pitmaster Busser Driver Mr Mrs Ms Miss Mister Sir Madam God',
    'Mum Mom Mam Dad Nan Gran Grandma Grandad Husband Hubby Wife Partner Son Daughter Kids Family Friend',
    // Cuisines, the meal and the place ("Thai was lovely", "Dinner and the staff", "Menu always has").
    'Thai Chinese Indian Mexican Italian French Japanese Korean Greek Spanish Vietnamese American Cuban Peruvian Ethiopian Turkish Lebanese Egyptian Cajun Southern Spicy Hot Special',
    'Food Service Booking Bookings Reservation Reservations Dinner Lunch Breakfast Brunch Supper Brekkie Meal Dessert Starter Starters Mains Drinks Coffee Tea Wine Beer Music Atmosphere Ambience Decor Place Room Vibe Everything Menu Bar Pub Shop Cafe Café Chippy Restaurant Takeaway Location Setting Value Price Prices Parking Seating Lighting Heating Toilets Loos Bins Water Queue Table Tables Base Brew Ramp',
    'Lemonade Cider Lager Ale Gin Vodka Whisky Whiskey Rum Tequila Cocktail Cocktails Mocktail Rioja Malbec Merlot Chianti Prosecco Champagne Guinness Pinot Sancerre Barolo Tempranillo Shiraz Riesling Chardonnay Cava Negroni Aperol Sauvignon Cabernet',
    // Verbs that open a sentence ("Told the waiter", "Showed our server", "Stood at the bar").
    'Sat Stood Went Came Got Had Ordered Stopped Popped Called Asked Booked Tried Waited Told Tell Ask Showed Show Emailed Met Love Loved Having Being Seeing Watching Slow Left Gave Paid Tip Praise',
  ]
    .join(' ')
    .split(' '),
);

/** Names that end like a verb in the past ("Ahmed", "Jared"): the rest of such words are verbs ("Asked", "Emailed"). */
const NAMES_ENDING_IN_ED = new Set(
  'Ahmed Mohammed Mohamed Muhammed Mehmed Saeed Javed Hamed Majed Khaled Zayed Rashed Rasheed Waleed Fareed Naveed Waheed Jared Alfred Mildred Winifred Manfred Wilfred Obed'.split(
    ' ',
  ),
);

/** What is said of food and never of a person, in the rest of the sentence that names someone. */
const DESCRIBED_AS_FOOD =
  /^\s*(?:and|but|,)\s+(?:\w+\s+)?(?:thin|thick|crispy|crisp|crunchy|tender|juicy|moist|seasoned|spiced|spicy|tasty|delicious|flavou?rful|saucy|soggy|greasy|salty|creamy|fluffy|chewy|smoky|charred|cooked|filling|flaky|homemade|home made|cheesy|hearty|rich)\b/;

/** A word that reads as things, not one person: "Tastykakes", "Stools", "Pastries" (not "James", "Chris", "Jules"). */
function looksPlural(word: string): boolean {
  return /ies$/.test(word) || (word.length >= 6 && /[^aeiousy]s$/.test(word)) || (word.length >= 8 && /es$/.test(word));
}

/** The word and what it would be with a plural's ending taken off ("Donuts" → "donut", "Pastries" → "pastry"). */
function singularsOf(word: string): string[] {
  const lower = word.toLowerCase();
  if (!lower.endsWith('s')) return [lower];
  return [lower, lower.slice(0, -1), lower.slice(0, -2), `${lower.slice(0, -3)}y`];
}

/** Whether the text at this point starts a sentence ("Found our waiter chatting."). */
function opensASentence(text: string, at: number): boolean {
  return /(?:^|[.!?\n])\s*$/.test(text.slice(0, at));
}

/** "Angela our waitress", not "Found our waitress": the tagger reads the word that opens the sentence as a name. */
function taggedAsAName(clause: string): boolean {
  const pos = parseEnglish(clause)[0]?.tokens[0]?.pos;
  return pos === undefined || pos === 'PROPN' || pos === 'NOUN' || pos === 'X';
}

/** A word caught where a name goes that is a person's name: not a role, a verb or a dish. */
function isAName(name: string, match: RegExpMatchArray, pattern: RegExp, text: string): boolean {
  // "Mr Singh": a title says it is a person.
  if (TITLED.test(name)) return true;
  if (NOT_A_NAME.has(name) || /ly$/.test(name)) return false;
  // "Asked the host", "Emailed the manager": a verb opening the sentence, not "Ahmed the owner".
  if (/^[A-ZÀ-Þ][a-zß-ÿ]{2,}ed$/.test(name) && !NAMES_ENDING_IN_ED.has(name)) return false;
  // "Cod was lovely", "Donuts at the counter": a dish at the start of a sentence is not a person.
  if (singularsOf(name).some((w) => DISH_HEADS.has(w) || FOOD_WORDS.has(w))) return false;
  // "Tastykakes behind the bar", "Stools at the counter": things where staff would stand.
  if (pattern === AT_A_STATION && looksPlural(name)) return false;
  const at = match.index ?? 0;
  const sentence = `${match[0]}${text.slice(at + match[0].length).split(/[.!?\n]/)[0] ?? ''}`;
  // "Found our waiter chatting", "Blame the manager": a verb opening the sentence.
  if (VERB_CAN_OPEN.has(pattern) && opensASentence(text, at) && !taggedAsAName(sentence)) return false;
  // "Lahmacun was lovely and thin": a word the guest goes on to describe as food is a dish, not a person.
  return !DESCRIBED_AS_FOOD.test(sentence.slice(match[0].length));
}

/** Names of staff the guest names, as written ("Marcus", "Joey", "Mr Singh"). */
export function staffNamesIn(text: string): string[] {
  const names: string[] = [];
  for (const pattern of NAMED_STAFF) {
    for (const match of text.matchAll(pattern)) {
      for (const found of match.slice(1)) {
        const name = found?.replace(/\s+/g, ' ');
        if (name !== undefined && !names.includes(name) && isAName(name, match, pattern, text)) names.push(name);
      }
    }
  }
  // "Mr Singh always asks … Singh": the name once, with its title.
  return names.filter((name) => !names.some((other) => other !== name && other.endsWith(` ${name}`)));
}

const escaped = (name: string) => name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A complaint said back without the name of the staff member it is about ("the cashier Lito was a bit grumpy" → "the
 * cashier was a bit grumpy"): a reply never names staff in a complaint. Where no role stands beside the name, the
 * name gives way to "a member of our team".
 */
export function withoutStaffNames(said: string, names: readonly string[]): string {
  return names.reduce((out, name) => {
    const n = escaped(name);
    return out
      .replace(new RegExp(String.raw`\b(${ROLE}),? ${n}\b`, 'gi'), '$1')
      .replace(new RegExp(String.raw`\b${n},? (?:the|our) (${ROLE})\b`, 'gi'), 'our $1')
      .replace(new RegExp(String.raw`\b(?:the |our )?${n}\b`, 'gi'), 'a member of our team');
  }, said);
}

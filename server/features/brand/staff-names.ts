import { DISH_HEADS } from './dishes.ts';
import { FOOD_WORDS } from './thing-vocabulary.ts';

/**
 * The first names of staff a guest names ("our server Marcus", "Joey at the counter"): a reply thanks them by name
 * and never names them in a complaint.
 */

/** Staff the guest names: "our server Marcus", "Joey at the counter", "bartender Jen", "Chef Hamada". */
/** A role as written, capitalised or not ("Server Devon", "our server Devon"). */
const ROLE = String.raw`(?:[Ss]erver|[Ww]aiter|[Ww]aitress|[Bb]artender|[Bb]arman|[Bb]armaid|[Hh]ost|[Hh]ostess|[Mm]anager|[Ss]ommelier|[Ss]omm|[Cc]hef|[Pp]itmaster|[Bb]aker|[Bb]usser|[Cc]ashier|[Bb]arista|[Oo]wner|[Dd]river)`;
const NAME = String.raw`([A-ZÀ-Þ][a-zß-ÿ]+(?:-[A-ZÀ-Þ][a-zß-ÿ]+)?)`;
const NAMED_STAFF: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:[Oo]ur|[Mm]y|[Tt]he)\s+(?:\w+\s+)?${ROLE}\s*,?\s+${NAME}`, 'g'),
  new RegExp(String.raw`(?:^|[^\w])(?:${ROLE}|Chef)\s+${NAME}`, 'g'),
  new RegExp(String.raw`\b${NAME}\s*,\s+(?:[Oo]ur|[Mm]y|[Tt]he)\s+(?:\w+\s+)?${ROLE}`, 'g'),
  new RegExp(String.raw`\b${NAME}\s+(?:at the (?:counter|register|bar|door|front)|behind the (?:bar|counter))`, 'g'),
  new RegExp(String.raw`\b${NAME},\s+the\s+${ROLE}`, 'g'),
  new RegExp(String.raw`(?<=\b[a-z]+\s)${NAME}\s+the\s+${ROLE}`, 'g'),
  new RegExp(String.raw`\b(?:ask for|shout ?out to|kudos to|props to|thanks to|thank you to)\s+${NAME}`, 'g'),
  // "a Rioja recommended by Tom": who recommended or served it.
  new RegExp(String.raw`\b(?:recommended|suggested|poured|served|made|mixed) by\s+${NAME}`, 'g'),
  new RegExp(String.raw`\b(?:Mama|Papa|Uncle|Aunt|Auntie|Miss|Mr\.?|Mrs\.?|Ms\.?)\s+${NAME}`, 'g'),
  // "Linda's been waitressing here 20 yrs": a name doing the job.
  new RegExp(
    String.raw`\b${NAME}(?:'s| has) been (?:waitressing|waiting tables|serving|bartending|cooking|working) here`,
    'g',
  ),
  // "Marco walked us through the wine list", "Priya talked us into the salad": a name doing what staff do.
  new RegExp(
    String.raw`\b${NAME}\s+(?:walked us|talked us|took (?:great )?care|helped us|recommended|served us|looked after|explained|checked (?:on|in)|greeted|poured|guided|steered|brought us|made (?:us|our|my)|was (?:rude|attentive|friendly|lovely|so (?:kind|sweet|nice|friendly|helpful|attentive)|our (?:server|waiter|waitress|bartender|host))|is (?:a (?:gem|star|delight|sweetheart)))`,
    'g',
  ),
];
const NOT_A_NAME = new Set(
  'The We She He They And But Our My This That Very Great Food Service Staff Everyone Also Then Today Tonight Sunday Monday Tuesday Wednesday Thursday Friday Saturday Good Best Amazing Thanks Thank Guy Girl Lady Dude Thai Chinese Indian Mexican Italian French Japanese Korean Greek Spanish Vietnamese American Cuban Peruvian Ethiopian Turkish Lebanese Egyptian Cajun Southern Spicy Hot Special Chef Guys Barista Baristas Server Servers Waiter Waitress Bartender Bartenders Owner Owners Uncle Auntie Aunt Manager Host Hostess Cashier Cook Cooks Kitchen Team Crew Folks Everybody Staffs Booking Bookings Reservation Reservations Lass Lad Bloke Mate Mates Service Aunties Uncles Ladies Girls Boys Lads Ragazzo Ragazza Chica Chico Nonna Abuela Rioja Malbec Merlot Chianti Prosecco Champagne Guinness Pinot Sancerre Barolo Tempranillo Shiraz Riesling Chardonnay Cava Negroni Aperol Sauvignon Cabernet Sommelier Somm Barman Barmaid Landlord Landlady Pitmaster Busser Driver Dinner Lunch Breakfast Brunch Supper Brekkie Meal Dessert Starter Starters Mains Drinks Coffee Tea Wine Beer Music Atmosphere Ambience Decor Place Room Vibe Everything Fella Fellow Gent Kid Sat Went Came Got Had Ordered Stopped Popped Called Asked Booked Tried Waited'.split(
    ' ',
  ),
);

/** What is said of food and never of a person, in the rest of the sentence that names someone. */
const DESCRIBED_AS_FOOD =
  /^\s*(?:and|but|,)\s+(?:\w+\s+)?(?:thin|thick|crispy|crisp|crunchy|tender|juicy|moist|seasoned|spiced|spicy|tasty|delicious|flavou?rful|saucy|soggy|greasy|salty|creamy|fluffy|chewy|smoky|charred|cooked|filling|flaky)\b/;

/** First names of staff the guest names, as written ("Marcus", "Joey"). */
export function staffNamesIn(text: string): string[] {
  const names: string[] = [];
  for (const pattern of NAMED_STAFF) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1];
      if (name === undefined || NOT_A_NAME.has(name) || /ly$/.test(name) || names.includes(name)) continue;
      // "Cod was lovely": a dish at the start of a sentence is not a person.
      if (DISH_HEADS.has(name.toLowerCase()) || FOOD_WORDS.has(name.toLowerCase())) continue;
      // "Lahmacun was lovely and thin": a word the guest goes on to describe as food is a dish, not a person.
      if (DESCRIBED_AS_FOOD.test(text.slice((match.index ?? 0) + match[0].length).split(/[.!?\n]/)[0] ?? '')) continue;
      names.push(name);
    }
  }
  return names;
}

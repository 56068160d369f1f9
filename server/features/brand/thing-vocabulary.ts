import type { ThingKind } from './guest-things.ts';

/**
 * The words that tell the things a guest names from the rest of their words: staff roles, the words of each kind of
 * thing, foods and drinks, nouns that are never a thing, adjectives that name a dish rather than judge it.
 */

/** Words for a person, staff only with a place ("the guy at the counter", "the slice guy"). */
const PERSON_WORDS = ['guy', 'girl', 'lady', 'woman', 'man', 'folks', 'people'];
/** Words for a person that are staff only with a place; "bloke", "lad", "dude" only rule a thing out. */
export const STAFF_ONLY_WITH_PLACE = new Set([...PERSON_WORDS, 'bloke', 'lad', 'dude']);
/** Staff roles: a reply thanks "our bartender" or owns "how our hostess treated you". */
export const STAFF_WORDS = new Set([
  'server',
  'servers',
  'waiter',
  'waiters',
  'waitress',
  'waitresses',
  'bartender',
  'bartenders',
  'barman',
  'host',
  'hosts',
  'hostess',
  'hostesses',
  'manager',
  'managers',
  'management',
  'owner',
  'owners',
  'chef',
  'chefs',
  'pitmaster',
  'baker',
  'driver',
  'sommelier',
  'somm',
  'busser',
  'bussers',
  'busboy',
  'runner',
  'cashier',
  'barista',
  'baristas',
  'counterman',
  'bouncer',
  'doorman',
  'valet',
  'staff',
  'waitstaff',
  'team',
  'crew',
  'employees',
  'cook',
  'cooks',
  ...PERSON_WORDS,
]);

/** The words of each kind of thing but dishes and staff. */
const KIND_WORDS: ReadonlyArray<[ThingKind, readonly string[]]> = [
  [
    'drink',
    'drink drinks cocktail cocktails piccolo piccolos daiquiri daiquiris colada coladas macchiato macchiatos schooner schooners pinot merlot shiraz malbec cava rioja negronis spritzes beer beers wine wines martini martinis margarita margaritas margs coffee espresso latte lattes cappuccino cortado tea chai sake soju mezcal tequila whiskey whisky bourbon gin vodka rum soda lemonade juice shake milkshake milkshakes mocktail smoothie kombucha michelada bellini spritz sangria mimosa mimosas negroni pint ipa lager stout ale gose pils pilsner porter saison kolsch hefeweizen cider horchata prosecco champagne bottle bottles pairing refills brew cuppa'.split(
      ' ',
    ),
  ],
  [
    'food',
    'food meal meals dinner lunch brunch breakfast dishes entree entrees entrée entrées apps appetizers appetizer starters mains desserts dessert sides specials cooking cuisine fare flavor flavors flavour seasoning spice heat'.split(
      ' ',
    ),
  ],
  ['menu', 'menu menus list selection options'.split(' ')],
  ['service', 'service hospitality attention'.split(' ')],
  ['wait', 'wait line queue'.split(' ')],
  [
    'room',
    'room bar space decor atmosphere ambience ambiance vibe vibes patio terrace garden backyard view lighting seating seats booths booth chairs chair stools stool tables table lounge interior setting dock rooftop'.split(
      ' ',
    ),
  ],
  ['noise', 'noise music playlist'.split(' ')],
  ['crowd', 'crowd crowds'.split(' ')],
  ['price', 'price prices bill value cost costs'.split(' ')],
  ['parking', 'parking'.split(' ')],
  ['portion', 'portion portions serving servings'.split(' ')],
  ['clean', 'bathroom bathrooms restroom restrooms toilet toilets floor floors cleanliness'.split(' ')],
  ['delivery', 'delivery takeout pickup'.split(' ')],
  ['booking', 'reservation reservations resy booking'.split(' ')],
  ['place', 'place spot restaurant joint cafe café diner gem'.split(' ')],
];
export const KIND_OF = new Map<string, ThingKind>(
  KIND_WORDS.flatMap(([kind, list]) => list.map((w) => [w, kind] as const)),
);

/** Dishes and foods beyond the signature-item heads, singular (a guest's plural is folded to it). */
export const FOOD_WORDS = new Set(
  'roosterkoek bobotie bredie boerewors sosatie vetkoek koeksister malva parmy parmi parma parmo schnitty bannock perogy perogie kubasa holubtsi pulao raan karahi nihari haleem thermidor boti kabab lechon adobo sinigang sisig pancit lumpia longganisa tapsilog bibingka ensaymada batchoy kaldereta tinola dinuguan bulalo inasal chicharon humba margherita tantanmen rice broth bread bun knot egg bacon sausage kielbasa fudge taffy concha twist tamal toastie bap barm stottie oatcake butty butties sarnie cob torte cheek plantain bean tofu tender salsa chip dip sauce gravy dressing fish meat beef veal pork steak vegetable veggie green potato tot ring slaw coleslaw cornbread cake cupcake macaron churro baklava sorbet custard pastry dessert appetizer entree side snack fritter wing nugget cutlet chop patty bowl plate platter board pita labneh halloumi feta shawarma kofta tabbouleh shakshuka samosa chaat tikka masala vindaloo korma paneer dosa idli raita lassi tostada torta birria consome consomme lengua asada pastor gyoza soba laksa larb satay poke nigiri maki uni toro otoro chashu tonkotsu miso edamame japchae congee siu gow mai banh tart pudding bagel lox sourdough loaf danish scone muffin jamun mozz mozzarella burrata arancini parm parmesan prosciutto antipasti calzone stromboli penne rigatoni cacio fettuccine tagliatelle pappardelle orecchiette bucatini polenta crostini focaccia cannoli gelato affogato crepe quiche frittata granola oatmeal yogurt parfait hollandaise benny chicken turkey club melt reuben knish cheesecake brownie cookie tiramisu cobbler crumble souvlaki moussaka spanakopita dolma falafel hummus kebab biryani naan dal curry ramen udon pho noodle dumpling taco burrito enchilada quesadilla tamale elote pozole mole carnitas barbacoa nacho guacamole guac wonton bao roll sushi sashimi tempura teriyaki bulgogi kimchi bibimbap pierogi borscht blintz latke goulash schnitzel pretzel wurst bratwurst frank dog burger slider pizza pie slice calamari octopus mussel clam oyster scallop shrimp prawn lobster crab salmon tuna cod halibut trout branzino snapper bass mahi catfish duck lamb goat oxtail jerk plantain suya jollof egusi fufu injera puff zucchini eggplant mushroom spinach kale salad soup chowder stew chili curry risotto gnocchi ravioli lasagna spaghetti linguine carbonara pasta omelette omelet pancake waffle toast biscuit grits hash bruschetta carpaccio tartare ceviche crudo paella tapa croqueta empanada arepa pupusa ceviche tamal tortilla bolognese milanese bouillabaisse collard hushpuppy chutney pakora bhaji gumbo jambalaya etouffee crawfish beignet pastelito koshari hawawshi kibbeh fattoush tteokbokki kimbap katsu tonkatsu donburi gyudon karaage takoyaki okonomiyaki onigiri yakitori cemita tlayuda suadero sfogliatella zeppole saltimbocca piccata manicotti ziti spaetzle strudel fondue raclette baguette eclair cassoulet tartine ratatouille frites musubi malasada paratha roti saag vermicelli rendang massaman panang haddock hake plaice barramundi barra monkfish mackerel bream whiting scampi kipper pollock coley'.split(
    ' ',
  ),
);
/** Adjectives a tagger may take for nouns ("legit", "buttery", "briny"): a judgement, never a thing. */
export const NOT_NOUNS = new Set(
  'medium rare well-done dozen couple pair bunch handful few plenty lots super really very tasting char bark sear crumb texture counter green red white black pink golden brown fatty legit buttery briny tender crispy crunchy juicy flaky fluffy cheesy creamy greasy oily soggy salty spicy tangy smoky chewy gooey mushy gloopy watery dense fresh rich sweet savory savoury bland dry stale perfect delicious tasty yummy amazing incredible insane unreal solid decent mid meh fire bomb banger gem right left half top bottom front back inside outside upstairs downstairs esp tbh fyi imo btw lol tho though'.split(
    ' ',
  ),
);

/** Nouns that are never the thing a reply speaks to ("the bottom line", "a table for two" is not praise). */
export const NOT_THINGS = new Set(
  'bottle proper hits half while oven mine yours ours theirs hers love everything register special ring line time times night nights day days weekend weekends week month year years hour hours minute minutes min mins way thing things lot bit kind sort type part side end bottom top experience visit trip review reviews star stars order orders ticket tickets mine yours ours theirs friend friends wife husband kids kid family mom dad mother father sister brother daughter son sisters brothers daughters sons mums moms dads parents dip def defo deffo log mate pal bud bro girlfriend boyfriend date group party people everyone everybody someone anyone nobody person birthday anniversary city town neighborhood neighbourhood area street block location deal money dollars bucks tip tax cash card point reason choice fan fans life god lord shout shoutout hype standout standouts favorite favourite rest others one ones lab pup puppy pooch loads heaps tons blast bachelorette bachelor hen stag shame pity nobody noone mondays tuesdays wednesdays thursdays fridays saturdays sundays weekdays'.split(
    ' ',
  ),
);
/** Kept as things only where a guest judges them ("the line was an hour", "the wait"), not as a time ("line up"). */
export const WAIT_HEADS = new Set(['wait', 'line', 'queue']);

/** Words that judge rather than name: never part of a thing's name ("the amazing pasta" names "pasta"). */
export const NAMING_ADJECTIVES =
  /^(?:soft|mashed|refried|scalloped|deviled|devilled|boiled|sauteed|sautéed|aged|dry-aged|olive|mexican|thai|french|chinese|japanese|korean|indian|greek|turkish|polish|vietnamese|spanish|cuban|american|hawaiian|cajun|southern|spicy|sweet|sour|green|black|red|white|fried|roast|roasted|grilled|smoked|creamed|crusted|braised|stuffed|pulled|glazed|baked|poached|steamed|charred|cured|pickled|toasted|whipped|shaved|seared|blackened|jerked|jerk|fermented|candied|salted|scrambled|poached|iced|frozen|plain|house|vegan|vegetarian|veggie|seared|raw|natural|sparkling|dry-aged|bottomless|outdoor|indoor|private|back|front|upstairs|downstairs|main|small|large|little|big|old|fashioned)$/;

/** Singular words that end in s ("hummus", "octopus"): never folded to a singular. */
export const MASS_ENDING_IN_S = new Set([
  'hummus',
  'couscous',
  'asparagus',
  'molasses',
  'swiss',
  'citrus',
  'octopus',
  'bus',
  'gas',
  'focaccia',
]);

/** Dishes whose names are already plural ("the pierogi were", "the gnocchi were"). */
export const PLURAL_DISHES = new Set([
  'pierogi',
  'gnocchi',
  'ravioli',
  'tortellini',
  'escargot',
  'tapas',
  'dim sum',
  'mussels',
  'nachos',
]);

/** Words that say how something tasted or was cooked: after "was", the thing was eaten. */
export const FOOD_ADJECTIVES =
  /^(?:delicious|tasty|yummy|flavou?rful|fresh|crispy|crunchy|juicy|tender|spicy|sweet|salty|bland|dry|dried|soggy|greasy|oily|burnt|stale|rubbery|chewy|tough|undercooked|overcooked|raw|seasoned|cooked|homemade|frozen|fried|grilled|smoked|cheesy|buttery|flaky|fluffy|rich|creamy|tangy|savou?ry|watery|gloopy|mushy|perfect|amazing|incredible|excellent|outstanding|legit|unreal|insane|fire|good|great|bad|terrible|awful|gross|mediocre|okay|ok|fine|solid|decent|meh|lukewarm|cold|hot|sad|forgettable|underwhelming|inedible|dense|gummy|clumpy|heavenly|divine|phenomenal|superb|fantastic|wonderful|awesome|best|worst|crisp|silky|sticky|moist|succulent|smoky|charred|gooey|zesty|hearty|velvety|luscious|fragrant|aromatic|scrumptious|addictive|chalky|doughy|runny|gluey|mealy|slimy|tepid|stewed|vinegary|gritty|underseasoned|overseasoned|stewed|hard|limp|overdone|underdone|reheated|microwaved|congealed|fatty|sour|bitter|proper|lush|grand|ace|banging|lovely|nice|gorgeous|beautiful|stodgy|claggy|lumpy|tasteless|flavou?rless|floppy|tangy|spot-on)$/;
/** Verbs of ordering and eating: their object is a dish. */
export const EATING_VERBS =
  /^(?:ordered|order|had|get|tried|try|ate|eat|recommend|recommended|love|loved|enjoyed|shared|split|skip|avoid)$/;

/** Dishes whose words a tagger splits or misreads ("burnt ends", "pad see ew"): matched as a run of words first. */
export const MULTIWORD_DISHES: readonly string[][] = [
  'red velvet latte',
  'red velvet cake',
  'red velvet',
  'club mate',
  'chicken fried steak',
  'chicken fried chicken',
  'brussels sprouts',
  'stir fry',
  'bubble and squeak',
  'char siu noodles',
  'char siu bao',
  'char siu pork',
  'toad in the hole',
  'mushroom swiss',
  'salt and pepper crab',
  'salt and pepper squid',
  'salt and pepper shrimp',
  'salt and pepper prawns',
  'salt and pepper chicken',
  'salt and pepper wings',
  'salt and pepper tofu',
  'salt and pepper ribs',
  'stir-fry',
  'brussel sprouts',
  'black and white shake',
  'black and white cookie',
  'salt and pepper calamari',
  'salt and pepper squid',
  'khao man gai',
  'bacon egg and cheese',
  'pork and black pudding',
  'leek and potato soup',
  'leek and potato',
  'steak and pepper',
  'custard square',
  'steak and pepper pie',
  'steak and ale pie',
  'steak and kidney pie',
  'chicken and mushroom pie',
  'mince and cheese pie',
  'mince n cheese pie',
  'bacon and cabbage',
  'cheese and onion pasty',
  'gin sour',
  'whiskey sour',
  'whisky sour',
  'pisco sour',
  'amaretto sour',
  'char siu bao',
  'char siu',
  'rice and peas',
  'crab legs',
  'salt and pepper shrimp',
  'beef with broccoli',
  'pretzel bites',
  'egg fried rice',
  'salt and pepper chips',
  'sweet and sour chicken',
  'sweet and sour pork',
  'salt and pepper squid',
  'hot and sour soup',
  'beef dripping chips',
  "general tso's chicken",
  'lo mein',
  'chow mein',
  'clotted cream',
  'tacos de lengua',
  'tacos de birria',
  'house red',
  'house white',
  'mushy peas',
  'burnt ends',
  'burnt almond torte',
  'salt and pepper chicken',
  'salt and chilli chicken',
  'sweet and sour chicken',
  'sweet and sour pork',
  'chips in curry sauce',
  'vegan fry up',
  'fry up',
  'special fried rice',
  'egg fried rice',
  'corn on the cob',
  'half moon cookies',
  'half moon cookie',
  'cream of crab soup',
  'pork roll egg and cheese',
  'taylor ham egg and cheese',
  'bacon egg and cheese',
  'hash browns',
  'home fries',
  'french toast',
  'onion rings',
  'spring rolls',
  'egg rolls',
  'dim sum',
  'hot dog',
  'hot dogs',
  'pad thai',
  'pad see ew',
  'banh mi',
  'cacio e pepe',
  'eggs benny',
  'eggs benedict',
  'crab cakes',
  'ice cream',
  'cream cheese',
  'chicken parm',
  'black and white cookie',
  'puff puff',
  'pho dac biet',
  'old fashioned',
  'espresso martini',
  'aperol spritz',
  'whiskey sour',
  'bloody mary',
  'cold brew',
  'mai tai',
  'moscow mule',
  'hot links',
  'hot link',
  'hot pot',
  'hot chocolate',
  'tom yum',
  'khao soi',
  'xiao long bao',
  'soup dumplings',
  'rogan josh',
  'tikka masala',
  'chana masala',
  'masala dosa',
  'butter chicken',
  'pollo a la brasa',
  'steak frites',
  'moules frites',
  'coq au vin',
  'creme brulee',
  'crème brûlée',
  'pain au chocolat',
  'flat white',
  'flat whites',
  'smashed avo',
  'smashed avocado',
  'sticky toffee pudding',
  'sticky rice',
  'fish tacos',
  'chicken tikka',
  'lamb bhuna',
  'bun bo hue',
  'shepherds pie',
  "shepherd's pie",
].map((d) => d.split(' '));

/** Dishes made of two things joined by "and": one thing, not two ("mac and cheese"). */
export const AND_DISHES = new Set(
  'mac cheese|fish chips|rice beans|chips salsa|sausage peppers|biscuits gravy|shrimp grits|chicken waffles|surf turf|salt pepper|bread butter|peanut butter|eggs bacon|lox bagel|pork beans|burger fries|steak eggs|steak ale|steak kidney|pork chive|cheese onion|ham cheese|faggots peas|bangers mash|pie mash|sweet sour|chicken leek|cheese pickle|leek potato|coffee walnut|lemon drizzle|bacon egg|sausage egg|liver bacon|liver onions|chorizo potato|sausage cheese|bean cheese|egg cheese|potato egg|bacon cheese|spinach cheese|chorizo egg|jalapeno cheese'.split(
    '|',
  ),
);

/** Dish words restaurants are named after ("the Dog", "the Pie Shop", "the Grill"). */
export const NAME_PRONE =
  /^(?:dog|pie|slice|club|shack|spot|grill|house|kitchen|table|plate|bowl|spoon|fork|barrel|pot|pan|oven|crust|diner|cafe|bar|roll|burger|taco|noodle|dumpling|bun)s?$/;

/** Drinks made at a counter (coffee, tea, shakes, juices), which no bar team is told of. */
export const COUNTER_DRINKS =
  /^(?:tea|teas|coffee|coffees|latte|lattes|cappuccino|cappuccinos|flat white|chai|mocha|espresso|americano|cortado|hot chocolate|milkshake|milkshakes|shake|shakes|smoothie|smoothies|juice|juices|lemonade|horchata|soda|sodas|milk tea|boba|bubble tea|frappe|frappuccino|malt|malts|thickshake|thickshakes|agua fresca|aguas frescas|kombucha)$/;

/**
 * Drinks served cold on purpose, by the word a guest names them with: of these, "cold" and "ice cold" are praise
 * ("the beer was cold", "soju was cold, which matters"). Read by the thing's judgement and by the wording made plainer.
 */
export const SERVED_COLD_DRINKS: readonly string[] =
  'beer beers pint pints lager lagers cider ciders soda sodas coke cokes lemonade sprite ipa ipas drinks water soju sake milkshake milkshakes shake shakes smoothie smoothies seltzer seltzers'.split(
    ' ',
  );

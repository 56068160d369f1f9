/**
 * The phrases the English review reader knows beyond its lexicon: judgements the lexicon misses, constructions that
 * say what a guest complains of or praises, words before a thing that judge it, and what guests say of themselves.
 */

/** Openers that make what follows a complaint ("to make matters worse, the waitress followed us out"). */
export const COMPLAINT_OPENERS =
  /^(?:to make matters worse|to top it (?:all )?off|worse yet|even worse|on top of that)\b/;

/** Judgements the lexicon misses; "worthy of the wait" praises the food, not the wait. */
export const WORTHY = /\bworthy of\b|\bworth (?:the|every|it)\b/;

/** Judgements the lexicon misses, read per segment ("tasted store bought", "slaps", "acted like I was bothering him"). */
export const EXTRA_NEGATIVE =
  /\b(?:tast(?:ed|es|ing) of (?:the )?(?:tomato sauce|ketchup|fridge|freezer|soap|bleach|nothing|cardboard|plastic|old oil|chemicals|stock cubes?|packet)\b|(?:was|were|is|are) (?:basically|literally|just|mostly|pretty much) (?:warm |hot |cold |salty |sweet |flavou?red )?(?:milk|water|ice|foam|sugar|syrup|ketchup|mayo|mayonnaise|oil|grease|bread|batter|sauce|mash|lettuce|rice|cream|pastry|bun|breading|juice|soup)\b|(?:was|were|is|are) (?:a bit |a little |a tad |slightly |quite |too |rock |really |very |so )?hard\b(?! (?:to|work|worker|working|workers))|(?:not|n't|never) cooked (?:properly|right|through|enough|well)|(?:dumped|poured|loaded|drowned) (?:\w+ )?(?:sugar|salt)|tasted like (?:powder|candy|the boxed|boxed|anything|a box|chalk|soap|bleach)|(?:smelled|smells) (?:strongly )?(?:of|like) bleach|nonexistent|non-existent|brutal|wallpaper paste|mostly foam|all foam|one[- ]note|broke every|water(?:ed)?[- ]down|kept (?:mixing|disappearing|forgetting)|mixing up|under-?seasoned|(?<!(?:lamb|beef|pork|meat|brisket|ribs|rib|shank|oxtail|goat|mutton|cheeks?|kleftiko|josh|curry|stew|tagine) (?:just |literally |was |were )?)(?:fell|falling) apart(?! tender)|an afterthought|hurry (?:you|us) out|so salty|sent it back|stingy|style over substance|more (?:mayo|breading|bread|ice|foam|sauce) than|came out (?:cold|raw|burnt|wrong)|raw in the middle|(?:doesn'?t|never|hasn'?t|does not|has not) change|same old|not (?:overly |very |particularly |that |too )?friendly|overdone|overbearing|tasted like (?:sweet |cheap |watered[- ]down )?(?:gin|vodka|sugar|juice|water|nothing|a mix)|so-so|so so|never grabbed|didn'?t grab|didn'?t appeal|never appealed|nothing appealed|(?:was|were|is|are) empty|ran out|out of stock|wish i could say the same|(?:much|a lot|lots) to be desired|over[- ]?(?:deep[- ])?fried|not (?:too |very |that |a big |all that )?fond of|not a (?:big |huge )?fan of|not my (?:favorite|favourite|thing|cup of tea)|at best|store[- ]bought|from a (?:box|jar|can|bag)|microwaved|reheated|tasted (?:frozen|old|off|like (?:nothing|cardboard|flour|plastic))|tasted off|acted like (?:i|we) (?:was|were)|rolled (?:his|her|their) eyes|couldn'?t care less|couldn'?t have cared less|could not care less|didn'?t (?:seem to |even )?care|short with (?:us|me)|not so much|won'?t (?:even )?look at|from a tub|\b[0-5](?:\.\d)? ?\/ ?10\b|(?:sweet|sugary) (?:like|as) (?:candy|dessert|syrup)|\d+ ?% (?:bun|bread|batter|breading|ice|foam|filler|fat|gravy|rice|tortilla)|days? old|did not (?:seem to )?care|didn'?t (?:even )?apologi[sz]e|no apology|never (?:came|once came) back|nobody (?:came|checked|refilled)|no one (?:came|checked|refilled)|forgot (?:half|our|my|the|to)|not (?:the same|what it used to be)|went downhill|gone downhill|a downgrade|letdown|let down|overhyped|over-hyped|overrated|skimpy|stingy|a mess|falling apart|on (?:his|her) phone|hard to justify|hit or miss|grouchy|cranky|surly|snippy|snotty|demanded|insisted|defensive(?:ly)?|sarcastic|numbness|lacks|lacking|no atmosphere|smoky (?:room|air|inside|dining room)|too bright|too dark|limited|from yesterday|day[- ]old|not fresh|hit-or-miss|inconsistent|and nothing else|from a mix|came from a mix|taste[sd]? like (?:sugar|nothing|cardboard|flour|plastic|water)|stiff|overwhelmed|disorganized|like (?:i|we) (?:was|were) (?:a |some )?(?:suspect|criminal|thief|idiot|nuisance|burden)|not worth|nothing special|nothing to write home about|meh|mid|(?:rice|bread|bagels?|rolls?|naan|pita|tortillas?|beans|pasta|noodles|cookies?|scones?|crust|chips|biscuits?|toast|meat|steak|potatoes|eggs?) (?:was|were|is|are|came out) (?:\w+ )?hard\b(?! to)|rock[- ]hard|in (?:a|the) bad way|like (?:they|it)(?:'d| had) been boiled|boiled,? not smoked|brown on top|(?:gone|turned) brown|(?:milkshake|shake|ice cream|gelato) (?:was |were )?(?:\w+ )?melted|\d+ ?% (?:breadcrumbs?|filler|mayo|rice|ice|batter|bread)|(?:was|were) (?:like|maybe|about) (?:\d+|two|three|four|a couple of) (?:tablespoons?|teaspoons?|spoonfuls?|bites?|pieces?|crackers?|fries|chips|shrimp|prawns)|all (?:fat|gristle|bone|batter|breading|bread|ice|lettuce|filler|sugar|froth|foam)\b|(?:roasties|roast potatoes|chips|fries|crackling|crust|pastry|batter|skin) (?:were|was) (?:a bit |too |very |quite )?soft|(?:didn'?t|didnt|did not) taste (?:that |very |too |particularly )?fresh|came (?:out )?(?:fully cooked|well done|cooked through)|(?:pure|straight) (?:sugar|salt|grease|fat)|canned (?:beans|soup|veg|vegetables|tomatoes|corn|fruit|sauce|peas)|tasted canned|from (?:a )?(?:packet|costco|tin)|packet (?:gravy|mix|sauce|soup)|(?:drowning|drowned|swimming|swam|swims|soaked|soaking|dripping) in (?:\w+ )?(?:grease|oil|sauce|butter|salt|sugar|dressing|mayo|cream|gravy|fat|syrup)|more (?:gristle|fat|bone|batter|breading|bun|bread|rice|lettuce|filler|potato|onions?) than (?:meat|chicken|fish|filling|beef|pork|shrimp|prawns?|lobster|crab|anything)|pink (?:at|near|by|in) the bone|(?:pink|raw) (?:inside|in the middle)|seen better days|from a bottle|(?:oddly|weirdly|strangely|overly|unusually) (?:sweet|salty|sour|bitter|sweet|rich|heavy|greasy|oily|dry|bland|chewy)|the fake stuff|fake (?:syrup|maple|cheese|crab)|(?:chips|fries|toast|crust|pastry|bread|batter) (?:was|were|is|are) (?:a bit |a little |quite |very |too )?pale|hard as (?:a )?rocks?|(?:tasted|tastes|taste|smelled|smells) like (?:the |a |old |stale )?(?:ketchup|v8|tomato juice|(?:sweet and )?sour mix|cough syrup|medicine|perfume|fridge|freezer|dishwater|soap|rubber|ash|ashtray|feet|chemicals|jar|can|tin|old oil|fryer oil|burnt|yesterday)|(?:was|were|is|are) like (?:water|soup|glue|rubber|leather|a brick|bricks|a rock|rocks|concrete|cement|mush|paste|a hockey puck|hockey pucks|shoe leather|cardboard|jerky|dishwater)|(?:a bit|a little|a tad|slightly|kinda|kind of|sort of|somewhat) (?:sweet|salty|sour|rich|heavy|bitter|strong|sharp|tart|acidic|oily|greasy|dry|bland|chewy|tough|overcooked|cold|lukewarm|soggy|weak|watery|vinegary)(?! (?:and |but )?(?:perfect|just right|lovely|nice|great|delicious|tasty)))\b/;
export const EXTRA_POSITIVE =
  /\b(?:injera (?:was |is )?(?:(?:fresh|soft|spongy) and )?(?:sour|tangy|spongy)(?: and (?:sour|tangy|spongy|fresh|soft))?(?=[.,;!]|$| but)|falling apart tender|(?:lamb|beef|pork|meat|brisket|ribs|short rib|shank|oxtail|goat|mutton|cheek|cheeks) (?:just |literally )?(?:fell|falls|falling) (?:apart|off the bone)|(?:was|were|is|are) (?:so |really |just )?(?:proper|legit|banging|mint|grand|ace)(?= *(?:[.,!;]|and\b|$))|(?:fall|falls|fell|falling) off the bone(?![^.]*\b(?:bad way|boiled|mushy))|(?:service|staff|welcome|team|host|hostess|server|waiter|waitress|atmosphere|vibe|people|owners?|everyone) (?:was|were|is|are) (?:so |very |really |super |genuinely )?warm|(?:scones|bread|rolls|croissants?|pastr(?:y|ies)|cookies?|buns?|pita|naan|tortillas|baguette|brownies?|cinnamon rolls?|donuts?|doughnuts?|biscuits?) (?:was|were|is|are|came out|arrived) (?:still |so |nice and |lovely and |perfectly )?warm\b(?! and (?:soggy|stale|hard))|slaps|hits the spot|hit the spot|to die for|like (?:my|our) (?:grandmother|grandma|mom|mother|babcia|nonna|abuela)'?s?|tasted like home|tastes like home|the real deal|legit|hooks? (?:me|us) up|a sweetheart|a delight|on point|knows? (?:her|his|their) stuff|lives up to the hype|lived up to the hype|worth every|never disappoints|a must|a showstopper|a gem|a vibe|no trouble|no problem|\bhits\b(?! or miss)|low prices|freshly made|like a regular|like family|amazed|1\/3 the price|half the price|impressed|blown away|in love with|worthy of|real (?:heat|kick|flavou?r|spice)|went above and beyond|above and beyond|made (?:his|her|our|my) (?:night|day|week))\b/;

/** "the only downside was the decor", "my one complaint is the music": what follows is the complaint. */
export const ONLY_DOWNSIDE =
  /\b(?:only|one|biggest|main|my|minor|slight|small) (?:downside|down side|complaint|gripe|problem|issue|drawback|negative|knock|criticism|con|quibble|letdown|disappointment)s?(?: (?:is|was|would be|:))?\s*(?:that )?(?:the |their |our )?$|\b(?:shame|pity) about (?:the |their |our )?$/;

/** A wait the guest calls long ("the line was insane", "waited forever"). */
export const LONG_WAIT =
  /\b(?:wait|line|queue)\b.{0,20}\b(?:unbelievable|insane|crazy|ridiculous|absurd|brutal|nightmare|long|forever|endless|killer|too long)\b/;
/** "the only saving grace was the bread": what follows is praised. */
export const SAVING_GRACE =
  /\b(?:only (?:saving grace|good thing|redeeming|thing worth|thing that was (?:good|decent|worth)|decent thing|positive|(?:good|decent|nice|bright) (?:part|bit|thing|spot))|saving grace|redeeming (?:quality|feature|thing))\b/;
/** "worth the wait": the wait is the measure of the praise, not a complaint. */
export const WORTH_WAIT =
  /(?<!not |n't )\bworth(?:y of)? (?:the|every minute of the|every minute in the|every minute in that) (?:[\w-]+ ){0,3}?(?:wait|line|queue)|worth waiting|(?:wait|line) (?:is|was) (?:\w+ )?worth it|(?:wait|line|queue)\b[^.]{0,25}\bbut (?:totally |so |well |definitely )?worth it|(?:line|queue|wait) (?:was|is) (?:long|big|massive) but (?:it )?(?:moved|moves|goes|went) (?:fast|quick|quickly)/;

/** What a guest says a person on the team did wrong. */
export const STAFF_FAULT =
  /that'?s how|brushed|speech|recited|annoyed|irritated|impatient|not (?:very |at all |too |that |particularly )?(?:attentive|friendly|helpful|enthusiastic|welcoming|polite|nice|knowledgeable)|unattentive|unhelpful|apathetic|offered nothing|(?:much|a lot) to be desired|disgusting|horrible|terrible|awful|worst|nasty|obnoxious|unprofessional|incompetent|clueless|lazy|useless|arrogant|snooty|snobby|pretentious|rude|attitude|condescend|dismissive|yell|snapp|shrug|roll(?:ed)? (?:his|her|their) eyes|argu|care less|didn'?t care|did not care|smirk|sarcastic|unfriendly|grouchy|cranky|surly|snippy|defensive|demanded|insist|ignor|never (?:came|checked|returned|once)|disappear|forgot|slow|on (?:his|her|their) (?:phone|cell)|couldn'?t be bothered|could not be bothered|wasn'?t ready|overwhelmed|inattentive|absent|nowhere|hover|pushy|pushed|upsell|corrected|lectur|speech|told us no|refused|wouldn'?t|would not|chatting|acted like|treated (?:us|me) (?:like (?:dirt|garbage|trash|crap|children|kids|idiots|criminals|second|an? (?:inconvenience|nuisance|burden|suspect))|poorly|badly|rudely|differently)|made (?:us|me) feel (?:unwelcome|rushed|stupid|small|like (?:an? )?(?:inconvenience|burden|nuisance|idiot|criminal|suspect))|wrong|mistake|no apology|didn'?t apologi|never apologi|hung up|kick(?:ed)? us out|rushed/;

/** What a guest says of a person on the team they praise. */
export const PERSON_PRAISE =
  /treated (?:us|me) like (?:a regular|regulars|family|royalty|friends|an old friend|vips?)|pleasant|easy-going|easygoing|accommodating|polite|courteous|charming|personable|efficient|prompt|knew|explain|friendly|nice|sweet|lovely|helpful|attentive|great|amazing|awesome|warm|kind|knowledgeable|patient|fun|welcoming|wonderful|fantastic|the best|delight|sweetheart|gem|star|pro\b|professional|hooks|remembers|took (?:great )?care|looked after|knew|steered|recommend|made (?:us|me|our|my)/;

/** Praise of a price in the words of value ("fair prices", "cheap"). */
export const PRICE_VALUE =
  /cheap|fair|reasonabl|affordabl|value|worth|bargain|steal|inexpensive|good price|great price|low price/;

// Words right before a thing that judge it whatever the rest says.

/** "not even a round of drinks", "offered no dessert": nothing is judged of what was not offered. */
export const NOT_OFFERED_LEAD = /\b(?:not even a round of|not even an?|offered no|no free)$/;
/** "the lack of decor", "no music", "improve the service": the thing is missed. */
export const MISSED_LEAD =
  /\b(?:lack of|lacks|lacking|lacks in|lacking in|lack in|no|without|not enough|not much|zero|absence of|short on|improve|fix|update|work on|do something about|don'?t let|not worth(?: the)?(?: \w+ (?:or|and))?|nothing (?:too |that |very |really )?special about(?: the \w+ (?:or|and)(?: the)?)?)$/;
/** "nothing wrong with the service", "no complaints about the food": the thing was fine. */
export const FAULTLESS_LEAD =
  /\b(?:nothing wrong with|no complaints? (?:about|with)|can'?t complain about|couldn'?t fault|could not fault|can'?t fault|never had a bad)$/;
/** "food other than sushi is nice", "the menu features lobster": the thing is set apart or only named. */
export const SET_APART_LEAD =
  /\b(?:suggest (?:you )?(?:order|get|try)|recommend (?:ordering|getting|trying)|other than|except|except for|besides|aside from|apart from|knows? (?:a lot |so much |more )?about|knew (?:a lot |so much |more )?about|explain(?:ed|s)?|features?|offers?|includes?|serves)$/;
/** "the menu offers steak, lobster and the halibut": a thing further along a list of what is offered. */
export const LISTED_LEAD = /\b(?:features?|offers?|includes)\b.{0,60}$/;
/** "nothing special about the location or the atmosphere": what these say of one thing they say of the next. */
export const CARRIED_LEAD =
  /\b(?:nothing (?:too |that |very |really )?special about|lack of|no|without|other than|besides|improve|fix)$/;

/** "I used to always get the turkey club, until recently": what the guest had is not what it was. */
export const DECLINE =
  /\buntil recently\b|used to (?:be|always|love)|not (?:like|as good as) (?:it|they) used to|not what (?:it|they) used to be|(?:has|have) gone downhill|\b(?:not|n't|no longer|never)\b[^.]{0,40}\b(?:anymore|any more|lately)\b|\bno longer (?:as |the same|what|good|worth)/;

/** An occasion the guest is planning, not one they celebrated ("already planning our anniversary here"). */
export const PLANNED_OCCASION =
  /\b(?:planning|next|will|going to|upcoming|book(?:ed|ing)? for)\b[^.]{0,30}\b(?:birthday|anniversary)/;
/** The occasion the guest celebrated ("for my wife's birthday"): the first group names it. */
export const OCCASION =
  /\b(?:for|celebrat\w*|on) (?:my|our|his|her|their|the|a|mom'?s|dad'?s|wife'?s|husband'?s|sister'?s|brother'?s|daughter'?s|son'?s|friend'?s) ?(?:[\w']+ ){0,2}(birthday|anniversary|engagement|graduation|retirement)\b/;
/** The guest says they come often: "been coming here 20 years", "we're regulars". */
export const REGULAR =
  /\b(?:(?:i'?m|we'?re|i am|we are|as) (?:a |long-?time )?regulars?\b|(?<!\b(?:it|its|it's|it has|that|this|broth|stock|sauce|place|they|shop|kitchen|pot) )been (?:coming|going|eating) (?:here )?(?:for (?!hours|a few hours|ages)|since|(?:over )?(?:\d+|many|several|ten|twenty|fifteen) (?:plus |\+ )?(?:years|yrs))|(?:dined|eaten|been coming) here (?:for )?(?:over )?(?:\d+|many|several|ten|twenty|fifteen) (?:plus )?years|(?:i'?ve|we'?ve|i have|we have|been coming|been going|been eating|been ordering|i'?ve known|we'?ve known)\b[^.]{0,30}\bfor (?:over )?(?:\d+|many|several|ten|twenty|fifteen) (?:plus )?years)/;

/** A portion the guest calls generous ("big portions so we had leftovers"): never a complaint. */
export const GENEROUS_PORTION = /\b(?:huge|generous|big|large|massive|enormous|hearty|ample)\b/;

import { sensitiveDetailOf, type SensitiveDetail } from './sensitive-detail.ts';
import type { Aspect, BrandProfile, ReviewInsight } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { readAspectTerms, readGuest, type GuestReading, readSpanishAspectTerms } from '#server/features/brand/index.ts';
import { replyLanguageOf, type ReplyLanguage } from './reply-language.ts';
import { guestFirstName } from './guest-names.ts';
import { broadAspect, sortTerms, type GuestTerms } from './replies/guest-terms.ts';
import { termIssuePhrase, termIssuePhraseEs } from './replies/term-issues.ts';
import { foldText, waitPhrase, withArticleEs } from './replies/wording.ts';

export { NO_TERMS, broadAspect, sortTerms } from './replies/guest-terms.ts';
export { articleEs, foldText, withArticleEs } from './replies/wording.ts';

/**
 * What a reply may safely refer to, read from one review: the dishes and staff the guest named, the
 * problems they describe, and whether it is a case to escalate before anyone replies publicly.
 * A reply only names what the guest wrote or the analysis found in their text: inventing a specific
 * is the first failure mode of AI replies.
 */

/** Cases where a person acts before any public reply (the playbook's escalation rules). */
export type SensitiveKind =
  'illness' | 'allergen' | 'food-safety' | 'discrimination' | 'legal' | 'injury' | 'staff-conduct' | 'security';

export interface ReviewIssue {
  aspect: Aspect | 'order';
  /** Noun phrase in the reply's language, e.g. "the 40-minute wait" / "la espera de 40 minutos". */
  phrase: string;
}

export interface ReviewSignals {
  language: ReplyLanguage;
  firstName: string | null;
  dishes: string[];
  staff: string[];
  praised: Aspect[];
  issues: ReviewIssue[];
  sensitive: SensitiveKind[];
  /** For a sensitive review: what the guest found, and whether raising it with us went badly. */
  sensitiveDetail?: SensitiveDetail;
  /**
   * A hurt the guest says the team looked after and blames no one for: not a case for a person, but the reply says
   * it is sorry they were hurt before any thanks ("our little one smacked his head… staff had an ice pack on him").
   */
  hurtCaredFor?: boolean;
  hasText: boolean;
  /** Things the guest named, as they wrote them, that the reply may thank for, own, or only acknowledge. */
  terms: GuestTerms;
  /** An English review read as a manager reads it (what was praised, every complaint in the guest's words); null for
   * Spanish, which the terms above serve, and for a reply written from a plan rather than a review. */
  reading: GuestReading | null;
}

const MAX_SUBJECT_CHARS = 48;

function clip(subject: string): string {
  const clean = subject.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_SUBJECT_CHARS) return clean;
  const cut = clean.slice(0, MAX_SUBJECT_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > 12 ? cut.slice(0, space) : cut;
}

function mentions(foldedText: string, term: string): boolean {
  const needle = foldText(term).trim();
  if (needle.length < 3) return false;
  const at = foldedText.indexOf(needle);
  if (at < 0) return false;
  const before = foldedText.charAt(at - 1);
  const after = foldedText.charAt(at + needle.length);
  const boundary = (ch: string) => ch === '' || !/[\p{L}\p{N}]/u.test(ch);
  return boundary(before) && boundary(after);
}

function uniqueBy(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = foldText(value);
    if (value.trim() === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

// Matched against folded text (lowercase, accents removed) without the i/u flags: case-insensitive
// Unicode regexes are several times slower, and this runs on every review several times per playbook.
const SENSITIVE_PATTERNS: ReadonlyArray<[SensitiveKind, RegExp]> = [
  [
    'illness',
    /spent (?:all (?:of )?)?(?:the (?:next |whole )?(?:day|night|morning)|\w+day(?: night)?) (?:in|on) the (?:bathroom|toilet|loo)|food poisoning|(?<!\b(?:someone|somebody|guy|girl|bloke|customer|drunk|person|lad|woman|man) )(?:got|get|getting|gotten|became|was|were|felt|feeling) (?:(?:really|so|very|violently|horribly|terribly|badly|both|all) ){0,2}(?:sick|ill)\b(?! of| in (?:a|the) (?:corner|toilets?|bathroom|car ?park|street|sink))|fell ill|made (?:me|us|him|her|them) (?:sick|ill)|\bsick as (?:a )?(?:dogs?|parrots?)\b(?=[^.]{0,40}\b(?:after|the (?:night|day|morning)|next day|since|all night)\b)|\bsick (?:the|that) (?:night|evening|morning|day) after\b|\bstomach (?:was |started )?(?:turning|churning)\b|\b(?:clinic|hospital|a&e|urgent care)\b[^.]{0,40}\bon (?:a |an |the )?(?:iv )?drip\b|\bon (?:a |an )?iv drip\b|\b(?:up|been|were|was) being sick\b|\b(?:sick|ill) the (?:next|following) (?:day|night|morning)\b|vomit|threw up|throwing up|diarrh|stomach (?:bug|cramps|ache|pains?|in bits|in knots)|stomach (?:was|were) in (?:bits|knots|agony)|(?:upset|dodgy|bad) stomach|sick (?:all|through the) night|up all night (?:sick|being sick|with)|intoxicacion|intoxicad|me enferm|nos enferm|(?:me|nos|le|les) (?:sento|cayo) (?:mal|fatal)|diarrea/,
  ],
  [
    'allergen',
    // A gluten-free, dairy-free or nut-free order served the ordinary way is a dietary case, said "allergy" or not;
    // so is meat served for a vegetarian, a vegan or a halal order ("a lamb biryani instead of the veg one").
    // A guest who says they are vegetarian, or asked whether a dish was, then found meat in it ("im vegetarian … found
    // pancetta halfway through", "asked was it meat free … found chunks of spam"); not meat found on the menu.
    /\binstead of (?:the |a |an |my |our |his |her )?(?:veg|veggie|vegetarian|vegan|halal)\b|(?:meat|chicken|beef|pork|lamb|bacon|ham|sausage|prawns?|shrimp|mince|chorizo|pepperoni|gelatine?|fish sauce)\b[^.,]{0,30}\b(?:in|on|through|with) (?:my|his|her|our|their|the|a) (?:\w+ )?(?:vegetarian|vegan|veggie|halal)\b|(?:vegetarian|vegan|veggie|halal) (?:\w+ ){0,3}(?:had|has|contained|came with|was full of|turned out to have|turned out to be) (?:\w+ ){0,2}(?:meat|chicken|beef|pork|lamb|bacon|ham|sausage|prawns?|shrimp|mince|chorizo|pepperoni|gelatine?|fish sauce|anchov\w*)\b|told (?:them|the \w+|him|her) (?:twice |again |(?:two|three|\d+) times )?(?:i'?m|i am|we'?re|we are|she'?s|she is|he'?s|he is|(?:my|our) \w+ (?:is|was)) (?:a )?(?:strict )?(?:vegetarian|vegan|halal)\b[\s\S]{0,160}\b(?:meat|chicken|beef|pork|lamb|bacon|ham|sausage|prawns?|shrimp|mince)\b|\b(?:i'?m|i am|we'?re|we are|she'?s|she is|he'?s|he is|(?:my|our) \w+ (?:is|was)) (?:a )?(?:strict |lifelong )?(?:vegetarian|vegan|veggie)\b[\s\S]{0,200}?\b(?:found|bit into|bite into|biting into) (?!the |his |her |their |our |(?:barely|hardly|only|little|no|not|any|enough) )(?:\w+ ){0,3}?(?:meat|pancetta|bacon|ham|pork|spam|chicken|beef|lamb|sausage|chorizo|pepperoni|prosciutto|salami|mince|prawns?|shrimp|anchov\w*|gelatine?|fish sauce)\b(?![^.]{0,30}\b(?:on the menu|in (?:every|most|all|nearly|almost)|everywhere))|\basked (?:if|whether|was|is) [^.]{0,50}\b(?:meat[- ]free|vegetarian|vegan|veggie)\b[\s\S]{0,160}?\b(?:found|bit into|bite into|biting into) (?!the |his |her |their |our |(?:barely|hardly|only|little|no|not|any|enough) )(?:\w+ ){0,3}?(?:meat|pancetta|bacon|ham|pork|spam|chicken|beef|lamb|sausage|chorizo|pepperoni|prosciutto|salami|mince|prawns?|shrimp|anchov\w*|gelatine?|fish sauce)\b(?![^.]{0,30}\b(?:on the menu|in (?:every|most|all|nearly|almost)|everywhere))|\b(?:not|wasn'?t|isn'?t) (?:even |actually )?halal\b|allerg|anaphyla|epipen|epi-pen|celiac|coeliac|alergi|alergic|(?:gluten|dairy|nut|wheat)[- ]free\b[^.]{0,60}\b(?:came|served|arrived|brought (?:out )?)\s(?:\w+ )?(?:in|on|with) (?:a |an )?(?:normal|regular|ordinary|standard|wheat|white|brioche|usual) (?:bun|bread|base|pasta|wrap|roll|batter|noodles)|\bgf (?:\w+ )?(?:came|served|arrived) (?:\w+ )?(?:in|on|with) (?:a |an )?(?:normal|regular|ordinary|standard|wheat|white|brioche|usual) (?:bun|bread|base|pasta|wrap|roll|batter)/,
  ],
  [
    'food-safety',
    /\bsneez(?:ed|ing|es) (?:right |all )?(?:over|on|into) (?:the |my |our |his |her )?(?:pot|food|plate|pan|counter|grill|dough|bowl)\b|\b(?:money|cash) and food with (?:the )?same gloves\b|\bsame gloves\b[^.]{0,30}\b(?:money|cash|till)\b|\bhair (?:baked |cooked )?(?:right )?in(?:to)?\b|hair on my|(?:piece of |bit of )?plastic (?:wrap )?(?:baked |cooked |fried )?in(?:to)? (?:my|the|our)|(?:piece|shard|chunk|bit) of (?:plastic|metal|glass|wire) in (?:my|the|our|his|her|it)\b|(?:bit|bite) into a (?:piece|shard|chunk|bit) of (?:plastic|metal|glass|wire)|(?:finger|toe)nail|band-?aid in|(?:metal |wire )?bristle in|\bstaple in|(?:nearly |almost )?(?:broke|chipped|cracked) a tooth|\bbug in\b|\b(?:dead )?(?:fly|flies|insect|maggot|worm|slug)s? in (?:my|the|our|his|her)\b(?! (?:window|windows|room|air|place|shop|cafe|bar|restaurant|garden|yard|doorway|door|dining room))|cockroach|\broach|\brat\b|\bmice\b|\bmouse\b|raw chicken|undercooked chicken|\bchicken (?:was |is )?(?:still )?(?:raw|pink|bloody)\b|\b(?:wiping|wiped|picking|picked|blowing) (?:his|her|their) nose\b|\bmold|mould|expired|pelo en|cucaracha|\brata\b/,
  ],
  [
    'discrimination',
    // Among others: guests served or seated before the guest for their colour ("served every white person who walked in
    // after us first"), never the white wine.
    /\b(?:unwelcome|second[- ]class|like outsiders) in (?:our|my) own (?:country|city|town)\b|\bwe(?:'re| are) (?:aboriginal|indigenous|first nations|torres strait islanders?|maori|māori|native american)\b|\bforeign(?:er)? (?:guests?|customers?|people|tourists|visitors|couples?|famil(?:y|ies)|groups?|tables?)\b[^.]{0,40}\b(?:came (?:in )?after us|got (?:the|a|seated|served|in)|were (?:seated|served|let in))|\ball (?:filipino|filipina|black|asian|african|indian|ghanaian|nigerian|chinese|latino|latina|muslim|local)s?\b[\s\S]{0,140}\b(?:expats?|foreigners?|white|tourists?)\b[^.]{0,60}\b(?:seated|served|got (?:a )?table|let in)|\b(?:foreigner|foreigners'?|tourist|expat) (?:price list|menu)\b[\s\S]{0,120}\b(?:normal|local|real|other) (?:menu|price list|prices)\b|\bforeigners?'? prices?\b|\bprice list for (?:foreigners|tourists)\b|\b(?:we'?re|we are) both (?:guys|men|women|girls|gay)\b[\s\S]{0,120}\b(?:snide|comment|stared|laughed|sneered|sat us|smirk)|\b(?:wouldn'?t|won'?t|didn'?t|refused to) let (?:\w+ ){0,3}in (?:cos|coz|because|cause|as|since) (?:he'?s|she'?s|they'?re|i'?m|we'?re|he is|she is) (?:in a wheelchair|disabled|blind|deaf)|['"‘“]people like (?:us|you)['"’”]|\bwe(?:'re| are) (?:black|asian|brown|muslim|jewish|gay|trans)\s*[.!]+\s*(?:draw your own|you do the math|make of that what|i'?ll let you|figure it out)|\bwe(?:'re| are) (?:a )?(?:black|asian|muslim|jewish|gay|trans) (?:family|couple|group)\b[^.]{0,40}|\b(?:don'?t|do not) (?:really )?cater for (?:that|wheelchairs|disabled|disabilities)|(?:halal|kosher)\b[^.]{0,60}\b(?:laughed|mocked|sneered|smirked|scoffed)|\bwe(?:'re| are) (?:black|asian|brown|muslim|jewish|gay|trans)\b[^.]{0,60}\b(?:that'?s why|why|because of (?:it|that))\b|\((?:all |both )?(?:malay|indian|chinese|black|asian|brown|muslim|african|arab)\)|\blet (?:the |a )?(?:ang moh|white|foreign|foreigner|mat salleh) \w+ in\b|racis|discriminat|\bonly (?:indian|black|asian|brown|muslim|aboriginal|maori|chinese|african|arab|jewish|gay|mixed|latino|latina|latinx|hispanic|mexican|filipino|native|indigenous|sikh|hindu|middle eastern|south asian) (?:couple|family|people|ones|group|table|guests?|customers?) (?:in there|there|in the (?:place|room|pub|bar|restaurant))[\s\S]{0,120}\b(?:more comfortable elsewhere|everyone else|every (?:other )?table|served|waited|seated|unwelcome)|\b(?:wears|wearing|wore|in) (?:a |her |my |his |their )?(?:hijab|headscarf|head scarf|niqab|turban|kippah|yarmulke|burqa|abaya)\b[\s\S]{0,160}\b(?:ignored|rolled (?:her|his|their) eyes|stared|served (?:first|before)|came in after us|unwelcome|refused|wouldn'?t serve)|homophob|sexis|because (?:i am|i'm|we are|we're) (?:black|gay|trans|muslim|jewish|disabled)|discrimin|(?:who|that) (?:were|was|are|is) (?:white|black|asian)\b|\bwhite (?:couples?|people|guests|customers|famil(?:y|ies)|folks|groups?|part(?:y|ies)|tables?|guys|lads|men|women|girls|boys|teens|kids|diners|patrons) (?:who|that|were|was|got|came|walked|walking|in|with|straight|right|at|behind|next|sitting|seated|being|left|just)|\bwhite (?:person|customer|guest|guy|bloke|man|woman|lady|girl|lad|diner|patron) (?:(?:who|that) (?:\w+ )?(?:walked|came|got|arrived|turned up|showed up|was (?:seated|served))|(?:got|walking|walked|came|behind (?:us|me))\b)|\bevery (?:single )?white (?:person|people|customers?|guests?|couples?|groups?|famil(?:y|ies)|guys?|one|part(?:y|ies))\b|(?:served|seated) (?:every |all the |the |a |each )?white (?:person|people|customers?|guests?|couples?|groups?|famil(?:y|ies)|guys|lads)\b[^.]{0,60}\b(?:before us|first|ahead of us)|(?:group|couple|table|party) of white (?:\w+ )?(?:who|that|were|got|came|walked|walking|in|at|behind|next|sitting|seated|being|left)|wheelchair[^.]{0,80}(?:nothing accessible|refused|turned (?:us |me )?away|not allowed|wouldn'?t (?:let|seat)|could(?:n'?t|nt) come in|fire risk)|wheelchair[\s\S]{0,160}(?:the |only |an? )?accessible table (?:was|is) ['‘"]?(?:reserved|taken|booked)|wheelchair[\s\S]{0,80}\b(?:told|said) (?:us|me) (?:there was|there's|we had) ['‘"]?no (?:room|space|table)|(?:guide|service|assistance) dog[^.]{0,80}(?:couldn'?t|can'?t|not allowed|refused|turned (?:us |me |him |her )?away|wouldn'?t|had to (?:leave|wait outside)|made to (?:wait|stand) outside)|\((?:all |both |we'?re |we are )?(?:black|asian|brown|muslim|gay|lads|girls|women|men)\)[^.]{0,140}\b(?:while|but|whereas)\b|\bstraight couples?\b[^.]{0,60}\b(?:were|was|got|allowed|all over)|told (?:us|me) to ['‘"]?tone it down['’"]? for holding hands|\((?:all |both |we'?re |we are )?(?:black|asian|brown|muslim|gay)\)|wheelchair[^.]{0,120}(?:at the back|out of sight|hidden|by the toilets|in the corner|easier)|(?:comment|remark|joke)s? about (?:my|our|his|her|their) (?:wheelchair|chair|disability|weight|accent|hijab|turban|skin|race|religion)|'?accessible'? entrance'? (?:was|is) (?:through|via|round|around|out) (?:the )?(?:kitchen|back|alley|bins|loading)|(?:wanted|want) us (?:hidden|out of sight)|\b(?:our|my|their|his|her) skin colou?r\b|\blet (?:my |our |the |all the )?(?:white|pakeha|pākehā) (?:mates|friends|pals|lads|girls|guys|people|group|couple)\b|['"‘“]?we speak english (?:in )?here\b|\bthis is (?:america|england|britain|wales|australia|canada)[,.!]? speak english\b|\b(?:ordered|spoke|speaking|asked|ordering) in (?:welsh|spanish|irish|gaelic|te reo|maori|māori|french|hindi|tamil|malay|swahili|arabic|polish|chinese|mandarin|cantonese|punjabi|urdu|yoruba|igbo|hausa|patois)\b[^.]{0,100}\b(?:told|said|laughed|mocked|refused|sneered|rolled)|\b(?:hear|heard|hears) (?:yuh|your|you|my|our|an?|the) (?:foreign |american |yankee )?accent|\blet in (?:a (?:whole )?(?:group|bunch|load) of |the )?(?:foreigners|tourists|white \w+|expats)\b[^.]{0,80}\b(?:while|but)\b[^.]{0,60}\b(?:full|no (?:room|space)|not (?:allowed|getting in))|because of (?:how (?:we|i) (?:look|looked|dress|sound)|the way (?:we|i) (?:look|looked|dress|sound)|(?:our|my|his|her) (?:race|skin|colou?r|accent|religion|ethnicity|hijab|turban|wheelchair|moko|ta moko|tā moko))/,
  ],
  [
    'legal',
    // A complaint taken to someone with power over the place: "reported to licensing", "the licensing board".
    /public health\b|health inspector|\breported (?:it |them |this |him |her )?to (?:the )?(?:tourist |local )?police\b|\b(?:will|going to|gonna) take (?:this|it) further\b|consumer court|consumer forum|claims tribunal|consumer claims|environmental health|trading standards|lawyer|attorney|solicitor|fair trading|consumer affairs|ombudsman|\bsue (?:you|them|the|this|over)\b|\bsuing\b|lawsuit|legal action|health department|small claims|(?:report(?:ed|ing)?|complain(?:ed|ing)?|contact(?:ed|ing)?|wr(?:ite|iting|itten|ote)|email(?:ed|ing)?|going|gone|went) (?:them |this |it |him |you |the \w+ )?to (?:the )?(?:council'?s? |local )?licensing\b|(?:contacted|contacting|called|rang) (?:the )?(?:council'?s? )?licensing\b|licensing (?:board|authority|officers?|office|team|committee|department|body)|abogad|\bdenuncia|\breported (?:them|it|this|the \w+|the place) to (?:the )?(?:council|police|health|fda|food standards)\b|consumer protection|demand letter|\bmy advocate\b|\badvocate (?:is |will be )?(?:sending|drafting|writing)\b|(?:filing|file|filed|lodg(?:e|ed|ing)) a (?:formal )?complaint with (?:consumer|the (?:state|city|county|council|board|authority|bureau|department|commission|tourism))|better business bureau|competition commission|consumer (?:commission|council|tribunal)/,
  ],
  [
    'injury',
    /\b(?:slipped|tripped|fell) (?:on|over|down|up) (?:the |a |some |an )?(?:(?:icy|wet|loose|broken|uneven|slippery|steep|greasy|back|front|side|outside|metal|wooden|stone|rooftop|roof|terrace|garden|entrance|patio|deck|restaurant|bar) ){0,2}(?:steps?|stairs|floor|ice|rug|mat|curb|kerb|threshold|ramp|cable|wire|deck|patio|tiles?|decking)\b|\bbanged up (?:my|his|her|their) (?:knee|ankle|wrist|arm|leg|hip|head|shoulder|back|elbow)\b|\b(?:jammed|sprained|broke|busted|fractured|bruised|injured|twisted|dislocated) (?:my|his|her|their) (?:wrist|ankle|arm|leg|knee|hip|hand|shoulder|back|finger|toe|foot|elbow)\b|\b(?:smacked|banged|bumped|cracked|whacked|split) (?:his|her|their|my) head\b|\b(?:scraped|grazed|cut|cut up|twisted|sprained) (?:his|her|their|my) (?:knee|knees|elbow|hand|arm|leg|ankle|wrist)\b|\bit blistered\b|\bblister the size\b|spil(?:led|t) (?:a |the )?(?:full )?(?:hot |boiling )?(?:pot of |cup of |bowl of |jug of )?(?:hot |boiling )?(?:tea|coffee|oil|soup|water|broth) (?:on|over|all over) (?:my|his|her|our) (?:[\w/']+ ){0,2}(?:arm|hand|leg|lap|wrist|fingers?|son|daughter|kid|boy|girl|baby|toddler)|(?:has|got|had|have|with|left (?:her|him|me) with) (?:a |an )?(?:\w+ )?blisters?\b|\bblister(?:s|ed)? on (?:my|his|her|their) (?:hand|arm|finger|fingers|wrist|leg|lip|tongue)|\bred mark (?:for|on (?:my|his|her) (?:arm|hand|leg|wrist|skin))|\bscalded (?:my|his|her) (?:hand|arm|mouth|tongue|fingers?|leg|lap)|hot oil (?:that )?(?:landed|splashed|spat|spit|flew)|(?:sizzling|hot) (?:\w+ )?(?:plate|skillet|pan)\b[^.]{0,40}\b(?:against|on|onto) (?:my|his|her|our) (?:[\w']+ )?(?:arm|hand|leg|wrist|fingers?)|\binjur|burn(?:ed|t) (?:my |his |her |two |three |a couple of |both )(?:[\w']+ )?(?:hand|arm|mouth|tongue|face|wrist|fingers?|leg|lip|palm|thumb|neck|chest|foot)s?|\bburn (?:\w+ )?blistered\b|\bblistered up\b|(?:got|gave (?:me|him|her)|left (?:me|him|her) with|left|with) an? (?:\w+ ){0,2}burn\b|cut (?:my|his|her|their) (?:gum|gums|mouth|lip|tongue|finger|hand)|\b(?:was|were|started|kept) bleeding\b|\bburn on (?:my|his|her|their) (?:hand|arm|wrist|fingers?|leg|face|lip)|slipped and fell|tripped and fell|(?:rolled|twisted|turned|sprained) (?:my|his|her|their) ankle|(?:pinched|trapped|caught|jammed|crushed|slammed) (?:my|his|her|their) (?:hand|finger|fingers|thumb|arm|foot)\b|\b(?:needed|needing|got|had|need) (?:\d+ |a few |some |two |three )?stitches|(?:slipped|tripped|fell) (?:on|over|down)\b[\s\S]{0,200}?\b(?:hurt|sprain|bruis|broke|twist|bleed|hospital|\ber\b|a ?& ?e\b|ambulance|stitches|smash|fractur|crack|and fell|went down|split (?:my|his|her|their) (?:knee|lip|head|chin|forehead|eyebrow))|(?:went|came) down hard|split (?:my|his|her|their) (?:knee|lip|head|chin|forehead|eyebrow) open|\bsplit (?:my|his|her|their) (?:shin|knee|lip|head|chin|forehead|eyebrow)\b|\b(?:slipped|tripped|fell) (?:on|over) (?:a |the )?(?:loose |broken |raised |rotten |uneven )(?:board|plank|paver|step|floorboard|tile)\b|(?:smashed|broke|broken|fractured|cracked|sprained|twisted|bruised|banged|cut) (?:my|his|her|their) (?:wrist|ankle|arm|hand|head|hip|leg|foot|knee|shoulder|fingers?|elbow|back|nose|tooth|teeth|chin)|hurt (?:my|his|her|their) (?:wrist|ankle|back|knee|arm|hand|head|hip|leg|foot|shoulder)|landed (?:hard )?on (?:my|his|her|their) (?:wrist|back|knee|hip|arm|head|shoulder|elbow|face|tailbone)|broken glass\b[^.]{0,80}\b(?:cut|bleed|blood|hurt|stitches|sliced)|glass in my|\b(?:i|my (?:\w+ )?(?:father|dad|mother|mum|mom|husband|wife|partner|son|daughter|friend|grandmother|grandfather|nan|gran|grandma|grandad)|dad|mum|mom) (?:suddenly )?(?:fainted|collapsed|passed out|had a seizure|blacked out)\b|\bherid[ao]s?\b|me queme|me cai\b|se cayo|resbal/,
  ],
  [
    'security',
    // A theft at the table, a guest who no longer feels safe: "my bag was stolen from under my chair".
    /\b(?:phone|bag|purse|wallet|handbag|laptop|coat|jacket|bike|backpack|keys)\b[^.]{0,30}\b(?:was |were |got |been )?(?:stolen|snatched|swiped|pickpocketed)\b|\b(?:stole|snatched|swiped) (?:my|our|her|his) (?:phone|bag|purse|wallet|handbag|laptop|coat|jacket|backpack|keys)\b|\b(?:don'?t|do not|didn'?t|did not|no longer) feel safe\b|\bpickpocketed\b|\b(?:felt|feel|feels|feeling) (?:really |pretty |very |quite |so |a bit |a little |kinda |totally |genuinely )?unsafe\b|\bno security (?:out there|outside|at night|after (?:dark|midnight))\b|\ba fight (?:broke out|started|kicked off)\b|\b(?:guy|man|bloke|customer|patron|someone|somebody|drunk|woman|lad|fella)\b[^.]{0,40}\bkept (?:bothering|following|hassling|harassing|pestering|touching|grabbing|staring at|trying to (?:touch|grab|kiss|talk to)) (?:me|us|her|him|my|our)\b|\b(?:someone|somebody|a guy|some guy|a man|some man|a bloke|some bloke|a kid|a woman) (?:\w+ )?(?:took|nicked|grabbed|swiped|lifted|snatched) (?:my|our|her|his) (?:phone|bag|purse|wallet|handbag|laptop|jacket|backpack|keys)\b|\b(?:phone|bag|purse|wallet|handbag|laptop|keys|backpack) (?:was |were |got )?(?:taken|nicked|lifted) (?:from|off|out of)\b|\b(?:smashed|broke|busted) (?:my|our|the) car (?:window|windows)\b|\bbroke into (?:my|our|the) car\b|\bcar (?:was |got )?broken into\b/,
  ],
  [
    'staff-conduct',
    // What someone on the team did to the guest, not a harsh word about the food, the prices or the marketing.
    // A threat is one ("get tae f*** before I put ye through that windae", "he'd come out there and make me"), and so is
    // being mocked ("made fun of my order", "paid $7.25 to get laughed at"), never a laugh shared ("laughed at the menu").
    /\b(?:bouncer|security|doorman|bartender|barman|waiter|waitress|server|manager|staff|owner) (?:\w+ ){0,2}(?:pushed|shoved|slapped|punched|hit|threw) (?:me|my|us|our)\b|\b(?:bouncers?|security|doormen|doorman)\b[^.]{0,40}\b(?:shoving|pushing|manhandling|grabbing) (?:people|guests|customers|everyone|punters)\b|\bdrunk (?:staff|server|waiter|waitress|bartender|manager)|harass|groped|(?<!\b(?:never|not|nothing|menu|it|dish|food|that|really|dishes|flavors?)\s(?:\w+\s)?)grabbed (?:me|my)(?! (?:attention|eye|interest|bag|phone|purse|wallet|handbag|backpack|keys|laptop|coat|jacket))|touched (?:me|my)(?! (?:heart|soul)| deeply)|inappropriate(?:ly)? (?:touch|comment|remark|joke|behaviou?r|question)|(?:yelled|screamed|swore|cursed|cussed|shouted|snarled|shouting|yelling|screaming) at (?:me|us|my|our)|\basked (?:me |us )?(?:if|whether) (?:i|we) (?:was|were) ['"‘“]?from\b|raised (?:his|her|their) voice (?:at|to) (?:me|us|my|our)|told (?:us|me|them) to (?:get out|get (?:tae|te|to) f|f\*+ off|fuck off|piss off|leave\b(?! (?:our|the|a|my|your|it|them|some|room)))|told (?:my|our) \w+ to (?:get out(?! of)|get (?:tae|te|to) f|f\*+ off|fuck off|piss off)|(?:put|throw|chuck|smash|knock) (?:ye|you|yer|ya|him|her|them|us|me) (?:through|thru) (?:the|that|a|this) (?:window|windae|wall|door|table|glass)\b|(?:he|she|they)(?:'?d| would|'?ll| will) (?:come|get) (?:out|over|round|outside)(?: (?:there|here))? and (?:make (?:me|us)(?:\s*[.!,;]|$| (?:leave|go|get out|move))|(?:drag|throw|hit|smack|punch|batter|deck) (?:me|us|him|her|them)\b)|\bif (?:i|we|you) (?:didn'?t|don'?t) like it,? (?:i|we|you) (?:could|can) (?:get out|fuck off|piss off|f\*+ off)\b|made fun of (?:me|my|us|our)\b|\bget out (?:before|or) (?:i|i'?ll|we'?ll) (?:make|throw|drag|put) (?:you|ye|ya)\b|(?:laughed|laughing|sniggered|sniggering|smirked|smirking) at (?:me|us)\b|to get laughed at|mock(?:ed|ing) (?:me|us|my|our)\b|(?:getting|got|was|were) (?:yelled|screamed|sworn|cursed|shouted) at|insulted (?:me|us|my|our)|threatened (?:me|us|my|our|to)|called (?:me|us|my \w+) (?:a|an|names)\b|hit(?:ting)? on (?:me|my (?:friend|wife|girlfriend|daughter|sister|partner))\b|pushed (?:me|us)|\b(?:waiter|waitress|server|bartender|barman|manager|host|owner|staff member)\b[^.]{0,25}\bflirt(?:ed|ing|s)? (?:with )?(?:me|my|our|us)\b|\b(?:shouting|yelling|screaming|shouted|yelled|screamed|got) in (?:my|our) faces?\b|\bacos[oa]|nos insult|me insult/,
  ],
];

/** An allergy or celiac the restaurant looked after ("adjusted everything for my mom's celiac without any fuss"). */
const ALLERGY_CARED_FOR =
  /without (?:any )?(?:fuss|issue|problem)|accommodat|adjusted|took (?:great )?care|handled|so careful|very careful|knew exactly|no issues?|(?<!said )no problems?|felt (?:so |very |completely |totally )?safe|(?:go|went) over the menu|walked (?:me|us) through|(?:amazing|great|wonderful|fantastic|brilliant) (?:about|with) (?:it|that|my|our)|double[- ]?checked|checked with the kitchen|chef came out|knew (?:every |all (?:the )?|each |the )?allergens?|allergens? (?:clearly )?(?:marked|labell?ed|listed|menu|chart|matrix|info)|allergy[- ]friendly|(?:great|good|brilliant|amazing|excellent|careful|knowledgeable|clued up) (?:with|about|on) (?:allergies|allergens|my allergy|our allergies|gluten)/;
/** What a reaction is told with: an allergy beside one of these is always a case for a person. */
const ALLERGY_REACTION =
  /reaction|anaphyla|epipen|epi-pen|hospital|urgent care|a&e|ambulance|\ber\b|swell|swollen|hives|sick|\bill\b|breathe|glutened|throat|\bitch(?:y|ing)\b|\brash\b|cross[- ]contaminat|told (?:them|the|our|him|her)\b[^.]{0,80}(?:\.[^.]{0,60})?\b(?:still|anyway|but|yet)\b|said (?:it|they|the) (?:was|were) (?:safe|fine|free)|(?:was|were)n'?t (?:safe|gluten|free)|alergic|reaccion/;

/**
 * A small hurt the guest says the team looked after and blames no one for ("got a small burn, totally our fault,
 * staff brought ice straight away"): thanks, not a case for a person. Blame or neglect keeps it one.
 */
const INJURY_CARED_FOR =
  /(?:staff|team|they|manager|server|waiter|waitress|everyone) (?:were|was) (?:so |absolutely |just )?(?:amazing|brilliant|wonderful|fantastic|great|lovely|kind|so kind|quick)|first aid|brought (?:ice|a plaster|plasters|burn cream)|(?:had|got|brought) (?:an? )?(?:ice(?: pack)?|a plaster)(?: and a plaster)?|checked on (?:her|him|me|us|them)|looked after (?:her|him|me|us)|(?:my|our|totally (?:my|our)) (?:own )?fault/;
const INJURY_BLAMED =
  // "Put a mat down y'all", "salt your steps people": the guest names the hazard.
  /\bput (?:a |some )?(?:mats?|signs?|salt|grit) (?:down|out)\b|\bsalt (?:your|the) (?:steps|stairs|path|walk)\b|\bno (?:ice|first aid|plaster|help)\b|\b(?:server|waiter|waitress|staff|bartender|barman|runner|chef|cook|she|he) (?:\w+ )?(?:set|put|dropped|spilled|knocked|placed|slammed)\b[^.]{0,60}\b(?:on|onto|over|against) (?:my|his|her|our) (?:[\w']+ )?(?:arm|hand|leg|lap|wrist|fingers?)\b|\bburned (?:my|his|her|our) (?:[\w']+ )?(?:arm|hand|leg|wrist|fingers?)\b|(?:needs?|need to have|should have) (?:a )?guards?\b|be more careful|\bscary\b|\bscared\b|terrif|no manager came|wasn'?t secured|\bloose (?:mat|step|tile|board|carpet|rug)|curling up|for months|noticed it before|without (?:a word|warning)|(?:didn'?t|did not) warn|no one warned|pretty bad|ruined|not secured|twist|sprain|should(?:n'?t)? have|negligen|lawyer|solicitor|sue\b|ambulance|paramedics|collapsed|gave way|check (?:your|the) (?:furniture|chairs|benches|stools|steps|path)|nobody (?:checked|came|helped)|no one (?:checked|came|helped)|didn'?t (?:check|help|care)|no (?:apology|sign|warning)|wet floor sign|dangerous|unsafe|hospital|stitches|broke|fractur/;

/** An injury told of that the team looked after and nobody is blamed for. */
export function hurtCaredFor(text: string): boolean {
  const folded = foldText(text).replace(/[’‘]/g, "'");
  const injury = SENSITIVE_PATTERNS.find(([kind]) => kind === 'injury')?.[1];
  return injury !== undefined && injury.test(folded) && INJURY_CARED_FOR.test(folded) && !INJURY_BLAMED.test(folded);
}

export function detectSensitive(text: string): SensitiveKind[] {
  if (text.trim() === '') return [];
  const folded = foldText(text).replace(/[’‘]/g, "'");
  return SENSITIVE_PATTERNS.filter(
    ([kind, pattern]) =>
      pattern.test(folded) &&
      !(kind === 'allergen' && ALLERGY_CARED_FOR.test(folded) && !ALLERGY_REACTION.test(folded)) &&
      !(kind === 'injury' && INJURY_CARED_FOR.test(folded) && !INJURY_BLAMED.test(folded)),
  ).map(([kind]) => kind);
}

/** A complaint's wording in both languages. */
interface IssueWording {
  en: string;
  es: string;
}

type AspectWordings = { cues: readonly (readonly [RegExp, IssueWording])[]; otherwise: IssueWording };

const SERVICE_WORDINGS: AspectWordings = {
  cues: [
    [
      /\brude|dismissive|attitude|condescend|maleducad|grosero|borde\b/,
      { en: 'the way you were spoken to', es: 'el trato recibido' },
    ],
    [
      /ignored|forgot(?:ten)? about us|no one came|nobody came|never came back|nos ignor|nadie (?:vino|nos atendi)/,
      { en: 'how long you were left waiting for attention', es: 'la falta de atención en la mesa' },
    ],
  ],
  otherwise: { en: 'the service you received', es: 'que el servicio no estuviera a la altura' },
};

/** Per aspect: the more particular wordings, each with the words in the review that call for it, then the general one. */
const ISSUE_WORDINGS: Record<Exclude<ReviewIssue['aspect'], 'speed' | 'signature'>, AspectWordings> = {
  food: {
    cues: [
      [/\bcold\b|lukewarm|\bfri[ao]s?\b|tibi[ao]/, { en: 'your food arriving cold', es: 'que la comida llegara fría' }],
      [/undercooked|\braw\b|crud[oa]/, { en: 'a dish arriving undercooked', es: 'que un plato llegara poco hecho' }],
      [
        /overcooked|burnt|\bdry\b|quemad|sec[oa]\b|pasad[oa]/,
        { en: "a dish that wasn't cooked the way it should be", es: 'que un plato no saliera en su punto' },
      ],
      [
        /salty|bland|tasteless|sin sabor|salad[oa]|sos[oa]/,
        { en: 'the seasoning being off', es: 'que la sazón no estuviera a la altura' },
      ],
    ],
    otherwise: { en: 'the food falling short', es: 'que la comida no estuviera a la altura' },
  },
  order: { cues: [], otherwise: { en: 'the mistake with your order', es: 'el error con el pedido' } },
  service: SERVICE_WORDINGS,
  // Staff complaints are worded as service complaints.
  staff: SERVICE_WORDINGS,
  value: {
    cues: [],
    otherwise: {
      en: 'the bill not matching the experience',
      es: 'que la cuenta fuera tan elevada',
    },
  },
  ambience: {
    cues: [
      [
        /m[uú]sica.{0,25}\b(?:alta|volumen)\b/,
        { en: 'how loud the music was', es: 'que la música estuviera tan alta' },
      ],
      [/\bloud|noisy|noise|ruido|ruidos/, { en: 'how loud the room was', es: 'el ruido en el salón' }],
      [
        /\bcold in|freezing|too hot|\bhot in|fr[ií]o en el|calor/,
        { en: 'the temperature in the room', es: 'la temperatura del local' },
      ],
    ],
    otherwise: { en: 'the atmosphere not being what you expected', es: 'que el ambiente no fuera el esperado' },
  },
  cleanliness: {
    cues: [
      [
        /bathroom|restroom|toilet|washroom|\bba[nñ]o/,
        { en: 'the state of the restrooms', es: 'el estado de los baños' },
      ],
      [/sticky|dirty table|mesa sucia/, { en: 'your table not being clean', es: 'que la mesa no estuviera limpia' }],
    ],
    otherwise: { en: 'the cleanliness of the room', es: 'la limpieza del local' },
  },
  drinks: { cues: [], otherwise: { en: 'the drinks falling short', es: 'que las bebidas no estuvieran a la altura' } },
};

/** The reply's words for a complaint about `aspect`: as particular as the review's words allow, never invented. */
export function issuePhraseFor(
  aspect: ReviewIssue['aspect'],
  text: string,
  lang: ReplyLanguage,
  subject?: string,
): string {
  if (aspect === 'speed') return waitPhrase(text, lang);
  if (aspect === 'signature' && subject) {
    return lang === 'es'
      ? `que ${withArticleEs(clip(subject))} no estuviera a la altura`
      : `the ${clip(subject)} not living up to what it should be`;
  }
  // A dish complaint without the dish's name is about the food in general.
  if (aspect === 'signature') return ISSUE_WORDINGS.food.otherwise[lang];
  const wordings = ISSUE_WORDINGS[aspect];
  const t = foldText(text);
  const wording = wordings.cues.find(([cue]) => cue.test(t))?.[1] ?? wordings.otherwise;
  return wording[lang];
}

const ORDER_PATTERN =
  /missing from (?:my|our|the) order|was missing (?:the|my|our|a|an)\b|forgot (?:my|our|the)|wrong (?:order|dish|item)|missing item|left out|faltaba|se olvidaron|pedido equivocado/;

/**
 * Restaurant complaint patterns read straight from the text, for 1–3★ reviews: they catch what an
 * aspect analysis files under nothing ("seated next to the service station", "felt rushed").
 */
const TEXT_ISSUES: ReadonlyArray<{ aspect: ReviewIssue['aspect']; pattern: RegExp; en: string; es: string }> = [
  {
    aspect: 'speed',
    pattern: /\b\d{2,3} ?(?:minutes|mins|min|minutos)\b|waited (?:forever|ages|over an hour)|took forever|una hora/,
    en: '',
    es: '',
  },
  {
    aspect: 'food',
    pattern: /came out cold|arrived cold|was cold|were cold|lukewarm|llego fri[ao]|llegaron fri[ao]s/,
    en: '',
    es: '',
  },
  {
    aspect: 'food',
    pattern: /greasy|soggy|bland|tasteless|overcooked|undercooked|too salty|dry and|grasient|sin sabor/,
    en: 'a dish that wasn’t up to standard',
    es: 'que un plato no estuviera a la altura',
  },
  {
    aspect: 'ambience',
    pattern:
      /seated (?:next to|by|near|beside)|sat (?:next to|by) the|bad table|table (?:next to|by|near) the (?:door|kitchen|bathroom|restroom|service)|asked to move/,
    en: 'the table you were given',
    es: 'la mesa que le asignamos',
  },
  {
    aspect: 'service',
    pattern: /rushed|hurried us|felt like an inconvenience|unwelcome|made us feel|treated (?:us )?like/,
    en: 'how you were made to feel',
    es: 'cómo le hicimos sentir',
  },
  {
    aspect: 'value',
    pattern: /overpriced|too expensive|rip[- ]?off|not worth (?:the|it|\$)|\$\d+ for a|demasiado caro|carisimo/,
    en: '',
    es: '',
  },
  {
    aspect: 'ambience',
    pattern: /too loud|so loud|very loud|noisy|couldn'?t hear|crowded|mucho ruido|ruidoso/,
    en: '',
    es: '',
  },
];

/** The complaints the analysis and the text patterns read, each worded once, in the order they were found. */
function readIssues(review: Review, insight: ReviewInsight, language: ReplyLanguage, folded: string): ReviewIssue[] {
  const issues: ReviewIssue[] = [];
  const seen = new Set<string>();
  const addIssue = (aspect: ReviewIssue['aspect'], subject?: string) => {
    const phrase = issuePhraseFor(aspect, review.text, language, subject);
    if (seen.has(phrase)) return;
    seen.add(phrase);
    issues.push({ aspect, phrase });
  };
  if (ORDER_PATTERN.test(folded)) addIssue('order');
  for (const aspect of insight.aspects) {
    if (aspect.sentiment === 'negative') addIssue(aspect.aspect, aspect.subject);
  }
  if (review.rating > 3) return issues;
  for (const rule of TEXT_ISSUES) {
    if (issues.length >= 2 || !rule.pattern.test(folded)) continue;
    const phrase = (language === 'es' ? rule.es : rule.en) || issuePhraseFor(rule.aspect, review.text, language);
    if (seen.has(phrase) || issues.some((i) => i.aspect === rule.aspect)) continue;
    seen.add(phrase);
    issues.push({ aspect: rule.aspect, phrase });
  }
  return issues;
}

/** The guest's terms, sorted, and the broad category of each. */
interface TermReading {
  terms: GuestTerms;
  aspectOf: (term: string) => Aspect;
  categoryOf: (term: string) => Aspect;
  criticisedCategories: Set<Aspect>;
  praisedCategories: Set<Aspect>;
}

/**
 * "La limpieza del local impecable": one thing, not "la limpieza y el local". A term the guest wrote as the complement
 * of the one before it is joined to it, as they wrote it.
 */
function joinedComplementsEs(terms: readonly string[], text: string): string[] {
  const folded = foldText(text);
  const out: string[] = [];
  const used = new Set<string>();
  for (const term of terms) {
    if (used.has(term)) continue;
    const of = terms.find(
      (other) =>
        other !== term &&
        !used.has(other) &&
        new RegExp(`\\b${foldText(term)} (?:del|de la|de los|de las|de) ${foldText(other)}\\b`).test(folded),
    );
    if (of === undefined) {
      out.push(term);
      continue;
    }
    const prep = new RegExp(`${foldText(term)} (del|de la|de los|de las|de) ${foldText(of)}`).exec(folded)?.[1] ?? 'de';
    used.add(of);
    out.push(`${term} ${prep} ${of}`);
  }
  return out;
}

function readTerms(review: Review, language: ReplyLanguage): TermReading {
  const aspectTerms = language === 'en' ? readAspectTerms(review.text) : readSpanishAspectTerms(review.text);
  const sorted = sortTerms(aspectTerms, review.rating);
  const terms =
    language === 'es'
      ? {
          ...sorted,
          praised: joinedComplementsEs(sorted.praised, review.text),
          criticised: joinedComplementsEs(sorted.criticised, review.text),
        }
      : sorted;
  const aspectOf = (term: string): Aspect =>
    aspectTerms.find((t) => t.term === term || term.startsWith(`${t.term} de`))?.aspect ?? 'food';
  // The analysis scores a clause as a whole ("good sandwich, loud room"); the guest's own words per thing win.
  const categoryOf = (term: string): Aspect => broadAspect(aspectOf(term));
  return {
    terms,
    aspectOf,
    categoryOf,
    criticisedCategories: new Set(terms.criticised.map(categoryOf)),
    praisedCategories: new Set(terms.praised.map(categoryOf)),
  };
}

/**
 * At most two issues to own: the guest's own words come first ("I'm sorry about the music"); the analysis' wording
 * fills in other aspects. A missing or wrong item is the order's problem, not the dish's: it comes first and stands
 * for the food.
 */
function issuesToOwn(issues: readonly ReviewIssue[], reading: TermReading, review: Review, language: ReplyLanguage) {
  const { terms, categoryOf } = reading;
  const owned: ReviewIssue[] = issues.filter((i) => i.aspect === 'order');
  for (const term of terms.criticised.filter((t) => owned.length === 0 || categoryOf(t) !== 'food').slice(0, 2)) {
    if (owned.length >= 2) break;
    const aspect = reading.aspectOf(term);
    const phrase =
      language === 'en' ? termIssuePhrase(term, aspect, review.text) : termIssuePhraseEs(term, aspect, review.text);
    if (!owned.some((i) => i.phrase === phrase)) owned.push({ aspect, phrase });
  }
  const covered = new Set(owned.map((i) => broadAspect(i.aspect)));
  for (const issue of issues) {
    const category = broadAspect(issue.aspect);
    if (owned.length >= 2) break;
    // An aspect the guest praised in their own words is not a problem because the whole clause read negative.
    const praisedOnly = reading.praisedCategories.has(category) && !reading.criticisedCategories.has(category);
    if (covered.has(category) || praisedOnly) continue;
    covered.add(category);
    owned.push(issue);
  }
  return owned.slice(0, 2);
}

/** Dishes and staff the insight or the profile names and the guest's text mentions. */
function namedByGuest(insight: ReviewInsight, profile: BrandProfile, folded: string) {
  const fromInsight = (aspect: Aspect) =>
    insight.aspects
      .filter((a) => a.aspect === aspect && a.sentiment !== 'negative' && a.subject)
      .map((a) => a.subject ?? '');
  const dishes = uniqueBy([
    ...fromInsight('signature'),
    ...profile.signatureItems.filter((item) => mentions(folded, item)),
  ])
    .map(clip)
    .slice(0, 2);
  const staff = uniqueBy([...fromInsight('staff'), ...profile.staffMentioned.filter((name) => mentions(folded, name))])
    .map((name) => guestFirstName(name) ?? '')
    .filter((name) => name !== '' && mentions(folded, name))
    .slice(0, 1);
  return { dishes, staff };
}

/** Everything the reply writer needs from one review, never inventing a subject the guest didn't raise. */
export function readReviewSignals(review: Review, insight: ReviewInsight, profile: BrandProfile): ReviewSignals {
  const language = replyLanguageOf(review);
  const folded = foldText(review.text);
  const { dishes, staff } = namedByGuest(insight, profile, folded);
  const praised = [...new Set(insight.aspects.filter((a) => a.sentiment === 'positive').map((a) => a.aspect))].filter(
    (a) => a !== 'signature' && a !== 'staff',
  );
  const reading = readTerms(review, language);
  const { terms, categoryOf } = reading;

  return {
    language,
    firstName: guestFirstName(review.authorName),
    // wink respells some words ("fillet" → "filet"): a dish is named back only as the guest spelled it.
    dishes: dishes.filter(
      (d) =>
        !terms.criticised.includes(d) &&
        // Below five stars a dish whose own words are unclear is not praised by name.
        (review.rating === 5 || !terms.mentioned.some((t) => foldText(t) === foldText(d))) &&
        d.split(/\s+/).every((word) => word.length < 3 || mentions(folded, word)),
    ),
    staff,
    // A category is praised in general words only when the guest's words about it are all praise.
    praised: praised.filter(
      (a) =>
        !reading.criticisedCategories.has(a) &&
        (reading.praisedCategories.has(a) || !terms.mentioned.some((t) => categoryOf(t) === a)),
    ),
    issues: issuesToOwn(readIssues(review, insight, language, folded), reading, review, language),
    sensitive: detectSensitive(review.text),
    sensitiveDetail: sensitiveDetailOf(review.text),
    ...(hurtCaredFor(review.text) ? { hurtCaredFor: true } : {}),
    hasText: review.text.trim() !== '',
    terms,
    reading:
      language === 'en' && review.text.trim() !== ''
        ? readGuest(review.text, placeWordsOf(profile.name), review.rating)
        : null,
  };
}

/** The words of the restaurant's own name: a guest who names the place is not naming a dish. */
function placeWordsOf(name: string): Set<string> {
  return new Set(
    foldText(name)
      .split(/[^\p{L}\p{N}']+/u)
      .filter((w) => w.length >= 3 && !/^(?:the|and|cafe|bar|grill|kitchen|house|restaurant)$/.test(w)),
  );
}

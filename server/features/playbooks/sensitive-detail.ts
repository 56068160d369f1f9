/**
 * What a reply to a sensitive review (illness, an allergy, what was found in the food, an injury) may say beyond
 * "we take this very seriously": what the guest found, named as they named it, and whether they say that raising it
 * with us went badly. Neither admits anything about the cause; blind readers called a reply that passed over either
 * one a reply that ignores the complaint.
 */
import { FAULT_DENIED } from '#server/features/brand/index.ts';

export interface SensitiveDetail {
  /** The guest says they raised it with us and were not answered, or were answered badly. */
  handledBadly: boolean;
  /** The guest says we hung up on them when they called. */
  hungUp?: boolean;
  /** The guest says they wrote or called afterwards and nobody answered. */
  unanswered?: boolean;
  /** The guest tells of a threat from someone on the team ("get out before I make you"). */
  threatened?: boolean;
  /** The guest was turned away at the door (a bouncer, "not tonight boys"). */
  atTheDoor?: boolean;
  /** Whom an injury happened to, as the guest called them ("my 4 y/o", "my son"), where it was not the guest. */
  injured?: string;
  /** What the guest found, as the reply may name it ("a hair"), if they said. */
  found: string | null;
  /** It was in their food or drink ("a hair in my pho"), not seen about the place ("a roach on the counter"). */
  inFood: boolean;
  /** The guest speaks of coeliac disease or gluten, not an allergy. */
  coeliac?: boolean;
  /** The guest says the allergen was caught before anyone ate it, or tells of no reaction: none to speak of. */
  caughtInTime?: boolean;
  /** Whom access was about, where the guest says ("who uses a wheelchair", "my guide dog"). */
  access?: 'wheelchair' | 'assistance dog';
  /** A vegetarian, vegan or halal order the guest says came with meat: the order named, not an allergy. */
  dietary?: 'vegetarian' | 'vegan' | 'halal';
  /** The child someone on the team spoke to, as the guest called them ("my kid", "our son"). */
  childSpokenTo?: string;
  /**
   * How the guest says they were spoken to, and where, as their account ("you were sworn at in front of your
   * children", "your husband was shouted at in front of other guests").
   */
  spokenTo?: { who: string; how: 'shouted at' | 'sworn at'; where: string };
  /** The guest says others who came in after them were seated or served first (a discrimination case). */
  othersFirst?: boolean;
  /**
   * The guest credits the team with what they did when it happened ("Keoni called the police", "staff had the first
   * aid kit out in a minute", "had him walked out"), and says nothing of it going badly: the reply thanks them for it.
   */
  staffHelped?: boolean;
  /** Who was taken ill at the table, as the reply names them ("you", "your father"), where the guest says who fainted. */
  tookIll?: string;
  /** What the guest saw done with the food ("sneezed right over the pot", "the same gloves for money and food"). */
  witnessed?: boolean;
  /** The guest tells of feeling unsafe (a dark car park, a road), not of anything that happened to them. */
  feltUnsafe?: boolean;
}

/** "My father fainted at our table", "I passed out": taken ill, not hurt, and not by the food. */
const TOOK_ILL =
  /\b(i|my (?:\w+ )?(?:father|dad|mother|mum|mom|husband|wife|partner|son|daughter|friend|grandmother|grandfather|nan|gran|grandma|grandad|uncle|aunt|brother|sister|boyfriend|girlfriend)|dad|mum|mom) (?:suddenly )?(?:fainted|collapsed|passed out|had a seizure|had a fit|blacked out)\b/;

/** What the team did for a guest when something happened to them, as guests tell it. */
const STAFF_HELPED =
  /\b(?:called|rang|phoned|rung) (?:the )?(?:police|cops|guards|gardai|an ambulance|the ambulance|ambulance|paramedics|112|911|999|000|111)\b|\b(?:had|got|brought|grabbed|fetched|ran with|came with|came over with|pulled out) (?:out )?(?:the |a |their )?first[- ]aid\b|\bchecked (?:the )?cctv\b|\b(?:had|got) (?:him|her|them|the (?:guy|man|bloke|woman)) (?:kicked|walked|thrown|escorted|chucked|taken) out\b|\b(?:kicked|walked|threw|escorted|chucked) (?:him|her|them|the (?:guy|man|bloke)) out\b|\bwalked (?:me|us|her|him) (?:out )?to (?:my|our|the|her|his) (?:car|taxi|cab|uber|bus)\b|\bstepped in\b|\bkept (?:him|her|me|us) (?:warm|calm)\b|\bcooled (?:him|her|me) (?:down )?\b|\b(?:staff|team|they|everyone|bar staff) (?:were|was) (?:so |absolutely |really |just |very )?(?:great|amazing|brilliant|fantastic|wonderful|superb|kind|so kind|lovely)\b|\bchased (?:him|her|them|the (?:guy|man|thief|bloke|kid)) (?:down|off)\b|\bgot (?:it|my \w+|our \w+|her \w+) back\b|\bchecked on (?:her|him|me|us)\b|\blooked after (?:her|him|me|us)\b/g;
/** Words just before a deed that say it was not done ("nobody checked on me", "no staff stepped in"). */
const NOT_DONE =
  /\b(?:no|not|nobody|no one|noone|never|barely|hardly|didn'?t|did not|wouldn'?t|without|ask for)\b[^.,;!?]*$/;

// Among them, care not offered ("didnt even offer ice", "didnt even fill in an accident form"), a shrug told in words
// ("just said "happens all the time"", "when I called, the manager said "we cant guarantee anything"") and the fault
// put elsewhere ("the lad said 'thats not one of ours'").
const HANDLED_BADLY_WORDS =
  /\b(?:no response|no reply|never (?:heard|got) back|never (?:called|got back|responded)|(?:didn'?t|did not) (?:even )?(?:call|get|write|reply|respond)(?: (?:me|us))?(?: back)?\b|no one (?:called|got back|responded|cared)|nobody (?:called|got back|responded|cared|filled|offered)|shrugged|(?:didn'?t|did not|don'?t) (?:want|wanna) to know|(?:wouldn'?t|would not|refused to) (?:even )?(?:check|look at) (?:the |their |any )?(?:cctv|cameras?|footage)|no manager came|no first aid|as if (?:that|it) was (?:fine|ok|okay|nothing|normal)|hung up|not (?:our|my) (?:problem|fault)|not their problem|hanging up|put the phone down|(?:can'?t|cannot) prove|(?:didn'?t|did not|never) (?:even )?offer(?:ed)? (?:me |us |her |him )?(?:ice|first aid|a plaster|help|to help|an apology|a sorry|any help)\b|said ['"]?(?:it |that |this )?happens (?:all the time|a lot|sometimes|every day)|(?:didn'?t|did not|never) (?:even )?(?:fill|filled|do|did|write|take) (?:in |out |up )?(?:an? |any )?(?:accident|incident) (?:form|report)|no(?: ?one| ?body)? (?:filled|fill) (?:in |out )?(?:an? |any )?(?:accident|incident) (?:form|report)|(?:called|rang|phoned|complained|went back|emailed)\b[^.]{0,60}\b(?:said|told (?:me|us))\b ['"]?(?:we|they) (?:can'?t|cannot|can not|couldn'?t) guarantee|\b(?:said|says|told (?:me|us))\b[^.!?]{0,20}\bnot one of ours\b|(?:didn'?t|did not) (?:seem to )?care|said '?(?:nobody|no one) else|no (?:accident|incident) (?:form|report)|brushed (?:it|us|me) off|dismissive|no apology|(?:didn'?t|did not|never) (?:even )?apologi[sz]e|argued with (?:me|us)|laughed (?:it off|in (?:my|our) faces?)|(?:and|but) (?:he|she|they|the \w+) (?:just )?laughed\b(?! (?:with|about))|nobody (?:even )?asked|no one (?:even )?asked|just stared|walked (?:off|away)|without (?:a sorry|an apology)|(?:took|taken|removed|cleared|whisked|swapped|replaced) [^.]{0,25}without a word|still on (?:the bill|there|it)|\bno refund\b|\bno (?:new one|replacement)\b|charged (?:us|me) (?:for it|anyway|full price)|said '?it happens|nothing from (?:the )?(?:management|manager|staff|anyone)|just said '?(?:oops|sorry|whoops)\b|brought (?:back )?the same (?:bowl|plate|dish|food|drink|glass)|picked it (?:out|off) (?:with (?:her|his|their) (?:bare )?(?:fingers|hands)|and (?:put|handed|gave|set))|put the (?:plate|bowl|dish) (?:straight )?back (?:down|in front))/;

const HANDLED_BADLY = new RegExp(`${HANDLED_BADLY_WORDS.source}|${FAULT_DENIED.source}`);

const FOUND =
  /\b(?:found|saw|was|there was|there's|with|had|bit into|bite into) (a (?:long |short |black |dark |blonde |blond |curly )?hair(?= (?:baked |cooked )?(?:right )?in)|a (?:dead )?(?:bug|fly|cockroach|roach|worm|slug|beetle)|a (?:piece|shard|chunk|bit) of (?:glass|plastic(?: wrap)?|metal|wire)|a (?:finger|toe)nail|a band-?aid|a (?:metal |wire )?bristle|a staple|(?:some )?mou?ld)\b/;

/** What a sensitive review says beyond the case itself; `text` is the review as the guest wrote it. */
export function sensitiveDetailOf(text: string): SensitiveDetail {
  const folded = text.toLowerCase().replace(/[’‘]/g, "'");
  const match = FOUND.exec(folded);
  // "Cockroach ran across the counter": what the guest saw, told without "saw".
  const seen =
    /(?:^|[.!?] )(?:a |the )?(cockroach|roach|mouse|rat)s? (?:ran|running|crawled|crawling|scurried|ran across|on)\b/.exec(
      folded,
    )?.[1];
  const found = match?.[1] ?? (seen ? `a ${seen}` : null);
  const after = match ? folded.slice(match.index + match[0].length) : '';
  const inFood =
    /^ (?:baked |cooked |hidden )?(?:in|on|into) (?:it\b|them\b|(?:my|our|the|his|her|their|a) (?!counter|floor|wall|table|window|bathroom|restroom|ceiling))/.test(
      after,
    );
  const hungUp = /\bhung up\b|\bhanging up\b|\bput the phone down\b/.test(folded);
  const extra = howItWent(folded);
  const detail = {
    handledBadly: HANDLED_BADLY.test(folded),
    ...(hungUp ? { hungUp } : {}),
    ...extra,
    found: found?.replace(/^some /, '') ?? null,
    inFood,
  };
  const caught =
    /\b(?:checked|caught it|noticed|spotted (?:it)?) before (?:he|she|i|we|they|anyone) (?:ate|eat|had)|before (?:eating|anyone ate)|didn'?t eat (?:it|any)|(?:thankfully|luckily|thank god|thank goodness|good thing) (?:we|i|he|she) (?:checked|noticed|spotted|caught)/.test(
      folded,
    );
  // "Kung pao came out with peanuts all through it… I was on edge all night": an allergy, and no reaction told of.
  const reacted =
    /react|swell|swollen|hives|epi-?pen|hospital|a ?& ?e\b|\ber\b|ambulance|anaphyla|breath|throat|rash|\bill\b|sick|vomit|threw up|itch|tongue|lips|puff/.test(
      folded,
    );
  const withCaught = caught || (/\ballerg/.test(folded) && !reacted) ? { ...detail, caughtInTime: true } : detail;
  const withCoeliac =
    /\bc(?:o)?eliac|gluten/.test(folded) && !/\ballerg/.test(folded) ? { ...withCaught, coeliac: true } : withCaught;
  const diet = /\ballerg|c(?:o)?eliac|gluten/.test(folded)
    ? undefined
    : (/\b(vegan|halal)\b/.exec(folded)?.[1] ??
      (/\b(?:vegetarian|veggie|veg)\b/.test(folded) ? 'vegetarian' : undefined));
  const withDiet = diet
    ? { ...withCoeliac, dietary: diet as SensitiveDetail['dietary'], caughtInTime: undefined }
    : withCoeliac;
  return {
    ...withDiet,
    ...whomItConcerned(folded),
    ...howSpokenTo(folded),
    ...whatTheTeamDid(folded, detail.handledBadly),
  };
}

/** A deed of the team's the guest tells of as done: every one told is, and none is denied just before. */
function helpedAsTold(folded: string): boolean {
  const deeds = [...folded.matchAll(STAFF_HELPED)];
  return (
    deeds.length > 0 &&
    !/\bourselves\b|from their car|had to (?:ask|get|find)/.test(folded) &&
    deeds.every((d) => !NOT_DONE.test(folded.slice(Math.max(0, d.index - 30), d.index)))
  );
}

/** Who was taken ill, and whether the guest credits the team with helping (and does not say raising it went badly). */
function whatTheTeamDid(
  folded: string,
  handledBadly: boolean,
): Pick<SensitiveDetail, 'staffHelped' | 'tookIll' | 'witnessed' | 'feltUnsafe'> {
  const ill = TOOK_ILL.exec(folded)?.[1];
  const happened =
    /\b(?:stole|stolen|snatched|took|taken|nicked|grabbed|fight|punch|hit|attacked|followed|bothering|harass\w*|broke into|smashed|comments?|laugh\w*|touch\w*|grop\w*|star(?:ed|ing))\b/;
  return {
    ...(/\bsneez|same gloves|wip(?:ed|ing) (?:his|her|their) nose|picked (?:his|her) nose/.test(folded)
      ? { witnessed: true }
      : {}),
    ...(/\b(?:feels?|felt|feeling) (?:\w+ )?unsafe\b|\bno security\b/.test(folded) && !happened.test(folded)
      ? { feltUnsafe: true }
      : {}),
    ...(!handledBadly && helpedAsTold(folded) ? { staffHelped: true } : {}),
    ...(ill === undefined
      ? {}
      : { tookIll: ill === 'i' ? 'you were' : `your ${ill.replace(/^my (?:\w+ )?(?=\w+$)/, '')} was` }),
  };
}

/** "yelled at my husband in front of the whole patio", "told us we could f*** off, in front of my kids". */
function howSpokenTo(folded: string): Pick<SensitiveDetail, 'spokenTo' | 'othersFirst'> {
  const at =
    /\b(?:yelled|screamed|shouted|swore|cursed|cussed|effed|shouting|yelling|screaming|swearing) at (me|us|my \w+|our \w+)\b/.exec(
      folded,
    ) ??
    /\btold (me|us) (?:if (?:i|we) didn'?t like it,? )?(?:i|we)? ?(?:could )?(?:f\*+|fuck|piss|bugger|eff) off\b/.exec(
      folded,
    );
  const othersFirst =
    /\b(?:(?:white|other|two|three|some|a|the) )?(?:couples?|customers|people|guests|famil(?:y|ies)|groups?|men|women)\b[^.]{0,50}\b(?:after|behind) (?:us|me)\b[^.]{0,40}\b(?:seated|sat|served|got (?:a table|menus|served))\b/.test(
      folded,
    );
  if (at === null) return othersFirst ? { othersFirst } : {};
  const swore = /swore|swearing|cursed|cussed|effed|f\*|fuck|piss|bugger|eff/.test(at[0]);
  const target = at[1] ?? '';
  const who = /^(?:me|us)$/.test(target) ? 'you' : `your ${target.replace(/^(?:my|our) /, '')}`;
  const front =
    /\bin front of (?:(?:my|our|the) )?(kids|children|son|daughter|family|whole (?:patio|restaurant|room|bar|pub|place)|other (?:guests|customers|diners)|everyone|everybody)\b/.exec(
      folded,
    )?.[1];
  const where =
    front === undefined
      ? ''
      : /kids|children|son|daughter|family/.test(front)
        ? ` in front of your ${front === 'kids' ? 'children' : front}`
        : ' in front of other guests';
  return { spokenTo: { who, how: swore ? 'sworn at' : 'shouted at', where }, ...(othersFirst ? { othersFirst } : {}) };
}

/** "who uses a wheelchair", "yelled at my kid": whom the case concerned, which a reply may name without admitting. */
function whomItConcerned(folded: string): Pick<SensitiveDetail, 'access' | 'childSpokenTo'> {
  const access = /\bwheelchair/.test(folded)
    ? 'wheelchair'
    : /\b(?:guide|service|assistance) dog\b/.test(folded)
      ? 'assistance dog'
      : undefined;
  const child =
    /\b(?:yelled|shouted|screamed|snapped|swore|raised (?:his|her|their) voice) at (?:my|our) (kid|kids|son|daughter|child|children|boy|girl|toddler|little one)\b/.exec(
      folded,
    )?.[1];
  return { ...(access ? { access } : {}), ...(child ? { childSpokenTo: child } : {}) };
}

/** What the guest says about how raising it went and whom it concerned: a silence, a threat, the door, who was hurt. */
function howItWent(folded: string): Pick<SensitiveDetail, 'unanswered' | 'threatened' | 'atTheDoor' | 'injured'> {
  const unanswered =
    /\bno call ?back\b|\b(?:never|didn'?t|did not|nobody|no one) (?:\w+ )?(?:rang|called|got|wrote|emailed|replied|responded|heard) (?:me |us )?back\b|\b(?:emailed|messaged|wrote|called|rang)\b[^.]{0,40}\b(?:no (?:response|reply|answer)|nothing back|never heard)\b|\bno (?:response|reply) (?:to|from) (?:my|our|the) (?:email|message|complaint|call)/.test(
      folded,
    );
  const threatened =
    /\b(?:get out|leave) (?:before|or) (?:i|i'?ll|we'?ll|he'?ll)\b|\b(?:he|she|they)(?:'?d| would|'?ll| will) (?:come|get) (?:out|over|round|outside)\b[^.]{0,30}\bmake (?:me|us)\b|\bput (?:ye|you|yer|ya|him|her|them|us|me) (?:through|thru)\b|\bthreatened (?:me|us|my|our|to)\b|\bgot in my face\b/.test(
      folded,
    );
  const atTheDoor =
    /\b(?:bouncer|doorman|door staff)\b|\bat the door\b|\bnot tonight\b|\blet (?:our|my) [^.]{0,20}\bin\b/.test(folded);
  const injured =
    /\b(?:on|onto|over) (?:my|our) ((?:\d+ ?(?:y\/o|yo|year old|yr old)(?:'s)?|son|daughter|kid|little one|boy|girl|toddler|baby|wife|husband|mum|mom|dad|partner|friend)(?:'s)?)\b/.exec(
      folded,
    )?.[1];
  // "My mom (78) slipped on the wet floor", "my mother is 78 and slipped": who was hurt, as the guest called them.
  const fell =
    /\b(?:my|our) (mother|mom|mum|dad|father|gran|grandma|grandmother|nan|grandad|grandfather|wife|husband|son|daughter|partner|friend|kid|toddler|little one|little boy|little girl)\b(?: \(\d+\)| is \d+ and| \d+)?,? (?:slipped|fell|tripped|was burned|got burned|was hurt|got hurt|broke|cut|(?:smacked|banged|bumped|cracked|hit) (?:his|her|their) head|[^.]{0,40}\b(?:got|has|had) (?:a )?(?:small |little |nasty |bad )?(?:burn|cut|bump|bruise|scald))\b/.exec(
      folded,
    )?.[1];
  return {
    ...(unanswered ? { unanswered } : {}),
    ...(threatened ? { threatened } : {}),
    ...(atTheDoor ? { atTheDoor } : {}),
    ...(injured ? { injured: injured.replace(/'s$/, '') } : fell ? { injured: fell } : {}),
  };
}

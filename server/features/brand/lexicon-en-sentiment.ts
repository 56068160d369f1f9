import type { PhraseRule } from './lexicon-en.ts';

/**
 * English sentence-level patterns that decide a review sentence's leaning without naming a theme:
 * failed expectations, comparisons, recommendations and sarcasm. Matched against lower-case normalised
 * tokens ("didn't" → "did not"). Patterns whose words a themed rule would misread ("must have" is
 * praise, but not in "must have been an off night") are checked before the themed rules; the rest after,
 * so a themed complaint keeps its tag.
 */
export const EN_SENTIMENT_PHRASES_FIRST: readonly PhraseRule[] = [
  // "We waited on refills a lot": waiting on what should come unasked.
  {
    re: / waited on (?:refills|drinks|our drinks|the check|the bill|our food|water)/,
    score: -2,
    aspects: [],
  },
  // "The food menu is basically nachos and wings": a menu faulted for what little is on it.
  {
    re: / menu is (?:basically|just|only|literally) /,
    score: -2.5,
    aspects: [],
  },
  // "The Castle was ice cold", "beers ice cold": a beer as it should be, not a cold dish.
  {
    re: / (?:beers?|lagers?|pints?|castle|ciders?|cokes?|sodas?|pilsners?|ipas?) (?:was|were|is|are|always) (?:ice|icy|nice and|super|properly|always) cold/,
    score: 2,
    aspects: [],
  },
  // Expectations that were not met ("should have been great", "wanted to love it", "expected more").
  {
    re: / (?:should|could|would) have been (?:a |an |so |much |way )?(?:[a-z-]+ )?(?:great|good|better|amazing|delicious|fun|perfect|hilarious|yummy|tasty)| (?:wanted|want|hoping|hoped|tried) (?:so badly |really )?to (?:love|like|enjoy)| expected (?:more|better|much more|a lot more)| (?:would|will|should|did) expect (?:a )?(?:little |lot |bit |whole )*(?:more|better)| (?:was|were) expecting (?:more|better|much more)| (?:must|might) have been an? off (?:night|day)| not in a good way| (?:lost|losing) the love| no excuse| (?:did not|does not|do not|doesn't|didn't) live up| (?:fell|falls|falling) (?:short|flat)| (?:let|lets) (?:us|me) down| (?:left|leaves) (?:a lot|much|something) to be desired| (?:nothing|not much|not anything) (?:special|to write home about)| could have been better| have had better| had better (?:[a-z]+ )?(?:at|from|in)| (?:is|was|are|were) (?:just )?(?:meh|mediocre|so - so|so so)/,
    score: -3,
    aspects: [],
  },
  {
    re: / not sure (?:if|whether) (?:we|i|they) (?:will|would|'ll|ll|should) (?:go back|come back|return|be back|try it again)| (?:could|can) make (?:a |an |the )?(?:[a-z]+ ){0,3}better than (?:this|that|these|those)| (?:over|under) (?:fried|cooked|done|salted|seasoned|priced|rated|hyped|baked)| (?:barely|hardly|not|scarcely) edible/,
    score: -3,
    aspects: [],
  },
  {
    re: / (?:walked|left|rolled) (?:away|out) (?:stuffed|full|happy|satisfied|smiling)| (?:never|not) (?:a|any|much of a) wait| (?:could|can) eat (?:it|this|that|their [a-z]+|the [a-z]+) (?:all day|every day|forever)/,
    score: 3,
    aspects: [],
  },
];

export const EN_SENTIMENT_PHRASES: readonly PhraseRule[] = [
  // Leaving and telling others to go elsewhere.
  {
    re: / (?:some ?place|somewhere|anywhere) else| elsewhere| (?:just )?wanted to leave| (?:walked|got up and) (?:out|left)| (?:waited|waiting) and (?:waited|waiting)| (?:one|1|two|2) stars?(?: rating| review)?| never heard of| (?:still|yet) no (?:food|drinks?|server|waiter|one|sign)| not even an? | (?:going|go) out of business| (?:has not|had not|have not) closed| (?:close|closed) down| break up| thumbs down| first (?:\( )?and last (?:\) )?(?:time|visit)| (?:never|not) (?:going|coming|be) back| (?:never|not) (?:ever )?(?:step|set) (?:foot|forward)/,
    score: -3,
    aspects: [],
  },
  // Recommendations, returning and wishing it were nearer.
  {
    re: / (?:will|would|we will|i will|we'll|i'll|shall) (?:definitely |certainly |surely |absolutely |totally )?(?:be back|return|come back|go back|be returning|be coming back|recommend)| (?:can not|could not|can't|couldn't) (?:wait|help) (?:to|but)| (?:could not|couldn't|can not) have been (?:more|any more) (?:pleased|happy|satisfied|impressed)| (?:could not|couldn't|can not) (?:ask|wish) for (?:more|better|anything more)| (?:was|were|is) never empty| check (?:it|this place|them) out| (?:go|get) (?:here )?now| thumbs up| (?:i|we) miss (?:it|this|them|the)| wish (?:they|there) (?:had|was|were) (?:one|a)| (?:sticks?|stay|stays) (?:around|open)| (?:more than|beyond) (?:i|we) (?:ever )?(?:thought|expected|imagined)| (?:walked|left|rolled) (?:away|out) (?:stuffed|full|happy|satisfied)| know(?:s)? how to (?:make|cook|do)| (?:in|on) (?:my|our) (?:rotation|list)| (?:worth|worthy of) (?:a|the) (?:visit|trip|drive|stop)/,
    score: 3,
    aspects: [],
  },
];

/**
 * General opinion words the restaurant lexicon lacks, on the same −5 … 5 scale; the restaurant lexicon
 * wins where both list a word.
 */
export const EN_SENTIMENT_WORDS: Readonly<Record<string, number>> = {
  appalling: -3,
  disgusted: -3,
  pissed: -2.5,
  pissd: -2.5,
  insulted: -2.5,
  offended: -2.5,
  awkward: -1.5,
  gristle: -2,
  gristly: -2,
  poop: -3,
  concern: -1.5,
  concerns: -1.5,
  convenient: 1.5,
  delicioso: 3,
  devine: 3,
  mmm: 2,
  mmmm: 2,
  mmmmm: 2,
  legit: 2,
  stuffed: 1,
  // Words against anything, common in reviews of a booking system, a card fee or a room.
  useless: -2.5,
  annoying: -2,
  pointless: -2,
  pathetic: -3,
  shocking: -3,
  shambolic: -2.5,
  clunky: -1.5,
  unreliable: -2,
  inconvenient: -1.5,
  stressful: -2,
  unpleasant: -2.5,
  abysmal: -3.5,
  lousy: -2.5,
  inadequate: -2,
  vile: -3.5,
  gimmicky: -1.5,
};

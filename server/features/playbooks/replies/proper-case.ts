/**
 * Words a guest wrote in lower case that an owner writes with capitals: days, months, peoples and cuisines ("full
 * english", "thai basil"), US states and Canadian provinces, and the acronyms of the trade ("byob", "bbq"). The
 * guest's words are said back in the owner's reply, and a blind reader marks "sunday" or "byob" as a slip.
 * "may" and "march" are left alone: they are more often a verb.
 */

const CAPITALISED = [
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday',
  'january|february|april|june|july|august|september|october|november|december',
  'christmas|easter|thanksgiving|halloween|valentine',
  'english|irish|scottish|welsh|british|french|italian|mexican|(?<!pad )thai|indian|chinese|japanese|korean|greek|american',
  'spanish|lebanese|turkish|vietnamese|cajun|moroccan|ethiopian|persian|peruvian|brazilian|filipino|polish|german',
  'caribbean|jamaican|nigerian|malaysian|singaporean|cantonese|sichuan|szechuan|neapolitan|sicilian|tuscan|cuban',
  'nepali|nepalese|tibetan|pakistani|bangladeshi|punjabi|goan|keralan|hebridean|cornish|yorkshire|creole',
  'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|hawaii|idaho|illinois|indiana',
  'iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana',
  'nebraska|nevada|ohio|oklahoma|oregon|pennsylvania|tennessee|texas|utah|vermont|virginia|wisconsin|wyoming',
  'ontario|quebec|manitoba|saskatchewan|alberta|nunavut|yukon',
  // Beers and brands a guest names in lower case ("ran out of carling", "taylor ham").
  'carling|guinness|peroni|heineken|moretti|yuengling|budweiser|coors|modelo|corona|taylor(?= ham)',
].join('|');
const CAPITALISED_WORD = new RegExp(`\\b(?:${CAPITALISED})\\b`, 'g');
/** Places of two words ("new york", "nova scotia"), each word capitalised. */
const TWO_WORD_PLACES =
  /\b(?:new (?:york|jersey|mexico|hampshire|orleans|england|zealand)|north (?:carolina|dakota)|south (?:carolina|dakota)|west virginia|rhode island|nova scotia|british columbia|prince edward island|old bay)\b/g;
const UPPER: Record<string, string> = {
  byob: 'BYOB',
  ayce: 'AYCE',
  bbq: 'BBQ',
  ipa: 'IPA',
  nyc: 'NYC',
  tv: 'TV',
  tvs: 'TVs',
  dj: 'DJ',
  atm: 'ATM',
  oj: 'OJ',
  blt: 'BLT',
  pb: 'PB',
};
const UPPER_WORD = new RegExp(`\\b(?:${Object.keys(UPPER).join('|')})\\b`, 'g');

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A guest's misspelling a reply says back, spelled right ("seperate checks" is "separate checks"). */
const SPELLED: Record<string, string> = {
  seperate: 'separate',
  definately: 'definitely',
  recieve: 'receive',
  resturant: 'restaurant',
  wierd: 'weird',
  dissapointed: 'disappointed',
  untill: 'until',
  accomodate: 'accommodate',
  tommorow: 'tomorrow',
};
const MISSPELLED = new RegExp(`\\b(?:${Object.keys(SPELLED).join('|')})\\b`, 'g');

/** The text with those words capitalised; words already capitalised, and every other word, stay as they were. */
export function properCase(text: string): string {
  return text
    .replace(TWO_WORD_PLACES, (place) => place.split(' ').map(title).join(' '))
    .replace(CAPITALISED_WORD, title)
    .replace(UPPER_WORD, (word) => UPPER[word] ?? word)
    .replace(MISSPELLED, (word) => SPELLED[word] ?? word);
}

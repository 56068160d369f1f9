import type { Cue } from './complaint-cues.ts';
import { waterNoun } from './complaint-vocabulary.ts';

/**
 * Complaints about how the house is kept and run that blind readers found replies passing over, in the wording of
 * guests from many regions: water that never came (or none in the washroom), a dress code, air conditioning that
 * cannot cope, a radio, gaming machines or late music, no bookings so a queue outside, few choices for a diet or for
 * children, a booking taken for the wrong number, a move refused, a bill split wrong, door staff, pieces counted, grit
 * or shell, a late pickup, a menu in one language, a dish smaller than its photo, closing in the rain or early,
 * toilets that smell, no handwash, someone else's order. New wording of a complaint an existing cue already owns (the
 * smoke in the room, a dish sold out, the answer a guest got) is added to that cue instead; the few here that
 * share a key with an earlier cue ('booking', 'closed', 'closing', 'smell', 'order', and 'staffing', which says one
 * person working as a stretched team rather than a short-staffed floor) read, in this earlier pass,
 * what the earlier cue's words miss, and one complaint per key is kept.
 */
export const HOUSE_CUES: readonly Cue[] = [
  {
    key: 'water',
    test: /\bno water\b|without (?:any )?water|water (?:never came|took)|had to ask for water|never (?:got|brought) (?:us )?water/,
    area: 'floor',
    noun: (_t, _f, sentence) => waterNoun(sentence),
  },
  {
    key: 'dress-code',
    test: /\bdress code\b[^.]{0,60}\b(?:enforced|strict|refused|turned|made|had to|wouldn'?t|borrow|1985|old[- ]fashioned|stuffy|ridiculous|silly)|\b(?:made|had) to (?:borrow|wear) (?:a |their )?(?:jacket|tie|blazer)\b/,
    area: 'management',
    noun: () => 'how strictly the dress code was kept',
  },
  {
    key: 'ac',
    test: /\b(?:ac|a\/c|air ?con(?:ditioning)?|aircon|air conditioner)\b[^.]{0,20}\b(?:can'?t|cannot|couldn'?t|could not) (?:cope|keep up|handle)|\b(?:ac|a\/c) section is (?:just |only )?a fan\b/,
    area: 'management',
    noun: () => 'the air conditioning not keeping the room cool',
  },
  {
    key: 'noise-source',
    test: /\b(?:radio|tv|tvs|telly|speakers?|pokies|slot machines|gaming machines|fruit machines?)\b|\bblaring (?:ads|adverts|commercials|music|radio|tv)\b|\bmusic (?:outside )?(?:goes|going|plays|playing|runs|blasting) (?:on )?(?:till|until|past) \d/,
    within:
      /\b(?:radio|tv|tvs|telly|speakers?|pokies|slot machines|gaming machines|fruit machines?)\b[^.]{0,50}\b(?:blaring|blasting|so loud|too loud)\b|\b(?:radio|pokies|slot machines|gaming machines|fruit machines?)\b[^.]{0,50}\b(?:ding ding|dinging|all night|the whole time|non-?stop)\b|\bblaring (?:ads|adverts|commercials|music|radio|tv)\b|\bmusic (?:outside )?(?:goes|going|plays|playing|runs|blasting) (?:on )?(?:till|until|past) \d/,
    area: 'management',
    noun: (_t, folded) =>
      /\b(?:pokies|slot machines|gaming machines|fruit machines?)\b/.test(folded)
        ? 'the noise from the gaming machines'
        : /\b(?:radio|ads|adverts|commercials)\b/.test(folded)
          ? 'the radio being so loud'
          : new RegExp(
                String.raw`\bmusic (?:outside )?(?:goes|going|plays|playing|runs|blasting) (?:on )?(?:till|until|past) \d`,
              ).test(folded)
            ? 'the noise of the music late at night'
            : 'the noise',
  },
  {
    key: 'booking',
    test: /\bno (?:bookings|reservations)\b/,
    within:
      /\bno (?:bookings|reservations)\b[^.]{0,40}\b(?:queu|wait|line|stand|cold|rain|footpath|pavement|sidewalk|outside)/,
    area: 'management',
    noun: () => 'not being able to book ahead',
  },
  {
    key: 'few-options',
    test: /\bonly (?:one|two|three|1|2|3) (?:options?|dishes|things|choices) (?:on the menu )?(?:if|for) (?:you|people|those|anyone|vegetarians|vegans|non)\b|\bno (?:eggless|vegan|vegetarian|veggie|gluten[- ]free|halal|kids'?|children'?s) (?:options?|menu|dishes|desserts|choices)\b|\bkids'? (?:meals?|menu) (?:was |were |is |are )?(?:a bit |very |pretty )?(?:basic|limited|poor|not there)\b|\bkids'? menu (?:is )?not there\b/,
    area: 'kitchen',
    noun: (_t, folded) =>
      /\bkids'?|children'?s/.test(folded)
        ? 'how little there was for the children'
        : 'how few choices there were for you',
  },
  {
    key: 'booking-wrong',
    test: /\b(?:had|put|wrote|booked) us (?:down )?(?:as|for) (?:a |only )?(?:\d+|two|three|four|five|six)\b|\bbooking (?:was |got )?(?:for the wrong|wrong) (?:number|day|date|time)\b|\b(?:gave|given) (?:our|away our) (?:hall|room|area|section|booth) to\b/,
    area: 'floor',
    noun: () => 'the mistake with your booking',
  },
  {
    key: 'refused-move',
    test: /\basked to (?:move|sit) (?:inside|indoors|in|out of the (?:wind|rain|sun))\b|^asked to move$/,
    within: /\basked to (?:move|sit)\b[^.]{0,60}\b(?:told|said|refused|no\b|booked|reserved)/,
    area: 'floor',
    noun: () => 'not being moved when you asked',
  },

  {
    key: 'bill-split',
    test: /\bsplit (?:the|our) bill (?:wrong|wrongly|incorrectly)\b|\bgot the (?:bill )?split wrong\b/,
    area: 'management',
    noun: () => 'the mistakes splitting your bill',
  },
  {
    key: 'door-staff',
    test: /\b(?:bouncers?|door ?staff|doormen|doorman|door guy|door girl|security guys?)\b[^.]{0,25}\b(?:aggressive|rude|random|arrogant|rough|on a power trip|let (?:tons|loads|lots|heaps) of people in)\b/,
    area: 'management',
    noun: () => 'how the door staff treated you',
  },
  {
    key: 'counted-few',
    // "only 3 scallops in it for $12.50": how few, as the guest counted them.
    test: /\bonly (?:\d|one|two|three|four|five) (?:scallops|prawns|shrimp|pieces|slices|wings|meatballs|dumplings|mussels|oysters|chips|fries)\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const what =
        /\bonly (?:\d|one|two|three|four|five) (scallops|prawns|shrimp|pieces|slices|wings|meatballs|dumplings|mussels|oysters|chips|fries)\b/.exec(
          folded,
        )?.[1];
      return `how few ${what ?? 'pieces'} there were`;
    },
  },
  {
    key: 'grit',
    test: /\b(?:grit|bits of shell|shell (?:in|through))\b/,
    unless: /\bno grit\b|\bgrit (?:and|n) (?:determination|grace)\b/,
    area: 'kitchen',
    noun: (_t, folded) => {
      const dish =
        /\b(?:in|through) (?:nearly |almost )?(?:every |each |the |my |our )?(oysters?|mussels|clams|pipis|cockles|scallops|prawns|spinach|salad)\b/.exec(
          folded,
        )?.[1];
      const what = /\bgrit/.test(folded) ? 'grit' : 'shell';
      return dish ? `the ${what} in the ${/s$/.test(dish) ? dish : `${dish}s`}` : `the ${what} in your food`;
    },
  },
  {
    key: 'pickup-late',
    test: /\bready (?:\d+|an?|one|half an) ?(?:min\w*|hours?|hrs?) late\b/,
    area: 'kitchen',
    noun: () => 'your order not being ready on time',
  },

  {
    key: 'staffing',
    test: /\b(?:has|had|with|only) (?:only )?one (?:guy|person|girl|bartender|barman|server|staff member) (?:working|on)\b|\b(?:staff|they|team) (?:clearly |just |obviously )?(?:can'?t|couldn'?t|cannot|could not) keep up\b/,
    area: 'management',
    noun: () => 'how stretched our team was',
  },
  {
    key: 'menu-language',
    test: /\bmenu (?:was |is )?(?:only )?in (?:german|french|spanish|italian|greek|portuguese|dutch|thai|japanese|chinese|arabic) only\b|\bmenu (?:was |is )?only in (?:german|french|spanish|italian|greek|portuguese|dutch)\b|\bno english menu\b|\benglish menu (?:confused|was confusing|is confusing|made no sense)\b/,
    area: 'management',
    noun: () => 'the menu being hard to follow in English',
  },

  {
    key: 'smaller-than-shown',
    test: /\bhalf the size (?:of|shown in) (?:the |their )?(?:photo|picture|pic|menu photo|menu)\b|\b(?:smaller|nothing like) (?:than )?(?:the |their )?(?:photo|picture|pic)\b/,
    area: 'kitchen',
    noun: () => 'the dish being smaller than the photo',
  },
  {
    key: 'closed',
    test: /\bclos(?:es|ed) (?:as soon as|whenever|when) it rains\b|\b(?:don'?t|doesn'?t|never) (?:say|mention|post) (?:it |that )?(?:anywhere )?online\b/,
    within: /\bclos/,
    area: 'management',
    noun: () => 'closing without saying so online',
  },

  {
    key: 'closing',
    test: /\bclos(?:ed|es|ing) (?:\d+|half an hour|an hour|twenty|thirty) ?(?:mins?|minutes?|hours?)? early\b/,
    area: 'management',
    noun: () => 'closing early',
  },
  {
    key: 'smell',
    test: /\b(?:toilets?|bathrooms?|loos?|washrooms?|restrooms?) (?:\w+ )?(?:smell|smells|smelled|smelt|stink|stinks|stank|reek|reeks)\b|\bstrong smell of (?:bleach|damp|smoke|sewage|drains)\b/,
    area: 'management',
    noun: (_t, folded) => (/\bbleach\b/.test(folded) ? 'the smell of bleach' : 'the smell from the toilets'),
  },
  {
    key: 'handwash',
    test: /\bno (?:handwash|hand wash|place to wash (?:your |our )?hands|sink to wash)\b/,
    area: 'management',
    noun: () => 'nowhere to wash your hands',
  },
  {
    key: 'order',
    test: /\bgot (?:someone|somebody) else'?s order\b/,
    area: 'kitchen',
    noun: () => "getting someone else's order",
  },
];

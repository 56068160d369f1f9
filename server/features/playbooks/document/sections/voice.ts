import { voiceInPlainWords } from '#contracts/brand-voice-constants.ts';
import type { PlaybookBlock, PlaybookSection } from '../../playbook-types.ts';
import { dishInSentence, type Register } from '../../reply-writer.ts';
import { type Context, joinList } from '../shared.ts';

const TRAIT_GUIDANCE: Array<[RegExp, string]> = [
  [
    /warm|friendly|welcoming|hospitable/,
    'write the way you greet a regular at the door: first names, contractions, a real thank-you',
  ],
  [
    /refined|elegant|polished|sophisticated/,
    'full sentences, no slang or emoji, and calm confidence rather than gushing',
  ],
  [
    /gracious|courteous|respectful/,
    'thank first, never correct the guest in public, and let the apology stand without a "but"',
  ],
  [
    /confident|proud|assured/,
    'say what you stand for ("we dry-age in house", "we make it to order") without sounding defensive',
  ],
  [
    /playful|fun|cheeky|witty|quirky/,
    'a light touch and the odd exclamation mark on happy reviews, never on complaints',
  ],
  [
    /casual|laid|relaxed|down-to-earth|easygoing|unpretentious/,
    'short sentences, everyday words, talk like the team talks on the floor',
  ],
  [
    /classic|traditional|old-school|heritage|timeless/,
    'lean on the house history and the dishes guests return for, not trends',
  ],
  [
    /lively|energetic|upbeat|vibrant|bold/,
    'energy in positive replies, but slow down and get serious when something went wrong',
  ],
  [
    /honest|straightforward|direct|no-nonsense|genuine/,
    'plain statements: what happened, what you are changing, who to contact',
  ],
  [/family|community|neighbo/, 'talk about the neighbourhood and the regulars; sign as a person, not a brand'],
  [/professional|efficient/, 'clear, specific and brief: one thank-you, one detail, one next step'],
  [/sincere|heartfelt/, 'say thank you and sorry plainly, once each, and mean the one thing you promise'],
  [/personal/, 'the guest’s first name and one detail from their review, so it could only be an answer to them'],
  [/brief|concise/, 'say it in a couple of sentences: a short reply that names one real thing beats a long one'],
  [/thorough/, 'take the room to explain what happened and what changes, without excuses'],
];

function traitGuidance(trait: string): string {
  const t = trait.toLowerCase();
  const found = TRAIT_GUIDANCE.find(([pattern]) => pattern.test(t));
  return found ? found[1] : `let "${trait.toLowerCase()}" show in word choice, not in adjectives about yourselves`;
}

const DO_WORDS: Record<Register, string[]> = {
  formal: [
    'Thank you',
    'We are delighted',
    'We look forward to welcoming you back',
    'I have shared this with our chef',
    'Please contact us directly',
  ],
  warm: [
    'Thank you for telling us',
    'So glad',
    'Come back and see us',
    "I've shared this with the kitchen",
    'Ask for me next time you’re in',
  ],
  casual: ['Thanks a ton', 'You made our day', 'See you next time', "That's on us", 'Give us a shout directly'],
};
const DONT_WORDS: Record<Register, string[]> = {
  formal: ['Awesome / super / OMG', 'Emoji', 'Hey'],
  warm: ['To whom it may concern', 'We regret to inform you', 'Per our policy'],
  casual: ['Dear valued guest', 'We regret to inform you', 'Kindly be advised'],
};

/** Where the voice came from, in plain words: the owner's own replies (and what they do) or the type of place. */
function voiceSourceBlock(c: Context): PlaybookBlock {
  const words = voiceInPlainWords(c.profile.voice, { samples: c.samples, kind: c.profile.cuisine.toLowerCase() });
  const learned = c.profile.voice?.source === 'owner-replies';
  return {
    kind: 'paragraph',
    text: learned ? `${words} The example replies in this playbook follow these habits.` : words,
  };
}

/** Which language to answer in, from the languages of the reviews read. */
function languageRule(c: Context): string {
  const languages = c.stats.languages;
  const spanish = languages.find((l) => l.language === 'es')?.count ?? 0;
  const other = languages.find((l) => l.language === 'other')?.count ?? 0;
  if (spanish > 0) {
    return `Reply in the reviewer’s language. ${spanish} of the reviews we read ${spanish === 1 ? 'is' : 'are'} in Spanish: answer ${spanish === 1 ? 'it' : 'them'} in Spanish, and keep a Spanish speaker on the approval rota.`;
  }
  return other > 0
    ? 'Reply in the reviewer’s language; if nobody on the team writes it well, reply in clear, simple English rather than a machine translation nobody checked.'
    : 'Reply in the reviewer’s language: a guest who writes in Spanish gets a reply in Spanish.';
}

type LearnedVoice = NonNullable<Context['profile']['voice']>;

/** The rules every reply follows; the owner's own habits, when learned from their replies, set greeting and length. */
function houseRules(c: Context, learned: LearnedVoice | null): string[] {
  const signOff = c.template ? '— [Owner first name], [role]' : c.profile.signOff.trim() || `— ${c.owner}`;
  return [
    `Sign every reply “${signOff}”. A real first name tells the guest a person read their review; Google shows the business name above the reply, so the signature is the only human part.`,
    learned && learned.greeting === 'none'
      ? 'Go straight in, as you do now: no greeting line. Use the guest’s first name in the reply when their display name is a name.'
      : 'Greet the guest by first name when their display name is a name; skip it when it is a handle.',
    'Mention one specific thing the guest mentioned (a dish, a server, the wait): it proves you read it. Never mention something they didn’t.',
    languageRule(c),
    learned && learned.sentencesPerReply > 0
      ? `Keep to your usual length: about ${learned.sentencesPerReply} ${learned.sentencesPerReply === 1 ? 'sentence' : 'sentences'} (around ${learned.wordsPerReply} words). Replies are hard limited to 4,096 bytes on Google.`
      : 'Aim for 40–120 words. Three or four short sentences beat one long paragraph; replies are hard limited to 4,096 bytes on Google.',
    'Vary the wording: no two replies on the same page should open or close the same way.',
  ];
}

export function voiceSection(c: Context): PlaybookSection {
  const { profile } = c;
  const learned = !c.template && profile.voice?.source === 'owner-replies' ? profile.voice : null;
  const traits = c.template ? ['[Tone trait 1]', '[Tone trait 2]', '[Tone trait 3]'] : profile.toneOfVoice;
  const traitItems = c.template
    ? traits.map((t) => `${t}: [what it means in a reply]`)
    : traits.map((t) => `${t}: ${traitGuidance(t)}.`);
  const doWords = [
    ...DO_WORDS[c.register],
    ...(c.template
      ? ['[Signature dish]', '[Signature drink]']
      : c.dishes.slice(0, 3).map((d) => `The ${dishInSentence(d)}`)),
  ];
  const dontWords = [
    'Thank you for your feedback (on its own, it says you didn’t read the review)',
    'We apologize for any inconvenience',
    'Valued customer',
    'Unfortunately you…',
    'That’s not what happened',
    'As you can see / obviously',
    ...DONT_WORDS[c.register],
  ];
  return {
    id: 'voice',
    heading: 'Brand-voice guide',
    blocks: [
      {
        kind: 'paragraph',
        text: c.template
          ? '[Restaurant name] sounds [tone traits]. Every reply should sound like the person who signs it, talking to one guest.'
          : `${profile.name} sounds ${joinList(traits.map((t) => t.toLowerCase()))}. Every reply should sound like ${c.ownerKnown ? c.owner : 'the person who signs it'} talking to one guest at the host stand, not like a brand talking to “customers”.`,
      },
      ...(c.template ? [] : [voiceSourceBlock(c)]),
      { kind: 'list', style: 'bullet', items: traitItems },
      { kind: 'subheading', text: 'Words and phrases that sound like you' },
      { kind: 'list', style: 'do', items: doWords },
      { kind: 'subheading', text: 'Words and phrases to drop' },
      { kind: 'list', style: 'dont', items: dontWords },
      { kind: 'subheading', text: 'House rules for every reply' },
      { kind: 'list', style: 'bullet', items: houseRules(c, learned) },
    ],
  };
}

import type { BrandVoice } from './brand.ts';

/**
 * The learned voice in plain words, for the brand-review dialog and the playbook alike (zod-free, so the browser may
 * import it).
 */

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function count(n: number, noun: string): string {
  const word = NUMBER_WORDS[n] ?? String(n);
  return `${word} ${noun}${n === 1 ? '' : 's'}`;
}

export interface VoiceDescription {
  /** Where the voice came from, one sentence. */
  source: string;
  /** The habits, each a short phrase with the replies as subject ("greet guests with “Hi” and their first name"). */
  habits: string[];
}

/**
 * `samples`: the replies are the catalogue's sample replies, written for the demo. `kind`: how to name the place
 * when the voice comes from its type ("deli", "bar").
 */
export function describeVoice(
  voice: BrandVoice | undefined,
  options: { samples: boolean; kind: string },
): VoiceDescription {
  if (voice === undefined || voice.source === 'place-type') {
    return {
      source: `No owner replies to learn from, so this tone is suggested from the type of place (${options.kind}) and how guests describe it.`,
      habits: [],
    };
  }
  const n = voice.replyCount;
  const replies = `${NUMBER_WORDS[n] ?? String(n)} ${options.samples ? 'sample owner' : 'owner'} ${n === 1 ? 'reply' : 'replies'}`;
  const habits: string[] = [];
  const word = voice.salutation || 'Hi';
  if (voice.greeting === 'salutation')
    habits.push(voice.usesGuestName ? `greet guests with “${word}” and their first name` : `open with “${word}”`);
  else if (voice.greeting === 'name') habits.push('open with the guest’s first name');
  else habits.push('go straight in, without a greeting');
  if (voice.signOff !== '') habits.push(`sign “${voice.signOff}”`);
  if (voice.sentencesPerReply > 0)
    habits.push(`write about ${count(voice.sentencesPerReply, 'sentence')} (around ${voice.wordsPerReply} words)`);
  habits.push(
    voice.formality === 'formal'
      ? 'keep it formal'
      : voice.formality === 'casual'
        ? 'keep it casual'
        : 'sound warm and plain-spoken',
  );
  habits.push(voice.exclamations ? 'use exclamation marks' : 'avoid exclamation marks');
  if (voice.emoji.length > 0) habits.push(`use emoji (${voice.emoji.join(' ')})`);
  if (voice.phrases.length > 0)
    habits.push(
      `often say ${voice.phrases
        .slice(0, 3)
        .map((p) => `“${p}”`)
        .join(', ')}`,
    );
  return { source: `Learned from ${replies}.`, habits };
}

/**
 * The whole description as one sentence: "Learned from three owner replies, which greet guests with “Hi” and their
 * first name, sign “— Maria” and write about two sentences (around 12 words)."
 */
export function voiceInPlainWords(voice: BrandVoice | undefined, options: { samples: boolean; kind: string }): string {
  const { source, habits } = describeVoice(voice, options);
  if (habits.length === 0) return source;
  const list = habits.length > 1 ? `${habits.slice(0, -1).join(', ')} and ${habits.at(-1) ?? ''}` : (habits[0] ?? '');
  return `${source.replace(/\.$/u, '')}, which ${list}.`;
}

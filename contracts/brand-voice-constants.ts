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
  /** The habits, each a short phrase ("greets guests with “Hi” and their first name"). */
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
  if (voice.greeting === 'salutation')
    habits.push(
      voice.usesGuestName
        ? `greets guests with “${voice.salutation || 'Hi'}” and their first name`
        : `opens with “${voice.salutation || 'Hi'}”`,
    );
  else if (voice.greeting === 'name') habits.push('opens with the guest’s first name');
  else habits.push('goes straight in, without a greeting');
  if (voice.signOff !== '') habits.push(`signs “${voice.signOff}”`);
  if (voice.sentencesPerReply > 0)
    habits.push(`writes about ${count(voice.sentencesPerReply, 'sentence')} (around ${voice.wordsPerReply} words)`);
  habits.push(
    voice.formality === 'formal'
      ? 'keeps it formal'
      : voice.formality === 'casual'
        ? 'keeps it casual'
        : 'sounds warm and plain-spoken',
  );
  habits.push(voice.exclamations ? 'uses exclamation marks' : 'avoids exclamation marks');
  if (voice.emoji.length > 0) habits.push(`uses emoji (${voice.emoji.join(' ')})`);
  if (voice.phrases.length > 0) habits.push(`often says ${voice.phrases.map((p) => `“${p}”`).join(', ')}`);
  return { source: `Learned from ${replies}.`, habits };
}

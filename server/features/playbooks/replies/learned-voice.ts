import type { BrandVoice } from '#contracts/brand.ts';
import { countSentences } from '#server/features/brand/index.ts';
import type { ReviewSignals } from '../review-signals.ts';
import { leastImportant, type Part } from './byte-limit.ts';
import type { ReplyKind } from './reply-context.ts';

/** Drops whole sentences, least important first (as assembleReply does), down to the owner's usual length. */
function fitLength(body: Part[], sentences: number): Part[] {
  const parts = body.filter((p) => p.text.trim() !== '');
  const total = () => parts.reduce((sum, p) => sum + countSentences(p.text), 0);
  while (total() > sentences && parts.length > 1) {
    parts.splice(leastImportant(parts), 1);
  }
  return parts;
}

/** "Thank you" becomes "Sam, thank you"; "I'm sorry" and a name ("Luis will be thrilled") keep their capital. */
function lowerFirst(text: string, names: readonly string[]): string {
  const first = text.split(/[\s,.!?;:]/u)[0] ?? '';
  if (/^I(?:['’](?:m|ve|d|ll))?$/u.test(first) || names.includes(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The greeting line in the owner's habit; '' when they open with the guest's name or go straight in. */
function learnedGreeting(voice: BrandVoice, name: string | null, es: boolean): string {
  if (voice.greeting !== 'salutation') return '';
  const who = voice.usesGuestName ? name : null;
  if (es) return who ? `Hola, ${who}:` : 'Hola:';
  const word = voice.salutation.trim() || 'Hi';
  if (who) return `${word} ${who},`;
  return /^dear$/iu.test(word) ? 'Dear guest,' : `${word} there,`;
}

/**
 * Applies the owner's learned habits to a written reply: their greeting (or none, or the guest's name first),
 * their usual number of sentences, no exclamation marks when they never use them, their emoji on happy replies.
 */
export function applyVoice(
  voice: BrandVoice,
  kind: ReplyKind,
  signals: ReviewSignals,
  greeting: string,
  body: Part[],
): { greeting: string; body: Part[] } {
  const es = signals.language === 'es';
  const name = voice.usesGuestName ? signals.firstName : null;
  let parts = voice.sentencesPerReply > 0 ? fitLength(body, voice.sentencesPerReply) : body;
  let head = voice.source === 'owner-replies' ? learnedGreeting(voice, signals.firstName, es) : greeting;
  if (voice.greeting === 'name' && name) {
    const [first, ...rest] = parts;
    const names = signals.staff.flatMap((staff) => staff.split(/\s+/u).slice(0, 1));
    if (first) parts = [{ ...first, text: `${name}, ${lowerFirst(first.text.replace(/^¡/u, ''), names)}` }, ...rest];
  }
  if (!voice.exclamations) {
    const calm = (text: string) => text.replace(/¡/gu, '').replace(/!+/gu, '.');
    head = head.replace(/!$/u, ',').replace(/!/gu, '');
    parts = parts.map((p) => ({ ...p, text: calm(p.text) }));
  }
  const emoji = voice.emoji[0];
  if (emoji !== undefined && kind === 'positive' && parts.length > 0) {
    const last = parts.at(-1);
    if (last) parts = [...parts.slice(0, -1), { ...last, text: `${last.text} ${emoji}` }];
  }
  return { greeting: head, body: parts };
}

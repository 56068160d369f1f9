import { describe, expect, it } from 'vitest';
import { countSentences, guestFirstName, learnVoice, recurringPhrases, registerOf, splitReply } from './owner-voice.ts';

const maria = [
  { text: 'Hi Sam,\n\nThank you for coming in. We hope to see you again soon.\n\n— Maria', guestName: 'Sam K.' },
  { text: 'Hi Priya,\n\nI am sorry about the wait. Please ask for me next time.\n\n— Maria', guestName: 'Priya R.' },
  { text: 'Hi Tom,\n\nThank you for the kind words. The kitchen will love this.\n\n— Maria', guestName: 'Tom' },
];

describe('splitReply', () => {
  it('separates a greeting line, the body and a dash sign-off', () => {
    expect(splitReply(maria[0]?.text ?? '')).toEqual({
      greeting: 'Hi Sam,',
      salutation: 'Hi',
      body: 'Thank you for coming in. We hope to see you again soon.',
      signOff: '— Maria',
    });
  });

  it('reads a sign-off on the same line and a two-line closing', () => {
    expect(splitReply('Alex, sorry about that. I have spoken with the team. -- Sal, Floor Manager').signOff).toBe(
      '— Sal, Floor Manager',
    );
    const closing = splitReply("Dear Ann, thank you. Come again.\nThanks,\nthe Katz's team");
    expect(closing).toMatchObject({ salutation: 'Dear', greeting: 'Dear Ann,', signOff: "Thanks, the Katz's team" });
    expect(closing.body).toBe('thank you. Come again.');
  });

  it('finds no greeting or sign-off where there is none', () => {
    expect(splitReply('We clean the bathroom twice a night.')).toEqual({
      greeting: '',
      salutation: '',
      body: 'We clean the bathroom twice a night.',
      signOff: '',
    });
  });
});

describe('learnVoice', () => {
  it('learns greeting, sign-off, name use, length, formality and punctuation from the owner’s replies', () => {
    expect(learnVoice(maria)).toEqual({
      source: 'owner-replies',
      replyCount: 3,
      greeting: 'salutation',
      salutation: 'Hi',
      usesGuestName: true,
      signOff: '— Maria',
      sentencesPerReply: 2,
      wordsPerReply: 12,
      formality: 'formal',
      exclamations: false,
      emoji: [],
      phrases: ['thank you'],
    });
  });

  it('reads an owner who opens with the guest’s name, signs with a role and writes casually', () => {
    const voice = learnVoice([
      { text: "Jake, thanks! You're the best. See you soon 🎉 — Rafa, Owner", guestName: 'Jake P.' },
      { text: "Lena, we're so sorry! That's on us. — Rafa, Owner", guestName: 'Lena' },
      { text: 'Omar, legend! Come back for the tacos 🎉 — Rafa, Owner', guestName: 'Omar' },
    ]);
    expect(voice).toMatchObject({
      greeting: 'name',
      usesGuestName: true,
      signOff: '— Rafa, Owner',
      sentencesPerReply: 2,
      formality: 'casual',
      exclamations: true,
      emoji: ['🎉'],
    });
  });

  it('does not sign for an owner who mostly leaves replies unsigned, and greets nobody who greets nobody', () => {
    const voice = learnVoice([
      { text: 'Thanks for the review!', guestName: 'Ann B.' },
      { text: 'We clean the bathroom twice a night.', guestName: 'Bo C.' },
      { text: 'Sorry about that. — Management', guestName: 'Cy D.' },
    ]);
    expect(voice).toMatchObject({ greeting: 'none', usesGuestName: false, signOff: '', sentencesPerReply: 1 });
  });

  it('falls back to the place type when there is no reply with text', () => {
    expect(learnVoice([{ text: '   ', guestName: 'Sam' }])).toMatchObject({ source: 'place-type', replyCount: 0 });
    expect(learnVoice([])).toMatchObject({ source: 'place-type' });
  });
});

describe('helpers', () => {
  it('counts sentences, ignoring emoji', () => {
    expect(countSentences('Thanks! See you soon 🎉')).toBe(2);
    expect(countSentences('')).toBe(0);
    expect(countSentences('  🎉 🙏 ')).toBe(0);
    expect(countSentences('One. Two? Three…')).toBe(3);
  });

  it('counts a run of marks as one end, and a last sentence without one', () => {
    expect(countSentences('Wow!! Thank you?! See you soon')).toBe(3);
    expect(countSentences('We loved having you')).toBe(1);
    expect(countSentences('It was 3.5 stars of effort. Thanks')).toBe(2);
  });

  it('does not end a sentence at an abbreviation', () => {
    expect(countSentences('Thanks, Mr. Smith. Dr. Lee says hi.')).toBe(2);
    expect(countSentences('Sra. López, gracias. Hasta pronto.')).toBe(2);
    expect(countSentences('Ask for the sides, e.g. the greens. Thanks!')).toBe(2);
  });

  it('carries a sentence on past an ellipsis in lower case, not past one before a capital', () => {
    expect(countSentences('We waited... and then it was worth it. Thanks!')).toBe(2);
    expect(countSentences('We waited… It was worth it.')).toBe(2);
  });

  it('sees a boundary behind an emoji and in all-lower-case replies', () => {
    expect(countSentences('Thanks!🎉 See you soon.')).toBe(2);
    expect(countSentences('We loved it 😀 See you soon')).toBe(1);
    expect(countSentences('thanks so much. see you soon!')).toBe(2);
  });

  it('finds phrases that recur across replies, leaving out names and stopword runs', () => {
    expect(
      recurringPhrases(
        ['Thanks for telling us, Sam. It was on us.', 'Thanks for telling us. Sam says hi.', 'Thank you, Sam.'],
        ['Sam'],
      ),
    ).toEqual(['thanks for telling us']);
  });

  it('takes a usable first name only', () => {
    expect(guestFirstName('Sam K.')).toBe('Sam');
    expect(guestFirstName('A Google user')).toBeNull();
    expect(guestFirstName('')).toBeNull();
  });

  it('maps tone traits to a reply register', () => {
    expect(registerOf(['Polished', 'Courteous'])).toBe('formal');
    expect(registerOf(['Casual', 'Upbeat'])).toBe('casual');
    expect(registerOf(['Warm', 'Sincere'])).toBe('warm');
  });
});

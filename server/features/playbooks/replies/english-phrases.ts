import type { ComplaintArea, Register } from '#server/features/brand/index.ts';

/**
 * English sentences that frame a reply: openings by the review's tone, closings, what the owner did with the review,
 * and the invitation to get in touch. None states a cause, a remedy or a fact: only what the reply's sentences about
 * the guest's own words say is particular to them. Each pool is deep enough that a week of replies for one
 * restaurant, and a batch of ten, never needs the same sentence twice.
 */

type Pools = Readonly<Record<Register, readonly string[]>>;

/** For a happy guest. */
export const POSITIVE_OPENINGS: Pools = {
  formal: [
    'Thank you for your generous words.',
    'We are grateful you took the time to write.',
    'Thank you for such a thoughtful review.',
    'It was a pleasure to read your review.',
    'Your kind review is much appreciated.',
    'Many thanks for writing to us.',
    'How kind of you to write.',
    'We were delighted to read your review.',
    'Reviews like yours mean a great deal to us.',
    'Please accept our thanks for this review.',
    'Thank you for sharing your visit with us.',
    'We are so pleased you wrote.',
    'Thank you for taking a moment to write.',
    'What a pleasure to read this.',
    'Thank you very much for the kind review.',
    'It is always a joy to hear from a guest like you.',
  ],
  warm: [
    'Thank you for taking the time to write this.',
    'Thank you so much for the kind words.',
    'We really appreciate you sharing this.',
    'Thank you for such a generous review.',
    'Reading this put a smile on the whole team.',
    'Many thanks for writing this up.',
    'Your review made our week.',
    'It means a lot that you wrote to us.',
    'This was a joy to read.',
    'How kind of you to share this.',
    'Thank you for the lovely review.',
    'What a great review to read.',
    'We loved reading this.',
    'Thank you for the wonderful words.',
    'This made our day.',
    'Thanks so much for the love.',
  ],
  casual: [
    'Thanks so much for the shout-out!',
    'This made our whole team’s day!',
    'Thanks a ton for the kind words!',
    'You just made our day!',
    'Wow, thank you!',
    'Love reading this!',
    'Huge thanks for writing this up!',
    'Reviews like this keep us going!',
    'Big thanks from the whole crew!',
    'Cheers for the kind words!',
    'So happy to read this!',
    'Thank you, this is awesome!',
    'You’re the best, thank you!',
    'This is so good to hear!',
    'Thanks for the love!',
    'Appreciate you writing this!',
  ],
};

/** For a guest who liked some things and not others. */
export const MIXED_OPENINGS: Pools = {
  formal: [
    'Thank you for your candid review.',
    'We appreciate you taking the time to tell us how it went.',
    'Thank you for writing so openly.',
    'Many thanks for this considered review.',
    'We are grateful for your frank feedback.',
    'Thank you for the detail in your review.',
    'It is helpful to hear the whole picture.',
    'Thank you for telling us what worked and what did not.',
    'We value honest feedback like yours.',
    'Thank you for letting us know how it all went.',
  ],
  warm: [
    'Thank you for the honest review.',
    'I appreciate you taking the time to tell us how it went.',
    'Honest feedback like this helps us most.',
    'Many thanks for the fair write-up.',
    'It helps to hear the good and the bad.',
    'Your candid feedback is really useful to us.',
    'Thank you for telling us how it went.',
    'Thanks for being straight with us.',
    'I appreciate the honest feedback.',
    'Thank you for writing this up.',
  ],
  casual: [
    'Thanks for keeping it real with us.',
    'Thanks for the honest take.',
    'Really appreciate the straight talk.',
    'Appreciate you telling it like it was.',
    'Cheers for the honest write-up.',
    'Thanks for letting us know how it went.',
    'Good and bad, we want to hear it all.',
    'Thanks for the honest feedback.',
    'Appreciate you taking the time to write.',
    'Thanks for the real talk.',
  ],
};

/** For a guest who was let down. */
export const NEGATIVE_OPENINGS: Pools = {
  formal: [
    'Thank you for letting us know how it went.',
    'Thank you for taking the time to write to us.',
    'We appreciate you telling us what happened.',
    'Thank you for bringing this to our attention.',
    'Thank you for writing to us about this.',
    'We are grateful you told us.',
    'Thank you for your review.',
    'We appreciate you taking the time to share this.',
  ],
  warm: [
    'Thank you for telling us about this.',
    'Thank you for taking the time to write this.',
    'I appreciate you letting us know.',
    'Thank you for being straight with us.',
    'Thank you for letting us know what happened.',
    'I appreciate you taking the time to tell us.',
    'Thank you for raising this.',
    'Thank you for writing to us.',
    'I read your review this morning, and thank you for it.',
    'Thanks for telling us how it went.',
  ],
  casual: [
    'Thanks for letting us know.',
    'Appreciate you telling us.',
    'Thanks for being straight with us.',
    'Thanks for taking the time to write this.',
    'Thanks for the honest feedback.',
    'Appreciate you letting us know what happened.',
    'Thanks for flagging this.',
    'Thanks for writing in.',
  ],
};

/** The last line of a happy reply. */
export const POSITIVE_CLOSINGS: Pools = {
  formal: [
    'We look forward to welcoming you back.',
    'We hope to welcome you again soon.',
    'It would be a pleasure to host you again.',
    'We trust we will see you again before long.',
    'With thanks from all of us, until next time.',
    'We hope your next visit is just as enjoyable.',
    'We look forward to your next visit.',
    'We would be glad to see you again.',
    'Until we see you again, with our thanks.',
    'We hope to have the pleasure again soon.',
    'Do visit us again soon.',
    'Our door is always open to you.',
  ],
  warm: [
    'We hope to see you again soon.',
    'Hope to welcome you back before long.',
    'Come back and see us soon.',
    'Until next time, take care.',
    'See you again soon, we hope.',
    'We would love to have you back.',
    'Thanks again, and see you next time.',
    'Do say hello when you are next in.',
    'We can’t wait to see you again.',
    'Looking forward to your next visit.',
    'See you next time.',
    'Hope we see you again soon.',
  ],
  casual: [
    'See you next time!',
    'Come back soon!',
    'Catch you next time!',
    'Hope to see you again real soon!',
    'Swing by again anytime!',
    'Until next time!',
    'Come say hi again soon!',
    'See you around!',
    'Don’t be a stranger!',
    'See you soon!',
    'Come hungry next time!',
    'Can’t wait to have you back!',
  ],
};

/** What the owner did with a complaint: shared it, never a cause or a remedy the review does not support. */
export const ACTIONS: Readonly<Record<ComplaintArea | 'several', readonly string[]>> = {
  kitchen: [
    "I've shared your notes with our kitchen team.",
    "I've passed this on to the kitchen.",
    'Your notes have gone straight to our chef.',
  ],
  bar: ["I've passed this on to our bar team.", "I've shared your notes with the bar."],
  floor: [
    "I've shared this with our front-of-house team.",
    "I've passed this on to the team on the floor.",
    "I've shared your review with the team who look after our guests.",
  ],
  management: [
    "I've shared this with our managers.",
    "I've passed your review on to the management team.",
    'Your review has gone to our managers.',
  ],
  delivery: [
    "I'm looking into what happened with your order.",
    "I've passed this on to the team who handle our orders.",
  ],
  general: ["I've shared your review with the team.", "I've passed your review on to the whole team."],
  several: [
    "I've shared your review with the whole team.",
    "I've passed your notes on to everyone involved.",
    'Your review has gone to the whole team.',
  ],
};

/** The invitation to take it further; `{ask}` is "ask for me" or "ask for Maria". */
export const INVITATIONS: readonly string[] = [
  "If you'd like to tell me more, please get in touch with the restaurant and {ask}.",
  "I'd like to hear more; please contact us directly and {ask}.",
  'If you are willing, please get in touch with us and {ask}, so I can follow up personally.',
  "Please reach out to the restaurant and {ask}; I'd welcome the chance to talk.",
  'If you have a moment, please contact us directly and {ask}.',
  "I'd value the chance to talk it through, so please get in touch and {ask}.",
  'Please contact the restaurant and {ask}; I will follow up myself.',
  "If you'd be open to it, get in touch with us and {ask}.",
  'Please get in touch with the restaurant and {ask}; I would like to hear the whole story.',
  "When you have a moment, contact us directly and {ask}; I'd like to follow up.",
  'I hope you will get in touch with us and {ask}, so we can talk it through.',
  "Do contact the restaurant and {ask}; I'd be grateful for the chance to hear more.",
];

/** The last line of a mixed reply when the guest may come back. */
export const MIXED_CLOSINGS: readonly string[] = [
  'Next time you are in, please {ask}; I would like to hear how we did.',
  'I hope we get the chance to do better next time, and please {ask} when you are in.',
  'When you are next in, {ask}, and I will make sure we get it right.',
  'Please {ask} on your next visit; I would like to hear from you.',
  'I hope you will give us another try, and do {ask} when you are in.',
  "If you come back, please {ask}; I'd like to hear how it goes.",
  'Please {ask} next time you visit; I would love to hear what you think.',
  "We'd love to see you again, and please {ask} when you do.",
  'On your next visit, do {ask}; I would value your thoughts.',
  "I'd like the chance to do better, so please {ask} next time you're in.",
  "Thank you again, and next time you're in, please {ask}.",
  'If you give us another try, please {ask}; I would like to look after you myself.',
];

/** The invitation when a let-down guest said nothing of what went wrong. */
export const WHAT_WENT_WRONG: readonly string[] = [
  "If you're willing to tell me what went wrong, please get in touch with the restaurant and {ask}.",
  "I'd like to understand what happened; please contact us directly and {ask}.",
  'If you can spare a moment, please get in touch and {ask}, so I can hear what went wrong.',
  'Please contact the restaurant and {ask}; I would like to hear what we got wrong.',
  "I'd be grateful to hear more, so please get in touch with us and {ask}.",
  'When you have a moment, contact us directly and {ask}; I want to know what happened.',
];

/** For a guest who wrote about their visit without praise or complaint we could read. */
export const NEUTRAL_OPENINGS: Readonly<Record<Register, readonly string[]>> = {
  formal: [
    'Thank you for taking the time to write.',
    'Thank you for your review.',
    'We appreciate you writing to us.',
    'Thank you for sharing your thoughts.',
  ],
  warm: [
    'Thanks for taking the time to write.',
    'Thank you for sharing your thoughts.',
    'We appreciate you writing this.',
    'Thanks for the review.',
  ],
  casual: [
    'Thanks for writing!',
    'Thanks for the review!',
    'Appreciate you sharing this!',
    'Thanks for taking the time!',
  ],
};

/**
 * For sentences that read against the visit but that the reading could not attach to a thing, when nothing was owned
 * by name: an honest apology that does not pretend to be specific, rather than silence.
 */
export const FELL_SHORT: readonly string[] = [
  "I'm sorry the visit fell short in the ways you describe.",
  "I'm sorry for the parts of your visit that fell short.",
  "I'm sorry we fell short in the ways you point out.",
  "I'm sorry about the things that fell short for you.",
];

/** One practical tip per blitz day, for mornings without new reviews: platform rules and reply practice. */
export const BLITZ_TIPS: readonly { title: string; body: string }[] = [
  {
    title: 'Reply to the good reviews too',
    body: 'Almost everyone who reads reviews also reads the owner’s replies (97% in BrightLocal’s 2019 survey). A short, specific thank-you under a 5-star review tells the next guest that someone is listening.',
  },
  {
    title: 'Name one detail from the review',
    body: 'Mention the dish, the occasion or the part of the visit the guest wrote about. One specific detail is what makes a reply read as written by a person rather than pasted from a template.',
  },
  {
    title: 'Sign with a real first name',
    body: 'Close each reply with the first name of whoever wrote it, such as “— Maria, owner”. Guests answer a person far more warmly than a brand.',
  },
  {
    title: 'No offers in public replies',
    body: 'Never offer a discount, a free meal or a gift in a public reply, and never in exchange for changing a review: Google, Yelp and Tripadvisor all forbid it. Make any recovery offer to a guest who gets in touch with you, by email or phone.',
  },
  {
    title: 'Answer negative reviews within 24 hours',
    body: 'A fast, calm reply to a 1- or 2-star review limits the damage and shows future guests how you handle problems. Acknowledge, apologise for the experience, and invite the guest to continue the conversation offline.',
  },
  {
    title: 'Take safety complaints offline',
    body: 'If a review mentions illness, an allergic reaction or an injury, don’t debate it in public. Post a short reply that takes it seriously and gives a direct contact, then follow it up when the guest gets in touch and record what happened.',
  },
  {
    title: 'Reply in the reviewer’s language',
    body: 'If a guest writes in Spanish, answer in Spanish. Keep replies short (Google caps a reply at 4,096 bytes) and vary the wording, so similar reviews don’t get identical answers.',
  },
];

/** The tip for blitz day 1–7 (wraps around for any other number, so it never fails). */
export function blitzTipForDay(day: number): { title: string; body: string } {
  const index = (((Math.trunc(day) - 1) % BLITZ_TIPS.length) + BLITZ_TIPS.length) % BLITZ_TIPS.length;
  const tip = BLITZ_TIPS[index];
  if (!tip) throw new Error('BLITZ_TIPS is empty');
  return tip;
}

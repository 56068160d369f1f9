import { site } from '../site.ts';

/* ------------------------------------------------------------------ 4. Before/after showcase */

export interface ShowcaseReview {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  platform: string;
  timeAgo: string;
  text: string;
}

export interface ShowcaseItem {
  id: string;
  restaurant: string;
  neighbourhood: string;
  cuisine: string;
  review: ShowcaseReview;
  genericReply: string;
  replybookReply: string;
  /** Who signs the Replybook reply: the sign-off line shown under it. */
  signedBy: string;
  /** What makes the good reply good, as short chips. */
  whyItWorks: readonly string[];
}

export const showcase = {
  eyebrow: 'Before and after',
  heading: 'The same review, two very different replies',
  intro: `Guests can tell a template from a person in one line. Here is what a generic reply says to the next diner, and what a ${site.brandName} reply says instead.`,
  /** Example restaurants and reviews, written to show the difference; see illustrativeNote. */
  illustrative: true,
  genericLabel: 'Typical reply',
  replybookLabel: `${site.brandName} reply`,
  whyLabel: 'Why it works',
  /** Rotates every 4 seconds over the items. */
  rotationIntervalMs: 4000,
  carouselLabel: 'Review reply examples',
  previousLabel: 'Previous example',
  nextLabel: 'Next example',
  pauseLabel: 'Pause rotation',
  playLabel: 'Resume rotation',
  slideLabel: (current: number, total: number): string => `Example ${current} of ${total}`,
  items: [
    {
      id: 'nonna-beas-trattoria',
      restaurant: "Nonna Bea's Trattoria",
      neighbourhood: 'Astoria, Queens',
      cuisine: 'Roman trattoria',
      review: {
        author: 'Danielle K.',
        rating: 5,
        platform: 'Google',
        timeAgo: '2 days ago',
        text: "Came for my mom's birthday. The cacio e pepe was unreal and our server Marco remembered she can't have garlic without us having to remind him. The tiramisù with a candle in it was a sweet touch.",
      },
      genericReply: "Thank you for your review! We're glad you enjoyed your visit. Hope to see you again soon!",
      replybookReply:
        'Danielle, happy birthday to your mom from all of us. Marco will be proud the no-garlic note never needed repeating; he keeps allergy notes like recipes. Our cacio e pepe is finished in a wheel of pecorino romano, so it was a fitting birthday order. Next time, save a little room for the ricotta zeppole too.',
      signedBy: 'Bea Castellano, Owner',
      whyItWorks: ['Uses her name', 'Credits Marco by name', 'Names the dish and a next order', 'Signed by the owner'],
    },
    {
      id: 'halfmoon-oyster-co',
      restaurant: 'Halfmoon Oyster Co.',
      neighbourhood: 'Red Hook, Brooklyn',
      cuisine: 'Oyster bar',
      review: {
        author: 'Marcus T.',
        rating: 3,
        platform: 'Yelp',
        timeAgo: '5 days ago',
        text: 'Oysters were super fresh and the lobster roll was great, but we waited 25 minutes for a table we had reserved and nobody said a word about it. Probably back, just not on a Saturday.',
      },
      genericReply:
        "Thanks for the feedback. We're sorry to hear about your experience and will share it with the team.",
      replybookReply:
        "Marcus, you're right, and I'm sorry. A 25-minute wait on a reservation is on us, and so is the silence: someone should have found you, explained, and poured you something at the bar while you waited. We've changed how we pace Saturday seatings since. Glad the Montauk Pearls and the lobster roll delivered. Give us another Saturday and ask for me at the door.",
      signedBy: 'Priya Nair, General Manager',
      whyItWorks: ['Owns the problem', 'Says what changed', 'Names what went right', 'Invites a return, no freebie'],
    },
    {
      id: 'calloways-tap-room',
      restaurant: "Calloway's Tap Room",
      neighbourhood: 'Hoboken, NJ',
      cuisine: 'Gastropub',
      review: {
        author: 'Jen S.',
        rating: 1,
        platform: 'Google',
        timeAgo: '1 day ago',
        text: 'Ordered the smash burger medium, it came out well done and lukewarm. Fries were soggy. For $22 I expected a lot better. Bartender was nice though.',
      },
      genericReply:
        'We apologize for any inconvenience. We strive to provide the best experience to all of our customers.',
      replybookReply:
        "Jen, a lukewarm, overcooked smash burger and soggy fries are not what we serve, and at $22 you had every reason to expect better. I've pulled your ticket with our kitchen lead to see where it sat before it reached you. Thank you for the kind words about Tess behind the bar. I'd like to hear the rest directly: use the contact form on our site and it comes straight to me.",
      signedBy: 'Luis Ortega, General Manager',
      whyItWorks: ['No excuses', 'Specific fix in the kitchen', 'Thanks the bartender', 'Moves the rest offline'],
    },
  ] satisfies ShowcaseItem[],
};

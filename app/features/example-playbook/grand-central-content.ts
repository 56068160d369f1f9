import { site } from '#app/content/site.ts';

// Example data of the designed example page, kept beside it so the home page's bundle does not carry it.
/**
 * /sop/grand-central-oyster-bar: the designed example playbook. Prepared from the restaurant's public
 * reputation to show what a playbook contains; the sample reviews are written for the example and say so.
 */
export const grandCentralExample = {
  meta: {
    title: `Grand Central Oyster Bar: example review-response playbook | ${site.brandName}`,
    description:
      'How a 1913 landmark under the Guastavino vaults could answer every review: brand voice, reply frameworks for 1 to 5 stars, sample replies, escalation rules and KPIs. An example playbook by Replybook.',
  },
  toolbar: {
    back: 'All playbook examples',
    toLight: 'Switch to light theme',
    toDark: 'Switch to dark theme',
    download: 'Download as PNG',
    downloading: 'Preparing image…',
    notReady: 'Download feature is still loading. Please try again in a moment.',
    print: 'Print',
    fileName: 'Business-Playbook-Template.png',
  },
  hero: {
    kicker: 'Review Response Playbook · Example',
    name: 'Grand Central Oyster Bar',
    place: 'Lower level, Grand Central Terminal · Midtown East, New York',
    tagline:
      'Under the Guastavino vaults since 1913. Every reply should sound like the room: busy, proud, warm and quick.',
    stats: [
      { value: '1913', label: 'Serving since' },
      { value: '24 h', label: 'Reply to critical reviews' },
      { value: '48 h', label: 'Reply to every review' },
      { value: '5', label: 'Voice traits' },
    ],
  },
  voice: {
    heading: 'Brand voice',
    intro:
      'Guests come for oysters and for the feeling of eating inside a piece of New York history. Replies carry both: specific about the food, generous about the room, never stiff.',
    traits: [
      { name: 'Storied', note: 'A nod to the vaults, the counter, the century of regulars, used lightly.' },
      { name: 'Convivial', note: 'Sounds like a host at the counter, not a corporate desk.' },
      { name: 'Proud of the catch', note: 'Names the oysters, the pan roast, the chowder the guest ate.' },
      { name: 'Unfussy', note: 'Short sentences. Plain words. No jargon.' },
      { name: 'Accountable', note: 'Owns a miss in one sentence and says what changes.' },
    ],
    doWords: ['the counter', 'today’s oysters', 'pan roast', 'shucker', 'the vaults', 'come back and say hello'],
    dontWords: ['we apologize for any inconvenience', 'valued customer', 'per our policy', 'unfortunately', 'as per'],
    signOff: '— The Oyster Bar Team',
    language: 'Reply in the language of the review. A guest who wrote in Spanish gets a reply in Spanish.',
  },
  roles: {
    heading: 'Who does what',
    rows: [
      {
        role: 'Floor manager on duty',
        task: 'Drafts replies to 4–5 star reviews each afternoon',
        when: 'Daily, before dinner service',
      },
      { role: 'General manager', task: 'Approves every 1–3 star reply before it is posted', when: 'Within 24 hours' },
      {
        role: 'Chef de cuisine',
        task: 'Reviews every food-quality complaint and the change made',
        when: 'Weekly theme review, Monday',
      },
      { role: 'Owner', task: 'Handles legal threats, illness claims and press', when: 'Same day, offline first' },
    ],
  },
  frameworks: {
    heading: 'Reply frameworks by star rating',
    items: [
      {
        stars: 5,
        title: 'Celebrate the specific',
        steps: [
          'Thank them by name',
          'Echo the dish or moment they named',
          'Add one detail they may not know',
          'Invite them back to a specific seat or season',
        ],
      },
      {
        stars: 4,
        title: 'Thank, then close the gap',
        steps: [
          'Thank them for the visit',
          'Echo what they loved',
          'Acknowledge the one thing that kept it from five',
          'Say what you do about it',
        ],
      },
      {
        stars: 3,
        title: 'Take the middle seriously',
        steps: [
          'Thank them for honest feedback',
          'Agree with what is fair',
          'Explain without excuses',
          'Offer a direct line to the manager',
        ],
      },
      {
        stars: 2,
        title: 'Own it and move it offline',
        steps: [
          'Apologise plainly, once',
          'Name the specific miss',
          'Say what changed',
          'Invite them to write to the GM directly',
        ],
      },
      {
        stars: 1,
        title: 'Calm, short, personal',
        steps: [
          'Apologise and take responsibility',
          'No arguing, no details about the visit',
          'Escalation check (see below)',
          'Give the GM’s direct email',
        ],
      },
    ],
  },
  samples: {
    heading: 'Sample replies',
    note: 'Sample reviews written for this example, in the style of public reviews of the restaurant. They are not real reviews, and the names are invented.',
    /** After the sample's author: never a platform, since no platform published it. */
    attribution: 'sample review',
    items: [
      {
        stars: 5,
        author: 'Dana R.',
        review:
          'Sat at the counter and let the shucker pick a dozen for us. The Kumamotos were perfect and the pan roast is everything people say. Eating under that tiled ceiling never gets old.',
        reply:
          'Dana, thank you for pulling up a stool at the counter. Letting the shucker choose is the best way to eat here, and we are glad the Kumamotos were at their best. The pan roast has been made the same way at that counter for generations, so you tasted a bit of history. Come back in the fall when the East Coast oysters hit their peak. — The Oyster Bar Team',
      },
      {
        stars: 3,
        author: 'Marcus T.',
        review:
          'Oysters were very fresh and the room is stunning, but it was loud and we waited 25 minutes for our table even with a reservation.',
        reply:
          'Marcus, thank you for the honest review. We are happy the oysters and the vaults delivered, and you are right that a 25-minute wait with a reservation is too long. We have changed how we pace the dinner rush so booked tables are seated on time. If you come back, write to our general manager first and we will make sure your table is ready. — The Oyster Bar Team',
      },
      {
        stars: 1,
        author: 'Priya S.',
        review:
          'Server forgot our order twice and the chowder came out lukewarm. Not what I expected from a place with this reputation.',
        reply:
          'Priya, we are sorry. Forgetting your order twice and serving lukewarm chowder is not the Oyster Bar we run, and we have shared your review with the team on the floor and in the kitchen. Our general manager would like to hear the details and make it right: please write to gm@oysterbar.example. — The Oyster Bar Team',
      },
    ],
  },
  escalation: {
    heading: 'Escalate before replying',
    items: [
      'Food safety or illness: the GM calls the guest offline first; the public reply only says you are looking into it.',
      'Allergies and shellfish reactions: never debate the cause in public; move to phone or email the same day.',
      'Discrimination or staff conduct: owner reviews, facts gathered from the shift before any reply.',
      'Legal threats or press: owner only; no public reply until agreed.',
    ],
  },
  never: {
    heading: 'Never write',
    items: [
      'No offers or discounts in exchange for a review, or for changing one.',
      'No details about the guest’s visit, bill or reservation.',
      'No arguing, and no guessing who the reviewer is.',
      'No copy-paste: vary the wording across similar reviews.',
      'Keep each reply under Google’s 4,096-byte limit; most should be 3 to 5 sentences.',
    ],
  },
  kpis: {
    heading: 'What to measure',
    items: [
      { name: 'Reply rate', target: '100% of reviews' },
      { name: 'Median time to reply', target: 'Under 24 hours' },
      { name: 'Unanswered negatives', target: 'Zero at the Monday review' },
      { name: 'Recurring themes', target: 'Wait times and noise, tracked weekly' },
      { name: 'Rating trend', target: 'Rolling 90-day average' },
    ],
  },
  cta: {
    heading: 'Want this for your restaurant?',
    body: 'We build the same playbook from the reviews we read for your restaurant: your dishes, your strengths, your tone, replies ready to post. Free, no signup.',
    label: 'Get my free playbook',
  },
  disclosure: `Example prepared by ${site.brandName} from the restaurant’s public reputation to show what a playbook contains. Grand Central Oyster Bar is not affiliated with ${site.brandName} and has not endorsed it.`,
};

import type { CurrentRate, RoiBreakdown, RoiResults } from '#contracts/roi.ts';
import { lossClaims, type ClaimId, type LossClaimId } from './claims.ts';
import { site } from './site.ts';

/**
 * Landing page copy (spec §2 "Landing page", in its order; issue 7). Components render these objects and hold no copy.
 * Spec-mandated wording (toasts, labels) is kept verbatim; everything else is ours.
 */

/** Icons are named, not imported, so content stays data; the UI maps each name to a lucide component. */
export type ContentIcon =
  | 'message-square-text'
  | 'ticket'
  | 'chart-line'
  | 'clock'
  | 'store'
  | 'book-open'
  | 'utensils'
  | 'star'
  | 'shield-alert'
  | 'layers'
  | 'languages'
  | 'gift'
  | 'chart-column';

export interface Toast {
  title: string;
  description: string;
}

export interface Metric {
  value: string;
  label: string;
}

/**
 * The named customers, slides and testimonials below are illustrative composites written for this default brand, not
 * real endorsements. The FTC's rule on reviews and testimonials (16 CFR 465) forbids presenting invented testimonials as
 * real, so while `illustrative` is true the UI must show `illustrativeNote` beside them. An operator who replaces them
 * with real, permissioned customer quotes sets it to false.
 */
export const illustrativeNote =
  'Illustrative examples: names, restaurants and results are representative, not specific customers.';

/* ------------------------------------------------------------------ 2. Hero */

export const hero = {
  eyebrow: 'Free for restaurants, bars and cafes',
  headline: 'Every review answered, in your voice, starting tomorrow morning.',
  subhead:
    'Find your restaurant and we read its reviews, learn how you sound and write the review-response playbook your team will actually use: reply frameworks for every star rating, ready replies to your real reviews, and the rules for the hard ones.',
  reassurance: 'No signup. No credit card. Free.',
  deliveryPromise: 'Your playbook, in your inbox in under 5 minutes.',
  blitz: {
    title: 'Plus a free 7-day reply blitz',
    body: 'Starting tomorrow, every morning at 8:00 AM New York time for 7 days, we email you a suggested reply to each review from the previous 24 hours. Read, adjust if you like, post.',
  },
  trustClaims: ['generalManagers', 'fasterResponse', 'successRate'] satisfies ClaimId[],
  howItWorks: {
    buttonLabel: 'See how it works',
    dialogTitle: 'How It Works',
    dialogDescription: `Two minutes on how ${site.brandName} turns your reviews into a playbook and a week of ready replies.`,
    playLabel: 'Play video',
    privacyNote:
      'The video loads from YouTube in privacy-enhanced mode only after you press play. Nothing is requested before that.',
    closeLabel: 'Close',
  },
} as const;

/* ------------------------------------------------------------------ 3. Features and results */

export interface Benefit {
  id: string;
  icon: ContentIcon;
  title: string;
  description: string;
}

export interface CustomerSlide {
  id: string;
  restaurant: string;
  city: string;
  cuisine: string;
  quote: string;
  person: string;
  role: string;
  metric: Metric;
  /** Alt text for the slide's illustration. */
  imageAlt: string;
}

export const autopilot = {
  eyebrow: 'Reviews on autopilot',
  heading: 'Your replies, handled while you run service',
  intro: `${site.brandName} watches your review profiles around the clock, drafts a reply the way your best manager would, and posts it the moment you approve, or straight away if you prefer.`,
  benefits: [
    {
      id: 'brand-voice',
      icon: 'message-square-text',
      title: 'AI replies in your brand voice',
      description:
        'Written from your playbook: your tone, your dishes, your people, signed by the manager the guest actually met.',
    },
    {
      id: 'trackable-offers',
      icon: 'ticket',
      title: 'Trackable offers',
      description:
        'Win back an unhappy guest with a return-visit code sent privately, and see exactly who comes back. Never in public replies, never in exchange for a review.',
    },
    {
      id: 'roi-tracking',
      icon: 'chart-line',
      title: 'ROI tracking',
      description:
        'Replies posted, time to reply, offers redeemed and revenue from returning guests, month by month, in one report.',
    },
    {
      id: 'always-on',
      icon: 'clock',
      title: '24/7 automation',
      description:
        'Reviews are picked up as they land, late nights and Mondays included, and answered within hours instead of days.',
    },
    {
      id: 'google-business-profile',
      icon: 'store',
      title: 'Google Business Profile connection',
      description:
        'Connect once. Approve each reply with one tap, or let 4- and 5-star replies post themselves while you approve the rest.',
    },
  ] satisfies Benefit[],
  resultsHeading: 'What restaurants see',
  resultClaims: ['fasterResponse', 'averageAnnualValue', 'revenueLift', 'hoursSaved'] satisfies ClaimId[],
  /** See illustrativeNote. */
  illustrative: true,
  slidesLabel: 'Customer results',
  slideLabel: (current: number, total: number): string => `Customer ${current} of ${total}`,
  dotLabel: (restaurant: string): string => `Show ${restaurant}`,
  slides: [
    {
      id: 'ostra-verde',
      restaurant: 'Ostra Verde',
      city: 'Jersey City, NJ',
      cuisine: 'Coastal Mexican',
      quote:
        'We went from answering a few reviews a month to every one of them by lunch, and the replies sound like my floor team on a good night.',
      person: 'Ana Ruiz',
      role: 'General Manager',
      metric: { value: '4.3 → 4.6', label: 'Google rating in one quarter' },
      imageAlt: 'Illustration of a bright dining room with a raw bar and hanging plants',
    },
    {
      id: 'calloways-tap-room',
      restaurant: "Calloway's Tap Room",
      city: 'Hoboken, NJ',
      cuisine: 'Gastropub',
      quote:
        'I used to spend Sunday nights writing replies. Now I approve them on my phone between lunch and dinner service.',
      person: 'Tom Becker',
      role: 'Owner',
      metric: { value: '12 hours', label: 'of manager time back each month' },
      imageAlt: 'Illustration of a wood-panelled bar with taps and a chalkboard menu',
    },
    {
      id: 'halfmoon-oyster-co',
      restaurant: 'Halfmoon Oyster Co.',
      city: 'Brooklyn, NY',
      cuisine: 'Seafood',
      quote: 'Negative reviews now get a real answer the same day, and two of those guests came back and told us so.',
      person: 'Priya Nair',
      role: 'General Manager',
      metric: { value: '100%', label: 'of reviews answered within 24 hours' },
      imageAlt: 'Illustration of an oyster bar counter with shucked oysters on ice',
    },
  ] satisfies CustomerSlide[],
};

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
  /** Spec §9: rotates every 4 seconds over 3 items. */
  rotationIntervalMs: 4000,
  carouselLabel: 'Review reply examples',
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

/* ------------------------------------------------------------------ 5. ROI calculator */

export interface RateOption {
  value: CurrentRate;
  label: string;
}

export const roiCalculator = {
  eyebrow: 'ROI calculator',
  heading: 'What are unanswered reviews costing you?',
  intro:
    'Three numbers about your restaurant. The projection uses the assumptions listed under the results, so you can check every step.',
  fields: {
    reviews: {
      label: 'New reviews per month',
      help: 'Count every platform. Your Google Business Profile shows the last 30 days.',
      suffix: 'reviews',
    },
    ticket: {
      label: 'Average spend per guest',
      help: 'Food and drink per guest, before tax and tip, in dollars.',
      prefix: '$',
    },
    currentRate: {
      label: 'How many reviews do you answer today?',
      help: 'Be honest: a reply a week to a busy profile is still "under 50%".',
      options: [
        { value: 0, label: "We don't reply (0%)" },
        { value: 25, label: 'Under 50%' },
        { value: 75, label: '50–90%' },
      ] satisfies RateOption[],
    },
  },
  results: {
    heading: `Your projection with ${site.brandName}`,
    labels: {
      firstYearRevenue: 'Added revenue, year 1',
      secondYearRevenue: 'Added revenue, year 2',
      roiYear1: 'Return on investment, year 1',
      roiYear2: 'Return on investment, year 2',
      additionalCustomers: 'New regular guests in year 1',
      timeSaved: 'Manager hours saved each month',
    } satisfies Record<Exclude<keyof RoiResults, 'breakdown' | 'months'>, string>,
    updatingLabel: 'Updating projection…',
  },
  breakdown: {
    heading: 'How we got there',
    labels: {
      currentResponses: 'Reviews you answer today, per month',
      futureResponses: `Reviews answered with ${site.brandName}, per month`,
      currentCustomersPerMonth: "Guests won by today's replies, per month",
      futureCustomersPerMonth: `Guests won by ${site.brandName} replies, per month`,
      monthlyNewCustomers: 'Additional guests won each month',
      monthlyNewRevenue: "What each month's new guests spend per month",
      annualServiceCost: 'Starter plan, per year',
      timeSavingsValue: 'Value of manager time saved, per year',
    } satisfies Record<keyof RoiBreakdown, string>,
  },
  table: {
    showLabel: 'Show the month-by-month calculation',
    hideLabel: 'Hide the month-by-month calculation',
    caption: "24-month projection: each month's new guests keep visiting, so revenue builds month on month.",
    columns: {
      month: 'Month',
      activeNewCustomers: 'New guests visiting',
      revenue: 'Revenue that month',
      cumulativeRevenue: 'Cumulative revenue',
    },
  },
  assumptions: {
    heading: 'Assumptions',
    items: [
      'Each new guest visits 6 times a year.',
      `One in 20 reviews answered by ${site.brandName} brings in a new guest (5%); one in 100 answered by hand does (1%).`,
      'Guests won in one month keep visiting in the months after, so monthly revenue grows as they accumulate.',
      'Each reply takes 15 minutes to write by hand; manager time is valued at $30 an hour.',
      'Cost is the Starter plan at $199 a month.',
    ],
  },
  disclaimer:
    'Projections are hypothetical estimates from the assumptions above, not a promise of results. Your numbers depend on your location, menu, service and how consistently replies are posted.',
  ctaLabel: 'Get my free playbook',
  errorToast: { title: 'Calculation Error', description: 'Unable to calculate ROI. Please try again.' } satisfies Toast,
};

/* ------------------------------------------------------------------ 6. NYC restaurants */

export type LegendaryRestaurantId =
  | 'delmonicos'
  | 'le-bernardin'
  | 'keens-steakhouse'
  | 'tavern-on-the-green'
  | 'grand-central-oyster-bar'
  | 'katzs-delicatessen';

export interface LegendaryRestaurant {
  /** Also the playbook id: /sop/{id}. */
  id: LegendaryRestaurantId;
  name: string;
  neighbourhood: string;
  founded: number;
  description: string;
  specialty: string;
}

export const legendaryRestaurants: readonly LegendaryRestaurant[] = [
  {
    id: 'delmonicos',
    name: "Delmonico's",
    neighbourhood: 'Financial District',
    founded: 1837,
    description:
      "The Beaver Street landmark credited with America's first à la carte dining room and the steak that carries its name.",
    specialty: 'Delmonico steak and Baked Alaska',
  },
  {
    id: 'le-bernardin',
    name: 'Le Bernardin',
    neighbourhood: 'Midtown West',
    founded: 1986,
    description: "Eric Ripert's temple to seafood, with three Michelin stars since New York's first Michelin Guide.",
    specialty: 'Barely touched seafood tasting menu',
  },
  {
    id: 'keens-steakhouse',
    name: 'Keens Steakhouse',
    neighbourhood: 'Herald Square',
    founded: 1885,
    description:
      'A chophouse whose ceilings hold thousands of numbered clay churchwarden pipes left by regulars over more than a century.',
    specialty: 'The legendary mutton chop',
  },
  {
    id: 'tavern-on-the-green',
    name: 'Tavern on the Green',
    neighbourhood: 'Central Park',
    founded: 1934,
    description:
      "Central Park's former sheepfold, a dining room since 1934 for proposals, premieres and first visits to New York.",
    specialty: 'Seasonal American in the garden courtyard',
  },
  {
    id: 'grand-central-oyster-bar',
    name: 'Grand Central Oyster Bar',
    neighbourhood: 'Midtown East',
    founded: 1913,
    description: 'Under the Guastavino-tiled vaults of Grand Central Terminal since the year the station opened.',
    specialty: 'Oyster pan roast and dozens of oyster varieties daily',
  },
  {
    id: 'katzs-delicatessen',
    name: "Katz's Delicatessen",
    neighbourhood: 'Lower East Side',
    founded: 1888,
    description:
      'The Houston Street deli where the ticket system, hand-carved pastrami and a famous movie scene share top billing.',
    specialty: 'Hand-carved pastrami on rye',
  },
];

export const nycSection = {
  eyebrow: "NYC's playbooks",
  heading: "Playbooks for New York's most-reviewed dining rooms",
  intro: `See what ${site.brandName} writes for six institutions that have been fielding guest feedback for generations, then browse the playbooks restaurants generated this week.`,
  legendaryHeading: 'Legendary New York restaurants',
  foundedLabel: (year: number): string => `Since ${year}`,
  liveHeading: 'Recently generated playbooks',
  liveIntro: `Fresh from restaurants, bars and cafes using ${site.brandName} right now.`,
  /** Spec §2 item 6 and §9: at most 6 live playbooks, descriptions clamped to 3 lines. */
  liveLimit: 6,
  liveEmpty: 'New playbooks appear here as restaurants generate them. Yours could be the first.',
  liveError: 'Recent playbooks are unavailable right now.',
  viewPlaybookLabel: 'View playbook',
  seeAllLabel: 'See all playbook examples',
  /** The six are examples built from public reviews, not customers: say so wherever they appear. */
  examplesDisclosure: `Example playbooks are prepared from publicly available reviews to show what ${site.brandName} produces. The restaurants named are not affiliated with ${site.brandName} and have not endorsed it.`,
};

/* ------------------------------------------------------------------ 7. Features grid */

export interface FeatureItem {
  id: string;
  icon: ContentIcon;
  title: string;
  description: string;
}

export const featuresSection = {
  eyebrow: 'Features',
  heading: 'Everything a great reply needs, already done',
  intro: 'The craft of a thoughtful manager, at the volume of a busy restaurant.',
  items: [
    {
      id: 'playbook',
      icon: 'book-open',
      title: 'A playbook built from your reviews',
      description:
        "Who replies and when, your voice on one page, do and don't words, and reply frameworks your whole team can follow.",
    },
    {
      id: 'specific-replies',
      icon: 'utensils',
      title: 'Replies that name the dish',
      description:
        'Every reply draws on what the guest actually wrote: the short rib, the server, the birthday. No two read alike.',
    },
    {
      id: 'every-rating',
      icon: 'star',
      title: 'Every star rating covered',
      description:
        'Thank the 5-star regulars, win over the 3-star maybes, and answer 1-star reviews with ownership instead of excuses.',
    },
    {
      id: 'escalation',
      icon: 'shield-alert',
      title: 'Hard reviews go to a person',
      description:
        'Illness, food safety, discrimination, legal threats and staff conduct are flagged for you first and never auto-posted.',
    },
    {
      id: 'platforms',
      icon: 'layers',
      title: 'Every platform, one voice',
      description: 'Google, Yelp, Tripadvisor, Facebook and the delivery apps, answered with the same care.',
    },
    {
      id: 'languages',
      icon: 'languages',
      title: "The guest's language",
      description: 'A review in Spanish gets a reply in Spanish, in the same voice as everything else you post.',
    },
    {
      id: 'offers',
      icon: 'gift',
      title: 'Win-back offers, done right',
      description:
        'Return-visit codes go to unhappy guests privately, never in public and never for a review, as Google, Yelp and Tripadvisor require.',
    },
    {
      id: 'reporting',
      icon: 'chart-column',
      title: 'Reporting ownership reads',
      description:
        'Reply rate, time to reply, unanswered negatives, recurring themes and rating trend, by location and by month.',
    },
  ] satisfies FeatureItem[],
};

/* ------------------------------------------------------------------ Problem / urgency, reviewer cards */

export const problemSection = {
  eyebrow: 'The cost of silence',
  heading: 'Every unanswered review is a table someone else fills',
  intro:
    'Diners read replies before they book. When a complaint sits unanswered, the next guest reads it too, and sees nobody listening.',
  cards: ['hoursLost', 'revenueLost', 'customerDropOff', 'dinersReadReplies'] satisfies LossClaimId[],
  ctaLabel: 'Stop losing guests: get my free playbook',
};

export interface ReviewerCard {
  id: string;
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  platform: string;
  timeAgo: string;
  text: string;
  /** What leaving this review unanswered costs. */
  cost: Metric;
}

export const reviewerCards = {
  heading: 'Three reviews posted this week. None answered.',
  intro: 'What each one costs if it stays that way.',
  unansweredLabel: 'No reply yet',
  items: [
    {
      id: 'rachel-m',
      name: 'Rachel M.',
      rating: 2,
      platform: 'Google',
      timeAgo: '3 days ago',
      text: "Food was good, but we waited 40 minutes for our mains and nobody told us why. Not sure we'll be back.",
      cost: { value: '$1,380 a year', label: 'Two guests, six visits a year at $115, gone for good' },
    },
    {
      id: 'david-l',
      name: 'David L.',
      rating: 4,
      platform: 'Yelp',
      timeAgo: '1 week ago',
      text: "Best shakshuka in the neighbourhood and the staff were lovely. A bit loud inside on a Sunday, but we'll be back.",
      cost: { value: 'A regular unthanked', label: 'The fans who praise you publicly are the easiest guests to keep' },
    },
    {
      id: 'sofia-p',
      name: 'Sofia P.',
      rating: 1,
      platform: 'Tripadvisor',
      timeAgo: '5 days ago',
      text: 'Found a hair in my pasta. The server shrugged and the manager never came over. Never again.',
      cost: {
        value: lossClaims.dinersReadReplies.value,
        label: "of diners read replies: this one is now your menu's first impression",
      },
    },
  ] satisfies ReviewerCard[],
};

/* ------------------------------------------------------------------ Testimonials */

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
  restaurant: string;
  city: string;
  result: Metric;
}

export const testimonialsSection = {
  eyebrow: 'Testimonials',
  heading: 'General managers, in their own words',
  /** See illustrativeNote. */
  illustrative: true,
  items: [
    {
      id: 'ana-ruiz',
      quote:
        'Within a month every Google review had a reply by lunch. Guests started mentioning our replies when they came back in.',
      name: 'Ana Ruiz',
      role: 'General Manager',
      restaurant: 'Ostra Verde',
      city: 'Jersey City, NJ',
      result: { value: '4.3 → 4.6', label: 'Google rating in one quarter' },
    },
    {
      id: 'tom-becker',
      quote:
        'Sunday nights were for writing replies. Now I approve them on my phone between services and the weekend is mine again.',
      name: 'Tom Becker',
      role: 'Owner',
      restaurant: "Calloway's Tap Room",
      city: 'Hoboken, NJ',
      result: { value: '12 hours', label: 'saved every month' },
    },
    {
      id: 'priya-nair',
      quote:
        'The playbook alone was worth it. It lives in our manager binder, and new managers learn how we talk to guests in an afternoon.',
      name: 'Priya Nair',
      role: 'General Manager',
      restaurant: 'Halfmoon Oyster Co.',
      city: 'Brooklyn, NY',
      result: { value: '100%', label: 'of reviews answered within 24 hours' },
    },
    {
      id: 'gianna-russo',
      quote:
        'The replies mention the dishes and the people by name. A couple showed me our reply on their phone when they came back for their anniversary.',
      name: 'Gianna Russo',
      role: 'General Manager',
      restaurant: "Nonna Bea's Trattoria",
      city: 'Astoria, NY',
      result: { value: '+3.8%', label: 'revenue in six months' },
    },
    {
      id: 'kenji-watanabe',
      quote:
        "We get reviews in English, Japanese and Korean. Every one is answered in the guest's own language now, and they notice.",
      name: 'Kenji Watanabe',
      role: 'Owner',
      restaurant: 'Umami Alley Ramen',
      city: 'Chicago, IL',
      result: { value: '3 languages', label: 'answered in one voice' },
    },
    {
      id: 'denise-carter',
      quote:
        'Four locations, four GMs, one standard. I see reply times for every site in one report instead of chasing four inboxes.',
      name: 'Denise Carter',
      role: 'Director of Operations',
      restaurant: 'Hearth & Hound Group',
      city: 'Philadelphia, PA',
      result: { value: 'Under 6 hours', label: 'median time to reply, all locations' },
    },
  ] satisfies Testimonial[],
};

/* ------------------------------------------------------------------ 10. Closing call to action, leads */

export const closingCta = {
  heading: "Tomorrow's reviews are already being written.",
  body: "Get your playbook today and tomorrow at 8:00 AM you'll have a reply ready for every new review. Free, no signup, in your inbox in under 5 minutes.",
  primaryLabel: 'Get my free AI playbook',
  trial: {
    heading: 'Ready for every review, every day?',
    body: 'Try Starter free for 14 days: unlimited Google replies in your voice. We set it up with you.',
    emailLabel: 'Work email',
    emailPlaceholder: 'you@yourrestaurant.com',
    restaurantLabel: 'Restaurant name',
    submitLabel: 'Start 14-day free trial',
    pendingLabel: 'Processing...',
    // Spec §8 wording.
    successToast: {
      title: 'Success!',
      description: "We'll be in touch shortly to set up your free trial.",
    } satisfies Toast,
    failureToast: { title: 'Error', description: 'Unable to start trial. Please try again.' } satisfies Toast,
  },
};

/** /api/leads "plan-details" requests (spec §8 wording). */
export const leadToasts = {
  success: { title: 'Success!', description: "We'll send your custom plan details shortly." } satisfies Toast,
  failure: { title: 'Error', description: 'Unable to submit request. Please try again.' } satisfies Toast,
};

/* ------------------------------------------------------------------ 11. Contact section */

export const contactSection = {
  eyebrow: 'Contact',
  heading: 'Talk to a person',
  intro: `Questions about plans, several locations or how approvals work? Write to us and we answer ${site.contact.responseTime}.`,
  fields: {
    name: { label: 'Your name', placeholder: 'Jordan Rivera', autoComplete: 'name' },
    email: { label: 'Email', placeholder: 'you@yourrestaurant.com', autoComplete: 'email' },
    phone: { label: 'Phone (optional)', placeholder: '(212) 555-0123', autoComplete: 'tel' },
    restaurantName: { label: 'Restaurant (optional)', placeholder: 'Your restaurant', autoComplete: 'organization' },
    message: { label: 'How can we help?', placeholder: 'Tell us about your restaurant and what you need.' },
  },
  submitLabel: 'Send message',
  pendingLabel: 'Sending...',
  successToast: {
    title: 'Message Received!',
    description: `Thanks for reaching out. We'll reply ${site.contact.responseTime}.`,
  } satisfies Toast,
  failureToast: { title: 'Error', description: 'Unable to send message. Please try again.' } satisfies Toast,
  details: {
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Office',
    hoursLabel: 'Hours',
    responseLabel: 'Response time',
  },
};

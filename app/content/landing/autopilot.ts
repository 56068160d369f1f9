import type { ClaimId } from '../claims.ts';
import { site } from '../site.ts';
import type { BenefitIcon, Metric } from './common.ts';

/* ------------------------------------------------------------------ 3. Features and results */

export interface Benefit {
  id: string;
  icon: BenefitIcon;
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
  /** Our own drawing of the place (public/illustrations). */
  image: string;
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
      image: '/illustrations/ostra-verde.svg',
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
      image: '/illustrations/calloways-tap-room.svg',
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
      image: '/illustrations/halfmoon-oyster-co.svg',
      imageAlt: 'Illustration of an oyster bar counter with shucked oysters on ice',
    },
  ] satisfies CustomerSlide[],
};

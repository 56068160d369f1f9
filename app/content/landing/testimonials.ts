import type { Metric } from './common.ts';

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

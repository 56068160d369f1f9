import { plans } from './plans.ts';
import { site } from './site.ts';

/** FAQ accordion. Prices come from plans.ts so the two cannot drift (no "$97"). */

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

function monthlyPrice(id: string): string {
  const plan = plans.find((p) => p.id === id);
  if (!plan || plan.monthlyPriceUsd === null) throw new Error(`FAQ needs a priced plan "${id}"`);
  return `$${plan.monthlyPriceUsd}/month`;
}

const starter = monthlyPrice('starter');
const pro = monthlyPrice('pro-coverage');

export const faqSection = {
  eyebrow: 'FAQ',
  heading: 'Questions GMs ask before they switch on replies',
  intro: `Anything else, email ${site.contact.email} and a person answers ${site.contact.responseTime}.`,
} as const;

export const faqItems: readonly FaqItem[] = [
  {
    id: 'cost',
    question: `What does ${site.brandName} cost?`,
    answer: [
      `The playbook and the 7-day reply blitz are free, and after it the Free Forever plan emails one suggested reply a day at 8:00 AM New York time (or the time you choose), for the new unanswered review that most needs one, on mornings when a new review is waiting, until you pause it or unsubscribe. Your inbox shows every review with its reply status, and a connected Google profile gets a same-day email alert for a new 1- or 2-star review, or one that needs you first, such as an illness, an allergy, an injury or a legal threat (never at night, and you can turn alerts off). Paid plans start at ${starter} for unlimited Google replies, with a 14-day free trial. Pro Coverage, at ${pro}, adds Yelp, Tripadvisor, Facebook and the delivery platforms. Groups get a custom quote.`,
      'Plans are per location, month to month, with no setup fee.',
    ],
  },
  {
    id: 'how-playbook-is-made',
    question: 'How is my playbook made?',
    answer: [
      'You pick your restaurant, and we read its public reviews: what guests praise, what they complain about, which dishes and staff they name, and how (and how often) you already reply. Our analysis turns that into a brand-voice profile you can check and edit before anything is written; when an AI service is configured, it refines the wording, and we tell you when it did.',
      'The playbook then covers who replies and when, reply frameworks for every star rating, ready replies to the reviews we read, prepared answers to your recurring complaints, escalation rules and the KPIs to track. It is yours to keep and use with or without us.',
    ],
  },
  {
    id: 'delivery-time',
    question: 'How long until I receive it?',
    answer: [
      'Usually in under 5 minutes. When many restaurants are generating at once it can take 5–10 minutes. You can preview and download it on the page, and we email it with a link you can share with your managers.',
    ],
  },
  {
    id: 'blitz',
    question: 'What is the 7-day reply blitz?',
    answer: [
      'Starting the morning after you request your playbook, we email you at 8:00 AM New York time (or the time and time zone you choose in your settings) for 7 days with a suggested reply to every review your restaurant received in the previous 24 hours. Copy, adjust if you like, and post. On a day with no new reviews you get one short tip instead.',
      'You can unsubscribe from any blitz email with one click.',
    ],
  },
  {
    id: 'auto-posting',
    question: `Does ${site.brandName} post replies for me?`,
    answer: [
      'On paid plans, yes, once you connect your Google Business Profile. You choose how: approve each reply with one tap, auto-post 4- and 5-star replies and approve the rest, or auto-post everything. Reviews that mention illness, food safety, discrimination, legal threats or staff conduct are always held for a person.',
      'The free plan never posts anything; it emails suggestions for you to use.',
    ],
  },
  {
    id: 'platforms',
    question: 'Which review platforms do you cover?',
    answer: [
      'Starter covers Google. Pro Coverage adds Yelp, Tripadvisor, Facebook and the delivery platforms (DoorDash, Uber Eats, Grubhub). On platforms that do not allow connected replies, we deliver the reply ready to paste.',
    ],
  },
  {
    id: 'brand-voice',
    question: 'Will the replies sound like us?',
    answer: [
      "That is the point of the playbook. Replies follow your tone of voice, name your actual dishes and people, and are signed by the person you choose. They vary in wording, so two similar reviews never get the same copy-paste answer, and they reply in the reviewer's language.",
      'You can adjust the voice profile at any time, before the first reply or after a hundred.',
    ],
  },
  {
    id: 'cancel',
    question: 'Can I cancel any time?',
    answer: [
      'Yes. Paid plans are month to month: email us before your next billing date and you will not be charged again. Replies already posted stay on your profiles, and your playbook stays yours.',
    ],
  },
  {
    id: 'data-privacy',
    question: 'What happens to my data?',
    answer: [
      "We use your restaurant's public reviews and the contact details you give us to build your playbook and send your emails. We do not sell data. Our email delivery provider, and an AI service when one is configured, process it only to provide the service.",
      `Ask us at ${site.contact.email} to export or delete your data, including generated playbooks. The Privacy Policy has the details.`,
    ],
  },
  {
    id: 'languages',
    question: 'Can you reply to reviews in other languages?',
    answer: [
      'Yes. Replies are written in the language of the review, so a guest who writes in Spanish, French, Italian, Chinese or Korean is answered in kind, in the same voice. Your playbook itself is written in English.',
    ],
  },
];

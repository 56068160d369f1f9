import type { UnsubscribeScope } from '#contracts/email.ts';

/** Who and which restaurant a link is about, as the unsubscribe page words it. */
interface LinkWords {
  /** The address, masked (`m•••@example.com`). */
  who: string;
  /** The restaurant's name, or a neutral phrase when the link names none. */
  restaurant: string | null;
}

function restaurantOf({ restaurant }: LinkWords): string {
  return restaurant ?? 'this restaurant';
}

/**
 * Copy of `/unsubscribe`: one page for every email's link, which says what that link stops before the one button,
 * and what stopped after it (`everything`, an extra address's `copies`, a review alert's `alerts`, a monthly report's
 * `reports`).
 */
export const unsubscribeCopy = {
  metaTitle: 'Unsubscribe',
  ask: {
    everything: {
      heading: (brand: string) => `Unsubscribe from ${brand} emails?`,
      body: (words: LinkWords) =>
        `${words.who} will stop getting the 7-day reply blitz, Free Forever mornings, review alerts and any other marketing email from us.`,
      button: 'Unsubscribe',
      pending: 'Unsubscribing…',
    },
    copies: {
      heading: (_brand: string, words: LinkWords) => `Stop ${restaurantOf(words)}’s emails to this address?`,
      body: (words: LinkWords) =>
        `${words.who} will stop getting the copies of ${restaurantOf(words)}’s emails that its owner asked us to send it. The owner’s own emails go on.`,
      button: 'Stop these emails',
      pending: 'Stopping…',
    },
    alerts: {
      heading: (_brand: string, words: LinkWords) => `Turn off review alerts for ${restaurantOf(words)}?`,
      body: (words: LinkWords) =>
        `${words.who} will stop getting same-day alerts about new 1- and 2-star reviews and reviews that need care. Your morning emails go on, and you can turn alerts back on in your settings.`,
      button: 'Turn off alerts',
      pending: 'Turning off…',
    },
    reports: {
      heading: (_brand: string, words: LinkWords) => `Stop monthly reports for ${restaurantOf(words)}?`,
      body: (words: LinkWords) =>
        `${words.who} will stop getting the report on the first of each month. Your morning emails and review alerts go on, and you can turn reports back on in your settings.`,
      button: 'Stop monthly reports',
      pending: 'Stopping…',
    },
  } satisfies Record<UnsubscribeScope, unknown>,
  done: {
    everything: {
      heading: 'You’re unsubscribed',
      body: (words: LinkWords, brand: string) =>
        `${words.who} will get no more reply-blitz, Free Forever, review-alert or marketing email from ${brand}, starting now. Emails you ask for, like a playbook you generate, still arrive.`,
    },
    copies: {
      heading: 'This address is off the list',
      body: (words: LinkWords) =>
        `${words.who} gets no more of ${restaurantOf(words)}’s emails, starting now. The owner’s own emails go on.`,
    },
    alerts: {
      heading: 'Review alerts are off',
      body: (words: LinkWords) =>
        `${words.who} gets no more same-day alerts about ${restaurantOf(words)}’s reviews, starting now. Your morning emails go on.`,
    },
    reports: {
      heading: 'Monthly reports are off',
      body: (words: LinkWords) =>
        `${words.who} gets no more monthly reports about ${restaurantOf(words)}, starting now. Your morning emails and review alerts go on.`,
    },
  } satisfies Record<UnsubscribeScope, unknown>,
  /** After turning alerts off: the way back, behind the owner's sign-in. */
  alertsBackOn: 'Turn alerts back on in your settings',
  /** After stopping the monthly reports: the way back, behind the owner's sign-in. */
  reportsBackOn: 'Turn monthly reports back on in your settings',
  invalid: {
    heading: 'This unsubscribe link doesn’t work',
    body: 'It may have been cut short when it was copied. Use the link at the bottom of the latest email, or write to',
    after: 'and we’ll remove you by hand.',
  },
};

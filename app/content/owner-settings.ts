import { DELETE_CONFIRMATION_WORD, MAX_EXTRA_ADDRESSES } from '#contracts/owner-settings-constants.ts';

/** "A", "A and B", "A, B and C". */
function listOf(names: string[]): string {
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
}

/** Copy of the owner's settings page, the extra address's confirmation page and the page after a delete. */
export const ownerSettingsCopy = {
  title: 'Settings',
  backToAccount: 'Your restaurants',
  placesLabel: 'Your restaurants',
  intro: (restaurant: string) => `How Replybook works for ${restaurant}. Each section saves on its own.`,
  saved: 'Saved',
  notSaved: 'Not saved',
  signature: {
    heading: 'Reply signature',
    body: 'The name at the end of every suggested reply we write for you from now on.',
    label: 'Sign replies as',
    hint: (whenEmpty: { signOff: string; source: 'playbook' | 'name' } | null) =>
      whenEmpty === null
        ? 'Leave it empty to sign as your own replies on Google are signed, or else as the restaurant’s team.'
        : whenEmpty.source === 'playbook'
          ? `Leave it empty to sign with the sign-off you confirmed for your playbook, “${whenEmpty.signOff}”.`
          : `Leave it empty to sign with your first name, “${whenEmpty.signOff}”.`,
    save: 'Save signature',
  },
  clock: {
    heading: 'Morning email',
    body: 'When your morning email with new reviews and suggested replies arrives.',
    timeLabel: 'Time',
    zoneLabel: 'Time zone',
    next: (label: string, freeForever: boolean) =>
      freeForever
        ? `Next possible morning email: ${label} (only if a new review is waiting).`
        : `Next morning email: ${label}.`,
    none: 'No morning email is scheduled for this restaurant.',
    rule: 'Each day gets one morning email at most. A change applies from the next day that has not had its email yet.',
    save: 'Save time',
  },
  addresses: {
    heading: 'More addresses',
    body: `Up to ${MAX_EXTRA_ADDRESSES} more people can get the same morning emails, without the buttons that post to Google. Each confirms by a link we email them; nothing is sent to them before.`,
    label: 'Email address',
    add: 'Add address',
    remove: 'Remove',
    removeLabel: (email: string) => `Remove ${email}`,
    resend: 'Send the link again',
    resendLabel: (email: string) => `Send the link again to ${email}`,
    confirmed: 'Gets the emails',
    waiting: 'Waiting for confirmation',
    full: `That’s ${MAX_EXTRA_ADDRESSES} addresses: remove one to add another.`,
    empty: 'Only you get the emails.',
  },
  alerts: {
    heading: 'Review alerts',
    on: 'On: an email soon after a 1–2 star or urgent review of your connected profile (never at night).',
    off: 'Off: no alerts. Your morning emails go on.',
    turnOff: 'Turn alerts off',
    turnOn: 'Turn alerts on',
  },
  reports: {
    heading: 'Monthly report',
    on: 'On: on the first morning of each month, last month’s response rate, time to reply, rating and what guests said, while your Google profile is connected.',
    off: 'Off: no monthly report. Your morning emails and alerts go on.',
    turnOff: 'Stop monthly reports',
    turnOn: 'Turn monthly reports on',
  },
  freeForever: {
    heading: 'Free Forever',
    blitz: 'Starts after your 7-day reply blitz: one suggested reply on mornings with a new review.',
    'blitz-paused': 'Paused: it will not start after your 7-day reply blitz until you resume it.',
    running: 'Running: one suggested reply on mornings with a new review, nothing on quiet days.',
    paused: 'Paused: no Free Forever emails until you resume.',
    ended: 'Ended: this restaurant’s emails were unsubscribed.',
    pause: 'Pause Free Forever',
    resume: 'Resume Free Forever',
  },
  google: {
    heading: 'Google Business Profile',
    connected: (title: string) => `Connected to ${title}.`,
    broken: 'Needs reconnecting: we can’t read your reviews.',
    notConnected: 'Not connected: Replybook sees only the reviews Google shares publicly, up to five.',
    cannotConnect: 'Not connected. This restaurant’s emails were unsubscribed, so it can no longer be connected.',
    unavailable: 'Connecting Google is not offered on this server.',
    connect: 'Connect Google',
    reconnect: 'Reconnect Google',
    disconnect: 'Disconnect Google',
  },
  data: {
    heading: 'Your data',
    body: 'Everything we keep about your address, for all your restaurants.',
    download: 'Download my data',
    deleteHeading: 'Delete my data',
    deleteBody:
      'Deletes your name, address, settings, extra addresses, playbook content and email copies for all your restaurants, revokes Google access and signs you out. It cannot be undone.',
    /** What deleting ends besides, for the restaurants named. */
    billing: {
      subscriptions: (names: string[]) =>
        `It also cancels ${names.length === 1 ? 'your Starter subscription' : 'your Starter subscriptions'} for ${listOf(names)} at Stripe straight away: nothing more is charged, and the month already paid is not refunded.`,
      trials: (names: string[]) =>
        `${names.length === 1 ? 'Your Starter trial' : 'Your Starter trials'} for ${listOf(names)} ${names.length === 1 ? 'ends' : 'end'} too (no card was added, so nothing is charged).`,
    },
    confirmLabel: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
    delete: 'Delete my data',
  },
  deleted: {
    title: 'Your data is deleted',
    body: 'You’re signed out everywhere. This is what we removed:',
    nothing: 'There was nothing stored about your address.',
    kept: 'Your address stays on our do-not-email list as a keyed hash, so nothing is sent to it again. Counts and dates (a restaurant had a blitz, an email was sent) stay, without anything that names you.',
    stripeKept:
      'Stripe keeps the invoices and payments it recorded, as the law asks of it; your address is gone from your customer record there.',
    /** Stripe did not answer at the moment of the deletion: what is still to come, and what to do if it goes wrong. */
    cancelPendingHeading: 'Your Starter subscription is not cancelled yet',
    cancelPending: (count: number, contact: string) =>
      `Stripe did not answer just now, so ${count === 1 ? 'your Starter subscription is' : `${count} Starter subscriptions are`} still open there. We keep asking Stripe every few minutes until it confirms the cancellation, then remove your address from Stripe too; you don’t need to do anything. If a charge reaches you before then, write to ${contact} and we will refund it.`,
    scrubPending: (contact: string) =>
      `Stripe did not answer just now, so your address is still on your customer record there (nothing is billed). We keep asking every few minutes until Stripe removes it. Questions: ${contact}.`,
    home: 'Back to the home page',
  },
  confirm: {
    title: 'Confirm your address',
    heading: (restaurant: string) => `Get ${restaurant}’s morning review emails?`,
    body: (masked: string) =>
      `The owner asked us to copy their morning emails to ${masked}. Confirm, and the next one arrives here too. Every email has a link that removes this address.`,
    button: 'Confirm this address',
    submitting: 'Confirming…',
    doneHeading: 'Address confirmed',
    doneBody: (masked: string, restaurant: string) =>
      `${masked} gets ${restaurant}’s next morning email. Unsubscribe from any of them to stop.`,
    invalidHeading: 'This link doesn’t work',
    invalidBody:
      'It was already used, has expired (links work for 7 days) or was cut short. Ask the owner to add the address again.',
  },
} as const;

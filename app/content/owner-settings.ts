import { DELETE_CONFIRMATION_WORD, MAX_EXTRA_ADDRESSES } from '#contracts/owner-settings-constants.ts';

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
    hint: (ownerName: string) =>
      ownerName ? `Leave it empty to sign with your name, ${ownerName}.` : 'Leave it empty to sign with your name.',
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
    confirmLabel: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
    delete: 'Delete my data',
  },
  deleted: {
    title: 'Your data is deleted',
    body: 'You’re signed out everywhere. This is what we removed:',
    nothing: 'There was nothing stored about your address.',
    kept: 'Your address stays on our do-not-email list as a keyed hash, so nothing is sent to it again. Counts and dates (a restaurant had a blitz, an email was sent) stay, without anything that names you.',
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

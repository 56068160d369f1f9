/** Copy of the owner's sign-in and account pages. */
export const ownerAccountCopy = {
  signIn: {
    title: 'Sign in',
    intro: 'Enter the address you started your reply blitz with. We’ll email you a sign-in link and a 6-digit code.',
    emailLabel: 'Email address',
    send: 'Email me a sign-in link',
    sending: 'Sending…',
    sentHeading: 'Check your email',
    sent: 'If this address has a Replybook restaurant, a sign-in link and a 6-digit code are on their way. Both work once, for 15 minutes. Open the link on any device, or type the code here.',
    codeLabel: '6-digit code',
    codeHint: 'The code works only in this browser, where you asked for it.',
    confirm: 'Sign in',
    confirming: 'Signing in…',
    linkTitle: 'Finish signing in',
    /** Before and after the masked address, which the page sets in bold. */
    linkBody: [
      'Press the button to sign in as',
      'on this device. You stay signed in here for up to 90 days, or until 30 days without a visit.',
    ],
    linkButton: 'Sign in',
    linkNotYou:
      'Not your address, or didn’t ask to sign in? Close this page: nothing happens until the button is pressed.',
    askAgain: 'Ask for a new code',
    signedOut: 'You’re signed out.',
  },
  connect: {
    heading: (restaurant: string) => `Sign in to connect Google for ${restaurant}`,
    body: (masked: string) =>
      `Only the person who started this reply blitz can connect its Google Business Profile. We’ll email a sign-in link and a 6-digit code to ${masked}.`,
    otherAccount: (signedInAs: string, masked: string) =>
      `You’re signed in as ${signedInAs}, but this link belongs to ${masked}.`,
    send: (masked: string) => `Email a code to ${masked}`,
    sentHeading: 'Check your email',
    sent: (masked: string) =>
      `We sent a sign-in link and a 6-digit code to ${masked}. Open the link on any device, or type the code below.`,
    notYou: 'Not your address? Then this link was meant for someone else: nothing will be connected.',
  },
  account: {
    title: 'Your restaurants',
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
    empty: 'No restaurant is linked to this address yet.',
    blitzActive: (day: number | null) => (day ? `Reply blitz: day ${day} of 7` : 'Reply blitz: starting'),
    blitzEnded: 'Reply blitz ended',
    inbox: 'Inbox',
    inboxLabel: (restaurant: string) => `Inbox of ${restaurant}`,
    googleConnected: (title: string) => `Google Business Profile: connected to ${title}`,
    googleBroken: 'Google Business Profile: needs reconnecting',
    googleNotConnected: 'Google Business Profile: not connected',
    connect: 'Connect Google',
    reconnect: 'Reconnect Google',
    disconnect: 'Disconnect Google',
    endedNoConnect: 'This restaurant’s emails were unsubscribed, so it can no longer be connected to Google.',
    settings: 'Settings: email time, signature, more addresses, your data',
  },
  billing: {
    freeForever: 'Plan: Free Forever (one suggested reply a day)',
    trialing: (endDay: string) => `Plan: Starter trial, until ${endDay}. Every new Google review gets a draft.`,
    trialEnded: 'Plan: Free Forever (your Starter trial has ended)',
    active: (price: string, nextInvoice: string | null) =>
      nextInvoice
        ? `Plan: Starter, ${price} a month; next invoice on ${nextInvoice}`
        : `Plan: Starter, ${price} a month`,
    stripeTrialing: (endDay: string) => `Plan: Starter, card added; the first invoice is on ${endDay}`,
    pastDue: 'Plan: Starter. Your last payment did not go through.',
    cancelling: (endDay: string | null) =>
      endDay ? `Plan: Starter until ${endDay}, then Free Forever` : 'Plan: Starter, ending at the end of this period',
    canceled: 'Plan: Free Forever (your Starter subscription ended)',
    unpaid: 'Plan: Free Forever (Stripe could not take your Starter payments)',
    /** The next step, under the plan's line. */
    next: {
      startTrial: (days: number, price: string) =>
        `Try Starter free for ${days} days: a suggested reply to every new Google review, instead of one a day. No card needed; at the end you choose: add a card (${price} a month), or stay on Free Forever.`,
      noTrialLeft: (price: string) =>
        `Starter, ${price} a month, drafts a reply to every new Google review instead of one a day. This restaurant has no free trial left (one per owner and one per restaurant), so the first ${price} is charged when you add the card, then every month. Cancel any time in Manage billing.`,
      trial: (price: string, endDay: string) =>
        `To keep Starter after the trial, add a card: ${price} a month, first charged on ${endDay}, when the trial ends. Without a card, the restaurant goes back to Free Forever then and keeps everything.`,
      trialEnding: (price: string, endDay: string) =>
        `Your trial ends on ${endDay}, too soon for Stripe to hold a card until then: adding a card now starts the paid month today (${price}, then every month). Without a card, the restaurant goes back to Free Forever on ${endDay} and keeps everything.`,
      comeBack: (price: string) =>
        `Add a card to bring Starter back: a draft for every new Google review again, ${price} a month, first charged when you add the card.`,
      cardAdded: (price: string) =>
        `${price} a month from then. Change the card, see invoices or cancel in Manage billing.`,
      manage: 'Change the card, see invoices or cancel in Manage billing.',
      cancelling: 'You cancelled: nothing more is charged. Changed your mind? Renew in Manage billing before then.',
      pastDue:
        'Stripe tries again over the next days and Starter keeps running meanwhile. Update your card in Manage billing to keep it; if no payment goes through, the restaurant goes back to Free Forever and keeps everything.',
    },
    startTrial: (days: number) => `Start ${days}-day Starter trial`,
    addCard: 'Add a card',
    manage: 'Manage billing',
    checkoutDone: 'Thanks! Stripe is confirming your card; your plan updates here within a minute.',
    trialStarted: 'Your Starter trial has started.',
    chooseRestaurant: (days: number) =>
      `Pick the restaurant for your ${days}-day Starter trial below. Its Google Business Profile needs to be connected first.`,
    badForm: 'That button did not say which restaurant or what to do. Reload the page and press it again.',
  },
} as const;

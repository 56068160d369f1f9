import type { ConnectProblem } from '#contracts/google-connect.ts';

/** Copy for the Google Business Profile connect, location-choice and disconnect pages. */

export const connectProblemCopy: Record<ConnectProblem, { heading: string; body: string }> = {
  'not-configured': {
    heading: 'Connecting Google Business Profile isn’t available',
    body: 'This site isn’t set up to connect to Google. Nothing changed, and your morning emails carry on as before.',
  },
  'invalid-link': {
    heading: 'This connect link doesn’t work',
    body: 'It may have expired or been cut short when it was copied. Nothing changed. Use the connect link in your latest email.',
  },
  'no-blitz': {
    heading: 'This restaurant’s emails are turned off',
    body: 'Its emails were unsubscribed (or its data deleted), so Replybook no longer reads its reviews and there is nothing to connect. Nothing changed.',
  },
  'not-yours': {
    heading: 'This restaurant isn’t one of yours',
    body: 'You can connect Google for the restaurants listed on your account page, the ones you started a reply blitz for with this address. Nothing changed.',
  },
  'not-ready': {
    heading: 'Your reply blitz is still being set up',
    body: 'Your playbook is being prepared and the blitz starts when it’s ready. Give it a minute, then try again.',
  },
  'use-email-link': {
    heading: 'Use the link in your email',
    body: 'To keep your profile safe, this button only connects the blitz it just started, once. Use the “Connect Google Business Profile” link in your playbook or blitz email instead. Nothing changed.',
  },
  'state-invalid': {
    heading: 'This sign-in expired or was altered',
    body: 'Google’s answer came back after more than 10 minutes, or changed on the way. Nothing changed: start again from your inbox or the link in your email.',
  },
  'state-used': {
    heading: 'This sign-in was already used',
    body: 'Each connection attempt works once, so reloading this page can’t repeat it. If you just connected, you’re done; otherwise start again from your inbox or the link in your email.',
  },
  'other-browser': {
    heading: 'Finish in the browser you started in',
    body: 'This connection was started in a different browser, or cookies were blocked. Nothing changed: start again in this browser, from your inbox or the link in your email.',
  },
  denied: {
    heading: 'You didn’t connect; nothing changed',
    body: 'You chose not to give access on Google’s page. Replybook carries on with the reviews Google shares publicly, up to five.',
  },
  'google-error': {
    heading: 'Google didn’t complete the connection',
    body: 'Google refused the request or couldn’t be reached. Nothing changed; please try again in a minute.',
  },
  'no-refresh-token': {
    heading: 'Google didn’t grant lasting access',
    body: 'We need ongoing access to read each morning’s new reviews. Nothing changed; try again and accept the access Google asks about.',
  },
  'scope-missing': {
    heading: 'Business Profile access wasn’t ticked',
    body: 'On Google’s page, tick the box that lets us see and manage your Business Profile, then continue. Nothing changed.',
  },
  'permission-denied': {
    heading: 'Google says this account can’t manage that profile',
    body: 'Google refused access: this Google account isn’t an owner or manager of the Business Profile, or the location isn’t verified yet. Sign in with the account that manages it, or finish verification in Google Business Profile, then try again. Nothing changed.',
  },
  'no-locations': {
    heading: 'No Business Profile on this Google account',
    body: 'The Google account you chose doesn’t manage any Business Profile location. Nothing changed; try again with the account that manages your restaurant’s profile.',
  },
};

export const connectCopy = {
  retry: 'Try again',
  home: 'Back to the home page',
  choose: {
    title: 'Choose your location',
    heading: (restaurant: string) => (restaurant ? `Which location is ${restaurant}?` : 'Which location is yours?'),
    intro:
      'Your Google account manages more than one location, or none listed at your restaurant’s place on Google Maps. Choose the one whose reviews we should read each morning.',
    legend: 'Business Profile locations',
    matches: 'Matches your restaurant on Google Maps',
    noAddress: 'No street address (service area)',
    submit: 'Connect this location',
    submitting: 'Connecting…',
    expiredHeading: 'This choice has expired',
    expiredBody:
      'The location choice lasts an hour, or a location was already chosen. Start again from your inbox or the link in your email.',
  },
  connected: {
    title: 'Connected to Google Business Profile',
    heading: (location: string) => `Connected: ${location}`,
    body: (location: string) =>
      `Your inbox lists every review of ${location}, answered or not, once we have read them from your Business Profile. You approve each reply before it is posted: we never post anything you haven’t approved.`,
    openInbox: 'Open your inbox',
    disconnectHint: 'Changed your mind?',
    disconnect: 'Disconnect Google Business Profile',
    invalidHeading: 'This page has expired',
    invalidBody:
      'The connection may have been replaced or disconnected since. Your account page shows how each restaurant is connected now.',
    account: 'Your restaurants',
  },
  disconnect: {
    title: 'Disconnect Google Business Profile',
    heading: 'Disconnect Google Business Profile?',
    body: (locations: string) =>
      `We’ll revoke our access at Google and delete what we stored for ${locations}: the access itself, the reviews we read and the draft replies. Your morning emails go back to the reviews Google shares publicly.`,
    submit: 'Disconnect',
    submitting: 'Disconnecting…',
    doneHeading: 'Disconnected',
    doneBody:
      'We revoked our access at Google and deleted everything we stored from your Business Profile. You can connect again any time from your emails.',
    notRevoked:
      'Google couldn’t be reached to revoke our access, so remove it yourself in your Google account’s “Third-party apps & services” page (myaccount.google.com/connections). We no longer hold any access.',
    noneHeading: 'Nothing is connected',
    noneBody: 'No Google Business Profile is connected for this address and restaurant. Nothing to do.',
    invalidHeading: 'This disconnect link doesn’t work',
    invalidBody: 'It may have been cut short when it was copied. Use the link at the bottom of your latest email.',
  },
};

/** The /thank-you card, shown after a playbook with the blitz when Google OAuth is configured. */
export const thankYouConnectCopy = {
  heading: 'Get every new review, not just five',
  body: 'Google shares only five of your reviews publicly. Connect your Google Business Profile and each morning’s email covers every new review, with a reply you approve before it is posted.',
  button: 'Connect Google Business Profile',
  note: 'You’ll sign in on Google’s own page. You can disconnect any time from any of our emails.',
};

import { site } from './site.ts';

// Apart from pages.ts because the root error boundary renders it: whatever it imports ships with every page.

/** The 404 page's exact wording; routes/not-found.tsx throws the 404 that the root error boundary renders. */
export const notFoundPage = {
  title: '404 Page Not Found',
  body: 'Did you forget to add the page to the router?',
  homeLabel: 'Go to the home page',
} as const;

/** Any other error the root error boundary catches. */
export const errorPage = {
  title: 'Something went wrong',
  body: `Please refresh the page. If it keeps happening, email ${site.contact.email} and we'll look into it.`,
  homeLabel: 'Go to the home page',
  emailLabel: `Email ${site.contact.email}`,
} as const;

/** A request the page could not accept (a 4xx other than 404): the sentence the server gave says what was wrong. */
export const badRequestPage = {
  title: 'We could not accept that request',
  body: 'Go back to the page and try again.',
  homeLabel: 'Go to the home page',
} as const;

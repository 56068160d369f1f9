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

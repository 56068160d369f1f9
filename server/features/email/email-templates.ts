import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import { BlitzClosingEmail, blitzClosingSubject } from './templates/blitz-closing-email.tsx';
import { BlitzConfirmationEmail, blitzConfirmationSubject } from './templates/blitz-confirmation-email.tsx';
import { BlitzDailyEmail, blitzDailySubject } from './templates/blitz-daily-email.tsx';
import { BlitzNoReviewsEmail, blitzNoReviewsSubject } from './templates/blitz-no-reviews-email.tsx';
import { GoogleReconnectEmail, googleReconnectSubject } from './templates/google-reconnect-email.tsx';
import { OperatorNotificationEmail, operatorNotificationSubject } from './templates/operator-notification-email.tsx';
import { OperatorSignInEmail, operatorSignInSubject } from './templates/operator-sign-in-email.tsx';
import { PlaybookReadyEmail, playbookReadySubject } from './templates/playbook-ready-email.tsx';
import type { EmailKind, EmailPropsByKind, RenderedEmail } from './render-email.ts';

/**
 * The email templates and React Email's renderer. render-email.ts loads this module at the first email rather than at
 * start-up: React Email's components are heavy to load, and most requests never need them.
 */

interface TemplateDefinition<K extends EmailKind> {
  component: (props: EmailPropsByKind[K]) => ReactElement;
  subject: (props: EmailPropsByKind[K]) => string;
}

const templates: { [K in EmailKind]: TemplateDefinition<K> } = {
  'playbook-ready': { component: PlaybookReadyEmail, subject: playbookReadySubject },
  'blitz-confirmation': { component: BlitzConfirmationEmail, subject: blitzConfirmationSubject },
  'blitz-daily': { component: BlitzDailyEmail, subject: blitzDailySubject },
  'blitz-no-reviews': { component: BlitzNoReviewsEmail, subject: blitzNoReviewsSubject },
  'blitz-closing': { component: BlitzClosingEmail, subject: blitzClosingSubject },
  'operator-notification': {
    component: OperatorNotificationEmail,
    subject: operatorNotificationSubject,
  },
  'google-reconnect': { component: GoogleReconnectEmail, subject: googleReconnectSubject },
  'operator-sign-in': { component: OperatorSignInEmail, subject: operatorSignInSubject },
};

/** Subject, HTML and the plain-text part, both parts from the same React tree so they never disagree. */
export async function renderTemplate<K extends EmailKind>(kind: K, props: EmailPropsByKind[K]): Promise<RenderedEmail> {
  const template: TemplateDefinition<K> = templates[kind];
  const element = createElement(template.component, props);
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // Keep headings as written (html-to-text shouts them in capitals by default).
      htmlToTextOptions: {
        selectors: [
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
          { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
        ],
      },
    }),
  ]);
  return { subject: template.subject(props), html, text: text.trim() + '\n' };
}

import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import {
  BlitzClosingEmail,
  blitzClosingSubject,
  type BlitzClosingEmailProps,
} from './templates/blitz-closing-email.tsx';
import {
  BlitzConfirmationEmail,
  blitzConfirmationSubject,
  type BlitzConfirmationEmailProps,
} from './templates/blitz-confirmation-email.tsx';
import { BlitzDailyEmail, blitzDailySubject, type BlitzDailyEmailProps } from './templates/blitz-daily-email.tsx';
import {
  BlitzNoReviewsEmail,
  blitzNoReviewsSubject,
  type BlitzNoReviewsEmailProps,
} from './templates/blitz-no-reviews-email.tsx';
import {
  GoogleReconnectEmail,
  googleReconnectSubject,
  type GoogleReconnectEmailProps,
} from './templates/google-reconnect-email.tsx';
import {
  OperatorNotificationEmail,
  operatorNotificationSubject,
  type OperatorNotificationEmailProps,
} from './templates/operator-notification-email.tsx';
import {
  OperatorSignInEmail,
  operatorSignInSubject,
  type OperatorSignInEmailProps,
} from './templates/operator-sign-in-email.tsx';
import {
  PlaybookReadyEmail,
  playbookReadySubject,
  type PlaybookReadyEmailProps,
} from './templates/playbook-ready-email.tsx';

export interface EmailPropsByKind {
  'playbook-ready': PlaybookReadyEmailProps;
  'blitz-confirmation': BlitzConfirmationEmailProps;
  'blitz-daily': BlitzDailyEmailProps;
  'blitz-no-reviews': BlitzNoReviewsEmailProps;
  'blitz-closing': BlitzClosingEmailProps;
  'operator-notification': OperatorNotificationEmailProps;
  'google-reconnect': GoogleReconnectEmailProps;
  'operator-sign-in': OperatorSignInEmailProps;
}

export type EmailKind = keyof EmailPropsByKind;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface TemplateDefinition<K extends EmailKind> {
  component: (props: EmailPropsByKind[K]) => ReactElement;
  subject: (props: EmailPropsByKind[K]) => string;
  /** Marketing mail needs an unsubscribe link and RFC 8058 headers (decisions §4); transactional mail does not. */
  marketing: boolean;
}

const templates: { [K in EmailKind]: TemplateDefinition<K> } = {
  'playbook-ready': { component: PlaybookReadyEmail, subject: playbookReadySubject, marketing: false },
  'blitz-confirmation': { component: BlitzConfirmationEmail, subject: blitzConfirmationSubject, marketing: true },
  'blitz-daily': { component: BlitzDailyEmail, subject: blitzDailySubject, marketing: true },
  'blitz-no-reviews': { component: BlitzNoReviewsEmail, subject: blitzNoReviewsSubject, marketing: true },
  'blitz-closing': { component: BlitzClosingEmail, subject: blitzClosingSubject, marketing: true },
  'operator-notification': {
    component: OperatorNotificationEmail,
    subject: operatorNotificationSubject,
    marketing: false,
  },
  // About a connection the owner made, not marketing: it goes out even after an unsubscribe.
  'google-reconnect': { component: GoogleReconnectEmail, subject: googleReconnectSubject, marketing: false },
  'operator-sign-in': { component: OperatorSignInEmail, subject: operatorSignInSubject, marketing: false },
};

export const EMAIL_KINDS = Object.keys(templates) as EmailKind[];

/** True for the kinds that must carry List-Unsubscribe / List-Unsubscribe-Post when sent. */
export function isMarketingEmail(kind: EmailKind): boolean {
  return templates[kind].marketing;
}

/** Subject, HTML and the plain-text part, both parts from the same React tree so they never disagree. */
export async function renderEmail<K extends EmailKind>(kind: K, props: EmailPropsByKind[K]): Promise<RenderedEmail> {
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

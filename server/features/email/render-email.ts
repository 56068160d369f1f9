import type { BlitzClosingEmailProps } from './templates/blitz-closing-email.tsx';
import type { BlitzConfirmationEmailProps } from './templates/blitz-confirmation-email.tsx';
import type { BlitzDailyEmailProps } from './templates/blitz-daily-email.tsx';
import type { BlitzNoReviewsEmailProps } from './templates/blitz-no-reviews-email.tsx';
import type { GoogleReconnectEmailProps } from './templates/google-reconnect-email.tsx';
import type { OperatorNotificationEmailProps } from './templates/operator-notification-email.tsx';
import type { OperatorSignInEmailProps } from './templates/operator-sign-in-email.tsx';
import type { PlaybookReadyEmailProps } from './templates/playbook-ready-email.tsx';
import type * as EmailTemplatesModule from './email-templates.ts';

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

/** Marketing mail needs an unsubscribe link and RFC 8058 headers; transactional mail does not. */
const marketing: { [K in EmailKind]: boolean } = {
  'playbook-ready': false,
  'blitz-confirmation': true,
  'blitz-daily': true,
  'blitz-no-reviews': true,
  'blitz-closing': true,
  'operator-notification': false,
  // About a connection the owner made, not marketing: it goes out even after an unsubscribe.
  'google-reconnect': false,
  'operator-sign-in': false,
};

export const EMAIL_KINDS = Object.keys(marketing) as EmailKind[];

/** True for the kinds that must carry List-Unsubscribe / List-Unsubscribe-Post when sent. */
export function isMarketingEmail(kind: EmailKind): boolean {
  return marketing[kind];
}

type EmailTemplates = typeof EmailTemplatesModule;

let templates: Promise<EmailTemplates> | undefined;

/**
 * The templates and React Email (email-templates.ts), loaded once, by the first email: not at start-up, since a
 * server that has sent no email yet does not need them.
 */
export function loadEmailTemplates(): Promise<EmailTemplates> {
  templates ??= import('./email-templates.ts');
  return templates;
}

/** Subject, HTML and the plain-text part, both parts from the same React tree so they never disagree. */
export async function renderEmail<K extends EmailKind>(kind: K, props: EmailPropsByKind[K]): Promise<RenderedEmail> {
  const { renderTemplate } = await loadEmailTemplates();
  return renderTemplate(kind, props);
}

import type { ReactElement } from 'react';

/** A template's React Email component and its subject line. */
export interface EmailTemplateModule<P extends object> {
  component: (props: P) => ReactElement;
  subject: (props: P) => string;
}

/**
 * An email a feature sends, declared by that feature: the kind stored with each message, whether it is marketing
 * (which needs an unsubscribe link and RFC 8058 headers), and its template, imported at the first email of the kind so
 * that React Email loads only when mail is sent.
 */
export interface EmailTemplate<P extends object> {
  kind: string;
  marketing: boolean;
  load: () => Promise<EmailTemplateModule<P>>;
}

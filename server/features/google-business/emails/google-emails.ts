import type { EmailTemplate } from '#server/features/email/index.ts';
import type { GoogleReconnectEmailProps } from './google-reconnect-email.tsx';
import type { GoogleConnectedNoticeEmailProps } from './google-connected-notice-email.tsx';

/**
 * Sent once when an owner's Google connection stops working. About a connection the owner made, not marketing: it
 * goes out even after an unsubscribe.
 */
export const googleReconnectTemplate: EmailTemplate<GoogleReconnectEmailProps> = {
  kind: 'google-reconnect',
  marketing: false,
  load: async () => {
    const { GoogleReconnectEmail, googleReconnectSubject } = await import('./google-reconnect-email.tsx');
    return { component: GoogleReconnectEmail, subject: googleReconnectSubject };
  },
};

/** To the consenting Google account when it differs from the blitz's address. About its own profile: not marketing. */
export const googleConnectedNoticeTemplate: EmailTemplate<GoogleConnectedNoticeEmailProps> = {
  kind: 'google-connected-notice',
  marketing: false,
  load: async () => {
    const { GoogleConnectedNoticeEmail, googleConnectedNoticeSubject } =
      await import('./google-connected-notice-email.tsx');
    return { component: GoogleConnectedNoticeEmail, subject: googleConnectedNoticeSubject };
  },
};

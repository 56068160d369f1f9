import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { type EmailBrand } from './email-brand.ts';
import { styles } from './email-styles.ts';

export interface EmailFooter {
  /** Why the person gets this email (CAN-SPAM, Gmail sender guidelines). */
  reason: string;
  /** Marketing mail only: a visible link to the unsubscribe page. */
  unsubscribeUrl?: string;
  /**
   * What that link stops, said beside it ("no more morning emails, review alerts or other marketing email from us,
   * starting now"): every email's unsubscribe says what it stops.
   */
  unsubscribeStops?: string;
  /**
   * A narrower opt-out offered before the full unsubscribe, which then reads "Unsubscribe from everything": the
   * review alert's "Turn off these alerts".
   */
  narrowOptOut?: { url: string; label: string; stops: string };
  /** Connect (or reconnect) Google Business Profile: shown only when Google OAuth is configured. */
  googleConnectUrl?: string | null;
  /** The disconnect confirmation page, when the owner has a connection. */
  googleDisconnectUrl?: string | null;
}

function UnsubscribeLine({ footer, url }: { footer: EmailFooter; url: string }) {
  if (!footer.unsubscribeStops) {
    return (
      <Text style={styles.footerText}>
        Don’t want these emails?{' '}
        <Link href={url} style={styles.footerLink}>
          Unsubscribe
        </Link>{' '}
        and we stop at once.
      </Text>
    );
  }
  return (
    <Text style={styles.footerText}>
      <Link href={url} style={styles.footerLink}>
        {footer.narrowOptOut ? 'Unsubscribe from everything' : 'Unsubscribe'}
      </Link>
      : {footer.unsubscribeStops}
    </Text>
  );
}

export function EmailLayout(props: { brand: EmailBrand; preview: string; footer: EmailFooter; children: ReactNode }) {
  const { brand, preview, footer, children } = props;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            {/* The wordmark is text, not an image: nothing remote to load or block. */}
            <Text style={styles.wordmark}>
              <Link href={brand.publicUrl} style={styles.wordmarkLink}>
                {brand.brandName}
              </Link>
            </Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Section style={styles.footer}>
            <Hr style={styles.hr} />
            <Text style={styles.footerText}>{footer.reason}</Text>
            {footer.narrowOptOut ? (
              <Text style={styles.footerText}>
                <Link href={footer.narrowOptOut.url} style={styles.footerLink}>
                  {footer.narrowOptOut.label}
                </Link>
                : {footer.narrowOptOut.stops}
              </Text>
            ) : null}
            {footer.unsubscribeUrl ? <UnsubscribeLine footer={footer} url={footer.unsubscribeUrl} /> : null}
            {footer.googleConnectUrl ? (
              <Text style={styles.footerText}>
                Get every new review, not just the five Google shows publicly:{' '}
                <Link href={footer.googleConnectUrl} style={styles.footerLink}>
                  Connect Google Business Profile
                </Link>
                .
              </Text>
            ) : null}
            {footer.googleDisconnectUrl ? (
              <Text style={styles.footerText}>
                Your Google Business Profile is connected.{' '}
                <Link href={footer.googleDisconnectUrl} style={styles.footerLink}>
                  Disconnect it
                </Link>{' '}
                and we revoke our access and delete what we stored.
              </Text>
            ) : null}
            <Text style={styles.footerText}>
              {brand.brandName} · {brand.postalAddress}
            </Text>
            <Text style={styles.footerText}>
              Questions? Write to{' '}
              <Link href={`mailto:${brand.supportEmail}`} style={styles.footerLink}>
                {brand.supportEmail}
              </Link>
              .
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

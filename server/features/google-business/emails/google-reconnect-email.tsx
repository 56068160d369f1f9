import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { siteName, type EmailBrand, greeting, EmailLayout, styles } from '#server/features/email/index.ts';

export interface GoogleReconnectEmailProps {
  brand: EmailBrand;
  ownerName?: string;
  restaurantName: string;
  /** The Business Profile location that was connected. */
  locationTitle: string;
  /** A signed `/connect/google?t=…` link. */
  reconnectUrl: string;
  /** A signed link to the disconnect confirmation page. */
  disconnectUrl: string;
}

export function googleReconnectSubject(props: GoogleReconnectEmailProps): string {
  return `Reconnect Google Business Profile for ${props.restaurantName}`;
}

/** Sent once when Google stops accepting a connection (access removed, password change, token expired). */
export function GoogleReconnectEmail(props: GoogleReconnectEmailProps) {
  const { brand, restaurantName, locationTitle, reconnectUrl, disconnectUrl } = props;
  return (
    <EmailLayout
      brand={brand}
      preview={`Google stopped accepting our connection to ${locationTitle}. One click reconnects it.`}
      footer={{
        reason: `You’re receiving this because you connected ${locationTitle} to ${siteName(brand)} for ${restaurantName}.`,
      }}
    >
      <Heading as="h1" style={styles.heading}>
        Your Google Business Profile connection stopped working
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>
        Google no longer accepts our access to {locationTitle}. This happens when access is removed in your Google
        account, the password changes, or the authorization expires. We have stopped reading your reviews and nothing
        was posted.
      </Text>
      <Text style={styles.text}>
        Until you reconnect, your morning email uses the reviews Google shares publicly: at most five, so new ones can
        be missed.
      </Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={reconnectUrl} style={styles.button}>
          Reconnect Google Business Profile
        </Button>
      </Section>
      <Text style={styles.muted}>
        Rather not? You can{' '}
        <Link href={disconnectUrl} style={styles.link}>
          disconnect for good
        </Link>
        ; we then delete what we stored from your profile.
      </Text>
      <Text style={styles.text}>— The {brand.brandName} team</Text>
    </EmailLayout>
  );
}

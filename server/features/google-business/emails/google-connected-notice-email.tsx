import { Button, Heading, Text } from '@react-email/components';
import { siteName, type EmailBrand, EmailLayout, styles } from '#server/features/email/index.ts';

export interface GoogleConnectedNoticeEmailProps {
  brand: EmailBrand;
  restaurantName: string;
  /** The Business Profile location that was connected. */
  locationTitle: string;
  /** Where the suggested replies go, masked: `p•••@example.com`. */
  maskedOwnerEmail: string;
  /** A signed link to the disconnect confirmation page (it acts only on a button press there). */
  disconnectUrl: string;
}

export function googleConnectedNoticeSubject(props: GoogleConnectedNoticeEmailProps): string {
  return `Your Google Business Profile was connected to ${siteName(props.brand)}`;
}

/**
 * To the Google account that consented, when it is not the address the replies go to: the profile's real manager
 * hears of the connection even if someone else asked for it, and can end it with one press.
 */
export function GoogleConnectedNoticeEmail(props: GoogleConnectedNoticeEmailProps) {
  const { brand, restaurantName, locationTitle, maskedOwnerEmail, disconnectUrl } = props;
  const name = siteName(brand);
  return (
    <EmailLayout
      brand={brand}
      preview={`${locationTitle} was connected to ${name}; suggested replies go to ${maskedOwnerEmail}.`}
      footer={{ reason: `Sent to the Google account that allowed ${name} to manage ${locationTitle}.` }}
    >
      <Heading as="h1" style={styles.heading}>
        {locationTitle} was connected to {name}
      </Heading>
      <Text style={styles.text}>
        Your Google account just allowed {name} to read the reviews of {locationTitle} and post replies to them, for{' '}
        {restaurantName}. Suggested replies are sent to {maskedOwnerEmail}, and someone with that inbox can post them on
        your profile.
      </Text>
      <Text style={styles.text}>
        If that is you or your team, there is nothing to do. If not, disconnect now: we delete what we stored and give
        up our access at Google.
      </Text>
      <Button href={disconnectUrl} style={styles.button}>
        Review and disconnect
      </Button>
      <Text style={styles.muted}>
        You can also remove {name} at any time from your Google account's third-party connections.
      </Text>
    </EmailLayout>
  );
}

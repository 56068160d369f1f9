import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { siteName, type EmailBrand, EmailLayout, styles } from '#server/features/email/index.ts';

export interface AddressConfirmationEmailProps {
  brand: EmailBrand;
  restaurantName: string;
  /** The owner who added the address, masked (`j•••@example.com`). */
  ownerMasked: string;
  /** `/confirm-address?t=…`: a page with one button; opening it confirms nothing. */
  confirmUrl: string;
  validDays: number;
}

export function addressConfirmationSubject(props: AddressConfirmationEmailProps): string {
  return `Confirm this address for ${props.restaurantName}'s review emails`;
}

/**
 * Transactional mail to an address an owner added in their settings: nothing else is sent to it until it confirms.
 * The link is single-use; only its hash is kept, and the body is removed once the message is sent (transientBody).
 */
export function AddressConfirmationEmail(props: AddressConfirmationEmailProps) {
  const name = siteName(props.brand);
  return (
    <EmailLayout
      brand={props.brand}
      preview={`${props.ownerMasked} asked to copy ${props.restaurantName}'s morning review emails to this address.`}
      footer={{
        reason: `Sent once because the owner of ${props.restaurantName} (${props.ownerMasked}) added this address in their ${name} settings. If you do nothing, you will get nothing more.`,
      }}
    >
      <Heading as="h1" style={styles.heading}>
        Get {props.restaurantName}&apos;s review emails?
      </Heading>
      <Text style={styles.text}>
        {props.ownerMasked} uses {name} to answer the guest reviews of {props.restaurantName}, and asked us to send a
        copy of each morning email (new reviews with a suggested reply) to this address as well.
      </Text>
      <Section>
        <Button href={props.confirmUrl} style={styles.button}>
          Confirm this address
        </Button>
      </Section>
      <Text style={styles.muted}>
        The button opens a page where you confirm; the link works once, for {props.validDays} days. Or paste this
        address into your browser:{' '}
        <Link href={props.confirmUrl} style={styles.link}>
          {props.confirmUrl}
        </Link>
      </Text>
      <Text style={styles.muted}>
        Not expecting this? Ignore it: nothing is sent to this address unless you confirm, and every email after that
        has a link that removes this address at once.
      </Text>
    </EmailLayout>
  );
}

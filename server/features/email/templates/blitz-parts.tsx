import { Section, Text } from '@react-email/components';
import type { Review } from '#contracts/places.ts';
import { siteName, type EmailBrand } from './email-brand.ts';
import type { EmailFooter } from './email-layout.tsx';
import { styles } from './email-styles.ts';

/** Props every blitz email (confirmation, daily, no-reviews, closing) shares: all are marketing mail. */
export interface BlitzEmailBase {
  brand: EmailBrand;
  ownerName?: string;
  restaurantName: string;
  /** The signed GET link to the unsubscribe page (`/unsubscribe?token=…`). */
  unsubscribeUrl: string;
  /** Where the place's reviews come from: Google shows only 5 reviews, and the emails must say so (decisions §4). */
  reviewSource: Review['source'];
  /** The signed "Connect Google Business Profile" link: set when OAuth is configured and the owner is not connected. */
  connectUrl?: string | null;
  /** The signed disconnect confirmation link: set while the owner is connected. */
  disconnectUrl?: string | null;
}

export function blitzFooter(props: BlitzEmailBase): EmailFooter {
  return {
    reason: `You’re receiving this because you started a free 7-day reply blitz for ${props.restaurantName} on ${siteName(props.brand)}.`,
    unsubscribeUrl: props.unsubscribeUrl,
    googleConnectUrl: props.connectUrl ?? null,
    googleDisconnectUrl: props.disconnectUrl ?? null,
  };
}

/** Decisions §4: with Google Places only the 5 most relevant reviews are visible, so new ones can be missed. */
export function GoogleCoverageNote(props: { restaurantName: string }) {
  return (
    <Section style={styles.note}>
      <Text style={styles.noteText}>
        A note on coverage: Google shows us only the 5 most relevant reviews of {props.restaurantName}, not every new
        one, so a review from the last 24 hours can be missing here. Your Google Business Profile lists them all, newest
        first.
      </Text>
    </Section>
  );
}

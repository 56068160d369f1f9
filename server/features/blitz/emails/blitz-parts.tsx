import { Link, Section, Text } from '@react-email/components';
import { sendClockLabel } from '#contracts/owner-settings-constants.ts';
import type { Review } from '#contracts/places.ts';
import { siteName, type EmailBrand, type EmailFooter, styles } from '#server/features/email/index.ts';

/**
 * Where a blitz email's reviews come from: the bundled sample catalogue, what Google Places shares publicly (at most
 * five), or the owner's connected Google Business Profile (every review).
 */
export type BlitzReviewSource = Review['source'] | 'google-business';

/** Props every blitz email (confirmation, daily, no-reviews, closing) shares: all are marketing mail. */
export interface BlitzEmailBase {
  brand: EmailBrand;
  ownerName?: string;
  restaurantName: string;
  /** The signed GET link to the unsubscribe page (`/unsubscribe?token=…`). */
  unsubscribeUrl: string;
  /** Where the place's reviews come from; each source's limits are said in the email (docs/blitz.md). */
  reviewSource: BlitzReviewSource;
  /** The signed "Connect Google Business Profile" link: set when OAuth is configured and the owner is not connected. */
  connectUrl?: string | null;
  /** The signed disconnect confirmation link: set while the owner is connected. */
  disconnectUrl?: string | null;
  /** A copy for one of the owner's extra addresses (owner settings), not for the owner. */
  extraRecipient?: boolean;
  /**
   * The owner's inbox for this restaurant (`/inbox?place=…`): a browser without the owner's session signs in first and
   * comes back to it. Null in a copy to an extra address, which has no inbox.
   */
  inboxUrl?: string | null;
  /**
   * When the enrollment's morning email comes: the owner's time and zone from their settings, 08:00 New York until they
   * choose another (`sendClockOf`). Every sentence that says when an email comes says this one.
   */
  sendClock: { minute: number; timeZone: string };
}

/** What the owner's unsubscribe link stops: everything we send them that is not a reply to their own request. */
export function ownerUnsubscribeStops(brand: EmailBrand): string {
  return `no more morning emails, review alerts or other marketing email from ${siteName(brand)}, starting now.`;
}

/** What an extra address's unsubscribe link stops: the copies to that address, not the owner's own mail. */
export function copyUnsubscribeStops(restaurantName: string): string {
  return `${restaurantName}’s emails stop coming to this address, starting now. The owner’s own emails go on.`;
}

/** Why an extra address gets an enrollment's emails, for the footer. */
export function extraRecipientReason(props: Pick<BlitzEmailBase, 'brand' | 'restaurantName'>): string {
  return `You’re receiving this because the owner of ${props.restaurantName} asked ${siteName(props.brand)} to copy their morning emails to this address, and you confirmed it.`;
}

/**
 * The line that sends the owner to their inbox (every review, answered or not, with a reply box). A plain link: the
 * inbox asks a browser without the owner's session to sign in, so a forwarded email opens nothing. Nothing in a copy
 * to an extra address, which has no inbox.
 */
export function InboxLine({ url, lead }: { url: string | null | undefined; lead: string }) {
  if (!url) return null;
  return (
    <Text style={styles.text}>
      {lead}{' '}
      <Link href={url} style={styles.link}>
        Open your inbox
      </Link>
      .
    </Text>
  );
}

export function blitzFooter(props: BlitzEmailBase): EmailFooter {
  return {
    reason: props.extraRecipient
      ? extraRecipientReason(props)
      : `You’re receiving this because you started a free 7-day reply blitz for ${props.restaurantName} on ${siteName(props.brand)}.`,
    unsubscribeUrl: props.unsubscribeUrl,
    unsubscribeStops: unsubscribeStopsOf(props),
    googleConnectUrl: props.connectUrl ?? null,
    googleDisconnectUrl: props.disconnectUrl ?? null,
  };
}

/** What this email's unsubscribe link stops: everything for the owner, the copies for an extra address. */
export function unsubscribeStopsOf(props: Pick<BlitzEmailBase, 'brand' | 'restaurantName' | 'extraRecipient'>): string {
  return props.extraRecipient ? copyUnsubscribeStops(props.restaurantName) : ownerUnsubscribeStops(props.brand);
}

function ConnectLink(props: { connectUrl: string; label?: string }) {
  return (
    <Link href={props.connectUrl} style={styles.link}>
      {props.label ?? 'Connect your Google Business Profile'}
    </Link>
  );
}

/**
 * What the owner is missing with public reviews only: Google Places shares at most five, chosen by relevance, so a
 * new review can be missing; a connected profile lists every one.
 */
export function GoogleCoverageNote(props: { connectUrl?: string | null | undefined }) {
  return (
    <Section style={styles.note}>
      <Text style={styles.noteText}>
        {props.connectUrl ? (
          <>
            Google shares up to five reviews publicly; connect your profile to get every new one.{' '}
            <ConnectLink connectUrl={props.connectUrl} />.
          </>
        ) : (
          <>
            Google shares up to five reviews publicly, chosen by relevance, so a review from the last 24 hours can be
            missing here. Your Google Business Profile lists them all, newest first.
          </>
        )}
      </Text>
    </Section>
  );
}

/** The catalogue's reviews are samples written for the demo: every email that shows or counts them says so. */
export function SampleReviewsNote(props: { restaurantName: string; connectUrl?: string | null | undefined }) {
  return (
    <Section style={styles.note}>
      <Text style={styles.noteText}>
        The reviews in these emails are samples written for the demo, not real reviews of {props.restaurantName}.
        {props.connectUrl ? (
          <>
            {' '}
            To get your real reviews instead,{' '}
            <ConnectLink connectUrl={props.connectUrl} label="connect your Google Business Profile" />.
          </>
        ) : null}
      </Text>
    </Section>
  );
}

/** Says where today's reviews came from and what that leaves out; one note per email. */
export function ReviewSourceNote(props: {
  reviewSource: BlitzReviewSource;
  restaurantName: string;
  connectUrl?: string | null | undefined;
  /** A sync of the connected profile failed: why, in one sentence, and that public reviews were used instead. */
  syncProblem?: string | null | undefined;
}) {
  // After a failed sync the reviews are the public fallback's, whose own limits still apply.
  const connectUrl = props.syncProblem ? null : props.connectUrl;
  return (
    <>
      {props.syncProblem ? (
        <Section style={styles.note}>
          <Text style={styles.noteText}>
            {props.syncProblem}
            {props.connectUrl ? (
              <>
                {' '}
                <ConnectLink connectUrl={props.connectUrl} label="Connect your Google Business Profile again" />.
              </>
            ) : null}
          </Text>
        </Section>
      ) : null}
      {props.reviewSource === 'catalogue' ? (
        <SampleReviewsNote restaurantName={props.restaurantName} connectUrl={connectUrl} />
      ) : props.reviewSource === 'google' ? (
        <GoogleCoverageNote connectUrl={connectUrl} />
      ) : null}
    </>
  );
}

/**
 * The end of a day's email: the line to the inbox (unless the email already sent the owner there), where its reviews
 * came from, then when the next email arrives.
 */
export function BlitzDayClosing({
  email,
  day,
  inboxLine = true,
}: {
  email: Pick<BlitzEmailBase, 'inboxUrl' | 'reviewSource' | 'restaurantName' | 'connectUrl' | 'sendClock'> & {
    syncProblem?: string | null;
  };
  day: number;
  inboxLine?: boolean;
}) {
  return (
    <>
      {inboxLine ? (
        <InboxLine
          url={email.inboxUrl}
          lead="Every review you have, answered or not, is in your inbox with a reply ready to edit."
        />
      ) : null}
      <ReviewSourceNote
        reviewSource={email.reviewSource}
        restaurantName={email.restaurantName}
        connectUrl={email.connectUrl}
        syncProblem={email.syncProblem}
      />
      <Text style={styles.text}>
        {day < 7
          ? `Tomorrow’s email arrives at ${sendClockLabel(email.sendClock)}.`
          : 'This was the last day of your blitz; a short wrap-up follows tomorrow morning.'}
      </Text>
    </>
  );
}

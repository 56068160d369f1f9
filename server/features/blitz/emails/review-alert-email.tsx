import { Heading, Link, Text } from '@react-email/components';
import { copyUnsubscribeStops, ownerUnsubscribeStops } from './blitz-parts.tsx';
import {
  siteName,
  type EmailBrand,
  greeting,
  EmailLayout,
  type EmailFooter,
  styles,
  ReviewCard,
} from '#server/features/email/index.ts';

export interface ReviewAlertEmailProps {
  brand: EmailBrand;
  ownerName?: string;
  restaurantName: string;
  review: {
    rating: number;
    /** '' for a stars-only review. */
    text: string;
    authorName: string;
    /** When Google says the review was written or last edited. */
    updatedAt: Date;
  };
  /** IANA time zone the review's time is shown in: the restaurant's. */
  timeZone: string;
  suggestedReply: string;
  /**
   * The signed /replies/{id} link of the review's reply draft; null in the copy an extra address receives (only the
   * owner posts to Google).
   */
  reviewAndPostUrl: string | null;
  /** "this review describes …, so …" (`escalationSentence`) when our engine flags it for escalation, else null. */
  escalation: string | null;
  /**
   * The owner's inbox of the restaurant, behind the sign-in (never a sign-in by itself); null in the copy an extra
   * address receives, which has no inbox.
   */
  reviewsUrl: string | null;
  /**
   * The owner's "Turn off these alerts" (a signed link that stops this restaurant's alerts and nothing else; the
   * email's List-Unsubscribe is the same link). Null in an extra address's copy, whose unsubscribe stops its copies.
   */
  alertsOffUrl?: string | null;
  /** This recipient's own unsubscribe link: everything for the owner, the copies for an extra address. */
  unsubscribeUrl: string;
  /** A copy for one of the owner's extra addresses (owner settings), not for the owner. */
  extraRecipient?: boolean;
}

export function reviewAlertSubject(props: ReviewAlertEmailProps): string {
  return `A new ${props.review.rating}-star review of ${props.restaurantName}`;
}

function reviewTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/**
 * Sent the same day a 1–2★ or escalated review arrives, at most once per review and never at night in the
 * restaurant's time zone: the review, our suggested reply and the button to check and post it.
 */
/**
 * The owner's footer offers "Turn off these alerts" before the full unsubscribe, each saying what it stops; an extra
 * address's copy has its own unsubscribe, which stops only its copies.
 */
function alertFooter(props: ReviewAlertEmailProps): EmailFooter {
  const { restaurantName, brand } = props;
  const when =
    'We write the same day when a review has one or two stars or needs care, and never between 10 PM and 7 AM.';
  if (props.extraRecipient) {
    return {
      reason: `You’re receiving this because the owner of ${restaurantName} asked ${siteName(brand)} to copy their emails about its reviews to this address, and you confirmed it. ${when}`,
      unsubscribeUrl: props.unsubscribeUrl,
      unsubscribeStops: copyUnsubscribeStops(restaurantName),
    };
  }
  return {
    reason: `You’re receiving this because replies to Google reviews of ${restaurantName} come to this address from ${siteName(brand)}. ${when}`,
    unsubscribeUrl: props.unsubscribeUrl,
    unsubscribeStops: ownerUnsubscribeStops(brand),
    ...(props.alertsOffUrl
      ? {
          narrowOptOut: {
            url: props.alertsOffUrl,
            label: 'Turn off these alerts',
            stops: `no more same-day alerts about ${restaurantName}’s reviews; your morning emails go on. You can turn alerts back on in your settings.`,
          },
        }
      : {}),
  };
}

export function ReviewAlertEmail(props: ReviewAlertEmailProps) {
  const { restaurantName, review } = props;
  const copy = props.extraRecipient === true;
  return (
    <EmailLayout
      brand={props.brand}
      preview={`${review.authorName} left a ${review.rating}-star review. A suggested reply is ready${copy ? '' : ' for you to check'}.`}
      footer={alertFooter(props)}
    >
      <Heading as="h1" style={styles.heading}>
        A new review for {restaurantName} that could use a reply today
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>
        A guest just left a {review.rating}-star review on Google. A prompt, calm reply shows future guests that you
        listen.{' '}
        {copy
          ? `We wrote a suggestion below; the owner of ${restaurantName} checks it and posts the reply.`
          : 'We wrote a suggestion below; check it, change anything that isn’t right, and post it.'}
      </Text>
      <ReviewCard
        rating={review.rating}
        byline={`${review.authorName} on Google · ${reviewTime(review.updatedAt, props.timeZone)}`}
        text={review.text}
        suggestedReply={props.suggestedReply}
        escalation={props.escalation}
        confirmNote={Boolean(props.reviewAndPostUrl)}
        reviewAndPostUrl={props.reviewAndPostUrl}
      />
      {props.reviewsUrl ? (
        <Text style={styles.text}>
          <Link href={props.reviewsUrl} style={styles.link}>
            See all your reviews in your inbox
          </Link>
          . This review is also in your next morning email if it still has no reply.
        </Text>
      ) : (
        <Text style={styles.text}>This review is also in the next morning email if it still has no reply.</Text>
      )}
    </EmailLayout>
  );
}

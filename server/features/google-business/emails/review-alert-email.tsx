import { Heading, Link, Text } from '@react-email/components';
import { siteName, type EmailBrand } from '#server/features/email/templates/email-brand.ts';
import { greeting } from '#server/features/email/templates/email-format.ts';
import { EmailLayout } from '#server/features/email/templates/email-layout.tsx';
import { styles } from '#server/features/email/templates/email-styles.ts';
import { ReviewCard } from '#server/features/email/templates/review-card.tsx';

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
  /** "this review describes …" when our engine flags it for escalation, else null. */
  escalation: string | null;
  /** The owner's reviews, behind the sign-in (never a sign-in by itself). */
  reviewsUrl: string;
  /** This recipient's own unsubscribe link. */
  unsubscribeUrl: string;
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
export function ReviewAlertEmail(props: ReviewAlertEmailProps) {
  const { restaurantName, review } = props;
  return (
    <EmailLayout
      brand={props.brand}
      preview={`${review.authorName} left a ${review.rating}-star review. A suggested reply is ready for you to check.`}
      footer={{
        reason: `You’re receiving this because replies to Google reviews of ${restaurantName} come to this address from ${siteName(props.brand)}. We write the same day when a review has one or two stars or needs care, and never between 10 PM and 7 AM.`,
        unsubscribeUrl: props.unsubscribeUrl,
      }}
    >
      <Heading as="h1" style={styles.heading}>
        A new review for {restaurantName} that could use a reply today
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>
        A guest just left a {review.rating}-star review on Google. A prompt, calm reply shows future guests that you
        listen. We wrote a suggestion below; check it, change anything that isn’t right, and post it.
      </Text>
      <ReviewCard
        rating={review.rating}
        byline={`${review.authorName} on Google · ${reviewTime(review.updatedAt, props.timeZone)}`}
        text={review.text}
        suggestedReply={props.suggestedReply}
        escalation={props.escalation}
        confirmNote
        reviewAndPostUrl={props.reviewAndPostUrl}
      />
      {props.reviewAndPostUrl ? (
        <Text style={styles.text}>
          <Link href={props.reviewsUrl} style={styles.link}>
            See all your reviews
          </Link>
          . This review is also in your next morning email if it still has no reply.
        </Text>
      ) : (
        <Text style={styles.text}>
          The owner of {restaurantName} added your address to receive these emails; they post replies from their
          Replybook inbox.
        </Text>
      )}
    </EmailLayout>
  );
}

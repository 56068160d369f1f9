import { Heading, Link, Text } from '@react-email/components';
import type { Review } from '#contracts/places.ts';
import { formatDayTime, greeting, plural, EmailLayout, styles, ReviewCard } from '#server/features/email/index.ts';
import { BlitzDayClosing, blitzFooter, type BlitzEmailBase } from './blitz-parts.tsx';

export interface BlitzReviewItem {
  review: Pick<Review, 'rating' | 'text' | 'authorName' | 'publishTime' | 'source'>;
  suggestedReply: string;
  /** Connected owners: the signed `/replies/{id}?t=…` page where the reply is checked and posted to Google. */
  reviewAndPostUrl?: string | null;
  /** Why this review needs a person first (illness, allergy…), when our engine flags it: never a one-tap post. */
  escalation?: string | null;
  /** Offered in an earlier email and edited by the guest since: shown again with a fresh reply, marked as edited. */
  edited?: boolean;
}

export interface BlitzDailyEmailProps extends BlitzEmailBase {
  /** 1–7 */
  day: number;
  /** The reviews published in the 24 hours before the send, newest first, each with a suggested reply. */
  items: BlitzReviewItem[];
  /** A link to the place's listing (PlaceDetails.url), where the owner posts replies. */
  placeUrl?: string | null;
  /** Connected owners: reviews on the profile that still have no reply, these included. */
  unansweredCount?: number | null;
  /** The connected profile could not be read this morning: why, in one sentence (the reviews are public ones). */
  syncProblem?: string | null;
}

export function blitzDailySubject(props: BlitzDailyEmailProps): string {
  return `Day ${props.day} of 7: ${plural(props.items.length, 'new review')} for ${props.restaurantName}, replies ready`;
}

/** "Jane D. on Google" for Google reviews: quoted review text always carries its attribution. */
function attribution(review: BlitzReviewItem['review']): string {
  return review.source === 'google' ? `${review.authorName} on Google` : review.authorName;
}

/** Who wrote it and when, and whether the guest edited it since an earlier email carried it. */
function byline(item: BlitzReviewItem): string {
  const published = new Date(item.review.publishTime);
  const when = Number.isNaN(published.getTime()) ? '' : ` · ${formatDayTime(published)} ET`;
  const edited = item.edited ? ' · Edited: the guest changed this review since our last email' : '';
  return `${attribution(item.review)}${when}${edited}`;
}

export function BlitzDailyEmail(props: BlitzDailyEmailProps) {
  const { restaurantName, items, day } = props;
  const connected = props.reviewSource === 'google-business';
  return (
    <EmailLayout
      brand={props.brand}
      preview={`${plural(items.length, 'new review')} in the last 24 hours, each with a reply you can copy and post.`}
      footer={blitzFooter(props)}
    >
      <Text style={styles.muted}>Reply blitz · Day {day} of 7</Text>
      <Heading as="h1" style={styles.heading}>
        {plural(items.length, 'new review')} for {restaurantName}
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>
        Here {items.length === 1 ? 'is the review' : 'are the reviews'} {restaurantName} received in the last 24 hours
        {connected ? ' that still have no reply' : ''}, each with a suggested reply.{' '}
        {props.extraRecipient
          ? `The owner of ${restaurantName} checks and posts the replies.`
          : connected
            ? `Press “Review and post” to read ${items.length === 1 ? 'it' : 'each one'}, change anything that isn’t quite right, and post it to Google.`
            : `Read ${items.length === 1 ? 'it' : 'each one'}, change anything that isn’t quite right, then copy it into your reply.`}
      </Text>
      {connected && typeof props.unansweredCount === 'number' ? (
        <Text style={styles.text}>
          {props.unansweredCount === 0
            ? `Every review of ${restaurantName} on Google has a reply.`
            : `${plural(props.unansweredCount, 'review')} of ${restaurantName} on Google ${props.unansweredCount === 1 ? 'is' : 'are'} still unanswered, these included.`}
        </Text>
      ) : null}
      {items.map((item, index) => (
        <ReviewCard
          key={`${item.review.authorName}-${item.review.publishTime}-${index}`}
          rating={item.review.rating}
          byline={byline(item)}
          text={item.review.text}
          suggestedReply={item.suggestedReply}
          escalation={item.escalation}
          confirmNote={Boolean(item.reviewAndPostUrl)}
          reviewAndPostUrl={item.reviewAndPostUrl}
        />
      ))}
      {props.placeUrl && !connected ? (
        <Text style={styles.text}>
          Post your replies on{' '}
          <Link href={props.placeUrl} style={styles.link}>
            {restaurantName}’s listing
          </Link>
          .
        </Text>
      ) : null}
      <BlitzDayClosing email={props} day={day} />
    </EmailLayout>
  );
}

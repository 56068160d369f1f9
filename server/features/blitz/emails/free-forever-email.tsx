import { sendClockLabel } from '#contracts/owner-settings-constants.ts';
import { Heading, Link, Text } from '@react-email/components';
import {
  siteName,
  formatDayTime,
  greeting,
  plural,
  type EmailFooter,
  EmailLayout,
  styles,
  ReviewCard,
} from '#server/features/email/index.ts';
import type { BlitzReviewItem } from './blitz-daily-email.tsx';
import { extraRecipientReason, ReviewSourceNote, unsubscribeStopsOf, type BlitzEmailBase } from './blitz-parts.tsx';

export interface FreeForeverEmailProps extends BlitzEmailBase {
  /** The one review of the morning, with its suggested reply. */
  item: BlitzReviewItem;
  /** Other new reviews without a reply that no email has carried yet: one of them comes tomorrow. */
  othersWaiting: number;
  /** Starter: the morning carries every new review, `item` first; these are the others. */
  extraItems?: BlitzReviewItem[];
  /** The restaurant's plan: on Starter (its trial or paid) every new review gets a draft. */
  plan?: 'free-forever' | 'starter';
  /** A link to the place's listing, where a not-connected owner posts the reply. */
  placeUrl?: string | null;
  /** The connected profile could not be read this morning: why, in one sentence (the review is a public one). */
  syncProblem?: string | null;
}

export function freeForeverSubject(props: FreeForeverEmailProps): string {
  const count = 1 + (props.extraItems?.length ?? 0);
  if (count > 1) return `${count} suggested replies for ${props.restaurantName}: new reviews waiting`;
  return `A suggested reply for ${props.restaurantName}: a ${props.item.review.rating}-star review`;
}

export function freeForeverFooter(props: FreeForeverEmailProps): EmailFooter {
  return {
    reason: props.extraRecipient
      ? extraRecipientReason(props)
      : `You’re receiving this because you started a free 7-day reply blitz for ${props.restaurantName} on ${siteName(props.brand)}. Since it ended you are on the Free Forever plan: one suggested reply on a morning with a new review, nothing on other days.`,
    unsubscribeUrl: props.unsubscribeUrl,
    unsubscribeStops: unsubscribeStopsOf(props),
    googleConnectUrl: props.connectUrl ?? null,
    googleDisconnectUrl: props.disconnectUrl ?? null,
  };
}

function attribution(review: BlitzReviewItem['review']): string {
  return review.source === 'google' ? `${review.authorName} on Google` : review.authorName;
}

/** One review and its suggested reply. */
function FreeForeverCard({ item }: { item: BlitzReviewItem }) {
  const published = new Date(item.review.publishTime);
  return (
    <ReviewCard
      rating={item.review.rating}
      byline={`${attribution(item.review)}${Number.isNaN(published.getTime()) ? '' : ` · ${formatDayTime(published)} ET`}`}
      text={item.review.text}
      suggestedReply={item.suggestedReply}
      escalation={item.escalation}
      confirmNote={Boolean(item.reviewAndPostUrl)}
      reviewAndPostUrl={item.reviewAndPostUrl}
    />
  );
}

export function FreeForeverEmail(props: FreeForeverEmailProps) {
  const { restaurantName, item, othersWaiting } = props;
  const extraItems = props.extraItems ?? [];
  const starter = props.plan === 'starter';
  const connected = props.reviewSource === 'google-business';
  return (
    <EmailLayout
      brand={props.brand}
      preview={`A new ${item.review.rating}-star review of ${restaurantName}, with a reply you can check and post.`}
      footer={freeForeverFooter(props)}
    >
      <Text style={styles.muted}>
        {starter ? 'Starter · a suggested reply for every new review' : 'Free Forever · one suggested reply a day'}
      </Text>
      <Heading as="h1" style={styles.heading}>
        {extraItems.length > 0
          ? `${plural(extraItems.length + 1, 'new review')} for ${restaurantName}`
          : `A new review for ${restaurantName}`}
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>
        {starter
          ? `Here ${extraItems.length > 0 ? 'are the new reviews' : 'is the new review'} of ${restaurantName} without a reply, each with a suggested reply.`
          : `Here is the new review of ${restaurantName} without a reply that needs one most, with a suggested reply.`}{' '}
        {props.extraRecipient
          ? `The owner of ${restaurantName} checks and posts the replies.`
          : connected
            ? 'Press “Review and post” to check it, change anything that isn’t quite right, and post it to Google.'
            : 'Read it, change anything that isn’t quite right, then copy it into your reply.'}
      </Text>
      {[item, ...extraItems].map((review, index) => (
        <FreeForeverCard key={index} item={review} />
      ))}
      {props.placeUrl && !connected ? (
        <Text style={styles.text}>
          Post your reply on{' '}
          <Link href={props.placeUrl} style={styles.link}>
            {restaurantName}’s listing
          </Link>
          .
        </Text>
      ) : null}
      <Text style={styles.text}>
        {othersWaiting === 0
          ? 'No other new review is waiting for a reply.'
          : `${plural(othersWaiting, 'other new review')} ${othersWaiting === 1 ? 'is' : 'are'} waiting for a reply; Free Forever suggests one a day, the one that needs it most first.`}
        {props.inboxUrl ? (
          <>
            {' '}
            <Link href={props.inboxUrl} style={styles.link}>
              See every review in your inbox
            </Link>
            .
          </>
        ) : null}
      </Text>
      <ReviewSourceNote
        reviewSource={props.reviewSource}
        restaurantName={restaurantName}
        connectUrl={props.connectUrl}
        syncProblem={props.syncProblem}
      />
      <Text style={styles.text}>
        {starter ? 'Starter' : 'Free Forever'} sends at most one email a day, at {sendClockLabel(props.sendClock)}, and
        none on a morning when no new review is waiting for a reply.
      </Text>
    </EmailLayout>
  );
}

import { Heading, Text } from '@react-email/components';
import { sendClockLabel } from '#contracts/owner-settings-constants.ts';
import { blitzTipForDay } from './blitz-tips.ts';
import { greeting, plural, EmailLayout, styles } from '#server/features/email/index.ts';
import { BlitzDayClosing, blitzFooter, InboxLine, type BlitzEmailBase } from './blitz-parts.tsx';

export interface BlitzNoReviewsEmailProps extends BlitzEmailBase {
  /** 1–7; also picks the tip. */
  day: number;
  /** Reviews of the window that earlier blitz emails already covered: a review is sent once (docs/blitz.md). */
  alreadySent?: number;
  /** Connected owners: reviews on the profile that still have no reply. */
  unansweredCount?: number | null;
  /** The connected profile could not be read this morning: why, in one sentence (the reviews are public ones). */
  syncProblem?: string | null;
}

export function blitzNoReviewsSubject(props: BlitzNoReviewsEmailProps): string {
  return `Day ${props.day} of 7: no new reviews for ${props.restaurantName}, plus one tip`;
}

export function BlitzNoReviewsEmail(props: BlitzNoReviewsEmailProps) {
  const { restaurantName, day } = props;
  const tip = blitzTipForDay(day);
  const repeatsOnly = (props.alreadySent ?? 0) > 0;
  const morning = sendClockLabel(props.sendClock);
  return (
    <EmailLayout
      brand={props.brand}
      preview={`${repeatsOnly ? 'Nothing new' : 'A quiet 24 hours'} for ${restaurantName}. Today’s tip: ${tip.title}.`}
      footer={blitzFooter(props)}
    >
      <Text style={styles.muted}>Reply blitz · Day {day} of 7</Text>
      <Heading as="h1" style={styles.heading}>
        {repeatsOnly ? 'Nothing new since your last email' : 'No new reviews in the last 24 hours'}
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>
        {repeatsOnly
          ? `The ${props.alreadySent === 1 ? 'review' : 'reviews'} of ${restaurantName} from the 24 hours before ${morning} today ${props.alreadySent === 1 ? 'was' : 'were'} already in an earlier email, and we never send you the same review twice, so there’s nothing new to answer this morning.`
          : `We found no new reviews of ${restaurantName} published in the 24 hours before ${morning} today, so there’s nothing to answer this morning.`}{' '}
        Here’s one thing worth doing instead.
      </Text>
      {props.reviewSource === 'google-business' && typeof props.unansweredCount === 'number' ? (
        props.unansweredCount === 0 ? (
          <Text style={styles.text}>Every review of {restaurantName} on Google has a reply.</Text>
        ) : (
          <>
            <Text style={styles.text}>
              {plural(props.unansweredCount, 'older review')} of {restaurantName} on Google{' '}
              {props.unansweredCount === 1 ? 'is' : 'are'} still unanswered.
            </Text>
            <InboxLine
              url={props.inboxUrl}
              lead={`${props.unansweredCount === 1 ? 'It is' : 'They are'} in your inbox, each with a reply ready to edit.`}
            />
          </>
        )
      ) : null}
      <Text style={styles.subheading}>Tip: {tip.title}</Text>
      <Text style={styles.text}>{tip.body}</Text>
      <BlitzDayClosing
        email={props}
        day={day}
        // Owners with unanswered Google reviews were sent to the inbox above.
        inboxLine={!(props.reviewSource === 'google-business' && (props.unansweredCount ?? 0) > 0)}
      />
    </EmailLayout>
  );
}

import { Heading, Text } from '@react-email/components';
import { sendClockLabel } from '#contracts/owner-settings-constants.ts';
import { formatDay, greeting, EmailLayout, styles } from '#server/features/email/index.ts';
import { blitzFooter, ReviewSourceNote, type BlitzEmailBase } from './blitz-parts.tsx';

export interface BlitzConfirmationEmailProps extends BlitzEmailBase {
  /** Day 1 send (at the send clock, 08:00 New York for a new enrollment; the day after enrollment). */
  firstSendAt: Date;
  /** Day 7 send. */
  lastSendAt: Date;
}

export function blitzConfirmationSubject(props: BlitzConfirmationEmailProps): string {
  return `You’re in: 7 mornings of suggested replies for ${props.restaurantName}`;
}

export function BlitzConfirmationEmail(props: BlitzConfirmationEmailProps) {
  const { restaurantName, firstSendAt, lastSendAt } = props;
  const morning = sendClockLabel(props.sendClock);
  const day = (at: Date) => formatDay(at, props.sendClock.timeZone);
  return (
    <EmailLayout
      brand={props.brand}
      preview={`Your free 7-day reply blitz starts ${day(firstSendAt)} at ${morning}.`}
      footer={blitzFooter(props)}
    >
      <Heading as="h1" style={styles.heading}>
        Your 7-day reply blitz is set up
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>
        Starting {day(firstSendAt)} and running through {day(lastSendAt)}, you’ll get one email every morning at{' '}
        {morning} about {restaurantName}.
      </Text>
      <ul style={styles.list}>
        <li>Each new review from the previous 24 hours, with its stars and author (never one you already got)</li>
        <li>A suggested reply to each one, in your voice, ready to copy, adjust and post</li>
        <li>On a quiet day with no new reviews, one practical tip instead</li>
        <li>After day 7, a short wrap-up of the week</li>
      </ul>
      <Text style={styles.text}>
        Nothing is posted for you: you stay in control of every reply. It’s free, and you can unsubscribe from any of
        these emails with one click.
      </Text>
      <ReviewSourceNote
        reviewSource={props.reviewSource}
        restaurantName={restaurantName}
        connectUrl={props.connectUrl}
      />
      <Text style={styles.text}>— The {props.brand.brandName} team</Text>
    </EmailLayout>
  );
}

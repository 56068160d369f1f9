import { Heading, Text } from '@react-email/components';
import { blitzTipForDay } from './blitz-tips.ts';
import { greeting } from './email-format.ts';
import { blitzFooter, GoogleCoverageNote, type BlitzEmailBase } from './blitz-parts.tsx';
import { EmailLayout } from './email-layout.tsx';
import { styles } from './email-styles.ts';

export interface BlitzNoReviewsEmailProps extends BlitzEmailBase {
  /** 1–7; also picks the tip. */
  day: number;
}

export function blitzNoReviewsSubject(props: BlitzNoReviewsEmailProps): string {
  return `Day ${props.day} of 7: no new reviews for ${props.restaurantName}, plus one tip`;
}

export function BlitzNoReviewsEmail(props: BlitzNoReviewsEmailProps) {
  const { restaurantName, day } = props;
  const tip = blitzTipForDay(day);
  return (
    <EmailLayout
      brand={props.brand}
      preview={`A quiet 24 hours for ${restaurantName}. Today’s tip: ${tip.title}.`}
      footer={blitzFooter(props)}
    >
      <Text style={styles.muted}>Reply blitz · Day {day} of 7</Text>
      <Heading as="h1" style={styles.heading}>
        No new reviews in the last 24 hours
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>
        We found no new reviews of {restaurantName} published in the 24 hours before 8:00 AM New York time today, so
        there’s nothing to answer this morning. Here’s one thing worth doing instead.
      </Text>
      <Text style={styles.subheading}>Tip: {tip.title}</Text>
      <Text style={styles.text}>{tip.body}</Text>
      {props.reviewSource === 'google' ? <GoogleCoverageNote restaurantName={restaurantName} /> : null}
      <Text style={styles.text}>
        {day < 7
          ? 'Tomorrow’s email arrives at 8:00 AM New York time.'
          : 'This was the last day of your blitz; a short wrap-up follows tomorrow morning.'}
      </Text>
    </EmailLayout>
  );
}

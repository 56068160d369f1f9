import { Button, Section, Text } from '@react-email/components';
import { Fragment } from 'react';
import { excerpt, starRating } from './email-format.ts';
import { styles } from './email-styles.ts';

export interface ReviewCardProps {
  rating: number;
  /** Who wrote the review and when, as the email words it: "Jane D. on Google · Mon, Jun 3, 9:14 AM ET". */
  byline: string;
  /** '' for a stars-only review. */
  text: string;
  suggestedReply: string;
  /** Why this review needs a person first, when our engine flags it. */
  escalation?: string | null;
  /** Whether the escalation note adds that the review-and-post page asks to confirm before posting. */
  confirmNote?: boolean;
  /** The signed page where the reply is checked and posted to Google; no button without it. */
  reviewAndPostUrl?: string | null;
}

/** One review and its suggested reply, as the review alert and the blitz and Free Forever mornings show it. */
export function ReviewCard(props: ReviewCardProps) {
  const text = props.text.trim();
  return (
    <Section style={styles.card}>
      <Text style={styles.stars} aria-label={`${props.rating} out of 5 stars`}>
        {starRating(props.rating)}{' '}
        <span style={{ color: styles.muted.color, fontSize: '14px', letterSpacing: 0 }}>{props.rating}/5</span>
      </Text>
      <Text style={styles.muted}>{props.byline}</Text>
      <Text style={styles.quote}>{text ? `“${excerpt(text)}”` : 'No written review, stars only.'}</Text>
      <Text style={styles.replyLabel}>Suggested reply</Text>
      <Text style={styles.reply}>
        {props.suggestedReply
          .trim()
          .split(/\r?\n/)
          .map((line, lineIndex) => (
            // <br> rather than relying on pre-wrap alone, so the plain-text part keeps the line breaks too.
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
      </Text>
      {props.escalation ? (
        <Text style={styles.muted}>
          Handle this one privately first: {props.escalation}
          {props.confirmNote ? ' The page asks you to confirm before anything is posted.' : ''}
        </Text>
      ) : null}
      {props.reviewAndPostUrl ? (
        <Section style={{ margin: '12px 0 0' }}>
          <Button href={props.reviewAndPostUrl} style={styles.button}>
            Review and post
          </Button>
        </Section>
      ) : null}
    </Section>
  );
}

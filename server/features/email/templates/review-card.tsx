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
  /** What this review describes and what to check before posting, when our engine flags it (`escalationSentence`). */
  escalation?: string | null;
  /** Whether the escalation note adds that the review-and-post page asks to confirm before posting. */
  confirmNote?: boolean;
  /** The signed page where the reply is checked and posted to Google; no button without it. */
  reviewAndPostUrl?: string | null;
}

/**
 * The line under a review our engine flags for escalation. Google gives an owner no private way to reach a reviewer, so
 * it promises none: what to check with the team and the records before posting, and what the public reply does (the
 * suggested one already; in the closing email, which has none, the owner's own).
 */
export function escalationNote(escalation: string, reply: 'suggested' | 'own'): string {
  const replyLine =
    reply === 'suggested'
      ? 'The suggested reply takes it seriously, admits no fault and invites the guest to get in touch with you.'
      : 'Your public reply should take it seriously, admit no fault and invite the guest to get in touch with you.';
  return `Before you post: ${escalation} ${replyLine}`;
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
          {escalationNote(props.escalation, 'suggested')}
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

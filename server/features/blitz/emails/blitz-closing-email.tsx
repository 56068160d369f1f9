import { Button, Heading, Section, Text } from '@react-email/components';
import { sendClockLabel } from '#contracts/owner-settings-constants.ts';
import type { Review } from '#contracts/places.ts';
import {
  absoluteUrl,
  excerpt,
  formatDay,
  formatDayTime,
  greeting,
  plural,
  starRating,
  EmailLayout,
  styles,
  escalationNote,
} from '#server/features/email/index.ts';
import { blitzFooter, GoogleCoverageNote, InboxLine, SampleReviewsNote, type BlitzEmailBase } from './blitz-parts.tsx';
import { DEFAULT_PAID_PLANS, type PaidPlan } from './paid-plans.ts';

/** One review still without a reply, as the closing email lists it (no suggested reply: tomorrow's email has it). */
export interface WaitingReview {
  rating: number;
  authorName: string;
  /** ISO time it was written (connected: created). */
  publishTime: string;
  /** '' for a stars-only review. */
  text: string;
  source: Review['source'];
  /** What it describes and what to check before posting, when our engine flags it (`escalationSentence`). */
  escalation: string | null;
}

/**
 * What the restaurant is on once the blitz ends: Free Forever, or Starter when the owner started its trial (or added a
 * card) during the week; `trialEndsAt` while it is a trial without a card.
 */
export type ClosingPlan = { id: 'free-forever' } | { id: 'starter'; trialEndsAt: string | null };

export interface BlitzClosingEmailProps extends BlitzEmailBase {
  summary: {
    /** Daily emails actually sent (a day missed during an outage is not counted). */
    daysSent: number;
    /** Reviews that got a suggested reply over the week. */
    reviewsCovered: number;
  };
  /**
   * What waits for a reply, worst first (escalated, then the lowest rating, then the newest): a connected owner's every
   * unanswered review, otherwise the new reviews since the last morning that no email carried. At most a handful are
   * listed; `total` counts them all.
   */
  waiting?: { total: number; items: WaitingReview[] };
  /** The week's emails carried sample reviews from the bundled catalogue: the email says they were samples. */
  sampleReviews?: boolean;
  /** The connected profile could not be read this morning: why, in one sentence. */
  syncProblem?: string | null;
  /** Free Forever when absent. On Starter the email says the mornings go on, and offers no plan. */
  plan?: ClosingPlan;
  plans?: readonly PaidPlan[];
  /** Path of the pricing section on the public site; `/#pricing`, the landing page's pricing section. */
  pricingPath?: string;
}

export function blitzClosingSubject(props: BlitzClosingEmailProps): string {
  return `Your 7-day reply blitz for ${props.restaurantName} is done: here’s the week`;
}

function attribution(review: WaitingReview): string {
  return review.source === 'google' ? `${review.authorName} on Google` : review.authorName;
}

/** One waiting review, short: its stars, who and when, the first lines, and whether it needs care first. */
function WaitingReviewCard({ review }: { review: WaitingReview }) {
  const written = new Date(review.publishTime);
  const when = Number.isNaN(written.getTime()) ? '' : ` · ${formatDayTime(written)} ET`;
  const text = review.text.trim();
  return (
    <Section style={{ ...styles.card, margin: '8px 0' }}>
      <Text style={{ ...styles.stars, margin: '0 0 2px' }} aria-label={`${review.rating} out of 5 stars`}>
        {starRating(review.rating)}{' '}
        <span style={{ color: styles.muted.color, fontSize: '14px', letterSpacing: 0 }}>{review.rating}/5</span>
      </Text>
      <Text style={{ ...styles.muted, margin: '0 0 4px' }}>
        {attribution(review)}
        {when}
      </Text>
      <Text style={{ ...styles.text, margin: 0 }}>
        {text ? `“${excerpt(text, 220)}”` : 'No written review, stars only.'}
      </Text>
      {review.escalation ? (
        <Text style={{ ...styles.muted, margin: '6px 0 0' }}>{escalationNote(review.escalation, 'own')}</Text>
      ) : null}
    </Section>
  );
}

function waitingLead(props: BlitzClosingEmailProps, total: number): string {
  const { restaurantName } = props;
  if (props.reviewSource === 'google-business') {
    return total === 0
      ? `Every review of ${restaurantName} on Google has a reply.`
      : `${plural(total, 'review')} of ${restaurantName} on Google ${total === 1 ? 'is' : 'are'} waiting for a reply${total === 1 ? ':' : ', the one that needs it most first:'}`;
  }
  return total === 0
    ? `No new review of ${restaurantName} has come in since your last email.`
    : `${plural(total, 'new review')} of ${restaurantName} came in since your last email and ${total === 1 ? 'is' : 'are'} waiting for a reply${total === 1 ? ':' : ', the one that needs it most first:'}`;
}

/** What waits for a reply, worst first, with the way to all of it. */
function WaitingSection(props: BlitzClosingEmailProps) {
  const waiting = props.waiting ?? { total: 0, items: [] };
  const more = waiting.total - waiting.items.length;
  return (
    <>
      <Text style={styles.subheading}>Waiting for a reply</Text>
      <Text style={styles.text}>{waitingLead(props, waiting.total)}</Text>
      {waiting.items.map((review, index) => (
        <WaitingReviewCard key={`${review.authorName}-${review.publishTime}-${index}`} review={review} />
      ))}
      {more > 0 ? <Text style={styles.muted}>…and {more} more.</Text> : null}
      <InboxLine
        url={props.inboxUrl}
        lead={
          waiting.total > 0
            ? `${waiting.total === 1 ? 'It is' : 'They are all'} in your inbox, where you can write any reply yourself.`
            : 'Your reviews and the replies you posted stay in your inbox, where you can write any reply yourself.'
        }
      />
    </>
  );
}

/** From tomorrow on Free Forever: what it sends, and the paid plans for a reply to every review. */
function FreeForeverNext(props: BlitzClosingEmailProps) {
  const { restaurantName } = props;
  const plans = props.plans ?? DEFAULT_PAID_PLANS;
  const pricingUrl = absoluteUrl(props.brand, props.pricingPath ?? '/#pricing');
  return (
    <>
      <Text style={styles.text}>
        From tomorrow you’re on the Free Forever plan: at {sendClockLabel(props.sendClock)}, on a morning when a new
        review of {restaurantName} is waiting for a reply, we email you one suggested reply, for the review that needs
        it most. No email on a day with nothing new; the unsubscribe link below stops it.
      </Text>
      <Text style={styles.text}>
        Guests who read reviews read the replies too, and a review left unanswered for a week looks like nobody is
        listening. If you’d like a reply in your voice for every review, there are two plans:
      </Text>
      {plans.map((plan) => (
        <Section key={plan.name} style={styles.card}>
          <Text style={{ ...styles.subheading, margin: '0 0 4px' }}>
            {plan.name}: {plan.price}
          </Text>
          <Text style={{ ...styles.text, margin: '4px 0' }}>{plan.description}</Text>
          {plan.trial ? <Text style={{ ...styles.muted, margin: '4px 0 0' }}>{plan.trial}</Text> : null}
        </Section>
      ))}
      <Section style={{ margin: '20px 0' }}>
        <Button href={pricingUrl} style={styles.button}>
          Compare the plans
        </Button>
      </Section>
      <Text style={styles.text}>
        Your playbook stays yours either way. This is the last blitz email; reply to it if you have questions.
      </Text>
    </>
  );
}

/** Already on Starter (its trial, or a card added during the week): the mornings go on; no plan is offered. */
function StarterNext(props: BlitzClosingEmailProps & { trialEndsAt: string | null }) {
  const { restaurantName } = props;
  const trialEnd = props.trialEndsAt ? formatDay(new Date(props.trialEndsAt)) : null;
  return (
    <>
      <Text style={styles.text}>
        {restaurantName} is on Starter{trialEnd ? `, its free trial running until ${trialEnd}` : ''}, so the mornings go
        on: from tomorrow, at {sendClockLabel(props.sendClock)}, on a morning when new reviews of {restaurantName} are
        waiting for a reply, we email a suggested reply for every one of them. No email on a day with nothing new; the
        unsubscribe link below stops it.
      </Text>
      {trialEnd && !props.extraRecipient ? (
        <Text style={styles.text}>
          Three days before the trial ends we email you what happens next. Nothing is charged until you add a card.
        </Text>
      ) : null}
      {props.inboxUrl ? (
        <Section style={{ margin: '20px 0' }}>
          <Button href={props.inboxUrl} style={styles.button}>
            Open your inbox
          </Button>
        </Section>
      ) : null}
      <Text style={styles.text}>This is the last blitz email; reply to it if you have questions.</Text>
    </>
  );
}

export function BlitzClosingEmail(props: BlitzClosingEmailProps) {
  const { restaurantName, summary } = props;
  const plan = props.plan ?? { id: 'free-forever' };
  const recap =
    summary.reviewsCovered > 0
      ? `Over ${plural(summary.daysSent, 'morning')} we sent you suggested replies to ${plural(summary.reviewsCovered, 'new review')} of ${restaurantName}.`
      : `Over ${plural(summary.daysSent, 'morning')} no new reviews of ${restaurantName} came in, so you got a practical tip each day instead.`;
  return (
    <EmailLayout
      brand={props.brand}
      preview={`${recap} ${plan.id === 'starter' ? 'Your Starter mornings go on.' : 'Want every review answered from now on?'}`}
      footer={blitzFooter(props)}
    >
      <Heading as="h1" style={styles.heading}>
        Your reply blitz is complete
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>{recap}</Text>
      {props.syncProblem ? (
        <Section style={styles.note}>
          <Text style={styles.noteText}>{props.syncProblem}</Text>
        </Section>
      ) : null}
      <WaitingSection {...props} />
      {props.sampleReviews ? <SampleReviewsNote restaurantName={restaurantName} /> : null}
      {props.reviewSource === 'google' ? <GoogleCoverageNote connectUrl={props.connectUrl} /> : null}
      {plan.id === 'starter' ? (
        <StarterNext {...props} trialEndsAt={plan.trialEndsAt} />
      ) : (
        <FreeForeverNext {...props} />
      )}
      <Text style={styles.text}>— The {props.brand.brandName} team</Text>
    </EmailLayout>
  );
}

import { Button, Heading, Section, Text } from '@react-email/components';
import { absoluteUrl } from '#server/features/email/templates/email-brand.ts';
import { greeting, plural } from '#server/features/email/templates/email-format.ts';
import { blitzFooter, InboxLine, SampleReviewsNote, type BlitzEmailBase } from './blitz-parts.tsx';
import { EmailLayout } from '#server/features/email/templates/email-layout.tsx';
import { styles } from '#server/features/email/templates/email-styles.ts';
import { DEFAULT_PAID_PLANS, type PaidPlan } from './paid-plans.ts';

export interface BlitzClosingEmailProps extends BlitzEmailBase {
  summary: {
    /** Daily emails actually sent (a day missed during an outage is not counted). */
    daysSent: number;
    /** Reviews that got a suggested reply over the week. */
    reviewsCovered: number;
  };
  plans?: readonly PaidPlan[];
  /** Path of the pricing section on the public site; `/#pricing`, the landing page's pricing section. */
  pricingPath?: string;
}

export function blitzClosingSubject(props: BlitzClosingEmailProps): string {
  return `Your 7-day reply blitz for ${props.restaurantName} is done: here’s the week`;
}

export function BlitzClosingEmail(props: BlitzClosingEmailProps) {
  const { restaurantName, summary } = props;
  const plans = props.plans ?? DEFAULT_PAID_PLANS;
  const pricingUrl = absoluteUrl(props.brand, props.pricingPath ?? '/#pricing');
  const recap =
    summary.reviewsCovered > 0
      ? `Over ${plural(summary.daysSent, 'morning')} we sent you suggested replies to ${plural(summary.reviewsCovered, 'new review')} of ${restaurantName}.`
      : `Over ${plural(summary.daysSent, 'morning')} no new reviews of ${restaurantName} came in, so you got a practical tip each day instead.`;
  return (
    <EmailLayout
      brand={props.brand}
      preview={`${recap} Want every review answered from now on?`}
      footer={blitzFooter(props)}
    >
      <Heading as="h1" style={styles.heading}>
        Your reply blitz is complete
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>{recap}</Text>
      {props.reviewSource === 'catalogue' ? <SampleReviewsNote restaurantName={restaurantName} /> : null}
      <Text style={styles.text}>
        From tomorrow you’re on the Free Forever plan: at 8:00 AM New York time, on a morning when a new review of{' '}
        {restaurantName} is waiting for a reply, we email you one suggested reply, for the review that needs it most. No
        email on a day with nothing new; the unsubscribe link below stops it.
      </Text>
      <InboxLine
        brand={props.brand}
        lead="Your reviews and the replies you posted stay in your inbox, where you can write any reply yourself."
      />
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
      <Text style={styles.text}>— The {props.brand.brandName} team</Text>
    </EmailLayout>
  );
}

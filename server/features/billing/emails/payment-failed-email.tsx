import { Button, Heading, Text } from '@react-email/components';
import { formatDay, siteName, type EmailBrand, EmailLayout, styles } from '#server/features/email/index.ts';

export interface PaymentFailedEmailProps {
  brand: EmailBrand;
  restaurantName: string;
  accountUrl: string;
  /** In US dollars; null when Stripe did not say. */
  amountDue: number | null;
  /** ISO time Stripe tries again; null when it will not. */
  nextAttempt: string | null;
}

export function paymentFailedSubject(props: PaymentFailedEmailProps): string {
  return `Your Starter payment for ${props.restaurantName} did not go through`;
}

/** Stripe could not charge the card: when it tries again, and where to update the card. */
export function PaymentFailedEmail(props: PaymentFailedEmailProps) {
  const { brand, restaurantName, accountUrl, amountDue, nextAttempt } = props;
  const amount = amountDue === null ? 'Your Starter payment' : `Your Starter payment of $${amountDue.toFixed(2)}`;
  return (
    <EmailLayout
      brand={brand}
      preview={`${amount} for ${restaurantName} did not go through. Update your card to keep Starter.`}
      footer={{ reason: `Sent because you pay for ${siteName(brand)} Starter for ${restaurantName}.` }}
    >
      <Heading as="h1" style={styles.heading}>
        We could not take your payment
      </Heading>
      <Text style={styles.text}>
        {amount} for {restaurantName} was declined.{' '}
        {nextAttempt
          ? `Stripe will try again on ${formatDay(new Date(nextAttempt))}; until then Starter keeps running.`
          : 'Starter keeps running while the payment is retried.'}
      </Text>
      <Text style={styles.text}>
        Sign in and choose Manage billing to update your card. If the payment cannot be taken, {restaurantName} goes
        back to Free Forever and nothing you have is lost.
      </Text>
      <Button href={accountUrl} style={styles.button}>
        Sign in to update your card
      </Button>
    </EmailLayout>
  );
}

import { Button, Heading, Text } from '@react-email/components';
import { formatDay, siteName, type EmailBrand, EmailLayout, styles } from '#server/features/email/index.ts';

export interface TrialReminderEmailProps {
  brand: EmailBrand;
  restaurantName: string;
  /** ISO time the trial ends. */
  trialEndsAt: string;
  /** Sign-in, then /account, where "Add a card" opens Stripe's Checkout. */
  accountUrl: string;
  monthlyPrice: string;
}

export function trialReminderSubject(props: TrialReminderEmailProps): string {
  return `Your Starter trial for ${props.restaurantName} ends in 3 days`;
}

/** Day 11 of the 14-day trial: what happens at the end, and where to add a card to keep Starter. */
export function TrialReminderEmail(props: TrialReminderEmailProps) {
  const { brand, restaurantName, trialEndsAt, accountUrl, monthlyPrice } = props;
  const endDay = formatDay(new Date(trialEndsAt));
  return (
    <EmailLayout
      brand={brand}
      preview={`Starter for ${restaurantName} runs until ${endDay}. Add a card to keep a reply for every review.`}
      footer={{ reason: `Sent because you started a Starter trial of ${siteName(brand)} for ${restaurantName}.` }}
    >
      <Heading as="h1" style={styles.heading}>
        Your Starter trial ends on {endDay}
      </Heading>
      <Text style={styles.text}>
        Since you started the trial, every new Google review of {restaurantName} has had a suggested reply in your
        morning email. To keep that, add a card before {endDay}: Starter is {monthlyPrice} a month, charged when the
        trial ends, and you can cancel at any time.
      </Text>
      <Text style={styles.text}>
        If you do nothing, {restaurantName} goes back to Free Forever: one suggested reply a day, and nothing you have
        is lost.
      </Text>
      <Button href={accountUrl} style={styles.button}>
        Sign in to add a card
      </Button>
      <Text style={styles.muted}>Payment is handled by Stripe. We never see or store your card number.</Text>
    </EmailLayout>
  );
}

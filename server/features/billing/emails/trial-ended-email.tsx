import { Button, Heading, Text } from '@react-email/components';
import { siteName, type EmailBrand, EmailLayout, styles } from '#server/features/email/index.ts';

export interface TrialEndedEmailProps {
  brand: EmailBrand;
  restaurantName: string;
  accountUrl: string;
  monthlyPrice: string;
}

export function trialEndedSubject(props: TrialEndedEmailProps): string {
  return `${props.restaurantName} is back on Free Forever`;
}

/** The trial ended without a card: back to Free Forever, nothing lost, Starter one press away. */
export function TrialEndedEmail(props: TrialEndedEmailProps) {
  const { brand, restaurantName, accountUrl, monthlyPrice } = props;
  return (
    <EmailLayout
      brand={brand}
      preview={`Your Starter trial ended. ${restaurantName} keeps one suggested reply a day.`}
      footer={{ reason: `Sent because your Starter trial of ${siteName(brand)} for ${restaurantName} ended.` }}
    >
      <Heading as="h1" style={styles.heading}>
        Your Starter trial has ended
      </Heading>
      <Text style={styles.text}>
        {restaurantName} is back on Free Forever: each morning, a suggested reply for the new review that most needs
        one. Your playbook, your Google connection and your settings stay as they are.
      </Text>
      <Text style={styles.text}>
        Want a reply for every review again? Starter is {monthlyPrice} a month, and you can add a card from your account
        whenever you like.
      </Text>
      <Button href={accountUrl} style={styles.button}>
        Open your account
      </Button>
    </EmailLayout>
  );
}
